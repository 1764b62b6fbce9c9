/**
 * AsymPuzl's rules (Cadet, Koh and Chin, 2025): drawing a puzzle, the agents' starting
 * hypotheses, what counts as solved, and the feedback of each mode.
 */
import type { Rng } from '../../core/rng';
import { COLORS, SHAPES, SIZES } from './data';
import type { FeedbackMode, Params, Piece, Seat, Setup, TruthEntry } from './types';

export const FEEDBACK_MODES: readonly FeedbackMode[] = ['none', 'own', 'own-detailed', 'joint', 'both', 'both-detailed'];

export const MODE_LABELS: Record<FeedbackMode, string> = {
  none: 'No feedback',
  own: 'Own',
  'own-detailed': 'Own detailed',
  joint: 'Joint',
  both: 'Both',
  'both-detailed': 'Both detailed',
};

/** The paper's names for the agents, used in prompts and feedback. */
export const AGENT_NAMES = { alice: 'Agent A', bob: 'Agent B' } as const;

export const seatsOf = (params: Params): Seat[] => (params.setting === 'single' ? ['solo'] : ['alice', 'bob']);

/** The paper's limit, twice the number of positions; the single agent has one attempt. */
export const maxTurns = (params: Params): number => (params.setting === 'single' ? 1 : 2 * params.size);

/** Throws on parameters the game cannot play, naming the parameter. */
export function checkParams({ size, feedback, setting }: Params): void {
  if (!Number.isInteger(size) || size < SIZES.min || size > SIZES.max) throw new Error(`A puzzle has ${SIZES.min} to ${SIZES.max} positions, not ${JSON.stringify(size)}.`);
  if (!FEEDBACK_MODES.includes(feedback)) throw new Error(`The feedback mode is one of ${FEEDBACK_MODES.join(', ')}, not ${JSON.stringify(feedback)}.`);
  if (setting !== 'pair' && setting !== 'single') throw new Error(`The setting is pair or single, not ${JSON.stringify(setting)}.`);
  if (setting === 'single' && feedback !== 'none') throw new Error('The single agent has one attempt without feedback: set feedback to none.');
}

/**
 * Draws a puzzle. The paper does not say how; as its example has distinct shapes and colours (and
 * Alice's shape-only clues would be ambiguous with a repeated shape), N distinct shapes are paired
 * with N distinct colours, and Bob's pairs are shuffled.
 */
export function drawSetup(params: Params, rng: Rng): Setup {
  checkParams(params);
  const shapes = rng.shuffle(SHAPES).slice(0, params.size);
  const colors = rng.shuffle(COLORS).slice(0, params.size);
  const truth: TruthEntry[] = shapes.map((shape, i) => ({ position: i + 1, shape, color: colors[i]! }));
  return {
    truth,
    aliceClues: truth.map(({ position, shape }) => ({ position, shape })),
    bobClues: rng.shuffle(truth.map(({ shape, color }) => ({ shape, color }))),
  };
}

/**
 * "The working hypothesis starts as a copy of the clues": Alice's shapes with unknown colours,
 * Bob's pairs in his order. The single agent's starts as Alice's (the paper does not say; its
 * clues in position order are the natural copy).
 */
export function startingHypothesis(seat: Seat, setup: Setup): Piece[] {
  return seat === 'bob' ? setup.bobClues.map((pair) => ({ ...pair })) : setup.aliceClues.map(({ shape }) => ({ shape, color: null }));
}

/** The positions (from 1) where a hypothesis differs from the truth in shape or colour. */
export function wrongPositions(hypothesis: readonly Piece[], truth: readonly TruthEntry[]): number[] {
  return truth.filter((t, i) => hypothesis[i]?.shape !== t.shape || hypothesis[i]?.color !== t.color).map((t) => t.position);
}

/** "Agent A’s part of the puzzle is solved", with the wrong positions in the detailed modes. */
function partOf(seat: 'alice' | 'bob', wrong: readonly number[], detailed: boolean): string {
  const state = wrong.length === 0 ? 'solved' : 'unsolved';
  // The wording of the wrong positions is Fogplay's: the paper gives none.
  const where = detailed && wrong.length ? ` (wrong positions: ${wrong.join(', ')})` : '';
  return `${AGENT_NAMES[seat]}’s part of the puzzle is ${state}${where}`;
}

/**
 * What each agent is told at the end of a turn, by seat; null in the mode without feedback. The
 * paper gives one sentence exactly, the Both mode's ("Agent A’s part of the puzzle is solved and
 * Agent B’s part of the puzzle is unsolved.", with its typographic apostrophe); the other modes'
 * texts are Fogplay's, built on it.
 */
export function feedbackTexts(mode: FeedbackMode, wrong: { alice: readonly number[]; bob: readonly number[] }): Record<'alice' | 'bob', string> | null {
  const both = (detailed: boolean) => `${partOf('alice', wrong.alice, detailed)} and ${partOf('bob', wrong.bob, detailed)}.`;
  switch (mode) {
    case 'none':
      return null;
    case 'own':
    case 'own-detailed': {
      const detailed = mode === 'own-detailed';
      return { alice: `${partOf('alice', wrong.alice, detailed)}.`, bob: `${partOf('bob', wrong.bob, detailed)}.` };
    }
    case 'joint': {
      const text = wrong.alice.length + wrong.bob.length === 0 ? 'The puzzle is solved.' : 'The puzzle is unsolved.';
      return { alice: text, bob: text };
    }
    case 'both':
    case 'both-detailed': {
      const text = both(mode === 'both-detailed');
      return { alice: text, bob: text };
    }
  }
}

/** A position as the clues and hypotheses are written: "Position 1: the square is blue."; an unknown colour is "unknown" (Fogplay's marker). */
export const pieceLine = (position: number, { shape, color }: Piece): string => `Position ${position}: the ${shape} is ${color ?? 'unknown'}.`;

/** Why a recorded setup's clues are not drawn from its truth, as `drawSetup` draws them, in a sentence; null when they are. */
export function setupProblem(_params: unknown, { truth, aliceClues, bobClues }: Setup): string | null {
  const distinct = (values: string[]) => new Set(values).size === values.length;
  if (!truth.every((t, i) => t.position === i + 1) || !distinct(truth.map((t) => t.shape)) || !distinct(truth.map((t) => t.color))) {
    return 'its truth is not distinct shapes and colours at positions from 1.';
  }
  if (aliceClues.length !== truth.length || aliceClues.some((c, i) => c.position !== truth[i]!.position || c.shape !== truth[i]!.shape)) {
    return "Alice's clues are not the truth's shapes at their positions.";
  }
  const pairs = (list: { shape: string; color: string }[]) => list.map((p) => `${p.shape} ${p.color}`).sort().join(', ');
  if (bobClues.length !== truth.length || pairs(bobClues) !== pairs(truth)) return "Bob's clues are not the truth's pairs.";
  return null;
}
