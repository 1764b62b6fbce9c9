/** The data of a BrainKing episode: parameters, setup, moves, state, views, outcome and metrics. */
import type { Json } from '../../core/record';
import type { Answer, Mode, OracleKind } from './rules';

export interface Params {
  /** How much the start concept tells, and whether answers mislead. */
  mode: Mode;
  /** Misleading answers in hard mode (the paper's k, 2 to 4); 0 in the other modes. */
  misleading: number;
  /** Who answers, and what they may be asked. */
  oracle: OracleKind;
  /** Questions allowed before the one guess (BrainKing: 20). */
  maxQuestions: number;
}

export interface Setup {
  mode: Mode;
  /** The hidden entity's name; null in classroom mode, where a person thinks of anything. */
  entity: string | null;
  /** Its most similar entity in the set, whose answers are hard mode's misleading ones. */
  similar: string | null;
  /** The concept the player starts from; null in classroom mode. */
  start: string | null;
  /** Hard mode: the bank questions (ids) the rule-based oracle answers as for the similar entity. */
  misleading: string[];
}

export interface Turn {
  /** From 1. */
  number: number;
  question: string;
  /** The bank question it is, when it is one. */
  questionId: string | null;
  /** Null until the oracle answers. */
  answer: Answer | null;
  /** Whether the oracle gave the similar entity's answer (hard mode). */
  misleading: boolean;
}

export interface Guess {
  text: string;
  /** Null while the oracle judges it. */
  correct: boolean | null;
}

export interface State {
  params: Params;
  setup: Setup;
  turns: Turn[];
  guess: Guess | null;
  /** The seat that used up its error allowance. */
  forfeit: string | null;
}

/**
 * A move as the game records it. A player may also ask a bank question by its id,
 * `{ kind: 'ask', questionId }`; it is recorded with the question's text.
 */
export type Move =
  | { kind: 'ask'; question: string }
  | { kind: 'guess'; text: string }
  | { kind: 'answer'; answer: Answer; misleading: boolean }
  | { kind: 'verdict'; correct: boolean };

/** What anyone watching sees: the questions, answers and guess, never the entity or which answers misled. */
export interface PublicView {
  mode: Mode;
  oracle: OracleKind;
  /** The concept the entity belongs to; null when it can be anything (classroom mode). */
  start: string | null;
  maxQuestions: number;
  /** The questions so far, each with its answer (null while the oracle thinks). */
  turns: { number: number; question: string; answer: Answer | null }[];
  guess: Guess | null;
}

/** What the player sees: the public view. In hard mode it knows that some answers may mislead, not how many (as in the paper). */
export interface PlayerView extends PublicView {
  seat: 'player';
}

/** What the oracle sees: the entity, and in hard mode how to mislead. */
export interface OracleView {
  seat: 'oracle';
  mode: Mode;
  oracle: OracleKind;
  start: string | null;
  maxQuestions: number;
  /** Null in classroom mode: the person answering thinks of anything. */
  entity: string | null;
  /** Hard mode: the entity whose answers mislead. */
  similar: string | null;
  /** Hard mode: the bank questions the rule-based oracle answers as for the similar entity. */
  misleadingQuestions: string[];
  /** Misleading answers still to give. */
  misleadingLeft: number;
  turns: Turn[];
  /** What to answer now: a question, or a guess to judge; null when it is the player's turn. */
  pending: { kind: 'question'; number: number; question: string; questionId: string | null } | { kind: 'guess'; text: string } | null;
}

export type View = PlayerView | OracleView;

/** A move's public result: a question's number; an answer; whether a guess was right (null: the oracle judges). */
export type Result = { number: number; answer?: Answer } | { correct: boolean | null };

export interface Outcome {
  /** Whether the guess found the entity. */
  correct: boolean;
  /** Questions asked. */
  questions: number;
  /** The guess, or null when none was made. */
  guess: string | null;
  /** The seat that used up its error allowance, if one did. */
  forfeit: string | null;
}

/** The paper's measures of one episode. */
export interface Metrics {
  [key: string]: Json;
  mode: Mode;
  correct: boolean;
  questions: number;
  /** The paper's rounds: questions asked when found (the guess not counted), 30 when not. */
  rounds: number;
  /** Whether the final guess was the similar entity (misled, hard mode). */
  guessedSimilar: boolean;
  /** Misleading answers given. */
  misleadingAnswers: number;
  /** Misleading answers the episode was set to give (hard mode's k, the paper's Table 5); 0 in the other modes. */
  misleadingSetting: number;
  /** The turns whose answers misled. */
  misleadingAt: number[];
  invalid: number;
  /** Model replies cut off at the token limit, counted apart from `invalid` (metrics written before it was kept lack it). */
  cut: number;
}

export interface Types {
  params: Params;
  setup: Setup;
  state: State;
  move: Move;
  view: View;
  publicView: PublicView;
  result: Result;
  outcome: Outcome;
  metrics: Metrics;
}
