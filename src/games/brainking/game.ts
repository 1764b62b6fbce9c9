/**
 * BrainKing as a game of two seats: the `player` asks yes-or-no questions and makes one guess;
 * the `oracle` (the rule-based oracle, a model or a person) answers them, and judges a guess the
 * data cannot. The player's view never holds the entity, its similar entity or which answers misled.
 */
import type { Game, Summary, SummaryStat, Variant } from '../../core/game';
import type { EpisodeRecord, Json } from '../../core/record';
import { mean, wilson } from '../../core/stats';
import { ENTITIES, entityNamed, questionById, type Entity } from './data';
import { brainkingInfo } from './info';
import { findEntity, findQuestion, normalise } from './match';
import {
  MAX_QUESTIONS,
  MISLEADING_RANGE,
  misleadingQuestions,
  rounds,
  startConcept,
  winRates,
  type Answer,
  type Mode,
  type OracleKind,
} from './rules';

export interface Params {
  /** How much the start concept tells, and whether answers mislead. */
  mode: Mode;
  /** Misleading answers in hard mode (the paper's k, 2 to 4); 0 in the other modes. */
  misleading: number;
  /** Who answers, and what they may be asked. */
  oracle: OracleKind;
  /** Questions allowed before the one guess (BrainKing: 20). */
  maxQuestions: number;
}

export interface Setup {
  mode: Mode;
  /** The hidden entity's name; null in classroom mode, where a person thinks of anything. */
  entity: string | null;
  /** Its most similar entity in the set, whose answers are hard mode's misleading ones. */
  similar: string | null;
  /** The concept the player starts from; null in classroom mode. */
  start: string | null;
  /** Hard mode: the bank questions (ids) the rule-based oracle answers as for the similar entity. */
  misleading: string[];
}

export interface Turn {
  /** From 1. */
  number: number;
  question: string;
  /** The bank question it is, when it is one. */
  questionId: string | null;
  /** Null until the oracle answers. */
  answer: Answer | null;
  /** Whether the oracle gave the similar entity's answer (hard mode). */
  misleading: boolean;
}

export interface Guess {
  text: string;
  /** Null while the oracle judges it. */
  correct: boolean | null;
}

export interface State {
  params: Params;
  setup: Setup;
  turns: Turn[];
  guess: Guess | null;
  /** The seat that used up its error allowance. */
  forfeit: string | null;
}

/**
 * A move as the game records it. A player may also ask a bank question by its id,
 * `{ kind: 'ask', questionId }`; it is recorded with the question's text.
 */
export type Move =
  | { kind: 'ask'; question: string }
  | { kind: 'guess'; text: string }
  | { kind: 'answer'; answer: Answer; misleading: boolean }
  | { kind: 'verdict'; correct: boolean };

/** What the player sees: never the entity, its similar entity, or which answers misled. */
export interface PlayerView {
  seat: 'player';
  mode: Mode;
  oracle: OracleKind;
  /** The concept the entity belongs to; null when it can be anything (classroom mode). */
  start: string | null;
  maxQuestions: number;
  /** How many answers may mislead (hard mode's k); 0 in the other modes. */
  misleadingAnswers: number;
  /** The questions so far, each with its answer (null while the oracle thinks). */
  turns: { number: number; question: string; answer: Answer | null }[];
  guess: Guess | null;
}

/** What the oracle sees: the entity, and in hard mode how to mislead. */
export interface OracleView {
  seat: 'oracle';
  mode: Mode;
  oracle: OracleKind;
  start: string | null;
  maxQuestions: number;
  /** Null in classroom mode: the person answering thinks of anything. */
  entity: string | null;
  /** Hard mode: the entity whose answers mislead. */
  similar: string | null;
  /** Hard mode: the bank questions the rule-based oracle answers as for the similar entity. */
  misleadingQuestions: string[];
  /** Misleading answers still to give. */
  misleadingLeft: number;
  turns: Turn[];
  /** What to answer now: a question, or a guess to judge; null when it is the player's turn. */
  pending: { kind: 'question'; number: number; question: string; questionId: string | null } | { kind: 'guess'; text: string } | null;
}

