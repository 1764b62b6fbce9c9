import { Unparsed } from '../../core/agent';
import { fold, type Game, type Summary } from '../../core/game';
import type { ModelCallEvent } from '../../core/record';
import { cutReplies, invalidAttempts } from '../../core/replay';
import { cutStat, invalidStat, wilson } from '../../core/stats';
import { check, ERROR_CLASSES, MAX_EXPRESSION, type ErrorClass, type FailureClass } from './check';
import { PUZZLES, TEST_SET, type Puzzle } from './data';
import { info } from './info';
import { totSolves } from './tot-check';

export interface Params {
  /** Which puzzles: the 100-puzzle test set, all 1,362, a band of ranks, or one given puzzle. */
  set: 'test' | 'all' | 'band' | 'single';
  /** A band's first rank. */
  from?: number;
  /** A band's last rank (included). */
  to?: number;
  /** The single puzzle's numbers, like `4 5 6 10`, in any order. */
  puzzle?: string;
  /** Answers allowed: 1 in the papers' protocol, where a wrong answer ends the game unsolved. */
  attempts: number;
}

export interface Setup {
  /** The four numbers, in increasing order. */
  numbers: number[];
  /** The puzzle's rank in the 4nums.com list (1 is solved fastest by people). */
  rank: number;
}

export interface Move {
  /** The answer, an arithmetic expression like `(10 - 4) * (5 - 6 / 6)`; `= 24` is not part of it. */
  expression: string;
  /**
   * The answers of a search's final candidates, best first, when the answer is one of them (Tree
   * of Thoughts ends with b): not answers to the puzzle, but checked for the rates ToT's log gives.
   */
  candidates?: string[];
  /**
   * The last line of each of a search's final paths, best first, as Tree of Thoughts' `test_output`
   * reads them: its benchmark search counts the puzzle solved when any is right (the run script's `cnt_any`).
   */
  candidateLines?: string[];
  /**
   * The last line of the model's reply (at most `MAX_LINE` characters), which Tree of Thoughts'
   * `test_output` reads its answer from; absent where no reply was written (a person, a bot, a search).
   */
  lastLine?: string;
}

/** The longest last line a move keeps, that of the longest reply a server may send (ToT reads a line whole, however long). */
export const MAX_LINE = 1_000_000;

/** What the rules say about an answer. */
export interface Result {
  /** Fogplay's verdict: the expression its forgiving reader took from the reply is right. */
  correct: boolean;
  /** Tree of Thoughts' verdict (`tot-check.ts`): `test_output` scores the reply's last line, or the expression, 1. */
  tot?: boolean;
  /** What the expression makes (`24`, `47/2`), when it is an allowed expression of the puzzle's numbers. */
  value?: string;
  /** Why it fails. */
  error?: ErrorClass;
  /** The same, in a sentence for the player. */
  reason?: string;
}

export interface Attempt extends Result {
  expression: string;
  candidates?: string[];
  candidateLines?: string[];
  lastLine?: string;
}

export interface State {
  numbers: number[];
  rank: number;
  maxAttempts: number;
  attempts: Attempt[];
  forfeited: boolean;
}

/** The player's view: everything, since the only thing hidden is the solution, which the state does not hold. */
export interface View {
  /** The four numbers to make 24 with. */
  numbers: number[];
  /** The puzzle's rank in the 4nums.com list. */
  rank: number;
  /** Answers allowed in all. */
  maxAttempts: number;
  /** The answers so far, with what the rules said. */
  attempts: Attempt[];
}

export interface Outcome {
  solved: boolean;
  /** Answers given. */
  attempts: number;
}

export interface Metrics {
  [key: string]: boolean | number | string | null;
  /** Success by Fogplay's forgiving reading of a reply: a correct answer. */
  solved: boolean;
  /** Answers given. */
  attempts: number;
  /** Why an unsolved episode failed; null when solved. */
  errorClass: FailureClass | null;
  /** Attempts refused as no answer at all (not text, or too long). */
  invalid: number;
  /** Model replies cut off at the token limit, counted apart from `invalid` (metrics written before it was kept lack it). */
  cut: number;
  /** Answers refused here that make 24 with a unary minus, which Tree of Thoughts' checker accepts. */
  unaryMinusAnswers: number;
}

/** Success as Tree of Thoughts' `test_output` reads the reply, the benchmark's figure (metrics written before it was kept lack it). */
export interface TotMetrics {
  totSolved: boolean;
}

/**
 * How a search's final candidates fared, in the metrics of episodes whose answer came with them:
 * Tree of Thoughts' log scores every one of its b final candidates, and its script counts a
 * puzzle solved when any is right.
 */
