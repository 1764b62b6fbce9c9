/**
 * The oracle check, beyond the paper: how often an oracle (usually a model) answers BrainKing's
 * question bank as the data set does. Each episode asks every bank question about one entity, in
 * the bank's order and in one conversation, with BrainKing's own oracle view and prompts; a
 * batch's episodes are the sample of entities (`--all-setups`: every entity once). A game of its
 * own, so the runner, storage, replay, export and command line serve it unchanged.
 */
import { fold, type Game, type Summary, type SummaryStat } from '../../core/game';
import { ClusteredShare, crossTable, wilson } from '../../core/stats';
import { ENTITIES, QUESTIONS, entityNamed } from '../brainking/data';
import type { OracleView } from '../brainking/game';
import { info } from './info';
import type { Answer } from '../brainking/rules';

/** The check has no parameters: every bank question, once. */
export type CheckParams = Record<string, never>;

export interface CheckSetup {
  /** The entity the oracle answers about. */
  entity: string;
}

export interface CheckState {
  entity: string;
  /** The oracle's answers, in the bank's order. */
  answers: Answer[];
  forfeit: boolean;
}

export interface CheckMove {
  kind: 'answer';
  answer: Answer;
}

export interface CheckResult {
  /** The question's number, from 1, in the bank's order. */
  number: number;
  /** The data set's answer. */
  data: Answer;
  /** Whether the oracle's answer is the data's. */
  agrees: boolean;
}

export interface CheckOutcome {
  /** Answers that agree with the data. */
  agreed: number;
  /** Questions answered. */
  answered: number;
}

export interface CheckMetrics {
  [key: string]: string | number | Record<string, boolean>;
  entity: string;
  agreed: number;
  answered: number;
  /** Whether each bank question's answer (by question id) agreed with the data. */
  agrees: Record<string, boolean>;
}

export interface Types {
  params: CheckParams;
  setup: CheckSetup;
  state: CheckState;
  move: CheckMove;
  view: OracleView;
  /** The one seat is the oracle, who knows the entity: anyone watching may see what it sees. */
  publicView: OracleView;
  result: CheckResult;
  outcome: CheckOutcome;
  metrics: CheckMetrics;
}

const dataAnswer = (entity: string, index: number): Answer => (entityNamed(entity)!.answers[QUESTIONS[index]!.id] ? 'yes' : 'no');

const isOver = (state: CheckState) => state.forfeit || state.answers.length === QUESTIONS.length;

/** BrainKing's oracle view in easy mode, so its oracle bots and prompts play here unchanged. */
function oracleView(state: CheckState): OracleView {
  const entity = entityNamed(state.entity)!;
  const turn = (index: number) => ({ number: index + 1, question: QUESTIONS[index]!.text, questionId: QUESTIONS[index]!.id });
  const next = state.answers.length;
  return {
    seat: 'oracle',
    mode: 'easy',
    oracle: 'open',
    start: entity.concepts[0]!,
    maxQuestions: QUESTIONS.length,
    entity: entity.name,
    similar: null,
    misleadingQuestions: [],
    misleadingLeft: 0,
    turns: state.answers.map((answer, i) => ({ ...turn(i), answer, misleading: false })),
    pending: isOver(state) ? null : { kind: 'question', ...turn(next) },
  };
}

