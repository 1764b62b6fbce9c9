/**
 * AsymPuzl as a game: a turn is Alice's move, then Bob's, who reads the message Alice sent in the
 * same turn; the hypotheses are compared with the truth at the end of each turn, which gives the
 * next turn's feedback. Solved when both hypotheses equal the truth, within 2N turns. The single
 * agent sees both clue sets and has one move.
 */
import type { Game, Validation, Variant } from '../../core/game';
import { COLORS, MAX_MESSAGE_LENGTH, SHAPES } from './data';
import { info } from './info';
import { metrics, summarize, tally } from './metrics';
import { FEEDBACK_MODES, MODE_LABELS, checkParams, drawSetup, feedbackTexts, maxTurns, seatsOf, startingHypothesis, wrongPositions } from './rules';
import { describe, describeOutcome } from './transcript';
import type { Action, FeedbackMode, Move, Params, PublicView, Seat, State, Types, View } from './types';

export * from './types';

const PAPER_SEEDS = 'The paper ran 30 seeds per setting at temperature 0: a batch of 30 episodes is its setting.';

function pairVariant(table: string, size: number, feedback: FeedbackMode): Variant<Params> {
  const told = {
    none: 'no feedback',
    own: 'each agent told whether its own part is solved',
    'own-detailed': 'each agent told whether its own part is solved and which of its positions are wrong',
    joint: 'both agents told whether the whole puzzle is solved',
    both: 'each agent told whether each agent’s part is solved',
    'both-detailed': 'each agent told which positions of either agent’s hypothesis are wrong',
  }[feedback];
  return {
    id: table === 'Table 1' ? `n${size}-${feedback}` : `${feedback}-n${size}`,
    label: `${table}: N = ${size}, ${MODE_LABELS[feedback].toLowerCase()}${feedback === 'none' ? '' : ' feedback'}`,
    description: `As in the paper's ${table}: ${size} positions, at most ${2 * size} turns, ${told}. ${PAPER_SEEDS}`,
    params: { size, feedback, setting: 'pair' },
  };
}

function singleVariant(size: number): Variant<Params> {
  return {
    id: `single-n${size}`,
    label: `Table 4: one agent, N = ${size}`,
    description: `The paper's single-agent baseline (Table 4): one agent sees both clue sets of a ${size}-position puzzle and has one attempt, without feedback. ${PAPER_SEEDS}`,
    params: { size, feedback: 'none', setting: 'single' },
  };
}

/** The seat to move: the turn's first seat that has not sent its message yet. */
function toMove(state: State): Seat | null {
  if (state.forfeit !== null || state.solved || state.turn > maxTurns(state.params)) return null;
  const moved = state.messages.filter((m) => m.turn === state.turn).length;
  return seatsOf(state.params)[moved] ?? null;
}

function publicView({ params, turn, messages }: State): PublicView {
  return { setting: params.setting, size: params.size, feedbackMode: params.feedback, turn, maxTurns: maxTurns(params), messages: messages.map((m) => ({ ...m })) };
}

/** The latest message a seat sent, or null. */
const lastFrom = (state: State, seat: Seat) => state.messages.findLast((m) => m.seat === seat)?.text ?? null;

const MOVE_FORMAT = 'A move is an object with a "message" for the other agent and a list of "actions", such as {"message": "Please confirm the color of the circle.", "actions": [{"replace": 1, "by": {"shape": "circle", "color": "red"}}]}.';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value the agent wrote, short, as it wrote it (a string in quotes). */
const clip = (value: unknown) => {
  const text = typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 30 ? `${text.slice(0, 30)}…` : text;
};

/** One action checked, its names in lower case; or why it cannot be applied. */
function checkAction(action: unknown, number: number, size: number): { ok: true; action: Action } | { ok: false; reason: string } {
  const refuse = (why: string) => ({ ok: false as const, reason: `Action ${number}: ${why}` });
  if (!isObject(action) || !isObject(action.by)) return refuse('write it as {"replace": <position>, "by": {"shape": <shape>, "color": <color>}}.');
  const { replace, by } = action;
  if (typeof replace !== 'number' || !Number.isInteger(replace) || replace < 1 || replace > size) {
    return refuse(`there is no position ${clip(replace)}: positions are whole numbers from 1 to ${size}.`);
  }
  const shape = typeof by.shape === 'string' ? by.shape.trim().toLowerCase() : '';
  if (!SHAPES.includes(shape)) return refuse(`${clip(by.shape)} is not a shape of the puzzle's set (${SHAPES.join(', ')}).`);
  const color = typeof by.color === 'string' ? by.color.trim().toLowerCase() : '';
  if (!COLORS.includes(color)) return refuse(`${clip(by.color)} is not a color of the puzzle's set (${COLORS.join(', ')}).`);
  return { ok: true, action: { replace, by: { shape, color } } };
}

/**
 * A move as the game records it, or the exact error text the agent is shown. The paper does not
 * say how it handled invalid output; here a bad move is refused with these sentences (Fogplay's),
 * logged by the runner, and tried again within the error allowance.
 */
