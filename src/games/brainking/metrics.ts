/** BrainKing's measures as the paper defines them: accuracy, rounds, win rates, and how misleading answers worked. */
import { fold, type Summary, type SummaryStat, type Tally } from '../../core/game';
import type { EpisodeRecord } from '../../core/record';
import { cutReplies, invalidAttempts } from '../../core/replay';
import { cutStat, wilson } from '../../core/stats';
import { findEntity } from './match';
import { MODE_LABELS, misled } from './game';
import { rounds, winRates } from './rules';
import type { Metrics, Outcome, State } from './types';

/** The labels of a group's statistics, which the paper's reference columns share. */
export const STAT_LABELS = {
  accuracy: 'Accuracy',
  meanRounds: 'Mean rounds (30 when not found)',
  accuracyWinRate: 'Accuracy win rate',
  roundsWinRate: 'Rounds win rate',
  totalWinRate: 'Total win rate',
} as const;

/** The id and label prefix of hard-mode episodes set to give k misleading answers, as the paper's Table 5 groups them. */
export const misleadingGroup = (k: number) => ({ id: `k${k}.`, label: `Hard, ${k} misleading answers: ` });

/** The statistics of one group of episodes (all of a run, or one mode of several), folded an episode at a time. */
function groupTally() {
  let [n, correct, roundSum, questions, invalid, cut, hard, similar] = [0, 0, 0, 0, 0, 0, 0, 0];
  /** Hard-mode episodes by the misleading answers given: how many, and how many found the entity. */
  const byMisleading = new Map<number, { episodes: number; correct: number }>();
  return {
    add(m: Metrics) {
      n++;
      if (m.correct) correct++;
      roundSum += m.rounds;
      questions += m.questions;
      invalid += m.invalid;
      cut += m.cut ?? 0;
      if (m.mode !== 'hard') return;
      hard++;
      if (m.guessedSimilar) similar++;
      const given = byMisleading.get(m.misleadingAnswers) ?? { episodes: 0, correct: 0 };
      given.episodes++;
      if (m.correct) given.correct++;
      byMisleading.set(m.misleadingAnswers, given);
    },
    stats(id: string, label: string): SummaryStat[] {
      const meanRounds = roundSum / n;
      const rates = winRates(correct / n, meanRounds);
      const stats: SummaryStat[] = [
        { id: `${id}accuracy`, label: `${label}${STAT_LABELS.accuracy}`, value: correct / n, interval: wilson(correct, n), format: 'percent' },
        { id: `${id}meanRounds`, label: `${label}${STAT_LABELS.meanRounds}`, value: meanRounds, format: 'number' },
        { id: `${id}accuracyWinRate`, label: `${label}${STAT_LABELS.accuracyWinRate}`, value: rates.accuracy, format: 'number' },
      ];
      // When every episode found the entity without a question, 100 / 0 rounds is no rate.
      if (meanRounds > 0) {
        stats.push(
          { id: `${id}roundsWinRate`, label: `${label}${STAT_LABELS.roundsWinRate}`, value: rates.rounds, format: 'number' },
          { id: `${id}totalWinRate`, label: `${label}${STAT_LABELS.totalWinRate}`, value: rates.total, format: 'number' },
        );
      }
      stats.push(
        { id: `${id}meanQuestions`, label: `${label}Questions asked per episode`, value: questions / n, format: 'number' },
        { id: `${id}meanInvalid`, label: `${label}Invalid attempts per episode`, value: invalid / n, format: 'number' },
        { ...cutStat(cut / n, `${label}Replies cut off at the token limit per episode`), id: `${id}meanCut` },
      );
      if (hard === 0) return stats;
      stats.push({
        id: `${id}misledRate`, label: `${label}Final guess was the similar entity (hard mode)`,
        value: similar / hard, interval: wilson(similar, hard), format: 'percent',
      });
      for (const [given, group] of [...byMisleading].sort(([a], [b]) => a - b)) {
        stats.push({
          id: `${id}accuracyMisled${given}`,
          label: `${label}Accuracy with ${given} misleading answer${given === 1 ? '' : 's'} given (${group.episodes} episode${group.episodes === 1 ? '' : 's'})`,
          value: group.correct / group.episodes, interval: wilson(group.correct, group.episodes), format: 'percent',
        });
      }
      return stats;
    },
  };
}

export function metrics(state: State, { correct, questions, guess }: Outcome, episode: EpisodeRecord): Metrics {
  const { similar } = state.setup;
  const { mode, misleading } = state.params;
  return {
    mode,
    correct,
    questions,
    rounds: rounds(correct, questions),
    guessedSimilar: guess !== null && similar !== null && findEntity(guess)?.name === similar,
    misleadingAnswers: misled(state.turns).size,
    misleadingSetting: mode === 'hard' ? misleading : 0,
    misleadingAt: state.turns.filter((t) => t.misleading).map((t) => t.number),
    invalid: invalidAttempts(episode),
      cut: cutReplies(episode),
  };
}

/**
 * The statistics over all episodes; when a batch mixes modes, per mode too (ids `easy.accuracy`…),
 * and when its hard-mode episodes were set to give different numbers of misleading answers, per
 * number (ids `k2.accuracy`…): the groups of the paper's Tables 2, 4 and 5. Folded an episode at a time.
 */
export function tally(): Tally<Metrics> {
  const all = groupTally();
  const modes = new Map<Metrics['mode'], ReturnType<typeof groupTally>>();
  const settings = new Map<number, ReturnType<typeof groupTally>>();
  const into = <K>(groups: Map<K, ReturnType<typeof groupTally>>, key: K) => groups.get(key) ?? groups.set(key, groupTally()).get(key)!;
  let n = 0;
  return {
    add(m) {
      n++;
      all.add(m);
      into(modes, m.mode).add(m);
      if (m.mode === 'hard') into(settings, m.misleadingSetting).add(m);
    },
    summary: () => ({
      episodes: n,
      stats: [
        ...(n ? all.stats('', modes.size > 1 ? 'All modes: ' : '') : []),
        ...(modes.size > 1 ? [...modes].flatMap(([mode, group]) => group.stats(`${mode}.`, `${MODE_LABELS[mode]}: `)) : []),
        ...(settings.size > 1
          ? [...settings].sort(([a], [b]) => a - b).flatMap(([k, group]) => group.stats(misleadingGroup(k).id, misleadingGroup(k).label))
          : []),
      ],
      series: [],
    }),
  };
}

export const summarize = (metrics: Metrics[]): Summary => fold(tally(), metrics);
