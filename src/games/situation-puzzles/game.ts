/**
 * AR-Bench's situation puzzles as a game of two seats: the `player` sees a puzzling short story
 * (the surface), asks yes-or-no questions, then explains what happened; the `judge` (a model, a
 * person, or the rule-based stand-in) knows the hidden story (the bottom), replies Yes, No or
 * Unknown, and records which key questions the conversation has resolved. The explanation is
 * scored against the bottom by AR-Bench's F1. The player's view never holds the bottom, the core
 * sentence or the key questions.
 */
import type { Game, Validation } from '../../core/game';
import { VERBATIM_LIMIT } from '../../core/protocol';
import { PUZZLES, setupOf } from './data';
import { f1Characters, f1Words } from './f1';
import { info } from './info';
import { metrics, summarize, tally } from './metrics';
import { describe, describeOutcome, describePublic } from './transcript';
import type { JudgeView, Move, Params, PublicView, Reply, State, Types, View } from './types';

export * from './types';

/** AR-Bench's questions per puzzle (`max_turn` in `sp_evaluator.py`). */
const AR_BENCH_QUESTIONS = 25;

/** The most questions a game may allow. */
const MAX_QUESTIONS = 100;

const REPLIES: readonly Reply[] = ['Yes', 'No', 'Unknown', 'not-a-question', 'other'];

const VERDICTS = ['correct', 'partly', 'wrong', 'none'] as const;

/** Longest question and explanation accepted, in characters. */
export const QUESTION_LIMIT = 500;
export const EXPLANATION_LIMIT = 5000;

function checkParams({ maxQuestions }: Params): void {
  if (!Number.isInteger(maxQuestions) || maxQuestions < 1 || maxQuestions > MAX_QUESTIONS) {
    throw new Error(`A game allows 1 to ${MAX_QUESTIONS} questions, not ${JSON.stringify(maxQuestions)}.`);
  }
}

const lastTurn = (state: State) => state.turns.at(-1);
const resolvedNow = (state: State) => lastTurn(state)?.resolved ?? [];

function pending(state: State): JudgeView['pending'] {
  const last = lastTurn(state);
  if (last && last.reply === null) return { kind: 'question', number: last.number, question: last.question };
  if (state.explanation !== null && state.params.verdict && state.verdict === null) return { kind: 'explanation', text: state.explanation };
  return null;
}

const isOver = (state: State) =>
  state.forfeit !== null || (state.explanation !== null && (!state.params.verdict || state.verdict !== null));

function publicView({ params, setup, turns, explanation, verdict }: State): PublicView {
  return {
    surface: setup.puzzle.surface,
    maxQuestions: params.maxQuestions,
    earlyExplanation: params.earlyExplanation,
    verbatim: params.verbatim ?? false,
    turns: turns.map(({ number, question, reply, said }) => ({ number, question, reply, ...(said !== undefined && { said }) })),
    explanation,
    verdict,
  };
}

function judgeView(state: State): JudgeView {
  const { puzzle, keyAnswers } = state.setup;
  return {
    seat: 'judge',
    surface: puzzle.surface,
    bottom: puzzle.bottom,
    keyQuestions: puzzle.key_question.map((text, i) => ({ number: i + 1, text, answer: keyAnswers?.[i] ?? null })),
    maxQuestions: state.params.maxQuestions,
    turns: state.turns.map((t) => ({ ...t, resolved: [...t.resolved] })),
    resolved: [...resolvedNow(state)],
    pending: pending(state),
    verbatim: state.params.verbatim ?? false,
  };
}

type Checked = Validation<Move>;
const refuse = (reason: string): Checked => ({ ok: false, reason });

function validatePlayer(state: State, move: Record<string, unknown>): Checked {
  const { maxQuestions, earlyExplanation, verbatim } = state.params;
  const asked = state.turns.length;
  if (move.kind === 'explain') {
    const text = typeof move.text === 'string' ? move.text : '';
    if (!text.trim() && !verbatim) return refuse('An explanation tells what happened in the story, in a few sentences.');
    const limit = verbatim ? VERBATIM_LIMIT : EXPLANATION_LIMIT;
    if (text.length > limit) return refuse(`An explanation is at most ${limit} characters long.`);
    if (asked < maxQuestions && !earlyExplanation) {
      return refuse(`You explain after all ${maxQuestions} questions; ${maxQuestions - asked} are left: ask question ${asked + 1} now.`);
    }
    return { ok: true, move: { kind: 'explain', text } };
  }
  if (move.kind !== 'ask') return refuse('Ask a yes-or-no question about the story.');
  if (asked >= maxQuestions) return refuse(`You have asked all ${maxQuestions} questions: give your explanation now.`);
  if (typeof move.question !== 'string') return refuse('A question asks something about the story that has a yes-or-no answer.');
  // AR-Bench's loop asks the judge whatever the player wrote, as written.
  const question = verbatim ? move.question : move.question.trim();
  if (!question && !verbatim) return refuse('A question asks something about the story that has a yes-or-no answer.');
  const limit = verbatim ? VERBATIM_LIMIT : QUESTION_LIMIT;
  if (question.length > limit) return refuse(`A question is at most ${limit} characters long.`);
  return { ok: true, move: { kind: 'ask', question } };
}

