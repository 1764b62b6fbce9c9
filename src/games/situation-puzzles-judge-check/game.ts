/**
 * The judge check, beyond the paper: how often a judge (usually a model) answers the bundled
 * puzzles' key questions as `key-answers.json` does. Each episode asks every key question of one
 * puzzle, in order and in one conversation, with the situation puzzles' own judge view, prompts
 * and rules for a reply; a batch's episodes are the sample of puzzles (`--all-setups`: every
 * puzzle once). It also records whether the judge counts each key question as resolved when it is
 * asked word for word, which is what the process score relies on.
 */
import { fold, type Game, type SummaryStat } from '../../core/game';
import type { Json } from '../../core/record';
import { ClusteredShare, crossTable } from '../../core/stats';
import { KEY_ANSWERS, PUZZLES, setupOf } from '../situation-puzzles/data';
import { situationPuzzles } from '../situation-puzzles/game';
import { replyText } from '../situation-puzzles/transcript';
import type { JudgeView, KeyAnswer, PuzzleRecord, Reply, State as PuzzleState, Turn } from '../situation-puzzles/types';
import { info } from './info';

/** The check has no parameters: every key question, once. */
export type CheckParams = Record<string, never>;

export interface CheckSetup {
  /** The bundled puzzle's `index`. */
  puzzle: number;
}

export interface CheckState {
  puzzle: number;
  /** The judge's replies, in the order of the key questions. */
  replies: Reply[];
  /** The key questions the judge counted as resolved after each reply. */
  resolved: number[][];
  forfeit: boolean;
}

export interface CheckMove {
  kind: 'answer';
  reply: Reply;
  resolved: number[];
}

export interface CheckResult {
  /** The key question's number, from 1. */
  number: number;
  /** The data's answer. */
  data: KeyAnswer;
  /** Whether the judge's reply is the data's. */
  agrees: boolean;
  /** Whether the judge counted this key question as resolved once it was asked. */
  resolved: boolean;
}

export interface CheckOutcome {
  /** Replies that agree with the data. */
  agreed: number;
  /** Key questions answered. */
  answered: number;
}

export interface CheckMetrics {
  [key: string]: Json;
  puzzle: number;
  /** For each key question in order: the data's answer, the judge's reply, and whether it counted the question resolved. */
  answers: { data: KeyAnswer; reply: Reply; resolved: boolean }[];
}

/** The judge check's types, as the game contract and its board use them. */
export interface CheckTypes {
  params: CheckParams;
  setup: CheckSetup;
  state: CheckState;
  move: CheckMove;
  view: JudgeView;
  /** The one seat is the judge, who knows the story: anyone watching may see what it sees. */
  publicView: JudgeView;
  result: CheckResult;
  outcome: CheckOutcome;
  metrics: CheckMetrics;
}

const BY_INDEX = new Map(PUZZLES.map((p) => [p.index, p]));
const puzzleOf = (state: { puzzle: number }): PuzzleRecord => BY_INDEX.get(state.puzzle)!;
const dataAnswers = (state: { puzzle: number }): KeyAnswer[] => KEY_ANSWERS[String(state.puzzle)]!;

const isOver = (state: CheckState) => state.forfeit || state.replies.length === puzzleOf(state).key_question.length;

/** The situation-puzzle state the check stands for: the key questions asked so far, the next one waiting for its reply. */
function puzzleState(state: CheckState): PuzzleState {
  const puzzle = puzzleOf(state);
  const keys = puzzle.key_question;
  const turns: Turn[] = state.replies.map((reply, i) => ({ number: i + 1, question: keys[i]!, reply, resolved: state.resolved[i]! }));
  if (!isOver(state)) turns.push({ number: turns.length + 1, question: keys[turns.length]!, reply: null, resolved: state.resolved.at(-1) ?? [] });
  const params = { maxQuestions: keys.length, earlyExplanation: false, verdict: false };
  return { ...situationPuzzles.init(params, setupOf(puzzle)), turns };
}

const judgeView = (state: CheckState) => situationPuzzles.view(puzzleState(state), 'judge') as JudgeView;

const answersOf = (state: CheckState) =>
  state.replies.map((reply, i) => ({ data: dataAnswers(state)[i]!, reply, resolved: state.resolved[i]!.includes(i + 1) }));

/** A share of the replies pooled over puzzles, its interval clustered by episode (the replies about one puzzle are not independent). */
const share = (id: string, label: string, replies: ClusteredShare): SummaryStat[] =>
  replies.count() === 0 ? [] : [{ id, label: `${label} (${replies.count()})`, value: replies.value(), interval: replies.interval(), format: 'percent' }];

