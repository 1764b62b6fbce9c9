import type { GameInfo } from '../../core/game';
import { paper } from '../brainking/info';

/** The oracle check, beside BrainKing on the home page. */
export const info: GameInfo = {
  title: 'BrainKing oracle check',
  order: 41,
  checks: 'brainking',
  tagline: 'How often does a model, as the oracle, answer the question bank as the data does? Every bank question about one thing per episode.',
  paper,
  tests: 'Whether a model can be trusted as the oracle of BrainKing: its agreement with the data set, per question and overall.',
  seats: 'One oracle: a model, a person, or the rule-based oracle (which agrees with the data by construction).',
};
