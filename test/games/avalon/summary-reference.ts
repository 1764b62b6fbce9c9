/** Avalon's summary as it was computed from every episode's metrics at once, before it was folded: the tally's reference. */
import type { Summary, SummaryStat } from '../../../src/core/game';
import { cutStat, invalidStat, mean, meanInterval, SHARE, wilson } from '../../../src/core/stats';
import { SEATS, sideOf, type Role } from '../../../src/games/avalon/rules';
import type { Metrics } from '../../../src/games/avalon/types';

export function summarize(metrics: Metrics[]): Summary {
  const n = metrics.length;
  const proportion = (id: string, label: string, hits: number, of: number): SummaryStat => ({
    id, label, value: hits / of, interval: wilson(hits, of), format: 'percent',
  });
  const count = (key: 'goodWin' | 'evilByQuests' | 'evilByAssassination' | 'assassinationCorrect') => metrics.filter((m) => m[key] === true).length;
  const assassinations = metrics.filter((m) => m.assassinationCorrect !== null).length;
  // AvalonBench scores the seat whose role it fixed (its model's); with every role dealt, the Servants'.
  const fixed = n > 0 && metrics.every((m) => m.fixedSeat !== null);
  const scoredSeats = (m: Metrics) => (fixed ? [m.fixedSeat as number] : SEATS.filter((s) => (m.roles as Role[])[s] === 'servant'));
  // One value per game (the mean over its scored seats that reported): the two Servants of a game are not independent.
  const deduction = (key: 'deduction' | 'deductionOthers') =>
    metrics.flatMap((m) => {
      const accuracies = scoredSeats(m).flatMap((seat) => (m[key] as (number | null)[])[seat] ?? []);
      return accuracies.length > 0 ? [mean(accuracies)] : [];
    });
  const stats = [
    proportion('goodWin', 'Good wins', count('goodWin'), n),
    proportion('evilByQuests', 'Evil wins by quests', count('evilByQuests'), n),
    proportion('evilByAssassination', 'Evil wins by assassination', count('evilByAssassination'), n),
  ];
  if (fixed) {
    const wins = metrics.filter((m) => sideOf((m.roles as Role[])[m.fixedSeat as number]!) === m.winner).length;
    stats.unshift(proportion('win', 'The fixed seat’s side wins', wins, n));
  }
  if (assassinations > 0) {
    stats.push(proportion('assassinationAccuracy', 'Assassin finds Merlin', count('assassinationCorrect'), assassinations));
  }
  const whose = fixed ? 'The fixed seat’s' : 'Servant';
  for (const [key, id, label] of [
    ['deduction', 'deductionAccuracy', `${whose} deduction accuracy (AvalonBench: all five players, itself included)`],
    ['deductionOthers', 'deductionAccuracyOthers', `${whose} deduction accuracy over the four other players`],
  ] as const) {
    const values = deduction(key);
    if (values.length > 0) stats.push({ id, label, value: mean(values), interval: meanInterval(values, SHARE), format: 'percent' });
  }
  return { episodes: n, stats: [...stats, invalidStat(metrics), cutStat(metrics)], series: [] };
}
