/** Detective cases' summary as it was computed from every episode's metrics at once, before it was folded: the tally's reference. */
import type { Summary } from '../../../src/core/game';
import { cutStat, invalidStat, mean, wilson } from '../../../src/core/stats';
import type { Metrics } from '../../../src/games/detective-cases/types';
import { processSummary } from '../situation-puzzles/summary-reference';

export function summarize(metrics: Metrics[]): Summary {
  if (metrics.length === 0) return { episodes: 0, stats: [], series: [] };
  const n = metrics.length;
  const correct = metrics.filter((m) => m.correct).length;
  const forfeits = metrics.filter((m) => m.forfeit !== null).length;
  const process = processSummary(metrics.map((m) => m.process));
  return {
    episodes: n,
    stats: [
      { id: 'accuracy', label: 'Accuracy: murderer named (AR-Bench)', value: correct / n, interval: wilson(correct, n), format: 'percent' },
      ...process.stats,
      { id: 'meanTurns', label: 'Turns per episode', value: mean(metrics.map((m) => m.turns)), format: 'number' },
      { id: 'meanLostTurns', label: 'Turns lost by naming no suspect, per episode', value: mean(metrics.map((m) => m.lostTurns)), format: 'number' },
      invalidStat(metrics),
      cutStat(metrics),
      { id: 'forfeits', label: 'Forfeited episodes', value: forfeits / n, interval: wilson(forfeits, n), format: 'percent' },
    ],
    series: process.series,
  };
}
