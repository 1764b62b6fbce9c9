/**
 * BrainKing as a game of two seats: the `player` asks yes-or-no questions and makes one guess;
 * the `oracle` (the rule-based oracle, a model or a person) answers them, and judges a guess the
 * data cannot. The player's view never holds the entity, its similar entity or which answers misled.
 */
import type { Game, Variant } from '../../core/game';
import { describe, describeOutcome, describePublic } from './transcript';
import { metrics, summarize, tally } from './metrics';
import { ENTITIES, entityNamed, questionById, type Entity } from './data';
import { info } from './info';
import { findEntity, findQuestion, nearestQuestions, normalise } from './match';
import type { OracleView, Params, PublicView, Setup, State, Turn, Types, View } from './types';

export * from './types';
import {
  MAX_QUESTIONS,
  MISLEADING_RANGE,
  misleadingQuestions,
  MODES,
  ORACLE_KINDS,
  startConcept,
  type Mode,
  type OracleKind,
} from './rules';

const SEATS = ['player', 'oracle'];

export const MODE_LABELS: Record<Mode, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard', broad: 'Broad start' };

function variant(mode: Mode, oracle: OracleKind, description: string): Variant<Params> {
  const open = oracle === 'open' ? ', open questions' : '';
  return {
    id: oracle === 'open' ? `${mode}-open` : mode,
    label: `${MODE_LABELS[mode]}${open}`,
    description,
    params: { mode, misleading: mode === 'hard' ? MISLEADING_RANGE.min : 0, oracle, maxQuestions: MAX_QUESTIONS },
  };
}

const RULES = 'the rule-based oracle answers the bank’s questions';
const OPEN = 'any question, answered by a model or a person who knows the entity';

function checkParams({ mode, misleading, oracle }: Params): void {
  const { min, max } = MISLEADING_RANGE;
  if (!MODES.includes(mode)) throw new Error(`mode is one of ${MODES.join(', ')}, not ${JSON.stringify(mode)}.`);
  if (!ORACLE_KINDS.includes(oracle)) throw new Error(`oracle is one of ${ORACLE_KINDS.join(', ')}, not ${JSON.stringify(oracle)}.`);
  if (mode === 'hard' ? !(Number.isInteger(misleading) && misleading >= min && misleading <= max) : misleading !== 0) {
    throw new Error(mode === 'hard' ? `Hard mode gives ${min} to ${max} misleading answers, not ${JSON.stringify(misleading)}.` : `Only hard mode gives misleading answers: set misleading to 0 in ${mode} mode.`);
  }
}

/** The setup of a game about `entity`. */
export function setupFor(entity: Entity, { mode, misleading }: Params): Setup {
  const similar = entityNamed(entity.similar)!;
  return {
    mode,
    entity: entity.name,
    similar: similar.name,
    start: startConcept(entity, mode),
    misleading: mode === 'hard' ? misleadingQuestions(entity, similar, misleading) : [],
  };
}

/** Classroom mode's setup: nothing is drawn, a person thinks of anything. */
const imagined = (mode: Mode): Setup => ({ mode, entity: null, similar: null, start: null, misleading: [] });

const isOver = (state: State) => state.forfeit !== null || (state.guess !== null && state.guess.correct !== null);

/** The questions that got a misleading answer, normalised: asking one again costs no more of the allowance. */
export const misled = (turns: readonly Turn[]) => new Set(turns.filter((t) => t.misleading).map((t) => normalise(t.question)));

function misleadingLeft(state: State): number {
  return (state.params.mode === 'hard' ? state.params.misleading : 0) - misled(state.turns).size;
}

/** Whether a guess is right: by the data when it names an entity of the set, otherwise null (for the oracle) or wrong (the rule-based oracle). */
function judge({ setup, params }: State, text: string): boolean | null {
  if (setup.entity === null) return null;
  const named = findEntity(text);
  if (named) return named.name === setup.entity;
  return params.oracle === 'rules' ? false : null;
}

function pending(state: State): OracleView['pending'] {
  const last = state.turns.at(-1);
  if (last && last.answer === null) return { kind: 'question', number: last.number, question: last.question, questionId: last.questionId };
  return state.guess && state.guess.correct === null ? { kind: 'guess', text: state.guess.text } : null;
}

function publicView({ params, setup, turns, guess }: State): PublicView {
  return {
    mode: params.mode,
    oracle: params.oracle,
    start: setup.start,
    maxQuestions: params.maxQuestions,
    turns: turns.map(({ number, question, answer }) => ({ number, question, answer })),
    guess: guess && { ...guess },
  };
}

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

type Checked = ReturnType<Game<Types>['validate']>;
const refuse = (reason: string): Checked => ({ ok: false, reason });

function validatePlayer(state: State, move: Record<string, unknown>): Checked {
  if (move.kind === 'guess') {
    const text = typeof move.text === 'string' ? move.text.trim() : '';
    if (!text) return refuse('A guess names the entity, such as "a dog".');
    if (text.length > 100) return refuse('A guess is a name of at most 100 characters.');
    return { ok: true, move: { kind: 'guess', text } };
  }
  if (move.kind !== 'ask') return refuse('Ask a yes-or-no question, or make your one guess.');
  const { maxQuestions, oracle } = state.params;
  if (state.turns.length >= maxQuestions) return refuse(`You have asked all ${maxQuestions} questions: make your guess now.`);
  let question: string;
  if (move.questionId !== undefined) {
    const found = questionById(String(move.questionId));
    if (!found) return refuse(`No question of the bank has the id "${clip(String(move.questionId))}".`);
    question = found.text;
  } else {
    question = typeof move.question === 'string' ? move.question.trim() : '';
    if (!question) return refuse('A question asks something about the entity that has a yes-or-no answer, such as "Is it alive?".');
    if (question.length > 200) return refuse('A question is at most 200 characters long.');
  }
  // The rule-based oracle knows only the bank's answers: a question it cannot answer is refused
  // here, at no cost, rather than wasting one of the player's questions.
  if (oracle === 'rules' && !findQuestion(question)) {
    const offered = nearestQuestions(question).map((q) => `"${q.text}"`).join(', ');
    return refuse(`I can only answer the questions on my list, word for word, and "${clip(question)}" is not one of them. Try one of these: ${offered}, or pick one from the list.`);
  }
  return { ok: true, move: { kind: 'ask', question } };
}

