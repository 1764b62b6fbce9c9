import type { BotSpec, GameModule } from '../module';
import { careless, shareAll, neverShare } from './bots';
import { asympuzl } from './game';
import { protocols } from './prompts';
import { references } from './references';
import { rulesPage } from './rules-page';
import { setupProblem } from './rules';

export const bots: BotSpec[] = [
  {
    id: 'share-all',
    label: 'Share-all bot',
    description: 'Tells all its clues every turn and applies everything it is told: a pair solves any puzzle in two turns (the ceiling).',
    create: () => shareAll,
  },
  {
    id: 'careless',
    label: 'Careless bot',
    description: 'Tells a random half of its clues each turn and misreads one fact in ten it is told.',
    create: () => careless,
  },
  {
    id: 'never-share',
    label: 'Never-share bot',
    description: 'Sends empty messages and applies only what it knows: a pair never solves a puzzle (the floor).',
    create: () => neverShare,
  },
];

// The paper's pairs are one model in both seats.
const asympuzlModule: GameModule = {
  game: asympuzl, bots, protocols, references, setupProblem: setupProblem as GameModule['setupProblem'], rules: rulesPage, benchmark: { modelSeats: ['alice', 'bob'] },
};

export default asympuzlModule;
