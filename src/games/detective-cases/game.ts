/**
 * AR-Bench's detective cases as a game of six seats: the `detective` sees the case (time, place,
 * victim) and the five suspects' introductions; each turn it questions one suspect, and after the
 * last turn it names the murderer. Each suspect (`A` to `E`, in the order of the record's
 * `initial_information.suspect`) sees only their own record, task and story, and the questions put
 * to them. The record's `suspects` list, whose order gives the murderer away, reaches no view:
 * a suspect's seat is found by name.
 */
import type { Game, Validation } from '../../core/game';
import { VERBATIM_LIMIT } from '../../core/protocol';
import { CASES, LETTERS } from './data';
import { info } from './info';
import { metrics, summarize, tally } from './metrics';
import { describe, describeOutcome, describePublic } from './transcript';
import type { Letter, Move, Params, PublicView, Seat, State, SuspectRecord, SuspectView, Types, View } from './types';

export * from './types';

/** AR-Bench's turns per case (`max_turn` in `dc_evaluator.py`). */
const AR_BENCH_TURNS = 25;

/** The most turns a game may allow. */
const MAX_TURNS = 100;

/** Longest question, answer and reasoning accepted, in characters. */
export const QUESTION_LIMIT = 500;
export const ANSWER_LIMIT = 2000;
export const REASONING_LIMIT = 8000;

export const SEATS: readonly Seat[] = ['detective', ...LETTERS];

function checkParams({ maxTurns }: Params): void {
  if (!Number.isInteger(maxTurns) || maxTurns < 1 || maxTurns > MAX_TURNS) throw new Error(`A game allows 1 to ${MAX_TURNS} turns, not ${JSON.stringify(maxTurns)}.`);
}

const isLetter = (value: unknown): value is Letter => LETTERS.includes(value as Letter);

/** The record of the suspect in a seat, found by name (never by position in `suspects`). */
export function suspectOf(state: Pick<State, 'setup'>, letter: Letter): SuspectRecord {
  const { suspects, initial_information } = state.setup.record;
  const name = initial_information.suspect[LETTERS.indexOf(letter)]!.name;
  return suspects.find((s) => s.name === name)!;
}

/** The murderer's seat: the record's `label`. */
export const murdererOf = (state: Pick<State, 'setup'>): Letter => LETTERS[state.setup.record.label]!;

const waiting = (state: State) => {
  const last = state.turns.at(-1);
  return last && last.suspect !== null && last.answer === null ? last : undefined;
};

const isOver = (state: State) => state.forfeit !== null || state.accusation !== null;

function publicView({ params, setup, turns, chosen, accusation }: State): PublicView {
  const { time, location, victim, suspect } = setup.record.initial_information;
  return {
    time,
    location,
    victim: { ...victim },
    suspects: suspect.map(({ name, introduction }, i) => ({ letter: LETTERS[i]!, name, introduction })),
    maxTurns: params.maxTurns,
    earlyAccusation: params.earlyAccusation,
    verbatim: params.verbatim ?? false,
    turns: turns.map(({ number, suspect, question, answer }) => ({ number, suspect, question, answer })),
    chosen,
    accusation,
  };
}

function suspectView(state: State, letter: Letter): SuspectView {
  const own = state.turns.filter((t) => t.suspect === letter);
  const pending = waiting(state);
  return {
    seat: letter,
    self: structuredClone(suspectOf(state, letter)),
    questions: own.map(({ number, question, answer, hits }) => ({ number, question: question!, answer, hits: [...hits] })),
    pending: pending?.suspect === letter ? { number: pending.number, question: pending.question! } : null,
  };
}

type Checked = Validation<Move>;
const refuse = (reason: string): Checked => ({ ok: false, reason });

function validateDetective(state: State, move: Record<string, unknown>): Checked {
  const { maxTurns, earlyAccusation, verbatim } = state.params;
  const played = state.turns.length;
  const left = maxTurns - played;
  if (move.kind === 'accuse') {
    if (left > 0 && !earlyAccusation) return refuse(`You name the murderer after all ${maxTurns} turns; ${left} are left: question a suspect now.`);
    if (move.suspect !== null && !isLetter(move.suspect)) return refuse('Name the murderer by letter: A, B, C, D or E.');
    const reasoning = typeof move.reasoning === 'string' ? move.reasoning : '';
    if (reasoning.length > REASONING_LIMIT) return refuse(`Your reasoning is at most ${REASONING_LIMIT} characters long.`);
    return { ok: true, move: { kind: 'accuse', suspect: move.suspect, reasoning } };
  }
  if (left <= 0) return refuse(`All ${maxTurns} turns are played: name the murderer now (A, B, C, D or E).`);
  if (move.kind === 'choose') {
    if (state.chosen) return refuse(`You chose suspect ${state.chosen}: now put your question.`);
    if (move.suspect !== null && !isLetter(move.suspect)) return refuse('Choose a suspect by letter: A, B, C, D or E.');
    return { ok: true, move: { kind: 'choose', suspect: move.suspect } };
  }
  if (move.kind !== 'ask') return refuse('Question a suspect: choose one and ask one question.');
  const suspect = move.suspect ?? state.chosen;
  if (!isLetter(suspect)) return refuse('Choose the suspect to question: A, B, C, D or E.');
  if (state.chosen && suspect !== state.chosen) return refuse(`You chose suspect ${state.chosen} this turn: put your question to them.`);
  if (typeof move.question !== 'string') return refuse('Ask the suspect one question.');
  const question = verbatim ? move.question : move.question.trim();
  if (!question && !verbatim) return refuse('Ask the suspect one question.');
  const limit = verbatim ? VERBATIM_LIMIT : QUESTION_LIMIT;
  if (question.length > limit) return refuse(`A question is at most ${limit} characters long.`);
  return { ok: true, move: { kind: 'ask', suspect, question } };
}

