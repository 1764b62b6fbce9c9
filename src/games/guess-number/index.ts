import type { GameModule } from '../module';
import { maxEntropy, randomConsistent } from './bots';
import { shippedSetup } from '../shipped';
import { guessNumber, type Setup } from './game';
import { protocols } from './prompts';
import { readSecretsFile } from './secrets-file';
import { rulesPage } from './rules-page';
import { guessNumberReported } from '../ar-bench-reported';

const guessNumberModule: GameModule = {
  game: guessNumber,
  bots: [
    {
      id: 'max-entropy',
      // Stored runs named it `optimal`, which it is not: the greedy choice misses the optimum slightly.
      formerIds: ['optimal'],
      label: 'Max-entropy bot',
      description: 'Picks the guess whose feedback carries the most information: 5.24 guesses on average in a game that ends at the right guess, a little above the best possible 5.21.',
      create: () => maxEntropy,
    },
    {
      id: 'random-consistent',
      label: 'Random consistent bot',
      description: 'Guesses a random secret that fits all the feedback so far.',
      create: () => randomConsistent,
    },
  ],
  protocols,
  setupProblem: shippedSetup(guessNumber, (s: Setup) => `the secret ${s.secret}`),
  setupsFile: { label: 'AR-Bench guessing-numbers secrets (JSON)', accept: '.json', read: readSecretsFile },
  references: [guessNumberReported],
  rules: rulesPage,
};

export default guessNumberModule;