export const judgeCheck: Game<CheckTypes> = {
  id: 'situation-puzzles-judge-check',
  info,
  variants: [
    {
      id: 'key-questions',
      label: 'Every key question',
      description: 'All key questions of one puzzle per episode, compared with the data’s answers.',
      params: {},
    },
  ],
  seats: () => ['judge'],
  setup: (_params, rng) => ({ puzzle: rng.pick(PUZZLES).index }),
  allSetups: () => PUZZLES.map((p) => ({ puzzle: p.index })),
  init: (_params, setup) => ({ puzzle: setup.puzzle, replies: [], resolved: [], forfeit: false }),
  current: (state) => (isOver(state) ? null : 'judge'),
  view: (state) => judgeView(state),
  publicView: (state) => judgeView(state),
  validate(state, seat, move) {
    const checked = situationPuzzles.validate(puzzleState(state), seat, move);
    if (!checked.ok) return checked;
    if (checked.move.kind !== 'answer') return { ok: false, reason: 'Reply to the key question: Yes, No or Unknown.' };
    return { ok: true, move: checked.move };
  },
  apply(state, _seat, move) {
    const number = state.replies.length + 1;
    const data = dataAnswers(state)[number - 1]!;
    return {
      state: { ...state, replies: [...state.replies, move.reply], resolved: [...state.resolved, move.resolved] },
      result: { number, data, agrees: move.reply === data, resolved: move.resolved.includes(number) },
    };
  },
  forfeit: (state) => ({ ...state, forfeit: true }),
  outcome: (state) => (isOver(state) ? { agreed: answersOf(state).filter((a) => a.reply === a.data).length, answered: state.replies.length } : null),
  errorAllowance: 3,
  metrics: (state) => ({ puzzle: state.puzzle, answers: answersOf(state) }),
  summarize: (metrics) => fold(judgeCheck.tally(), metrics),
  /**
   * Agreement with the data, overall and by the data's answer, folded an episode at a time, with
   * 95% intervals clustered by episode: the replies about one puzzle are not independent.
   */
  tally() {
    let episodes = 0;
    const shares = { agreement: new ClusteredShare(), yes: new ClusteredShare(), no: new ClusteredShare(), unknown: new ClusteredShare(), notAQuestion: new ClusteredShare(), resolved: new ClusteredShare() };
    // The replies by the data's answer and the judge's reply, as the table counts them.
    const cells = new Map<string, { data: string; reply: string; count: number }>();
    return {
      add(m) {
        episodes++;
        const count = (of: (a: (typeof m.answers)[number]) => boolean, among = m.answers) => [among.filter(of).length, among.length] as const;
        shares.agreement.add(...count((a) => a.reply === a.data));
        shares.yes.add(...count((a) => a.reply === a.data, m.answers.filter((a) => a.data === 'Yes')));
        shares.no.add(...count((a) => a.reply === a.data, m.answers.filter((a) => a.data === 'No')));
        shares.unknown.add(...count((a) => a.reply === 'Unknown'));
        shares.notAQuestion.add(...count((a) => a.reply === 'not-a-question'));
        shares.resolved.add(...count((a) => a.resolved));
        for (const a of m.answers) {
          const cell = cells.get(`${a.data}/${a.reply}`) ?? { data: a.data, reply: a.reply.replaceAll('-', ' '), count: 0 };
          cell.count++;
          cells.set(`${a.data}/${a.reply}`, cell);
        }
      },
      summary: () => ({
        episodes,
        stats: [
          ...share('agreement', 'Agreement with the data, all key questions', shares.agreement),
          ...share('agreement.yes', 'Agreement where the data says Yes', shares.yes),
          ...share('agreement.no', 'Agreement where the data says No', shares.no),
          ...share('unknown', 'Replied Unknown', shares.unknown),
          ...share('notAQuestion', 'Replied "not a question"', shares.notAQuestion),
          ...share('resolved', 'Counted the key question as resolved', shares.resolved),
        ],
        series: [],
        tables: [
          crossTable(
            'replies',
            'The judge’s replies to the key questions against the data’s answers',
            { label: 'The data says', values: ['Yes', 'No'], of: (c) => c.data },
            { label: 'The judge replied', values: ['Yes', 'No', 'Unknown', 'not a question'], of: (c) => c.reply },
            cells.values(),
            (c) => c.count,
          ),
        ],
      }),
    };
  },
  describe: (move, { number, data, agrees, resolved }) =>
    `Key question ${number}: ${replyText(move.reply)}${agrees ? '' : ` (the data says ${data})`}${resolved ? '' : ' (not counted as resolved)'}`,
  describeOutcome: ({ agreed, answered }) => `agreed on ${agreed} of ${answered}`,
};