function validateSuspect(state: State, letter: Letter, move: Record<string, unknown>): Checked {
  if (waiting(state)?.suspect !== letter) return refuse('No question waits for you.');
  const text = typeof move.text === 'string' ? move.text.trim() : '';
  if (move.kind !== 'answer' || !text) return refuse('Answer the detective’s question in one or two sentences.');
  if (text.length > ANSWER_LIMIT) return refuse(`An answer is at most ${ANSWER_LIMIT} characters long: one or two sentences.`);
  const keys = suspectOf(state, letter).key_question?.length ?? 0;
  const hits = move.hits ?? [];
  if (!Array.isArray(hits) || !hits.every((n) => Number.isInteger(n) && n >= 1 && n <= keys)) {
    return refuse(keys ? `List the key questions the question hit by their numbers, 1 to ${keys}.` : 'You have no key questions: list none.');
  }
  return { ok: true, move: { kind: 'answer', text, hits: [...new Set(hits as number[])].sort((a, b) => a - b) } };
}

/** Distinct key questions of the case hit so far (each suspect's own numbering, by suspect). */
export function keyQuestionsHit(turns: readonly { suspect: Letter | null; hits: number[] }[]): string[] {
  return [...new Set(turns.flatMap((t) => t.hits.map((n) => `${t.suspect}${n}`)))];
}

/** The case's key questions: those of its five suspects. */
export const keyQuestionCount = (state: Pick<State, 'setup'>) => state.setup.record.suspects.reduce((n, s) => n + (s.key_question?.length ?? 0), 0);

const setupOf = (record: (typeof CASES)[number]) => ({ record });

export const detectiveCases: Game<Types> = {
  id: 'detective-cases',
  personVariant: 'classroom',
  info,
  variants: [
    {
      id: 'ar-bench',
      label: 'AR-Bench',
      description: `The paper's loop: ${AR_BENCH_TURNS} turns of one question to one suspect, then the detective names the murderer.`,
      params: { maxTurns: AR_BENCH_TURNS, earlyAccusation: false, verbatim: true },
    },
    {
      id: 'classroom',
      label: 'Classroom (not the benchmark)',
      description: 'Up to 15 questions; name the murderer whenever you are ready.',
      params: { maxTurns: 15, earlyAccusation: true },
    },
  ],
  seats: () => [...SEATS],
  setup(params, rng) {
    checkParams(params);
    return setupOf(rng.pick(CASES));
  },
  allSetups(params) {
    checkParams(params);
    return CASES.map(setupOf);
  },
  init: (params, setup) => ({ params, setup, turns: [], chosen: null, accusation: null, forfeit: null }),
  current(state) {
    if (isOver(state)) return null;
    return waiting(state)?.suspect ?? 'detective';
  },
  view: (state, seat): View => (isLetter(seat) ? suspectView(state, seat) : { seat: 'detective', ...publicView(state) }),
  publicView,
  validate(state, seat, move) {
    const fields = typeof move === 'object' && move !== null ? (move as Record<string, unknown>) : {};
    return isLetter(seat) ? validateSuspect(state, seat, fields) : validateDetective(state, fields);
  },
  apply(state, _seat, move) {
    const number = state.turns.length + 1;
    switch (move.kind) {
      case 'choose':
        // Naming no suspect loses the turn, as in AR-Bench's loop.
        return move.suspect
          ? { state: { ...state, chosen: move.suspect }, result: { turn: number, suspect: move.suspect } }
          : { state: { ...state, turns: [...state.turns, { number, suspect: null, question: null, answer: null, hits: [] }] }, result: { turn: number, suspect: null } };
      case 'ask': {
        const turn = { number, suspect: move.suspect, question: move.question, answer: null, hits: [] };
        return { state: { ...state, chosen: null, turns: [...state.turns, turn] }, result: { turn: number, suspect: move.suspect } };
      }
      case 'answer': {
        const last = state.turns.at(-1)!;
        const turns = [...state.turns.slice(0, -1), { ...last, answer: move.text, hits: move.hits }];
        return { state: { ...state, turns }, result: { turn: last.number, suspect: last.suspect, answer: move.text } };
      }
      case 'accuse':
        return { state: { ...state, chosen: null, accusation: { suspect: move.suspect, reasoning: move.reasoning } }, result: { accused: move.suspect } };
    }
  },
  forfeit: (state, seat) => ({ ...state, forfeit: isLetter(seat) ? seat : 'detective' }),
  outcome(state) {
    if (!isOver(state)) return null;
    const accused = state.accusation?.suspect ?? null;
    const murderer = murdererOf(state);
    return {
      accused,
      murderer,
      correct: accused === murderer,
      turns: state.turns.length,
      keyQuestionsHit: keyQuestionsHit(state.turns).length,
      keyQuestions: keyQuestionCount(state),
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
