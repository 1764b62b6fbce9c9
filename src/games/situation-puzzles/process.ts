/**
 * The process score of a game whose puzzles list key questions (AR-Bench's situation puzzles and
 * detective cases): after each judged question, the share of the key questions the conversation
 * has resolved so far. AR-Bench's released code computes no process score for these tasks (its
 * key-point prompts are defined but never called); this is Fogplay's reconstruction from the
 * paper's description of a process measured by the key questions a player's questions reach.
 */
import type { SummarySeries, SummaryStat } from '../../core/game';
import { mean, meanInterval, type Interval } from '../../core/stats';

/** A mean share's 95% normal interval, kept within 0 and 1. */
export function shareInterval(values: readonly number[]): Interval {
  const { low, high } = meanInterval(values);
  return { low: Math.max(0, low), high: Math.min(1, high) };
}

/**
 * The curve of one episode: for each judged question in order, the key questions resolved after
 * it (by number), as a share of `keyQuestions`. Empty when no question was judged.
 */
export function processCurve(resolvedAfterEachTurn: readonly (readonly number[])[], keyQuestions: number): number[] {
  return resolvedAfterEachTurn.map((resolved) => (keyQuestions > 0 ? resolved.length / keyQuestions : 0));
}

/** A curve's final share: 0 before any question. */
export const finalShare = (curve: readonly number[]) => curve.at(-1) ?? 0;

/**
 * The mean curve over episodes, with its 95% interval at each turn (`shareInterval`). An episode that asked
 * fewer questions keeps its last share for the later turns (what it had resolved when it stopped).
 */
export function meanCurve(curves: readonly (readonly number[])[]): { mean: number[]; low: number[]; high: number[] } {
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
