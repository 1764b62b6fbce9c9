import type { GameModule } from '../module';
import { firstSolution, solver } from './bots';
import { game24 } from './game';
import { protocols } from './prompts';
import { game24Thoughts } from './tot-prompts';

export const game24Module: GameModule = {
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
  searches: [game24Thoughts],
};