function validateOracle(state: State, move: Record<string, unknown>): Checked {
  const asked = pending(state);
  if (!asked) return refuse('There is nothing to answer yet.');
  if (asked.kind === 'guess') {
    if (move.kind !== 'verdict' || typeof move.correct !== 'boolean') return refuse(`Say whether the guess "${clip(asked.text)}" is right or wrong.`);
    return { ok: true, move: { kind: 'verdict', correct: move.correct } };
  }
  if (move.kind !== 'answer' || (move.answer !== 'yes' && move.answer !== 'no')) return refuse('Answer the question with yes or no.');
  const misleading = move.misleading === true;
  if (misleading && misleadingLeft(state) <= 0 && !misled(state.turns).has(normalise(asked.question))) {
    return refuse(state.params.mode === 'hard' ? 'No misleading answers are left: answer truthfully.' : 'Only hard mode has misleading answers: answer truthfully.');
  }
  return { ok: true, move: { kind: 'answer', answer: move.answer, misleading } };
}

export const brainking: Game<Types> = {
  id: 'brainking',
  info,
  variants: [
    variant('easy', 'rules', `From the most specific concept; ${RULES}.`),
    variant('medium', 'rules', `From a broader concept; ${RULES}.`),
    variant('hard', 'rules', `From the most specific concept, with ${MISLEADING_RANGE.min} misleading answers; ${RULES}.`),
    variant('broad', 'rules', `From the third, still broader concept (the paper's hard starting point); ${RULES}.`),
    variant('easy', 'open', `From the most specific concept; ${OPEN}.`),
    variant('medium', 'open', `From a broader concept; ${OPEN}.`),
    variant('hard', 'open', `From the most specific concept, with ${MISLEADING_RANGE.min} misleading answers; ${OPEN}.`),
    variant('broad', 'open', `From the third, still broader concept (the paper's hard starting point); ${OPEN}.`),
    {
      id: 'classroom',
      label: 'Think of anything',
      description: 'No entity is drawn: a person thinks of anything, answers Yes or No, and says whether the guess is right.',
      params: { mode: 'easy', misleading: 0, oracle: 'classroom', maxQuestions: MAX_QUESTIONS },
    },
  ],
  // A person thinks of anything and the bank bot asks; the paper's variants ask from the bank about a drawn entity.
  personVariant: 'classroom',
  seats: () => [...SEATS],
  setup(params, rng) {
    checkParams(params);
    return params.oracle === 'classroom' ? imagined(params.mode) : setupFor(rng.pick(ENTITIES), params);
  },
  allSetups(params) {
    checkParams(params);
    return params.oracle === 'classroom' ? [imagined(params.mode)] : ENTITIES.map((entity) => setupFor(entity, params));
  },
  init: (params, setup) => ({ params, setup, turns: [], guess: null, forfeit: null }),
  current(state) {
    if (isOver(state)) return null;
    return pending(state) ? 'oracle' : 'player';
  },
  view(state, seat): View {
    const { params, setup, turns } = state;
    if (seat !== 'oracle') return { seat: 'player', ...publicView(state) };
    const common = { mode: params.mode, oracle: params.oracle, start: setup.start, maxQuestions: params.maxQuestions };
    const hard = params.mode === 'hard';
    return {
      seat: 'oracle', ...common,
      entity: setup.entity,
      similar: hard ? setup.similar : null,
      misleadingQuestions: hard ? [...setup.misleading] : [],
      misleadingLeft: misleadingLeft(state),
      turns: turns.map((t) => ({ ...t })),
      pending: pending(state),
    };
  },
  publicView: (state) => publicView(state),
  validate(state, seat, move) {
    const fields = typeof move === 'object' && move !== null ? (move as Record<string, unknown>) : {};
    return seat === 'oracle' ? validateOracle(state, fields) : validatePlayer(state, fields);
  },
  apply(state, _seat, move) {
    switch (move.kind) {
      case 'ask': {
        const number = state.turns.length + 1;
        const turn: Turn = { number, question: move.question, questionId: findQuestion(move.question)?.id ?? null, answer: null, misleading: false };
        return { state: { ...state, turns: [...state.turns, turn] }, result: { number } };
      }
      case 'answer': {
        const last = state.turns.at(-1)!;
        const turns = [...state.turns.slice(0, -1), { ...last, answer: move.answer, misleading: move.misleading }];
        return { state: { ...state, turns }, result: { number: last.number, answer: move.answer } };
      }
      case 'guess': {
        const correct = judge(state, move.text);
        return { state: { ...state, guess: { text: move.text, correct } }, result: { correct } };
      }
      case 'verdict':
        return { state: { ...state, guess: { ...state.guess!, correct: move.correct } }, result: { correct: move.correct } };
    }
  },
  forfeit: (state, seat) => ({ ...state, forfeit: seat }),
  outcome: (state) =>
    isOver(state)
      ? { correct: state.guess?.correct === true, questions: state.turns.length, guess: state.guess?.text ?? null, forfeit: state.forfeit }
      : null,
  errorAllowance: 3,
  metrics,
  summarize,
  tally,
  describe,
  describePublic,
  describeOutcome,
};
