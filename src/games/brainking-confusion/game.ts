/**
 * BrainKing's ability to recognise confusion (Chen et al., 2024), as a game of one seat: after a
 * hard-mode episode, a judge reads the transcript and says whether the player was misled without
 * recovering, that is, followed the direction of the misleading answers and never came back.
 * The paper's own judging protocol could not be consulted, so this definition is ours; the
 * summary gives the share judged misled with a Wilson interval, beside the judged episodes'
 * accuracy. The episodes are played from the seed (the bank bot against the rule-based oracle) or
 * read from a file of exported BrainKing runs.
 */
import { fold, type Game, type SummaryStat } from '../../core/game';
import type { Json } from '../../core/record';
import { crossTable, wilson } from '../../core/stats';
import { ENTITIES } from '../brainking/data';
import { MISLEADING_RANGE } from '../brainking/rules';
import { factsOf, playHard, type Facts, type JudgedEpisode } from './episode';
import { info } from './info';

export interface Params {
  /** Misleading answers in the episodes played from the seed (the paper's k, 2 to 4); a file's episodes keep their own. */
  misleading: number;
}

export interface State {
  episode: JudgedEpisode;
  /** The judge's answer: whether the player was misled without recovering; null until given. */
  verdict: boolean | null;
  forfeit: boolean;
}

export interface Move {
  kind: 'verdict';
  misled: boolean;
}

/** The judge, who reads the whole game, sees what anyone watching sees. */
export interface JudgeView {
  seat: 'judge';
  episode: JudgedEpisode;
  facts: Facts;
  verdict: boolean | null;
}

export interface Outcome {
  /** The verdict; null when the judge forfeited. */
  misled: boolean | null;
  /** Whether the judged episode's player found the entity. */
  correct: boolean;
}

export interface Metrics {
  [key: string]: Json;
  entity: string;
  misled: boolean | null;
  correct: boolean;
  guessedSimilar: boolean;
  misleadingAnswers: number;
}

export interface Types {
  params: Params;
  setup: JudgedEpisode;
  state: State;
  move: Move;
  view: JudgeView;
  publicView: JudgeView;
  result: { misled: boolean };
  outcome: Outcome;
  metrics: Metrics;
}

const isOver = (state: State) => state.forfeit || state.verdict !== null;

const judgeView = ({ episode, verdict }: State): JudgeView => ({ seat: 'judge', episode, facts: factsOf(episode), verdict });

const share = (id: string, label: string, yes: number, n: number): SummaryStat[] =>
  n === 0 ? [] : [{ id, label: `${label} (${n})`, value: yes / n, interval: wilson(yes, n), format: 'percent' }];

function checkParams({ misleading }: Params): void {
  const { min, max } = MISLEADING_RANGE;
  if (!(Number.isInteger(misleading) && misleading >= min && misleading <= max)) throw new Error(`Hard mode gives ${min} to ${max} misleading answers, not ${JSON.stringify(misleading)}.`);
}

export const confusion: Game<Types> = {
  id: 'brainking-confusion',
  info,
  variants: [2, 3, 4].map((k) => ({
    id: `hard-k${k}`,
    label: `Hard mode, ${k} misleading answers`,
    description: `Games with ${k} misleading answers (the paper's Table ${k === 2 ? '2' : '5'} setting), the bank bot against the rule-based oracle; or those of a file of BrainKing runs.`,
    params: { misleading: k },
  })),
  seats: () => ['judge'],
  setup(params, rng) {
    checkParams(params);
    return playHard(rng.pick(ENTITIES), params.misleading);
  },
  allSetups(params) {
    checkParams(params);
    return ENTITIES.map((entity) => playHard(entity, params.misleading));
  },
  init: (_params, episode) => ({ episode, verdict: null, forfeit: false }),
  current: (state) => (isOver(state) ? null : 'judge'),
  view: (state) => judgeView(state),
  publicView: (state) => judgeView(state),
  validate(_state, _seat, move) {
    const { kind, misled } = (typeof move === 'object' && move !== null ? move : {}) as Record<string, unknown>;
    if (kind !== 'verdict' || typeof misled !== 'boolean') return { ok: false, reason: 'Say whether the player was misled without recovering: yes or no.' };
    return { ok: true, move: { kind: 'verdict', misled } };
  },
  apply: (state, _seat, { misled }) => ({ state: { ...state, verdict: misled }, result: { misled } }),
  forfeit: (state) => ({ ...state, forfeit: true }),
  outcome: (state) => (isOver(state) ? { misled: state.verdict, correct: state.episode.correct } : null),
  errorAllowance: 3,
  metrics({ episode }, { misled, correct }) {
    const facts = factsOf(episode);
    return { entity: episode.entity, misled, correct, guessedSimilar: facts.guessedSimilar, misleadingAnswers: facts.misleading.length };
  },
  summarize: (metrics) => fold(confusion.tally(), metrics),
  /** Over the episodes the judge answered for: the share judged misled without recovery, and their accuracy, with 95% Wilson intervals. */
  tally() {
    let [episodes, judged, misled, correct, guessedSimilar, misleadingGiven] = [0, 0, 0, 0, 0, 0];
    // The judged episodes by how the game ended and the verdict, as the table counts them.
    const cells = new Map<string, { guess: string; verdict: string; count: number }>();
    return {
      add(m) {
        episodes++;
        if (m.misled === null) return;
        judged++;
        if (m.misled) misled++;
        if (m.correct) correct++;
        if (m.guessedSimilar) guessedSimilar++;
        if (m.misleadingAnswers > 0) misleadingGiven++;
        const [guess, verdict] = [m.correct ? 'the entity' : m.guessedSimilar ? 'the similar entity' : 'another', m.misled ? 'misled' : 'not misled'];
        const cell = cells.get(`${guess}/${verdict}`) ?? { guess, verdict, count: 0 };
        cell.count++;
        cells.set(`${guess}/${verdict}`, cell);
      },
      summary: () => ({
        episodes,
        stats: [
          ...share('misledWithoutRecovery', 'Judged misled without recovery', misled, judged),
          ...share('accuracy', 'Accuracy of the judged episodes', correct, judged),
          ...share('guessedSimilar', 'Final guess was the similar entity', guessedSimilar, judged),
          ...share('misleadingGiven', 'Episodes where a misleading answer was given', misleadingGiven, judged),
        ],
        series: [],
        tables: [
          crossTable(
            'verdicts',
            'The judge’s verdicts against how the judged game ended',
            { label: 'The player’s final guess', values: ['the entity', 'the similar entity', 'another'], of: (c) => c.guess },
            { label: 'The judge says', values: ['misled', 'not misled'], of: (c) => c.verdict },
            cells.values(),
            (c) => c.count,
          ),
        ],
      }),
    };
  },
  describe: ({ misled }) => `The judge says the player was ${misled ? '' : 'not '}misled without recovering`,
  describeOutcome: ({ misled, correct }) => `${misled === null ? 'not judged' : misled ? 'misled' : 'not misled'}; the player ${correct ? 'found' : 'missed'} the entity`,
};
