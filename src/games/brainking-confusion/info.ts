import type { GameInfo } from '../../core/game';
import { paper } from '../brainking/info';

/** The confusion check, beside BrainKing on the home page. */
export const info: GameInfo = {
  title: 'BrainKing: was the player misled?',
  order: 42,
  checks: 'brainking',
  tagline: 'Read a hard-mode BrainKing game and say whether the player followed the misleading answers and never came back from them.',
  paper,
  tests: 'The paper’s ability to recognise confusion, judged per episode: the share of hard-mode games in which the player was misled without recovering, beside those games’ accuracy. The paper’s own judging protocol could not be consulted: this definition (misled, and never came back) is ours.',
  seats: 'One judge: a person, a model, or a rule of thumb (a heuristic, not the paper’s judge).',
};
