import type { GameInfo } from '../../core/game';
import { paper } from '../situation-puzzles/info';

/** The judge check, beside the situation puzzles on the home page. */
export const info: GameInfo = {
  title: 'Situation puzzles: judge check',
  order: 13,
  checks: 'situation-puzzles',
  tagline: 'How often does a judge (usually a model) answer a puzzle’s key questions as the data does? Every key question of one puzzle per episode.',
  paper,
  tests: 'Whether a model can be trusted as the judge of situation puzzles: its agreement with the written answers, and whether it sees each key question as resolved.',
  seats: 'One judge: a model, a person, or the rule-based stand-in (which agrees with the data by construction).',
};
