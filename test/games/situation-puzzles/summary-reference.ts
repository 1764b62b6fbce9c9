/** Situation puzzles' summary, and the process figures it shares with detective cases, as computed from every episode's metrics at once before they were folded: the tallies' reference. */
import type { Summary, SummarySeries, SummaryStat } from '../../../src/core/game';
import { cutStat, invalidStat, mean, meanInterval, wilson, type Interval } from '../../../src/core/stats';
import { finalShare } from '../../../src/games/situation-puzzles/process';
import type { Metrics, Verdict } from '../../../src/games/situation-puzzles/types';

/** A mean share's 95% interval (Student's t), kept within 0 and 1. */
export function shareInterval(values: readonly number[]): Interval {
  const { low, high } = meanInterval(values);
  return { low: Math.max(0, low), high: Math.min(1, high) };
}

/**
 * The mean curve over episodes, with its 95% interval at each turn (`shareInterval`). An episode that asked
 * fewer questions keeps its last share for the later turns (what it had resolved when it stopped).
 */
function meanCurve(curves: readonly (readonly number[])[]): { mean: number[]; low: number[]; high: number[] } {
  const turns = curves.reduce((n, c) => Math.max(n, c.length), 0);
  const result = { mean: [] as number[], low: [] as number[], high: [] as number[] };
  for (let t = 0; t < turns; t++) {
    const values = curves.map((c) => c[Math.min(t, c.length - 1)] ?? 0);
    const { low, high } = shareInterval(values);
    result.mean.push(mean(values));
    result.low.push(low);
    result.high.push(high);
  }
  return result;
}

/**
 * A batch's process figures: the mean final share with its interval, and the mean curve after
 * each question with its interval as two more series.
 */
export function processSummary(curves: readonly (readonly number[])[]): { stats: SummaryStat[]; series: SummarySeries[] } {
  if (curves.length === 0) return { stats: [], series: [] };
  const finals = curves.map(finalShare);
  const curve = meanCurve(curves);
  return {
    stats: [{ id: 'process', label: 'Process score: key questions resolved (mean)', value: mean(finals), interval: shareInterval(finals), format: 'percent' }],
    series: [
      { id: 'processCurve', label: 'Key questions resolved after each question (mean)', values: curve.mean },
      { id: 'processCurveLow', label: 'Key questions resolved after each question (95% interval, low)', values: curve.low },
      { id: 'processCurveHigh', label: 'Key questions resolved after each question (95% interval, high)', values: curve.high },
    ],
  };
}

/** A mean F1 with its interval. */
const meanF1 = (id: string, label: string, values: number[]): SummaryStat => ({ id, label, value: mean(values), interval: shareInterval(values), format: 'number' });

/** The share of each verdict among the episodes that got one, with Wilson intervals. */
function verdictStats(metrics: Metrics[]): SummaryStat[] {
  const given = metrics.filter((m) => m.verdict !== null && m.verdict !== 'none');
  const labels: Record<Verdict, string> = { correct: 'correct', partly: 'partly correct', wrong: 'wrong' };
  return given.length === 0
    ? []
    : (Object.keys(labels) as Verdict[]).map((verdict) => {
        const n = given.filter((m) => m.verdict === verdict).length;
        return {
          id: `verdict.${verdict}`, label: `Judge's verdict: ${labels[verdict]} (of ${given.length} judged)`,
          value: n / given.length, interval: wilson(n, given.length), format: 'percent',
        };
      });
}

export function summarize(metrics: Metrics[]): Summary {
  if (metrics.length === 0) return { episodes: 0, stats: [], series: [] };
  const process = processSummary(metrics.map((m) => m.process));
  const forfeits = metrics.filter((m) => m.forfeit !== null).length;
  return {
    episodes: metrics.length,
    stats: [
      meanF1('f1Char', 'F1, characters (AR-Bench)', metrics.map((m) => m.f1Char)),
      meanF1('f1Word', 'F1, words (AR-Bench)', metrics.map((m) => m.f1Word)),
      ...process.stats,
      ...verdictStats(metrics),
      { id: 'meanQuestions', label: 'Questions asked per episode', value: mean(metrics.map((m) => m.questions)), format: 'number' },
      { id: 'meanNotAQuestion', label: 'Replies "not a question" per episode', value: mean(metrics.map((m) => m.notAQuestion)), format: 'number' },
      invalidStat(metrics),
      cutStat(metrics),
      { id: 'forfeits', label: 'Forfeited episodes', value: forfeits / metrics.length, interval: wilson(forfeits, metrics.length), format: 'percent' },
    ],
    series: process.series,
  };
}
