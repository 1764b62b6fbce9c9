import type { AgentFactory } from '../core/agent';
import type { AnyGame } from '../core/game';
import type { Protocol, ThoughtTask } from '../core/protocol';
import type { EpisodeRecord } from '../core/record';
import type { ReferenceTable, ReportedFigure } from '../core/references';

/** A rule-based bot a game offers. */
export interface BotSpec {
  /** Recorded as the agent's name, and used on the command line as `bot:<id>`. */
  id: string;
  /** Ids it had before a rename, found in stored runs: a run resumes with the bot under its new id. */
  formerIds?: string[];
  label: string;
  description: string;
  /** What a person playing beside it should know before Start: what it cannot do that a person would expect. */
  forPeople?: string;
  /** The seats it can take; every seat when absent. */
  seats?: string[];
  /** A fresh factory for one run (a bot may share work across a run's episodes). */
  create(): AgentFactory;
}

/** A game with the bots that play it and the ways a model plays it. */
export interface GameModule {
  game: AnyGame;
  bots: BotSpec[];
  protocols: Protocol[];
  /** Searches with many queries per move (Tree of Thoughts), where the game has them. */
  searches?: ThoughtTask<unknown, unknown>[];
  /**
   * Seats that answer for the game (an oracle, a judge, a suspect): people reviewing a transcript
   * can mark their answers wrong, and the marks are counted beside the run's results.
   */
  oracleSeats?: string[];
  /**
   * The game that checks an oracle seat against the data (its summary's `agreement`): a model's
   * record there is shown beside every result that depends on its answers.
   */
  oracleCheck?: string;
  /** The papers' published results, shown beside a run's; absent where the paper reports none for this game. */
  references?: ReferenceTable[];
  /**
   * Setups a person brings in a file (a benchmark's own data, a fixed test set), for games that
   * take them: the app's picker and the command line's `--setups FILE` read it through this.
   */
  setupsFile?: SetupsFile;
  /**
   * Who takes each seat when the Play page opens on a variant, where the usual default (the
   * person first, bots elsewhere) cannot play it: by variant id, then seat, a form's choice
   * (`human`, `bot:<id>`, `llm`).
   */
  defaultSeats?: { [variant: string]: { [seat: string]: string } };
  /**
   * The paper's own setting, for the suite that runs every benchmark: the variant (the first when
   * absent) and the seats the model takes in it (when absent, the first seat a model can take that
   * does not answer for the game, else the first a model can take). Bots take the other seats.
   */
  benchmark?: { variant?: string; modelSeats?: string[] };
  /**
   * Why a recorded setup is not what the game's shipped data holds (a puzzle's rank, an entity, a
   * built-in puzzle or case), in a sentence; null when it is. Import and replay links refuse it.
   */
  setupProblem?(params: unknown, setup: unknown): string | null;
  /** A rating of the models from the games they play against each other, where the game is played by sides (Avalon's good and evil). */
  rating?: MatchRating;
  /** The game explained in plain words, for its rules page (`#/rules/<id>`); the registry test requires it of every game. */
  rules?: GameRules;
}

/** One game as a match: the models (by `modelKey`) of the side that won against those of the side that lost. */
export interface TeamResult {
  /** The side that won, one of `MatchRating.sides`. */
  side: string;
  winners: string[];
  losers: string[];
}

/** How a game played by two sides makes matches between models of its stored episodes, for their rating (`run/model-rating.ts`). */
export interface MatchRating {
  /** The two sides, in the order a page names them: each is rated too, as one more member of its team. */
  sides: readonly [string, string];
  /** A stored episode as a match between models, or null where it is none (no model on a side, an unfinished game). */
  match(episode: Pick<EpisodeRecord, 'game' | 'status' | 'players' | 'metrics'>): TeamResult | null;
}

/** A game's rules page: how to play, what its paper measured, and what each number of a batch summary means. */
export interface GameRules {
  /** Each seat's name on the forms ("Oracle", "Player 0") and what it does there. */
  seats: { [seat: string]: { name: string; role: string } };
  /** How to play, a short paragraph each. */
  howToPlay: string[];
  /** What the paper measured and how, a short paragraph each; a figure only with its table. */
  paperMeasured: string[];
  /**
   * What the numbers of a batch summary mean: `id` is a summary stat's or series' id, where `*`
   * stands for any text, for a family of them (`agreement.*`: one per question; `hard.*`: a group's).
   */
  metrics: { id: string; name: string; meaning: string }[];
  /** Every known difference from the paper and the authors' code: what, what they do, what Fogplay does, and why. */
  differences?: Difference[];
  /** Figures the paper or a review reports that no run's column holds; the module's reference tables are shown beside them. */
  reported?: ReportedFigure[];
}

/** One row of a rules page's table of differences from the paper and the authors' code. */
export interface Difference {
  /** Stable and unique, like `game24.value-cache`; a row several pages share (AR-Bench's) keeps one id. A unit test shows each row's difference by it. */
  id: string;
  what: string;
  /** What the paper or the authors' code does. */
  theirs: string;
  /** What Fogplay does, in which variant. */
  ours: string;
  why: string;
}

/** How a game reads setups from a file; every record is checked, and a bad one is named. */
export interface SetupsFile {
  /** What the file holds, for the picker's label: "AR-Bench situation puzzles (JSON)". */
  label: string;
  /** The file types the picker offers: ".json". */
  accept: string;
  /** The setups, one per episode in the file's order; or why the file cannot be used (naming the record and field). Never throws. */
  read(text: string): { ok: true; setups: unknown[] } | { ok: false; error: string };
}