function validateJudge(state: State, move: Record<string, unknown>): Checked {
  const asked = pending(state);
  if (asked?.kind === 'explanation') {
    const verdict = VERDICTS.find((v) => v === move.verdict);
    if (move.kind !== 'verdict' || !verdict) return refuse('Judge the explanation: correct, partly correct, or wrong.');
    return { ok: true, move: { kind: 'verdict', verdict } };
  }
  if (!asked) return refuse('There is nothing to reply to yet.');
  const keys = state.setup.puzzle.key_question.length;
  const reply = REPLIES.find((r) => r === move.reply);
  if (move.kind !== 'answer' || !reply) return refuse('Reply Yes, No or Unknown, or say that it is not a question.');
  const resolved = move.resolved ?? [];
  if (!Array.isArray(resolved) || !resolved.every((n) => Number.isInteger(n) && n >= 1 && n <= keys)) {
    return refuse(`List the key questions resolved so far by their numbers, 1 to ${keys}.`);
  }
  const said = move.said;
  if (said !== undefined && (!state.params.verbatim || typeof said !== 'string' || said.length > VERBATIM_LIMIT)) {
    return refuse(`A reply as written is kept only in AR-Bench's loop, at most ${VERBATIM_LIMIT} characters.`);
  }
  if (reply === 'other' && said === undefined) return refuse('Reply Yes, No or Unknown, or say that it is not a question.');
  return { ok: true, move: { kind: 'answer', reply, resolved: [...new Set(resolved as number[])].sort((a, b) => a - b), ...(said !== undefined && { said }) } };
}

export const situationPuzzles: Game<Types> = {
  id: 'situation-puzzles',
  info,
  variants: [
    {
      id: 'ar-bench',
      label: 'AR-Bench',
      description: `The paper's loop: ${AR_BENCH_QUESTIONS} questions, each reply taken as written, then the explanation, scored by F1 against the hidden story.`,
      params: { maxQuestions: AR_BENCH_QUESTIONS, earlyExplanation: false, verdict: false, verbatim: true },
    },
    {
      id: 'classroom',
      label: 'Classroom (not the benchmark)',
      description: 'Up to 15 questions; explain whenever you are ready; the judge also says whether the explanation is right.',
      params: { maxQuestions: 15, earlyExplanation: true, verdict: true },
    },
  ],
  personVariant: 'classroom',
  seats: () => ['player', 'judge'],
  setup(params, rng) {
    checkParams(params);
    return setupOf(rng.pick(PUZZLES));
  },
  allSetups(params) {
    checkParams(params);
    return PUZZLES.map(setupOf);
  },
  init: (params, setup) => ({ params, setup, turns: [], explanation: null, verdict: null, forfeit: null }),
  current(state) {
    if (isOver(state)) return null;
    return pending(state) ? 'judge' : 'player';
  },
  view: (state, seat): View => (seat === 'judge' ? judgeView(state) : { seat: 'player', ...publicView(state) }),
  publicView,
  validate(state, seat, move) {
    const fields = typeof move === 'object' && move !== null ? (move as Record<string, unknown>) : {};
    return seat === 'judge' ? validateJudge(state, fields) : validatePlayer(state, fields);
  },
  apply(state, _seat, move) {
    switch (move.kind) {
      case 'ask': {
        const number = state.turns.length + 1;
        const turn = { number, question: move.question, reply: null, resolved: [...resolvedNow(state)] };
        return { state: { ...state, turns: [...state.turns, turn] }, result: { number } };
      }
      case 'answer': {
        const last = lastTurn(state)!;
        const turns = [...state.turns.slice(0, -1), { ...last, reply: move.reply, resolved: move.resolved, ...(move.said !== undefined && { said: move.said }) }];
        return { state: { ...state, turns }, result: { number: last.number, reply: move.reply } };
      }
      case 'explain': {
        const { bottom } = state.setup.puzzle;
        return { state: { ...state, explanation: move.text }, result: { f1Char: f1Characters(move.text, bottom), f1Word: f1Words(move.text, bottom) } };
      }
      case 'verdict':
        return { state: { ...state, verdict: move.verdict }, result: { verdict: move.verdict } };
    }
  },
  forfeit: (state, seat) => ({ ...state, forfeit: seat === 'judge' ? 'judge' : 'player' }),
  outcome(state) {
    if (!isOver(state)) return null;
    const explanation = state.explanation;
    const { bottom, key_question } = state.setup.puzzle;
    return {
      explanation,
      f1Char: explanation === null ? 0 : f1Characters(explanation, bottom),
      f1Word: explanation === null ? 0 : f1Words(explanation, bottom),
      questions: state.turns.length,
      resolved: resolvedNow(state).length,
      keyQuestions: key_question.length,
      verdict: state.verdict,
      forfeit: state.forfeit,
    };
  },
  errorAllowance: 3,
  metrics,
  summarize,
  tally,
  describe,
  describePublic,
  describeOutcome,
};