export function checkMove(move: unknown, size: number): Validation<Move> {
  if (!isObject(move)) return { ok: false, reason: MOVE_FORMAT };
  const { message, actions } = move;
  if (typeof message !== 'string') return { ok: false, reason: 'The "message" must be text (it may be empty).' };
  if (message.length > MAX_MESSAGE_LENGTH) return { ok: false, reason: `The message is ${message.length} characters long: at most ${MAX_MESSAGE_LENGTH} are allowed.` };
  if (!Array.isArray(actions)) return { ok: false, reason: 'The "actions" must be a list (it may be empty): [{"replace": <position>, "by": {"shape": <shape>, "color": <color>}}, …].' };
  const checked: Action[] = [];
  for (const [i, action] of actions.entries()) {
    const result = checkAction(action, i + 1, size);
    if (!result.ok) return result;
    const earlier = checked.findIndex((a) => a.replace === result.action.replace);
    if (earlier >= 0) return { ok: false, reason: `Actions ${earlier + 1} and ${i + 1} both replace position ${result.action.replace}: replace each position at most once a turn.` };
    checked.push(result.action);
  }
  return { ok: true, move: { message, actions: checked } };
}

export const asympuzl: Game<Types> = {
  id: 'asympuzl',
  info,
  variants: [
    ...FEEDBACK_MODES.map((mode) => pairVariant('Table 1', 5, mode)),
    ...[3, 10, 20].map((size) => pairVariant('Table 2', size, 'both')),
    ...[5, 10, 20].map(singleVariant),
    {
      id: 'classroom',
      label: 'Classroom: N = 5, told what is wrong (not the benchmark)',
      description: 'For people: 5 positions, at most 10 turns, and after each turn both partners are told which positions of either hypothesis are wrong, so a pair learns as it plays.',
      params: { size: 5, feedback: 'both-detailed', setting: 'pair' },
    },
  ],
  personVariant: 'classroom',
  seats: seatsOf,
  setup: drawSetup,
  init(params, setup) {
    checkParams(params);
    const hypotheses = Object.fromEntries(seatsOf(params).map((seat) => [seat, startingHypothesis(seat, setup)]));
    return { params, setup, hypotheses, messages: [], turn: 1, solved: false, feedback: null, forfeit: null };
  },
  current: toMove,
  view(state, seat): View {
    const { params, setup } = state;
    const own = seat as Seat;
    const partner: Seat | null = own === 'alice' ? 'bob' : own === 'bob' ? 'alice' : null;
    const common = {
      size: params.size,
      feedbackMode: params.feedback,
      turn: state.turn,
      maxTurns: maxTurns(params),
      hypothesis: (state.hypotheses[own] ?? []).map((piece) => ({ ...piece })),
      feedback: state.feedback?.[own] ?? null,
      history: { own: lastFrom(state, own), partner: partner && lastFrom(state, partner) },
    };
    if (own === 'alice') return { seat: 'alice', ...common, clues: setup.aliceClues.map((c) => ({ ...c })) };
    if (own === 'bob') return { seat: 'bob', ...common, clues: setup.bobClues.map((c) => ({ ...c })) };
    return { seat: 'solo', ...common, positions: setup.aliceClues.map((c) => ({ ...c })), pairs: setup.bobClues.map((c) => ({ ...c })) };
  },
  publicView,
  validate: (state, _seat, move) => checkMove(move, state.params.size),
  apply(state, seat, move) {
    const own = seat as Seat;
    const hypothesis = (state.hypotheses[own] ?? []).slice();
    for (const { replace, by } of move.actions) hypothesis[replace - 1] = { ...by };
    const next: State = {
      ...state,
      hypotheses: { ...state.hypotheses, [own]: hypothesis },
      messages: [...state.messages, { turn: state.turn, seat: own, text: move.message }],
    };
    if (toMove(next) !== null) return { state: next, result: { turn: state.turn, feedback: null } };
    // The turn is over: the hypotheses are compared with the truth, for the next turn's feedback.
    const wrong = (s: Seat) => wrongPositions(next.hypotheses[s] ?? [], state.setup.truth);
    const solved = seatsOf(state.params).every((s) => wrong(s).length === 0);
    const feedback = state.params.setting === 'pair' ? feedbackTexts(state.params.feedback, { alice: wrong('alice'), bob: wrong('bob') }) : null;
    return { state: { ...next, turn: state.turn + 1, solved, feedback }, result: { turn: state.turn, feedback } };
  },
  forfeit: (state, seat) => ({ ...state, forfeit: seat as Seat }),
  outcome: (state) =>
    toMove(state) === null
      ? // A forfeit ends the game inside its turn, which counts as played.
      { solved: state.solved, turns: state.forfeit === null ? state.turn - 1 : state.turn, forfeit: state.forfeit }
      : null,
  errorAllowance: 3,
  metrics,
  summarize,
  tally,
  describe,
  describeOutcome,
};
