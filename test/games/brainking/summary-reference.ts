/** BrainKing's summary as it was computed from every episode's metrics at once, before it was folded: the tally's reference. */
import type { Summary, SummaryStat } from '../../../src/core/game';
import { cutStat, mean, wilson } from '../../../src/core/stats';
import { MODE_LABELS } from '../../../src/games/brainking/game';
import { STAT_LABELS, misleadingGroup } from '../../../src/games/brainking/metrics';
import { winRates } from '../../../src/games/brainking/rules';
import type { Metrics } from '../../../src/games/brainking/types';

/** A summary's statistics over one group of episodes: all of a run, or one mode of several. */
function groupStats(metrics: Metrics[], id: string, label: string): SummaryStat[] {
  const n = metrics.length;
  const correct = metrics.filter((m) => m.correct).length;
  const meanRounds = mean(metrics.map((m) => m.rounds));
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
    { id: `${id}meanQuestions`, label: `${label}Questions asked per episode`, value: mean(metrics.map((m) => m.questions)), format: 'number' },
    { id: `${id}meanInvalid`, label: `${label}Invalid attempts per episode`, value: mean(metrics.map((m) => m.invalid)), format: 'number' },
    { ...cutStat(metrics, `${label}Replies cut off at the token limit per episode`), id: `${id}meanCut` },
  );
  const hard = metrics.filter((m) => m.mode === 'hard');
  if (hard.length === 0) return stats;
  const misledCount = hard.filter((m) => m.guessedSimilar).length;
  stats.push({
    id: `${id}misledRate`, label: `${label}Final guess was the similar entity (hard mode)`,
    value: misledCount / hard.length, interval: wilson(misledCount, hard.length), format: 'percent',
  });
  for (const given of [...new Set(hard.map((m) => m.misleadingAnswers))].sort((a, b) => a - b)) {
    const group = hard.filter((m) => m.misleadingAnswers === given);
    const right = group.filter((m) => m.correct).length;
    stats.push({
      id: `${id}accuracyMisled${given}`,
      label: `${label}Accuracy with ${given} misleading answer${given === 1 ? '' : 's'} given (${group.length} episode${group.length === 1 ? '' : 's'})`,
      value: right / group.length, interval: wilson(right, group.length), format: 'percent',
    });
  }
  return stats;
}

/**
 * The statistics over all episodes; when a batch mixes modes, per mode too (ids `easy.accuracy`…),
 * and when its hard-mode episodes were set to give different numbers of misleading answers, per
 * number (ids `k2.accuracy`…): the groups of the paper's Tables 2, 4 and 5.
 */
export function summarize(metrics: Metrics[]): Summary {
  const modes = [...new Set(metrics.map((m) => m.mode))];
  const mixed = modes.length > 1;
  const hard = metrics.filter((m) => m.mode === 'hard');
  const settings = [...new Set(hard.map((m) => m.misleadingSetting))].sort((a, b) => a - b);
  return {
    episodes: metrics.length,
    stats: [
      ...(metrics.length ? groupStats(metrics, '', mixed ? 'All modes: ' : '') : []),
      ...(mixed ? modes.flatMap((mode) => groupStats(metrics.filter((m) => m.mode === mode), `${mode}.`, `${MODE_LABELS[mode]}: `)) : []),
      ...(settings.length > 1
        ? settings.flatMap((k) => groupStats(hard.filter((m) => m.misleadingSetting === k), misleadingGroup(k).id, misleadingGroup(k).label))
        : []),
    ],
    series: [],
  };
}
