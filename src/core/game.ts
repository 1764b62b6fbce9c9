/**
 * The game contract: a game is data and pure functions (after OpenSpiel's State and
 * boardgame.io's game object). No I/O, no clock, no chance outside `setup`'s generator.
 */
import type { EpisodeRecord, Json } from './record';
import type { Rng } from './rng';

/**
 * The types one game is made of. All but `state` are stored in the run record, so they are
 * plain JSON data; the conformance suite checks that they survive a JSON round trip.
 */
export interface GameTypes {
  params: unknown;
  /** The hidden setup drawn by chance: everything needed to replay the game. */
  setup: unknown;
  state: unknown;
  move: unknown;
  /** What one seat may know. */
  view: unknown;
  /** What anyone watching may know: spectators, replays, the table a board draws. */
  publicView: unknown;
  /** The public result of a move (feedback, an answer). */
  result: unknown;
  outcome: unknown;
  /** Per-episode metrics, named as the paper names them. */
  metrics: { [key: string]: Json };
}

export interface Variant<P> {
  id: string;
  label: string;
  description: string;
  params: P;
}

/** How a game presents itself on the home page. */
export interface GameInfo {
  title: string;
  /** Its place on the home page, smallest first. */
  order: number;
  /** For a check of a model as another game's oracle or judge, rather than a game to play: that game's id. */
  checks?: string;
  /** One line on what the game is. */
  tagline: string;
  /** The benchmark it reproduces. */
  paper: { title: string; authors: string; year: number; url: string };
  /** What the game tests in a player, in a sentence or two. */
  tests: string;
  /** The seats and who can take them, in a sentence. */
  seats: string;
  /** How a class plays it across devices, on the teacher's page; every game a person plays has one. */
  lesson?: Lesson;
}

/** A game in a lesson: who sits where (on the phones, at the teacher's computer), what the projector shows, how long a game takes. */
export interface Lesson {
  seats: string;
  project: string;
  /** Minutes a game takes in class, such as "10–15 per puzzle". */
  minutes: string;
}

export type Validation<M> = { ok: true; move: M } | { ok: false; reason: string };

/** A named number in a batch summary, with its 95% interval where it is a proportion. */
export interface SummaryStat {
  id: string;
  label: string;
  value: number;
  interval?: { low: number; high: number };
  /** How to show it. */
  format: 'percent' | 'number' | 'count';
}

/** A value per round (for example the mean process score after each guess). */
export interface SummarySeries {
  id: string;
  label: string;
  values: number[];
}

/**
 * How often each value of one reading met each value of another, as a confusion table: a check's
 * data against the answers of the seat it checks.
 */
export interface CrossTable {
  id: string;
  caption: string;
  /** What the rows and the columns are values of, and those values in order. */
  rows: { label: string; values: string[] };
  columns: { label: string; values: string[] };
  /** `counts[row][column]`. */
  counts: number[][];
}

export interface Summary {
  episodes: number;
  stats: SummaryStat[];
  series: SummarySeries[];
  /** The checks' confusion tables. */
  tables?: CrossTable[];
}

/** A batch summary built as episodes end, in memory that does not grow with their number. */
export interface Tally<M> {
  add(metrics: M): void;
  summary(): Summary;
}

/** The summary of every episode's metrics, folded through a tally: a game's `summarize` by its `tally`. */
export function fold<M>(tally: Tally<M>, metrics: readonly M[]): Summary {
  for (const m of metrics) tally.add(m);
  return tally.summary();
}

export interface Game<T extends GameTypes> {
  id: string;
  info: GameInfo;
  /** Named parameter sets; the first is the default. */
  variants: Variant<T['params']>[];
  /** The variant the Play page starts with, where the default's loop would tire a person (it plays on after a win). */
  playVariant?: string;
  /**
   * The variant the Play page starts with when a person takes the main seat: a friendly one (the
   * benchmark's variants stay, labelled, one choice away), such as a few tries, or an answer whenever ready.
   */
  personVariant?: string;
  seats(params: T['params']): string[];
  /** Draws the hidden setup; all of the game's chance happens here. */
  setup(params: T['params'], rng: Rng): T['setup'];
  /** Every possible setup in a fixed order, for exhaustive batches, where that is practical. */
  allSetups?(params: T['params']): T['setup'][];
  init(params: T['params'], setup: T['setup']): T['state'];
  /** The seat to act, or null once the game is over. */
  current(state: T['state']): string | null;
  view(state: T['state'], seat: string): T['view'];
  /** What every seat and every spectator may know; never more than any one seat's view. */
  publicView(state: T['state']): T['publicView'];
  /** Checks a move from any agent (untrusted: a click, a bot, a model's parsed output). */
  validate(state: T['state'], seat: string, move: unknown): Validation<T['move']>;
  apply(state: T['state'], seat: string, move: T['move']): { state: T['state']; result: T['result'] };
  /** The state after a seat used up its error allowance: the game is over and that seat lost. */
  forfeit(state: T['state'], seat: string): T['state'];
  /** Null while the game runs. */
  outcome(state: T['state']): T['outcome'] | null;
  /** Invalid attempts a non-human seat may make in a row before it forfeits. */
  errorAllowance: number;
  /**
   * Per-episode metrics of a finished episode, exactly as the paper defines them, from its final
   * state and outcome, and its record for what the state does not keep (invalid attempts, model calls).
   */
  metrics(state: T['state'], outcome: T['outcome'], episode: EpisodeRecord): T['metrics'];
  /** A batch summary of per-episode metrics: `fold` of `tally`. */
  summarize(metrics: T['metrics'][]): Summary;
  /** The same summary folded one episode at a time, so that a batch keeps no episode's metrics. */
  tally(): Tally<T['metrics']>;
  /** A move and its result in one line of plain text, for transcripts. */
  describe(move: T['move'], result: T['result']): string;
  /**
   * The same line as anyone may read it, without what only the move's seat knows (a misleading
   * flag, the key questions an answer hit); absent where `describe` holds nothing of the kind.
   */
  describePublic?(move: T['move'], result: T['result']): string;
  /** An outcome in a few words, for lists of runs. */
  describeOutcome(outcome: T['outcome']): string;
}

/** A game of any types, as the registry and the runner hold it; a game's own code is fully typed. */
export type AnyGame = Game<any>;

/** A variant's parameters; a clear error for an id the game does not have. */
export function paramsOf<P>(game: { id: string; variants: Variant<P>[] }, variant: string): P {
  const found = game.variants.find((v) => v.id === variant);
  if (!found) throw new Error(`Unknown variant "${variant}" of ${game.id}: use one of ${game.variants.map((v) => v.id).join(', ')}.`);
  return found.params;
}
