import { fold, type Game } from '../../core/game';
import { cutReplies, invalidAttempts } from '../../core/replay';
import { cutStat, invalidStat, wilson } from '../../core/stats';
import { ALL_CODES, ALL_SECRETS, MISSING_GUESS, START_BITS, feedback, feedbackText, guessError, narrowCodes, type Feedback } from './rules';
import { info } from './info';
import testSecrets from '../../../static-data/guess-number/ar-bench-test-secrets.json' with { type: 'json' };

/** AR-Bench's 100 test secrets (its `data/gn/test.json`; see static-data/guess-number/README.md), in its order. */
export const TEST_SECRETS: readonly string[] = testSecrets;

export interface Params {
  /** Guesses with feedback (AR-Bench: 25 turns). */
  maxGuesses: number;
  /** After the last turn, one final answer without feedback decides (AR-Bench's zero- and few-shot loop). */
  finalAnswer: boolean;
  /**
   * Every turn is played even after an exact guess, so only the final answer counts, as in
   * AR-Bench's zero- and few-shot loop; otherwise an exact guess ends the game. Absent (false) in
   * records made before the option existed.
   */
  allTurns?: boolean;
  /**
   * AR-Bench's guesses: any 4 digits, a repeated digit scored as its `compare_guess` does, and a
   * missing guess (a reply without 4 digits in a row) that uses up the turn. Otherwise a guess is 4
   * different digits and anything else is refused. Absent (false) in records made before it existed.
   */
  arBenchGuesses?: boolean;
  /** The secrets played: AR-Bench's 100 test secrets, or (absent) any of the 5,040. */
  secrets?: 'ar-bench-test';
}

export interface Setup {
  /** The hidden 4-digit secret. */
  secret: string;
}

export interface Move {
  /** The guess: 4 digits, or "" where a reply had none (under AR-Bench's guesses only). */
  guess: string;
}

export interface Turn extends Feedback {
  guess: string;
}

export interface State {
  secret: string;
  maxGuesses: number;
  finalAnswer: boolean;
  allTurns: boolean;
  arBenchGuesses: boolean;
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
  /** The last guess was exact: AR-Bench's `correctness` (with a final answer, that answer alone decides). */
  solved: boolean;
  /** Turns used, the final answer and missing guesses included: AR-Bench's `guess_round`. */
  guesses: number;
}

export interface Metrics {
  [key: string]: boolean | number | number[];
  solved: boolean;
  guesses: number;
  /** Refused attempts (not a guess the variant accepts). */
  invalid: number;
  /** Model replies cut off at the token limit, counted apart from `invalid` (metrics written before it was kept lack it). */
  cut: number;
  /** Turns used by a reply without a guess: AR-Bench's `output_fail_cnt`. */
  missingGuesses: number;
  /** After each guess, the share of the secret's 12.3 bits resolved (Fogplay's information score). */
  processScores: number[];
  /** AR-Bench's per-guess digit score, (2 × exact + misplaced) / 8 (its `compare_guess` value over 8); 0 for a missing guess. */
  digitScores: number[];
  /** The turn of the first exact guess, 0 when none was (metrics written before it was kept lack it). */
  firstExact: number;
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
  return !state.forfeited && state.turns.at(-1)?.exact === 4;
}

function isOver(state: State): boolean {
  if (state.forfeited || (!state.allTurns && isSolved(state))) return true;
  return state.turns.length >= state.maxGuesses + (state.finalAnswer ? 1 : 0);
}

/**
 * The mean score at each round over games of different lengths, folded as they end: a finished
 * game keeps its last score in the rounds after it ended. Memory grows with the rounds, not the games.
 */
function roundMeans() {
  /** By round, the sum of the scores of the games that reached it. */
  const reached: number[] = [];
  /** By number of scores, the sum of the last scores of the games that ended with that many. */
  const ended: number[] = [];
  return {
    add(scores: readonly number[]) {
      scores.forEach((score, r) => (reached[r] = (reached[r] ?? 0) + score));
      if (scores.length) ended[scores.length] = (ended[scores.length] ?? 0) + scores.at(-1)!;
    },
    rounds: () => reached.length,
    means(games: number, rounds: number): number[] {
      let over = 0;
      return Array.from({ length: rounds }, (_, r) => ((over += ended[r] ?? 0), ((reached[r] ?? 0) + over) / games));
    },
  };
}

const secretsOf = (params: Params) => (params.secrets === 'ar-bench-test' ? TEST_SECRETS : ALL_SECRETS);

