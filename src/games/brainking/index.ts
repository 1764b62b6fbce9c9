import type { BotSpec, GameModule } from '../module';
import { bankBot, rulesOracle } from './bots';
import { shippedSetup } from '../shipped';
import { brainking } from './game';
import type { Setup } from './types';
import { protocols } from './prompts';
import { references } from './references';
import { rulesPage } from './rules-page';

export const rules: BotSpec = {
  id: 'rules',
  label: 'Rule-based oracle',
  description: 'Answers the bank’s questions from the data set; in hard mode, the misleading ones as the similar entity would.',
  seats: ['oracle'],
  create: () => rulesOracle,
};

const brainkingModule: GameModule = {
  game: brainking,
  bots: [
    {
      id: 'bank',
      label: 'Question-bank bot',
      description: 'Asks the bank question that best splits the entities still possible, and guesses when one is left.',
      seats: ['player'],
      create: () => bankBot,
    },
    rules,
  ],
  protocols,
  oracleCheck: 'brainking-oracle-check',
  oracleSeats: ['oracle'],
  // Classroom mode ships no entity: a person thinks of one.
  setupProblem: shippedSetup(brainking, (s: Setup) => (s.entity === null ? null : `the entity ${s.entity}`)),
  references,
  // Nothing is drawn in "Think of anything": the person thinks of it and answers, and the bank bot asks.
  defaultSeats: { classroom: { player: 'bot:bank', oracle: 'human' } },
  rules: rulesPage,
};

export default brainkingModule;