export type View = PlayerView | OracleView;

/** A move's public result: a question's number; an answer; whether a guess was right (null: the oracle judges). */
export type Result = { number: number; answer?: Answer } | { correct: boolean | null };

export interface Outcome {
  /** Whether the guess found the entity. */
  correct: boolean;
  /** Questions asked. */
  questions: number;
  /** The guess, or null when none was made. */
  guess: string | null;
  /** The seat that used up its error allowance, if one did. */
  forfeit: string | null;
}

interface Types {
  params: Params;
  setup: Setup;
  state: State;
  move: Move;
  view: View;
  result: Result;
  outcome: Outcome;
}

const SEATS = ['player', 'oracle'];

const MODE_LABELS: Record<Mode, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

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

function checkParams({ mode, misleading }: Params): void {
  const { min, max } = MISLEADING_RANGE;
  if (mode === 'hard' ? !(Number.isInteger(misleading) && misleading >= min && misleading <= max) : misleading !== 0) {
    throw new Error(mode === 'hard' ? `Hard mode gives ${min} to ${max} misleading answers, not ${misleading}.` : `Only hard mode gives misleading answers: set misleading to 0 in ${mode} mode.`);
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
const misled = (turns: readonly Turn[]) => new Set(turns.filter((t) => t.misleading).map((t) => normalise(t.question)));

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
    return refuse(`The rule-based oracle answers only the questions of the bank, as they are written in the list you were given (such as "Is it alive?"); "${clip(question)}" is not one of them.`);
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

/** The state at the end of a recorded episode: its moves and forfeits folded over the setup. */
function finalState(episode: Pick<EpisodeRecord, 'params' | 'setup' | 'events'>): State {
  let state = brainking.init(episode.params as unknown as Params, episode.setup as unknown as Setup);
  for (const event of episode.events) {
    if (event.type === 'move') state = brainking.apply(state, event.seat, event.move as unknown as Move).state;
    if (event.type === 'forfeit') state = brainking.forfeit(state, event.seat);
  }
  return state;
}

/** A summary's statistics over one group of episodes: all of a run, or one mode of several. */
function groupStats(metrics: EpisodeRecord['metrics'][], id: string, label: string): SummaryStat[] {
  const n = metrics.length;
  const correct = metrics.filter((m) => m.correct === true).length;
  const meanRounds = mean(metrics.map((m) => m.rounds as number));
  const rates = winRates(correct / n, meanRounds);
  const stats: SummaryStat[] = [
    { id: `${id}accuracy`, label: `${label}Accuracy`, value: correct / n, interval: wilson(correct, n), format: 'percent' },
    { id: `${id}meanRounds`, label: `${label}Mean rounds (30 when not found)`, value: meanRounds, format: 'number' },
    { id: `${id}accuracyWinRate`, label: `${label}Accuracy win rate`, value: rates.accuracy, format: 'number' },
    { id: `${id}roundsWinRate`, label: `${label}Rounds win rate`, value: rates.rounds, format: 'number' },
    { id: `${id}totalWinRate`, label: `${label}Total win rate`, value: rates.total, format: 'number' },
    { id: `${id}meanQuestions`, label: `${label}Questions asked per episode`, value: mean(metrics.map((m) => m.questions as number)), format: 'number' },
    { id: `${id}meanInvalid`, label: `${label}Invalid attempts per episode`, value: mean(metrics.map((m) => m.invalid as number)), format: 'number' },
  ];
  const hard = metrics.filter((m) => m.mode === 'hard');
  if (hard.length === 0) return stats;
  const misledCount = hard.filter((m) => m.guessedSimilar === true).length;
  stats.push({
    id: `${id}misledRate`, label: `${label}Final guess was the similar entity (hard mode)`,
    value: misledCount / hard.length, interval: wilson(misledCount, hard.length), format: 'percent',
  });
  for (const given of [...new Set(hard.map((m) => m.misleadingAnswers as number))].sort((a, b) => a - b)) {
    const group = hard.filter((m) => m.misleadingAnswers === given);
    const right = group.filter((m) => m.correct === true).length;
    stats.push({
      id: `${id}accuracyMisled${given}`,
      label: `${label}Accuracy with ${given} misleading answer${given === 1 ? '' : 's'} given (${group.length} episode${group.length === 1 ? '' : 's'})`,
      value: right / group.length, interval: wilson(right, group.length), format: 'percent',
    });
  }
  return stats;
}

export const brainking: Game<Types> = {
  id: 'brainking',
  info: brainkingInfo,
  variants: [
    variant('easy', 'rules', `From the most specific concept; ${RULES}.`),
    variant('medium', 'rules', `From a broader concept; ${RULES}.`),
    variant('hard', 'rules', `From the most specific concept, with ${MISLEADING_RANGE.min} misleading answers; ${RULES}.`),
    variant('easy', 'open', `From the most specific concept; ${OPEN}.`),
    variant('medium', 'open', `From a broader concept; ${OPEN}.`),
    variant('hard', 'open', `From the most specific concept, with ${MISLEADING_RANGE.min} misleading answers; ${OPEN}.`),
    {
      id: 'classroom',
      label: 'Think of anything',
      description: 'No entity is drawn: a person thinks of anything, answers Yes or No, and says whether the guess is right.',
      params: { mode: 'easy', misleading: 0, oracle: 'classroom', maxQuestions: MAX_QUESTIONS },
    },
  ],
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
    const { params, setup, turns, guess } = state;
    const common = { mode: params.mode, oracle: params.oracle, start: setup.start, maxQuestions: params.maxQuestions };
    if (seat !== 'oracle') {
      return {
        seat: 'player', ...common,
        misleadingAnswers: params.mode === 'hard' ? params.misleading : 0,
        turns: turns.map(({ number, question, answer }) => ({ number, question, answer })),
        guess: guess && { ...guess },
      };
    }
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
  metrics(episode) {
    const state = finalState(episode);
    const { correct, questions, guess } = episode.outcome as unknown as Outcome;
    const similar = (episode.setup as unknown as Setup).similar;
    return {
      mode: state.params.mode,
      correct,
      questions,
      rounds: rounds(correct, questions),
      guessedSimilar: guess !== null && similar !== null && findEntity(guess)?.name === similar,
      misleadingAnswers: misled(state.turns).size,
      misleadingAt: state.turns.filter((t) => t.misleading).map((t) => t.number),
      invalid: episode.events.filter((e) => e.type === 'invalid').length,
    } satisfies Record<string, Json>;
  },
  summarize(metrics): Summary {
    const modes = [...new Set(metrics.map((m) => m.mode as Mode))];
    const mixed = modes.length > 1;
    return {
      episodes: metrics.length,
      stats: [
        ...(metrics.length ? groupStats(metrics, '', mixed ? 'All modes: ' : '') : []),
        ...(mixed ? modes.flatMap((mode) => groupStats(metrics.filter((m) => m.mode === mode), `${mode}.`, `${MODE_LABELS[mode]}: `)) : []),
      ],
      series: [],
    };
  },
  describe(move, result) {
    switch (move.kind) {
      case 'ask':
        return `Q${(result as { number: number }).number}: ${move.question}`;
      case 'answer':
        return `A${(result as { number: number }).number}: ${move.answer === 'yes' ? 'Yes' : 'No'}${move.misleading ? ' (misleading)' : ''}`;
      case 'guess': {
        const { correct } = result as { correct: boolean | null };
        return `Guess: ${move.text} (${correct === null ? 'for the oracle to judge' : correct ? 'right' : 'wrong'})`;
      }
      case 'verdict':
        return `The oracle judged the guess ${move.correct ? 'right' : 'wrong'}`;
    }
  },
  describeOutcome({ correct, questions, guess, forfeit }) {
    const after = `${questions} question${questions === 1 ? '' : 's'}`;
    if (forfeit) return `the ${forfeit} forfeited after ${after}`;
    if (guess === null) return `no guess after ${after}`;
    return correct ? `found after ${after}` : `wrong guess after ${after}`;
  },
};
