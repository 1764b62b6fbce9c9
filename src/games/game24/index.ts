import type { GameModule } from '../module';
import { firstSolution, solver } from './bots';
import { game24 } from './game';
import { protocols } from './prompts';
import { references } from './references';
import { game24Thoughts } from './tot-prompts';
import { rulesPage } from './rules-page';

const game24Module: GameModule = {
  game: game24,
  bots: [
    {
      id: 'solver',
      label: 'Solver',
      description: 'Plays a correct answer, picked at random among all distinct solutions.',
      create: () => solver,
    },
    {
      id: 'first-solution',
      label: 'First-solution bot',
      description: 'Always plays the shortest correct answer.',
      create: () => firstSolution,
    },
  ],
  protocols,
  references,
  searches: [game24Thoughts],
  rules: rulesPage,
};

export default game24Module;
