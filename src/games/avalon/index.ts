import type { GameModule } from '../module';
import { naive } from './bots';
import { avalon } from './game';
import { protocols } from './prompts';
import { rating } from './rating';
import { references } from './references';
import { rulesPage } from './rules-page';

const avalonModule: GameModule = {
  game: avalon,
  bots: [
    {
      id: 'naive',
      label: 'Naive bot (AvalonBench)',
      description: 'AvalonBench’s rule-based baseline for whichever role the seat is dealt.',
      create: () => naive,
    },
  ],
  protocols,
  references,
  rating,
  rules: rulesPage,
};

export default avalonModule;
