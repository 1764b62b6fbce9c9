import type { GameModule } from '../module';
import { naive } from './bots';
import { avalon } from './game';
import { protocols } from './prompts';
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
  rules: rulesPage,
};

export default avalonModule;
