/** The data of a detective-case episode: the case record, parameters, moves, state, views, outcome and metrics. */
import type { Json } from '../../core/record';

/** A fact of a suspect: one string, or a list of them (AR-Bench's generator turns a field into a list when it adds to it). */
export type Facts = string | string[];

/** One hour of a suspect's timeline. */
export interface TimelineEntry {
  /** A clock time such as `08:40 PM`. */
  time: string;
  /** What the suspect did then. */
  activity: string;
}

/** The victim, as AR-Bench's records describe them. */
export interface Victim {
  name: string;
  introduction: string;
  cause_of_death: string;
  murder_weapon: string;
}

/**
 * A suspect exactly as AR-Bench's records hold one. Only `name`, `introduction`, `task` and `story`
 * are always there: the confuser has nothing else.
 */
export interface SuspectRecord {
  name: string;
  /** The short introduction the detective sees. */
  introduction: string;
  /** The role instruction: AR-Bench's murderer task, one of its three innocent tasks, or the confuser's. */
  task: string;
  /** The first-person account the suspect answers from. */
  story: string;
  /** The suspect's relationship to the victim. */
  relationship?: Facts;
  /** Why the suspect was at the scene. */
  reason_at_scene?: Facts;
  /** What makes the suspect look guilty. */
  suspicion?: Facts;
  motive?: Facts;
  opportunity?: Facts;
  access_to_weapon?: Facts;
  /** True for the murderer only; absent for the confuser. */
  is_murderer?: boolean;
  /** The facts that decide guilt or innocence; an object of facts in some of AR-Bench's records. */
  evidence?: Facts | Record<string, Facts>;
  /** What the suspect saw of others. */
  testimony?: Facts;
  timeline?: TimelineEntry[];
  /** The key questions about this suspect: three for the murderer, one for each innocent, none for the confuser. */
  key_question?: string[];
}

/** A suspect as the detective first meets them. */
export interface SuspectIntroduction {
  name: string;
  introduction: string;
}

/** A case exactly as AR-Bench's data files hold one (`data/dc/test.json`), field names included. */
export interface CaseRecord {
  /** Dawn, Morning, Afternoon, Evening or Midnight. */
  time: string;
  location: string;
  victim: Victim;
  /** The five suspects in generation order: the murderer first, then three innocents, then the confuser. Never shown to the detective. */
  suspects: SuspectRecord[];
  /** What the detective sees; `suspect` is the five suspects in shuffled order, which gives the seats A to E. */
  initial_information: { time: string; location: string; victim: Victim; suspect: SuspectIntroduction[] };
  /** The murderer's name; absent from some of AR-Bench's records. */
  murderer?: string;
  /** How the case is solved; absent from some of AR-Bench's records. */
  explanation?: string;
  /** All key questions of the case, the suspects' lists one after another. */
  key_question: string[];
  /** The murderer's position in `initial_information.suspect` (0 to 4, letters A to E). */
  label: number;
  /** The case's number in its file. */
  index: number;
}

/** A suspect's seat: their letter in the detective's list. */
export type Letter = 'A' | 'B' | 'C' | 'D' | 'E';

export type Seat = 'detective' | Letter;

export interface Params {
  /** Turns of questions before the accusation (AR-Bench: 25). */
  maxTurns: number;
  /** Whether the detective may accuse before the turns run out (AR-Bench: no). */
  earlyAccusation: boolean;
  /**
   * AR-Bench's loop: the detective's replies are taken as written, the suspect's name untrimmed (so
   * "Name\n" loses the turn) and the whole reply the question, even an empty one. Otherwise the
   * name is trimmed, and an empty question is asked again without using a turn. Absent in runs
   * recorded before it existed, which were read the second way.
   */
  verbatim?: boolean;
}

export interface Setup {
  /** The case, whole, so that an episode replays without the file it came from. */
  record: CaseRecord;
}

