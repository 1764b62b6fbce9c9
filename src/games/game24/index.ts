import type { GameModule } from '../module';
import { firstSolution, solver } from './bots';
import { shippedSetup } from '../shipped';
import { game24, type Setup } from './game';
import { protocols } from './prompts';
import { references } from './references';
import { game24ThoughtsBenchmark } from './tot-benchmark';
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
  searches: [game24ThoughtsBenchmark, game24Thoughts],
  setupProblem: shippedSetup(game24, (s: Setup) => `the puzzle of rank ${s.rank}`),
  rules: rulesPage,
};

export default game24Module;