export interface CandidateMetrics {
  /** The best-valued final candidate is right (ToT's `ys[0]`). */
  firstCandidateSolved: boolean;
  /** Some final candidate is right (ToT's `cnt_any`). */
  anyCandidateSolved: boolean;
}

/** What a model's play cost, in the metrics of episodes a model played. */
export interface ModelMetrics extends Metrics {
  /** The prompting method (the protocol's or search's id). */
  method: string | null;
  modelQueries: number;
  promptTokens: number;
  completionTokens: number;
}

export interface Types {
  params: Params;
  setup: Setup;
  state: State;
  move: Move;
  view: View;
  publicView: View;
  result: Result;
  outcome: Outcome;
  metrics: (Metrics | ModelMetrics) & Partial<CandidateMetrics> & Partial<TotMetrics>;
}

const SEAT = 'player';
/** More final candidates than a search keeps in the papers (ToT's b is 5). */
export const MAX_CANDIDATES = 20;

/** The puzzles a parameter set plays, by rank; throws on parameters that name none. */
export function puzzlesOf(params: Params): readonly Puzzle[] {
  switch (params.set) {
    case 'test':
      return TEST_SET;
    case 'all':
      return PUZZLES;
    case 'band': {
      const { from = 1, to = PUZZLES.length } = params;
      if (!(Number.isInteger(from) && Number.isInteger(to) && from >= 1 && from <= to && to <= PUZZLES.length)) {
        throw new Error(`A band runs from rank 1 to ${PUZZLES.length} at most, with from ≤ to; not ${JSON.stringify(from)}–${JSON.stringify(to)}.`);
      }
      return PUZZLES.slice(from - 1, to);
    }
    case 'single': {
      const key = sortedKey((params.puzzle ?? '').trim().split(/[\s,]+/).map(Number));
      const puzzle = PUZZLES.find((p) => sortedKey(p.numbers) === key);
      // The list holds every solvable puzzle of four numbers from 1 to 13 (test/games/game24 proves it).
      if (!puzzle) throw new Error(`"${params.puzzle}" is not a solvable puzzle of four numbers from 1 to 13.`);
      return [puzzle];
    }
    default:
      throw new Error(`${JSON.stringify(params.set)} is not a set of puzzles of the Game of 24: give test, all, band (with from and to) or single (with puzzle).`);
  }
}

/**
 * What a person typed: an answer, or an invalid attempt when it is not an allowed expression at
 * all (empty, a bracket left open, a power). A model's reply is always an answer, as in the
 * papers; a person's slip costs nothing, not even in a one-answer variant, and they type again.
 */
export function typedAnswer(text: string, numbers: readonly number[]): Move | Unparsed {
  const verdict = check(text, numbers);
  const notAnExpression = !verdict.ok && (verdict.error === 'no-answer' || verdict.error === 'syntax' || verdict.error === 'unary-minus');
  return notAnExpression ? new Unparsed(text, verdict.reason) : { expression: text };
}

const sortedKey = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(' ');

const toSetup = (puzzle: Puzzle): Setup => ({ numbers: [...puzzle.numbers], rank: puzzle.rank });

const publicView = (state: State): View => ({
  numbers: [...state.numbers],
  rank: state.rank,
  maxAttempts: state.maxAttempts,
  attempts: state.attempts.map((a) => ({ ...a })),
});
const isSolved = (state: State) => state.attempts.some((a) => a.correct);

