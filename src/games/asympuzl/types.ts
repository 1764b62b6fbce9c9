/** The data of an AsymPuzl episode: parameters, setup, moves, state, views, outcome and metrics. */
import type { Json } from '../../core/record';

/** The paper's six feedback modes (section 4.1). */
export type FeedbackMode = 'none' | 'own' | 'own-detailed' | 'joint' | 'both' | 'both-detailed';

/** `pair`: Alice and Bob, each with half of the information (the game); `single`: one agent with all of it (the baseline). */
export type Setting = 'pair' | 'single';

/** `alice` knows the shapes' positions, `bob` the shapes' colours; `solo` is the single agent. */
export type Seat = 'alice' | 'bob' | 'solo';

export interface Params {
  /** N, the number of positions: 3 to 20 (the paper: 5; 3, 10 and 20 in its size study). */
  size: number;
  /** What each agent is told after each turn; always `none` for the single agent. */
  feedback: FeedbackMode;
  /** Two agents, or the single-agent baseline (one attempt, no feedback: the paper's Table 4). */
  setting: Setting;
}

/** A position's entry of the ground truth. */
export interface TruthEntry {
  /** From 1. */
  position: number;
  shape: string;
  color: string;
}

/** One of Alice's clues: the shape at a position. */
export interface PositionClue {
  /** From 1. */
  position: number;
  shape: string;
}

/** One of Bob's clues: a shape and its colour. */
export interface PairClue {
  shape: string;
  color: string;
}

export interface Setup {
  /** The ground truth, position by position: N distinct shapes paired with N distinct colours. */
  truth: TruthEntry[];
  /** Alice's clues: the correct shape at every position, colours unknown. */
  aliceClues: PositionClue[];
  /** Bob's clues: the correct (shape, colour) pairs, in a random order, so positions unknown. */
  bobClues: PairClue[];
}

/** A position of a working hypothesis. */
export interface Piece {
  shape: string;
  /** Null while unknown (Alice's hypothesis starts with every colour unknown). */
  color: string | null;
}

/** A message an agent sent to its partner. */
export interface Message {
  /** The turn it was sent in, from 1. */
  turn: number;
  seat: Seat;
  /** As written; possibly empty. */
  text: string;
}

/** The paper's action: the whole (shape, colour) pair at one position is replaced. */
export interface Action {
  /** The position, from 1. */
  replace: number;
  by: { shape: string; color: string };
}

/** A move: a message for the partner (the only thing it receives) and actions on the mover's own hypothesis. */
export interface Move {
  message: string;
  /** At most one per position; possibly none. */
  actions: Action[];
}

export interface State {
  params: Params;
  setup: Setup;
  /** Each agent's working hypothesis by seat, position k at index k − 1. */
  hypotheses: Partial<Record<Seat, Piece[]>>;
  /** Every message sent, one per move, in order. */
  messages: Message[];
  /** The turn being played, from 1 (past the last once the turns are used up). */
  turn: number;
  /** Whether every hypothesis equalled the truth at the end of the last turn. */
  solved: boolean;
  /** What each agent is told, by seat, computed at the end of the last turn; null before the first turn ends, or with no feedback. */
  feedback: Partial<Record<Seat, string>> | null;
  /** The seat that used up its error allowance. */
  forfeit: Seat | null;
}

/** What every agent's view holds, whatever its seat. */
interface ViewBase {
  size: number;
  feedbackMode: FeedbackMode;
  /** The turn to play, from 1. */
  turn: number;
  /** 2N for two agents (the paper's limit), 1 for the single agent. */
  maxTurns: number;
  /** The agent's own working hypothesis, position k at index k − 1. */
  hypothesis: Piece[];
  /** The feedback on the previous turn, in the mode's words; null at the first turn and with no feedback. */
  feedback: string | null;
  /** The paper's history of length 1: the agent's own previous message and its partner's latest; null before there is one. */
  history: { own: string | null; partner: string | null };
}

export interface AliceView extends ViewBase {
  seat: 'alice';
  /** The shape at every position. */
  clues: PositionClue[];
}

export interface BobView extends ViewBase {
  seat: 'bob';
  /** The (shape, colour) pairs, in Bob's random order. */
  clues: PairClue[];
}

export interface SoloView extends ViewBase {
  seat: 'solo';
  /** Alice's clues. */
  positions: PositionClue[];
  /** Bob's clues. */
  pairs: PairClue[];
}

export type View = AliceView | BobView | SoloView;

/**
 * What anyone watching may know: the size, the turn and the messages, which both agents have
 * read. Never a hypothesis, a clue or a feedback text: even whether a position is right would tell
 * a spectator more than a seat is told in the modes without feedback.
 */
export interface PublicView {
  setting: Setting;
  size: number;
  feedbackMode: FeedbackMode;
  /** The turn being played, from 1. */
  turn: number;
  maxTurns: number;
  messages: Message[];
}

/** A move's result. */
export interface Result {
  /** The turn the move was played in. */
  turn: number;
  /** On the move that ends a turn, in a mode with feedback: the text each agent is shown next, by seat; null otherwise. */
  feedback: Partial<Record<Seat, string>> | null;
}

export interface Outcome {
  /** Whether every hypothesis equalled the truth at the end of a turn, within the turn limit. */
  solved: boolean;
  /** Turns played to the end. */
  turns: number;
  /** The seat that used up its error allowance, if one did. */
  forfeit: Seat | null;
}

/**
 * The failure patterns the paper describes, as read from a transcript (their definitions are in
 * metrics.ts): `non-cooperation` (section F.2), `miscommunication` (F.3), `over-correction`
 * (section 5.3), and `format-errors`, Fogplay's, for refused replies.
 */
export type FailureTag = 'non-cooperation' | 'miscommunication' | 'over-correction' | 'format-errors';

/** A seat's model output, for the paper's Table 3. */
export type TokenCount = {
  /** Model calls that reported their output tokens. */
  calls: number;
  /** Output tokens of those calls. */
  output: number;
  /** The part of them that was the message: estimated as the message's share of the reply's characters (no tokenizer in the browser). */
  message: number;
};

/** The paper's measures of one episode. */
export interface Metrics {
  [key: string]: Json;
  setting: Setting;
  size: number;
  feedback: FeedbackMode;
  solved: boolean;
  /** Turns played. */
  turns: number;
  /** The turn at whose end the puzzle was solved; null when it was not. */
  turnsToSolve: number | null;
  /** The paper's efficiency measure: actions taken per position, both agents together (lower is better). */
  actionsPerPosition: number;
  /** The same for each agent alone, by seat. */
  actionsPerPositionBySeat: Record<string, number>;
  /** Refused attempts. */
  invalid: number;
  /** Model replies cut off at the token limit, counted apart from `invalid` (metrics written before it was kept lack it). */
  cut: number;
  /** Model output by seat; null where no model played. */
  tokens: Record<string, TokenCount> | null;
  /** The share of the models' output tokens spent on messages; null where no model played. */
  messageShare: number | null;
  failures: FailureTag[];
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