export interface Turn {
  /** From 1. */
  number: number;
  /** The suspect questioned; null for a turn the detective lost by naming no suspect (AR-Bench's loop consumes it). */
  suspect: Letter | null;
  /** Null for a lost turn. */
  question: string | null;
  /** The suspect's answer; null until given, and for a lost turn. */
  answer: string | null;
  /** The suspect's own key questions (numbers from 1 in its `key_question`) that the question hit, as the suspect's seat judged. */
  hits: number[];
}

/** The detective's final answer. */
export interface Accusation {
  /** The suspect named; null when the reply named none (AR-Bench counts it wrong). */
  suspect: Letter | null;
  /** The reasoning (or the whole reply) as given. */
  reasoning: string;
}

export interface State {
  params: Params;
  setup: Setup;
  turns: Turn[];
  /** The suspect the detective chose this turn, before putting the question (AR-Bench asks for the two apart). */
  chosen: Letter | null;
  accusation: Accusation | null;
  /** The seat that used up its error allowance. */
  forfeit: Seat | null;
}

/**
 * A move. The detective chooses a suspect (null: it named none, and loses the turn) then asks,
 * or asks naming the suspect in one move; at the end it accuses. A suspect answers, with the
 * key questions of its own the question hit.
 */
export type Move =
  | { kind: 'choose'; suspect: Letter | null }
  | { kind: 'ask'; suspect: Letter; question: string }
  | { kind: 'accuse'; suspect: Letter | null; reasoning: string }
  | { kind: 'answer'; text: string; hits: number[] };

/** A move's public result: the turn it belongs to (the suspect's answer with it), or the accusation's letter. */
export type Result = { turn: number; suspect: Letter | null; answer?: string } | { accused: Letter | null };

/** A turn as the detective and spectators see it: no key questions hit. */
export interface PublicTurn {
  number: number;
  suspect: Letter | null;
  question: string | null;
  answer: string | null;
}

/** What anyone watching sees: the case as the detective sees it, the questions and answers, the accusation. */
export interface PublicView {
  time: string;
  location: string;
  victim: Victim;
  /** The five suspects with their letters and introductions, in the detective's order. */
  suspects: { letter: Letter; name: string; introduction: string }[];
  maxTurns: number;
  earlyAccusation: boolean;
  /** Whether the detective's replies are taken as written (Params.verbatim). */
  verbatim: boolean;
  turns: PublicTurn[];
  /** The suspect chosen for the current turn, before the question. */
  chosen: Letter | null;
  accusation: Accusation | null;
}

/** What the detective sees: the public view. */
export interface DetectiveView extends PublicView {
  seat: 'detective';
}

/** What one suspect sees: their own story and task, and only the questions put to them. */
export interface SuspectView {
  seat: Letter;
  /** The suspect's own record, and nothing of the others'. */
  self: SuspectRecord;
  /** The questions put to this suspect, with their answers and key questions hit. */
  questions: { number: number; question: string; answer: string | null; hits: number[] }[];
  /** The question to answer now; null when none waits. */
  pending: { number: number; question: string } | null;
}

export type View = DetectiveView | SuspectView;

export interface Outcome {
  /** The suspect accused; null when none was named or the game ended without an accusation. */
  accused: Letter | null;
  /** The murderer's letter. */
  murderer: Letter;
  /** AR-Bench's correctness: the accused is the murderer. */
  correct: boolean;
  /** Turns played, lost ones included. */
  turns: number;
  /** Distinct key questions hit, and how many the case has. */
  keyQuestionsHit: number;
  keyQuestions: number;
  forfeit: Seat | null;
}

/** The measures of one episode. */
export interface Metrics {
  [key: string]: Json;
  /** The case's `index`. */
  case: number;
  /** AR-Bench's correctness (its accuracy is the mean over cases). */
  correct: boolean;
  accused: Letter | null;
  murderer: Letter;
  turns: number;
  /** Turns lost by naming no suspect. */
  lostTurns: number;
  /** Share of the case's key questions hit after each turn (the process curve; see metrics.ts). */
  process: number[];
  /** The share hit at the end. */
  processFinal: number;
  /** Invalid attempts, of any seat. */
  invalid: number;
  /** Model replies cut off at the token limit, counted apart from `invalid` (metrics written before it was kept lack it). */
  cut: number;
  forfeit: Seat | null;
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
