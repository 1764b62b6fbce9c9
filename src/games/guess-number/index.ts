import type { GameModule } from '../module';
import { optimal, randomConsistent } from './bots';
import { guessNumber } from './game';
import { protocols } from './prompts';

const guessNumberModule: GameModule = {
  game: guessNumber,
  bots: [
    {
      id: 'optimal',
      label: 'Optimal bot',
      description: 'Picks the guess whose feedback carries the most information.',
      create: () => optimal,
    },
    {
      id: 'random-consistent',
      label: 'Random consistent bot',
      description: 'Guesses a random secret that fits all the feedback so far.',
      create: () => randomConsistent,
    },
  ],
  protocols,
};

export default guessNumberModule;
