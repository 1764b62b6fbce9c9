/** The data of a situation-puzzle episode: parameters, setup, moves, state, views, outcome and metrics. */
import type { Json } from '../../core/record';

/** A node of a puzzle's story tree below the root: a fact of the hidden story, deduced from its parent. */
export interface StoryNode {
  /** The fact, stated either way (it may be what did not happen). */
  value: string;
  /** The open question the fact answers. */
  based_question: string;
  /** A yes-or-no question that checks the fact. */
  key_question: string;
  /** Facts deduced from this one; empty for a leaf. */
  children: StoryNode[];
}

/** The root of a story tree: the puzzle's core sentence and the facts under it. */
export interface StoryTree {
  /** The core sentence. */
  value: string;
  children: StoryNode[];
  /** Empty at the root in AR-Bench's data, and absent from some of its records. */
  based_question?: string;
  /** Empty at the root in AR-Bench's data, and absent from some of its records. */
  key_question?: string;
}

/** A puzzle exactly as AR-Bench's data files hold one (`data/sp/test.json`), field names included. */
export interface PuzzleRecord {
  /** Whether the story involves ghosts, magic or other things beyond nature. */
  supernatural: boolean;
  /** Whether a character's death is part of the story. */
  someone_dies: boolean;
  /** The paradox in one sentence; also the story tree's root. */
  core_sentence: string;
  story_tree: StoryTree;
  /** The hidden full story: the judge answers from it, and the explanation is scored against it. */
  bottom: string;
  /** What the player is shown. */
  surface: string;
  /** The key questions of the tree's nodes, in pre-order. */
  key_question: string[];
  /** The puzzle's number in its file. */
  index: number;
}

/** The data's answer to a key question. */
export type KeyAnswer = 'Yes' | 'No';

export interface Params {
  /** Questions before the final explanation (AR-Bench: 25). */
  maxQuestions: number;
  /** Whether the player may give its explanation before the questions run out (AR-Bench: no). */
  earlyExplanation: boolean;
  /** Whether the judge gives a verdict on the explanation (correct, partly, wrong), kept apart from the F1 scores. */
  verdict: boolean;
  /**
   * AR-Bench's loop: every reply is a turn as written, the whole reply the question (empty, a bare
   * "Q:" or long) and the whole final reply the answer (an empty one scores 0). Otherwise a reply
   * with no question, or an empty answer, is asked again without using a turn. Absent in runs
   * recorded before it existed, which asked again.
   */
  verbatim?: boolean;
}

export interface Setup {
  /** The puzzle, whole, so that an episode replays without the file it came from. */
  puzzle: PuzzleRecord;
  /** The answer of each key question, aligned with `puzzle.key_question`; null for an imported puzzle, whose file has none. */
  keyAnswers: KeyAnswer[] | null;
}

/**
 * The judge's reply to a question: Yes, No, Unknown, or `not-a-question` for a question that is
 * not a yes-or-no one or asks for the answer (AR-Bench's judge then says its fixed sentence);
 * `other` for a model's reply that is none of these, which AR-Bench's loop passes on as written
 * (the turn's `said`) where the classroom variant asks again.
 */
export type Reply = 'Yes' | 'No' | 'Unknown' | 'not-a-question' | 'other';

/** A judge's verdict on an explanation. */
export type Verdict = 'correct' | 'partly' | 'wrong';

/** A verdict, or `none` when the judge gave none (the rule-based judge cannot judge an explanation). */
export type VerdictGiven = Verdict | 'none';

export interface Turn {
  /** From 1; a question the judge calls not a question uses up its turn, as in AR-Bench's loop. */
  number: number;
  question: string;
  /** Null until the judge replies. */
  reply: Reply | null;
  /**
   * In AR-Bench's loop, a model judge's reply as written, stripped as AR-Bench strips it (`strip()`,
   * then `strip(".")`), the key-point line Fogplay asks for left out: what the player reads.
   */
  said?: string;
  /** The key questions (by number, from 1, ascending) the conversation has resolved after this turn, as the judge records them. */
  resolved: number[];
}