export const game24: Game<Types> = {
  id: 'game24',
  personVariant: 'classroom',
  info,
  variants: [
    {
      id: 'test',
      label: 'Test set',
      description: 'The 100 puzzles Tree of Thoughts and Algorithm of Thoughts report (ranks 901–1,000); one answer.',
      params: { set: 'test', attempts: 1 },
    },
    {
      id: 'all',
      label: 'All puzzles',
      description: 'Any of the 1,362 puzzles; one answer.',
      params: { set: 'all', attempts: 1 },
    },
    {
      id: 'easy',
      label: 'Easy',
      description: 'The 300 puzzles people solve fastest (ranks 1–300); one answer.',
      params: { set: 'band', from: 1, to: 300, attempts: 1 },
    },
    {
      id: 'hard',
      label: 'Hard',
      description: 'The 362 puzzles people solve slowest (ranks 1,001–1,362); one answer.',
      params: { set: 'band', from: 1001, to: 1362, attempts: 1 },
    },
    {
      id: 'classroom',
      label: 'Classroom',
      description: 'The test set, with three answers per puzzle.',
      params: { set: 'test', attempts: 3 },
    },
  ],
  seats: () => [SEAT],
  setup: (params, rng) => toSetup(rng.pick(puzzlesOf(params))),
  allSetups: (params) => puzzlesOf(params).map(toSetup),
  init: (params, setup) => ({
    numbers: setup.numbers,
    rank: setup.rank,
    maxAttempts: params.attempts,
    attempts: [],
    forfeited: false,
  }),
  current: (state) =>
    state.forfeited || isSolved(state) || state.attempts.length >= state.maxAttempts ? null : SEAT,
  view: (state) => publicView(state),
  publicView: (state) => publicView(state),
  // Only what is not text at all, or too long to be an answer, is invalid (and a search's candidates
  // that are not a short list of expressions). Any other text is an answer and costs an attempt,
  // however malformed: in the papers a wrong final answer is simply a failure. A person's typing
  // is screened before it gets here (`typedAnswer`).
  validate(_state, _seat, move) {
    const expression = typeof move === 'string' ? move : (move as Partial<Move> | null)?.expression;
    if (typeof expression !== 'string') {
      return { ok: false, reason: 'An answer is text: an expression such as (a + b) * (c - d) with the four numbers.' };
    }
    const text = expression.trim();
    if (text.length > MAX_EXPRESSION) {
      return { ok: false, reason: `An answer is at most ${MAX_EXPRESSION} characters: write only the expression.` };
    }
    const lastLine = (move as Partial<Move> | null)?.lastLine;
    if (lastLine !== undefined && (typeof lastLine !== 'string' || lastLine.length > MAX_LINE)) {
      return { ok: false, reason: `A reply's last line is text of at most ${MAX_LINE} characters.` };
    }
    const line = lastLine === undefined ? {} : { lastLine };
    const candidateLines = (move as Partial<Move> | null)?.candidateLines;
    if (candidateLines !== undefined) {
      if (!Array.isArray(candidateLines) || candidateLines.length > MAX_CANDIDATES || !candidateLines.every((c) => typeof c === 'string' && c.length <= MAX_LINE)) {
        return { ok: false, reason: `A search's final lines are at most ${MAX_CANDIDATES} lines of at most ${MAX_LINE} characters.` };
      }
      return { ok: true, move: { expression: text, candidateLines: [...candidateLines], ...line } };
    }
    const candidates = (move as Partial<Move> | null)?.candidates;
    if (candidates === undefined) return { ok: true, move: { expression: text, ...line } };
    if (!Array.isArray(candidates) || candidates.length > MAX_CANDIDATES || !candidates.every((c) => typeof c === 'string' && c.length <= MAX_EXPRESSION)) {
      return { ok: false, reason: `A search's candidates are at most ${MAX_CANDIDATES} expressions of at most ${MAX_EXPRESSION} characters.` };
    }
    return { ok: true, move: { expression: text, candidates: [...candidates], ...line } };
  },
  apply(state, _seat, move) {
    const { ok, ...verdict } = check(move.expression, state.numbers);
    const tot = move.candidateLines
      ? move.candidateLines.some((line) => totSolves(line, state.numbers))
      : totSolves(move.lastLine ?? move.expression, state.numbers);
    const result: Result = { correct: ok, ...verdict, tot };
    return { state: { ...state, attempts: [...state.attempts, { ...move, ...result }] }, result };
  },
  forfeit: (state) => ({ ...state, forfeited: true }),
  outcome: (state) => (game24.current(state) === null ? { solved: isSolved(state), attempts: state.attempts.length } : null),
  errorAllowance: 3,
  /**
   * Solved or not (the papers' success), answers given, and why an unsolved episode failed: the
   * class of its last answer, or `no-answer` when it gave none (a forfeit), or `out-of-tokens`
   * when that missing answer's reply was cut off by the token limit. Solved episodes have no error
   * class, so the classes and the successes add up to all episodes, as in AoT's Table 2. A model
   * also records its prompting method and what the puzzle cost: model queries (AoT's Table 1
   * counts them) and tokens. Answers that make 24 only with a unary minus are counted, as Tree of
   * Thoughts' checker accepts them; so is how a search's final candidates fared, where it gave them.
   */
  metrics({ attempts: results, numbers }, _outcome, episode) {
    const calls = episode.events.filter((e): e is ModelCallEvent => e.type === 'model-call');
    const solved = results.some((r) => r.correct);
    const last = results.at(-1)?.error ?? 'no-answer';
    const errorClass: FailureClass | null = solved
      ? null
      : last === 'no-answer' && calls.at(-1)?.finishReason === 'length' ? 'out-of-tokens' : last;
    const player = episode.players.find((p) => p.seat === SEAT);
    const tokens = (key: 'promptTokens' | 'completionTokens') => calls.reduce((sum, c) => sum + (c.usage[key] ?? 0), 0);
    // A friendly search's candidates are read as Fogplay reads an answer, the benchmark search's lines as ToT's test_output.
    const searched = results.filter((r) => r.candidates ?? r.candidateLines).map((r) =>
      r.candidateLines ? r.candidateLines.map((line) => totSolves(line, numbers)) : r.candidates!.map((c) => check(c, numbers).ok));
    return {
      solved,
      totSolved: results.some((r) => r.tot),
      attempts: results.length,
      errorClass,
      invalid: invalidAttempts(episode),
      cut: cutReplies(episode),
      unaryMinusAnswers: results.filter((r) => r.error === 'unary-minus').length,
      ...(searched.length > 0 && {
        firstCandidateSolved: searched.some((rights) => rights[0] === true),
        anyCandidateSolved: searched.some((rights) => rights.includes(true)),
      }),
      ...(player?.kind === 'llm' && {
        method: typeof player.settings?.protocol === 'string' ? player.settings.protocol : null,
        modelQueries: calls.length,
        promptTokens: tokens('promptTokens'),
        completionTokens: tokens('completionTokens'),
      }),
    };
  },
  summarize: (metrics) => fold(game24.tally(), metrics),
  tally() {
    let [n, solved, totSolved, solvedWithUnaryMinus, unaryMinus, attempts, invalid, cut] = [0, 0, 0, 0, 0, 0, 0, 0];
    const searched = { episodes: 0, firstCandidateSolved: 0, anyCandidateSolved: 0 };
    const models = { episodes: 0, modelQueries: 0, promptTokens: 0, completionTokens: 0 };
    const errors = new Map<FailureClass | null, number>();
    return {
      add(m) {
        n++;
        if (m.solved) solved++;
        // Records from before ToT's reading was kept count by Fogplay's.
        if (m.totSolved ?? m.solved) totSolved++;
        // Records from before the count was kept have no unary-minus answers.
        const unary = m.unaryMinusAnswers ?? 0;
        if (m.solved || unary > 0) solvedWithUnaryMinus++;
        unaryMinus += unary;
        attempts += m.attempts;
        invalid += m.invalid;
        cut += m.cut ?? 0;
        errors.set(m.errorClass, (errors.get(m.errorClass) ?? 0) + 1);
        if ('anyCandidateSolved' in m) {
          searched.episodes++;
          if (m.firstCandidateSolved) searched.firstCandidateSolved++;
          if (m.anyCandidateSolved) searched.anyCandidateSolved++;
        }
        // Model costs, when models played: bots and people ask no model.
        if ('modelQueries' in m) {
          const model = m as ModelMetrics;
          models.episodes++;
          models.modelQueries += model.modelQueries;
          models.promptTokens += model.promptTokens;
          models.completionTokens += model.completionTokens;
        }
      },
      summary(): Summary {
        const rate = (id: string, label: string, hits: number, of: number) => ({ id, label, value: hits / of, interval: wilson(hits, of), format: 'percent' as const });
        const perPuzzle = (id: string, label: string, sum: number, of: number) => ({ id, label, value: sum / of, format: 'number' as const });
        return {
          episodes: n,
          stats: [
            // The benchmark's figure: the reply read as Tree of Thoughts' test_output reads it (the rules page says how).
            rate('successRate', 'Success rate', totSolved, n),
            rate('successRateFogplay', "Success rate, Fogplay's friendlier reading (not the benchmark's)", solved, n),
            rate('successRateWithUnaryMinus', "Success rate, Fogplay's reading with a unary minus allowed", solvedWithUnaryMinus, n),
            { id: 'unaryMinusAnswers', label: 'Answers right only with a unary minus', value: unaryMinus, format: 'count' },
            ...(searched.episodes
              ? [
                  rate('firstCandidateRate', "Search's best final candidate right", searched.firstCandidateSolved, searched.episodes),
                  rate('anyCandidateRate', "Any of the search's final candidates right", searched.anyCandidateSolved, searched.episodes),
                ]
              : []),
            perPuzzle('meanAttempts', 'Mean answers', attempts, n),
            invalidStat(invalid / n),
            cutStat(cut / n),
            ...(models.episodes
              ? [
                  perPuzzle('meanModelQueries', 'Model queries per puzzle', models.modelQueries, models.episodes),
                  perPuzzle('meanPromptTokens', 'Prompt tokens per puzzle', models.promptTokens, models.episodes),
                  perPuzzle('meanCompletionTokens', 'Completion tokens per puzzle', models.completionTokens, models.episodes),
                ]
              : []),
            ...ERROR_CLASSES.map(({ id, label }) => ({ id: `error:${id}`, label, value: errors.get(id) ?? 0, format: 'count' as const })),
          ],
          series: [],
        };
      },
    };
  },
  describe: (move, result) => `${move.expression || '(no answer)'}: ${result.correct ? 'makes 24, solved.' : result.reason}`,
  describeOutcome: ({ solved, attempts }) => (solved ? `solved in ${attempts}` : `not solved after ${attempts}`),
};
