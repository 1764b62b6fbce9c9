/**
 * The process score of a game whose puzzles list key questions (AR-Bench's situation puzzles and
 * detective cases): after each judged question, the share of the key questions the conversation
 * has resolved so far. AR-Bench's released code computes no process score for these tasks (its
 * key-point prompts are defined but never called); this is Fogplay's reconstruction from the
 * paper's description of a process measured by the key questions a player's questions reach.
 */
import type { SummarySeries, SummaryStat } from '../../core/game';
import { RunningMean, type Interval } from '../../core/stats';

/** A mean share's 95% interval (Student's t), kept within 0 and 1. */
export const withinShares = ({ low, high }: Interval): Interval => ({ low: Math.max(0, low), high: Math.min(1, high) });

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
 * A batch's process figures, folded a curve at a time: the mean final share with its interval, and
 * the mean curve after each question with its interval as two more series. An episode that asked
 * fewer questions keeps its last share for the later turns (what it had resolved when it stopped).
 */
export function processTally() {
  const finals = new RunningMean();
  /** By turn, the shares of the curves that reached it. */
  const reached: RunningMean[] = [];
  /** By length, the final shares of the curves that ended there. */
  const ended: RunningMean[] = [];
  return {
    add(curve: readonly number[]) {
      finals.add(finalShare(curve));
      curve.forEach((share, turn) => (reached[turn] ??= new RunningMean()).add(share));
      (ended[curve.length] ??= new RunningMean()).add(finalShare(curve));
    },
    summary(): { stats: SummaryStat[]; series: SummarySeries[] } {
      if (finals.count() === 0) return { stats: [], series: [] };
      const curve = { mean: [] as number[], low: [] as number[], high: [] as number[] };
      let stopped = new RunningMean();
      reached.forEach((atTurn, turn) => {
        stopped = stopped.plus(ended[turn] ?? new RunningMean());
        const all = atTurn.plus(stopped);
        const { low, high } = withinShares(all.interval());
        curve.mean.push(all.mean());
        curve.low.push(low);
        curve.high.push(high);
      });
      return {
        stats: [{ id: 'process', label: 'Process score: key questions resolved (mean)', value: finals.mean(), interval: withinShares(finals.interval()), format: 'percent' }],
        series: [
          { id: 'processCurve', label: 'Key questions resolved after each question (mean)', values: curve.mean },
          { id: 'processCurveLow', label: 'Key questions resolved after each question (95% interval, low)', values: curve.low },
          { id: 'processCurveHigh', label: 'Key questions resolved after each question (95% interval, high)', values: curve.high },
        ],
      };
    },
  };
}