export interface State {
  params: Params;
  setup: Setup;
  turns: Turn[];
  /** The final explanation, exactly as given; null until then. */
  explanation: string | null;
  /** The judge's verdict on the explanation; null until given, or when none is asked. */
  verdict: VerdictGiven | null;
  /** The seat that used up its error allowance. */
  forfeit: 'player' | 'judge' | null;
}

/**
 * A move as the game records it: the player's question or final explanation; the judge's reply
 * with the key questions resolved so far, or its verdict on the explanation.
 */
export type Move =
  | { kind: 'ask'; question: string }
  | { kind: 'explain'; text: string }
  | { kind: 'answer'; reply: Reply; resolved: number[]; said?: string }
  | { kind: 'verdict'; verdict: VerdictGiven };

/** A move's public result: a question's number; a reply; the explanation's F1 scores; the verdict. */
export type Result =
  | { number: number; reply?: Reply }
  | { f1Char: number; f1Word: number }
  | { verdict: VerdictGiven };

/** What anyone watching sees: the surface, the questions and replies, the explanation; never the story, the key questions or what they resolved. */
export interface PublicView {
  surface: string;
  maxQuestions: number;
  earlyExplanation: boolean;
  /** Whether every reply is a turn as written (Params.verbatim). */
  verbatim: boolean;
  /** The questions so far with the judge's replies (null while the judge thinks). */
  turns: { number: number; question: string; reply: Reply | null; said?: string }[];
  explanation: string | null;
  verdict: VerdictGiven | null;
}

/** What the player sees: the public view. */
export interface PlayerView extends PublicView {
  seat: 'player';
}

/** What the judge sees: the whole story, the key questions, and what to reply to now. */
export interface JudgeView {
  seat: 'judge';
  surface: string;
  bottom: string;
  /** The key questions, each with the data's answer (null for an imported puzzle). */
  keyQuestions: { number: number; text: string; answer: KeyAnswer | null }[];
  maxQuestions: number;
  turns: Turn[];
  /** The key questions resolved so far, by number. */
  resolved: number[];
  /** AR-Bench's loop (Params.verbatim): a model's reply is passed on as written, never asked again. */
  verbatim: boolean;
  /** What to reply to now: a question, or the explanation to judge; null when it is the player's turn. */
  pending: { kind: 'question'; number: number; question: string } | { kind: 'explanation'; text: string } | null;
}

export type View = PlayerView | JudgeView;

export interface Outcome {
  /** The final explanation as given; null when the game ended without one. */
  explanation: string | null;
  /** AR-Bench's character-level F1 of the explanation against the hidden story (0 without one). */
  f1Char: number;
  /** AR-Bench's word-level F1 of the explanation against the hidden story (0 without one). */
  f1Word: number;
  /** Questions asked. */
  questions: number;
  /** Key questions resolved at the end. */
  resolved: number;
  /** Key questions the puzzle has. */
  keyQuestions: number;
  /** The judge's verdict, when one was asked and given. */
  verdict: VerdictGiven | null;
  /** The seat that used up its error allowance, if one did. */
  forfeit: 'player' | 'judge' | null;
}

/** The measures of one episode. */
export interface Metrics {
  [key: string]: Json;
  /** The puzzle's `index`. */
  puzzle: number;
  /** AR-Bench's `f1_score_char`. */
  f1Char: number;
  /** AR-Bench's `f1_score_word`. */
  f1Word: number;
  questions: number;
  /** Replies that the question was not a question. */
  notAQuestion: number;
  /** The share of key questions resolved after each judged question (Fogplay's process score, see process.ts). */
  process: number[];
  /** The share resolved at the end. */
  processFinal: number;
  verdict: VerdictGiven | null;
  /** Invalid attempts, of either seat. */
  invalid: number;
  /** Model replies cut off at the token limit, counted apart from `invalid` (metrics written before it was kept lack it). */
  cut: number;
  forfeit: 'player' | 'judge' | null;
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