export const guessNumber: Game<Types> = {
  id: 'guess-number',
  info,
  variants: [
    {
      id: 'ar-bench',
      label: 'AR-Bench',
      description:
        'The benchmark’s zero- and few-shot loop: all 25 guesses with feedback are played even after an exact one, then a final answer alone decides. Any 4 digits are a guess; a reply without one uses up its turn.',
      params: { maxGuesses: 25, finalAnswer: true, allTurns: true, arBenchGuesses: true },
    },
    {
      id: 'ar-bench-test',
      label: 'AR-Bench, its 100 test secrets',
      description: 'The benchmark’s zero- and few-shot loop on AR-Bench’s own 100 test secrets, in its order, so a run compares with its reported figures.',
      params: { maxGuesses: 25, finalAnswer: true, allTurns: true, arBenchGuesses: true, secrets: 'ar-bench-test' },
    },
    {
      id: 'ar-bench-proactive-cot',
      label: 'AR-Bench, proactive CoT loop',
      description: 'The benchmark’s loop for its proactive chain of thought: up to 25 guesses, the first exact one wins, no final answer. Any 4 digits are a guess.',
      params: { maxGuesses: 25, finalAnswer: false, allTurns: false, arBenchGuesses: true },
    },
    {
      id: 'early-stop',
      label: 'Friendly: ends at the right guess',
      description: 'Not the benchmark: the game ends at the first exact guess, else a final answer after 25; a guess must be 4 different digits.',
      params: { maxGuesses: 25, finalAnswer: true, allTurns: false, arBenchGuesses: false },
    },
    {
      id: 'ten',
      label: 'Ten guesses',
      description: 'A harder limit for people: 10 guesses, ending at the right one.',
      params: { maxGuesses: 10, finalAnswer: false, allTurns: false, arBenchGuesses: false },
    },
  ],
  // A person who has found the secret should not have to play on to the 25th turn.
  playVariant: 'early-stop',
  seats: () => [SEAT],
  setup: (params, rng) => ({ secret: rng.pick(secretsOf(params)) }),
  allSetups: (params) => secretsOf(params).map((secret) => ({ secret })),
  init: (params, setup) => ({
    secret: setup.secret,
    maxGuesses: params.maxGuesses,
    finalAnswer: params.finalAnswer,
    allTurns: params.allTurns ?? false,
    arBenchGuesses: params.arBenchGuesses ?? false,
    turns: [],
    forfeited: false,
  }),
  current: (state) => (isOver(state) ? null : SEAT),
  view: (state) => publicView(state),
  publicView: (state) => publicView(state),
  validate(state, _seat, move) {
    const guess = typeof move === 'string' ? move : (move as Partial<Move> | null)?.guess;
    if (typeof guess !== 'string') return { ok: false, reason: 'A guess is exactly 4 digits, like 0123.' };
    const error = guessError(guess.trim(), state.arBenchGuesses);
    return error ? { ok: false, reason: error } : { ok: true, move: { guess: guess.trim() } };
  },
  apply(state, _seat, move) {
    // AR-Bench logs a missing guess as ["", 0, 0].
    const result = move.guess === MISSING_GUESS ? { exact: 0, misplaced: 0 } : feedback(state.secret, move.guess);
    return { state: { ...state, turns: [...state.turns, { guess: move.guess, ...result }] }, result };
  },
  forfeit: (state) => ({ ...state, forfeited: true }),
  outcome: (state) => (isOver(state) ? { solved: isSolved(state), guesses: state.turns.length } : null),
  errorAllowance: 3,
  metrics(state, _outcome, episode) {
    const { turns } = state;
    let remaining = ALL_CODES;
    const processScores = turns.map((turn) => processScore((remaining = narrowCodes(remaining, turn)).length));
    return {
      solved: isSolved(state),
      guesses: turns.length,
      invalid: invalidAttempts(episode),
      cut: cutReplies(episode),
      missingGuesses: turns.filter((t) => t.guess === MISSING_GUESS).length,
      processScores,
      digitScores: turns.map(digitScore),
      firstExact: turns.findIndex((t) => t.exact === 4) + 1,
    };
  },
  summarize: (metrics) => fold(guessNumber.tally(), metrics),
  tally() {
    let [episodes, solved, found, firstExact, guesses, most, missing, invalid, cut] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    const [digitScores, processScores] = [roundMeans(), roundMeans()];
    return {
      add(m) {
        episodes++;
        if (m.solved) solved++;
        // Records from before the first exact guess was kept count none.
        if (m.firstExact) (found++, (firstExact += m.firstExact));
        guesses += m.guesses;
        most = Math.max(most, m.guesses);
        // Records made before missing guesses were counted have none.
        missing += m.missingGuesses ?? 0;
        invalid += m.invalid;
        cut += m.cut ?? 0;
        digitScores.add(m.digitScores);
        processScores.add(m.processScores);
      },
      summary: () => ({
        episodes,
        stats: [
          { id: 'solveRate', label: 'Solved', value: solved / episodes, interval: wilson(solved, episodes), format: 'percent' },
          { id: 'firstExactRate', label: 'Secret found: an exact guess at some turn', value: found / episodes, interval: wilson(found, episodes), format: 'percent' },
          ...(found ? [{ id: 'meanFirstExact', label: 'Turn of the first exact guess, where found (mean)', value: firstExact / found, format: 'number' as const }] : []),
          { id: 'meanGuesses', label: 'Turns played, final answer included (AR-Bench’s rounds)', value: guesses / episodes, format: 'number' },
          { id: 'maxGuesses', label: 'Most guesses', value: most, format: 'count' },
          { id: 'meanMissingGuesses', label: 'Turns lost to a reply without a guess, per game', value: missing / episodes, format: 'number' },
          invalidStat(invalid / episodes, 'Invalid attempts per game'),
          cutStat(cut / episodes, 'Replies cut off at the token limit per game'),
        ],
        series: [
          {
            id: 'digitScore',
            label: 'AR-Bench digit score, (2 × exact + misplaced) / 8: mean at each guess',
            values: digitScores.means(episodes, processScores.rounds()),
          },
          {
            id: 'processScore',
            label: 'Information score (Fogplay’s): share of the 12.3 bits resolved, mean after each guess',
            values: processScores.means(episodes, processScores.rounds()),
          },
        ],
      }),
    };
  },
  describe: (move, result) => (move.guess === MISSING_GUESS ? 'No guess: the reply had no 4 digits in a row, and the turn is used.' : `${move.guess}: ${feedbackText(result)}`),
  describeOutcome: ({ solved, guesses }) => (solved ? `solved in ${guesses}` : `not solved after ${guesses}`),
};
