import type { Game, Summary } from '../../core/game';
import { invalidAttempts } from '../../core/replay';
import { invalidStat, mean, maximum, wilson } from '../../core/stats';
import { ALL_SECRETS, START_BITS, feedback, feedbackText, guessError, narrow, type Feedback } from './rules';
import { info } from './info';

export interface Params {
  /** Guesses with feedback (AR-Bench: 25 turns). */
  maxGuesses: number;
  /** After the last turn without a match, one final answer without feedback decides (AR-Bench). */
  finalAnswer: boolean;
}

export interface Setup {
  /** The hidden 4-digit secret. */
  secret: string;
}

export interface Move {
  /** The guess as 4 distinct digits. */
  guess: string;
}

export interface Turn extends Feedback {
  guess: string;
}

export interface State {
  secret: string;
  maxGuesses: number;
  finalAnswer: boolean;
  turns: Turn[];
  forfeited: boolean;
}

/** The player's view: everything but the secret. */
export interface View {
  maxGuesses: number;
  turns: { guess: string; exact: number; misplaced: number }[];
  /** The next guess is the final answer: it gets no feedback and decides the game. */
  final: boolean;
}

export interface Outcome {
  solved: boolean;
  guesses: number;
}

export interface Metrics {
  [key: string]: boolean | number | number[];
  solved: boolean;
  guesses: number;
  /** Refused attempts (not 4 distinct digits). */
  invalid: number;
  /** After each guess, the share of the secret's 12.3 bits resolved (Fogplay's information score). */
  processScores: number[];
  /** AR-Bench's per-guess digit score, (2 × exact + misplaced) / 8. */
  digitScores: number[];
}

export interface Types {
  params: Params;
  setup: Setup;
  state: State;
  move: Move;
  view: View;
  publicView: View;
  result: Feedback;
  outcome: Outcome;
  metrics: Metrics;
}

const SEAT = 'player';

/** The share of the 12.3 bits of the secret that the feedback so far has resolved. */
export function processScore(remaining: number): number {
  return 1 - Math.log2(remaining) / START_BITS;
}

/** AR-Bench's per-guess digit score. */
export function digitScore({ exact, misplaced }: Feedback): number {
  return (2 * exact + misplaced) / 8;
}

/** Nothing of a game is hidden but the secret: everyone sees the guesses and their feedback. */
function publicView(state: State): View {
  return { maxGuesses: state.maxGuesses, turns: state.turns.map((t) => ({ ...t })), final: state.turns.length === state.maxGuesses };
}

function isSolved(state: State): boolean {
  return state.turns.at(-1)?.exact === 4;
}

function isOver(state: State): boolean {
  return state.forfeited || isSolved(state) || state.turns.length >= state.maxGuesses + (state.finalAnswer ? 1 : 0);
}

export const guessNumber: Game<Types> = {
  id: 'guess-number',
  info,
  variants: [
    {
      id: 'ar-bench',
      label: 'AR-Bench',
      description: '25 guesses with feedback, then a final answer, as in the benchmark.',
      params: { maxGuesses: 25, finalAnswer: true },
    },
    { id: 'ten', label: 'Ten guesses', description: 'A harder limit for people: 10 guesses.', params: { maxGuesses: 10, finalAnswer: false } },
  ],
  seats: () => [SEAT],
  setup: (_params, rng) => ({ secret: rng.pick(ALL_SECRETS) }),
  allSetups: () => ALL_SECRETS.map((secret) => ({ secret })),
  init: (params, setup) => ({ secret: setup.secret, ...params, turns: [], forfeited: false }),
  current: (state) => (isOver(state) ? null : SEAT),
  view: (state) => publicView(state),
  publicView: (state) => publicView(state),
  validate(_state, _seat, move) {
    const guess = typeof move === 'string' ? move : (move as Partial<Move> | null)?.guess;
    if (typeof guess !== 'string') return { ok: false, reason: 'A guess is exactly 4 digits, like 0123.' };
    const error = guessError(guess.trim());
    return error ? { ok: false, reason: error } : { ok: true, move: { guess: guess.trim() } };
  },
  apply(state, _seat, move) {
    const result = feedback(state.secret, move.guess);
    return { state: { ...state, turns: [...state.turns, { guess: move.guess, ...result }] }, result };
  },
  forfeit: (state) => ({ ...state, forfeited: true }),
  outcome: (state) => (isOver(state) ? { solved: isSolved(state), guesses: state.turns.length } : null),
  errorAllowance: 3,
  metrics({ turns }, _outcome, episode) {
    let remaining: readonly string[] = ALL_SECRETS;
    const processScores = turns.map((turn) => processScore((remaining = narrow(remaining, turn)).length));
    return {
      solved: turns.at(-1)?.exact === 4,
      guesses: turns.length,
      invalid: invalidAttempts(episode),
      processScores,
      digitScores: turns.map(digitScore),
    };
  },
  summarize(metrics): Summary {
    const solved = metrics.filter((m) => m.solved).length;
    const guesses = metrics.map((m) => m.guesses);
    const rounds = maximum(metrics.map((m) => m.processScores.length));
    // A finished episode keeps its last score in the rounds after it ended.
    const processAt = ({ processScores }: Metrics, round: number) => processScores[Math.min(round, processScores.length - 1)] ?? 0;
    return {
      episodes: metrics.length,
      stats: [
        { id: 'solveRate', label: 'Solved', value: solved / metrics.length, interval: wilson(solved, metrics.length), format: 'percent' },
        { id: 'meanGuesses', label: 'Mean guesses', value: mean(guesses), format: 'number' },
        { id: 'maxGuesses', label: 'Most guesses', value: maximum(guesses), format: 'count' },
        invalidStat(metrics, 'Invalid attempts per game'),
      ],
      series: [
        {
          id: 'processScore',
          label: 'Mean process score after each guess',
          values: Array.from({ length: rounds }, (_, r) => mean(metrics.map((m) => processAt(m, r)))),
        },
      ],
    };
  },
  describe: (move, result) => `${move.guess}: ${feedbackText(result)}`,
  describeOutcome: ({ solved, guesses }) => (solved ? `solved in ${guesses}` : `not solved after ${guesses}`),
};