export const oracleCheck: Game<Types> = {
  id: 'brainking-oracle-check',
  info,
  variants: [
    {
      id: 'bank',
      label: 'The whole bank',
      description: `All ${QUESTIONS.length} bank questions about one entity per episode, compared with the data set.`,
      params: {},
    },
  ],
  seats: () => ['oracle'],
  setup: (_params, rng) => ({ entity: rng.pick(ENTITIES).name }),
  allSetups: () => ENTITIES.map((e) => ({ entity: e.name })),
  init: (_params, setup) => ({ entity: setup.entity, answers: [], forfeit: false }),
  current: (state) => (isOver(state) ? null : 'oracle'),
  view: (state) => oracleView(state),
  publicView: (state) => oracleView(state),
  validate(_state, _seat, move) {
    const { kind, answer, misleading } = (typeof move === 'object' && move !== null ? move : {}) as Record<string, unknown>;
    if (kind !== 'answer' || (answer !== 'yes' && answer !== 'no')) return { ok: false, reason: 'Answer the question with yes or no.' };
    if (misleading === true) return { ok: false, reason: 'The oracle check has no misleading answers: answer truthfully.' };
    return { ok: true, move: { kind: 'answer', answer } };
  },
  apply(state, _seat, move) {
    const number = state.answers.length + 1;
    const data = dataAnswer(state.entity, number - 1);
    return { state: { ...state, answers: [...state.answers, move.answer] }, result: { number, data, agrees: move.answer === data } };
  },
  forfeit: (state) => ({ ...state, forfeit: true }),
  outcome: (state) =>
    isOver(state) ? { agreed: state.answers.filter((a, i) => a === dataAnswer(state.entity, i)).length, answered: state.answers.length } : null,
  errorAllowance: 3,
  metrics({ entity, answers }) {
    const agrees = answers.map((answer, i) => answer === dataAnswer(entity, i));
    return {
      entity,
      agreed: agrees.filter(Boolean).length,
      answered: answers.length,
      agrees: Object.fromEntries(agrees.map((agree, i) => [QUESTIONS[i]!.id, agree])),
    };
  },
  summarize: (metrics) => fold(oracleCheck.tally(), metrics),
  /**
   * Agreement overall and per question, folded an episode at a time. The overall share pools the
   * answers about each entity, which are not independent: its 95% interval is clustered by
   * episode. Each question is answered once an episode, so its own share has Wilson's interval.
   */
  tally() {
    let episodes = 0;
    const agreement = new ClusteredShare();
    const perQuestion = new Map<string, { answers: number; yes: number }>();
    // Each answer against the data's, by the data's answer and the oracle's: a disagreement is the other of yes and no.
    const pairs: { data: string; answer: string; count: number }[] = [];
    const pair = (data: string, answer: string) => pairs.find((p) => p.data === data && p.answer === answer) ?? pairs[pairs.push({ data, answer, count: 0 }) - 1]!;
    return {
      add(m) {
        episodes++;
        agreement.add(m.agreed, m.answered);
        for (const [id, agrees] of Object.entries(m.agrees)) {
          const question = perQuestion.get(id) ?? { answers: 0, yes: 0 };
          question.answers++;
          if (agrees) question.yes++;
          perQuestion.set(id, question);
          const data = entityNamed(m.entity)?.answers[id] ? 'Yes' : 'No';
          pair(data, agrees ? data : data === 'Yes' ? 'No' : 'Yes').count++;
        }
      },
      summary(): Summary {
        const values = ['Yes', 'No'];
        return {
          episodes,
          stats: [
            { id: 'agreement', label: `Agreement with the data, all answers (${agreement.count()})`, value: agreement.value(), interval: agreement.interval(), format: 'percent' },
            ...QUESTIONS.flatMap((q): SummaryStat[] => {
              const { answers = 0, yes = 0 } = perQuestion.get(q.id) ?? {};
              return answers ? [{ id: `agreement.${q.id}`, label: `Agreement: ${q.text}`, value: yes / answers, interval: wilson(yes, answers), format: 'percent' }] : [];
            }),
          ],
          series: [],
          tables: [
            crossTable('answers', 'The oracle’s answers against the data’s', { label: 'The data says', values, of: (p) => p.data }, { label: 'The oracle answered', values, of: (p) => p.answer }, pairs, (p) => p.count),
          ],
        };
      },
    };
  },
  describe: (move, { number, data, agrees }) =>
    `Q${number}: ${QUESTIONS[number - 1]!.text} ${move.answer === 'yes' ? 'Yes' : 'No'}${agrees ? '' : ` (the data says ${data === 'yes' ? 'Yes' : 'No'})`}`,
  describeOutcome: ({ agreed, answered }) => `agreed on ${agreed} of ${answered}`,
};
