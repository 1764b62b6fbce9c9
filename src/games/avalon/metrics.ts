/** AvalonBench's measures: who won and how, the Assassin's accuracy, and each seat's deduction accuracy. */
import type { Summary, SummaryStat } from '../../core/game';
import type { EpisodeRecord } from '../../core/record';
import { cutReplies, invalidAttempts } from '../../core/replay';
import { cutStat, invalidStat, mean, meanInterval, wilson } from '../../core/stats';
import { PLAYERS, SEATS, sideOf, type Role } from './rules';
import type { Metrics, Outcome, State } from './types';

/** Whether a report gets a player's side right, good meaning a probability of at least 0.5. */
const right = (good: readonly number[], roles: readonly Role[], seat: number) => (good[seat]! >= 0.5) === (sideOf(roles[seat]!) === 'good');

/**
 * AvalonBench's deduction accuracy (`deduction_acc` in the authors' scoring): the share of the
 * five players whose side a report gets right, the reporter's own entry scored as it stated it.
 */
export function deductionAccuracy(good: readonly number[], roles: readonly Role[]): number {
  return SEATS.filter((s) => right(good, roles, s)).length / PLAYERS;
}

/** A stricter deduction accuracy: the share of the four other players whose side the report gets right. */
export function deductionAccuracyOthers(good: readonly number[], roles: readonly Role[], seat: number): number {
  const others = SEATS.filter((s) => s !== seat);
  return others.filter((s) => right(good, roles, s)).length / others.length;
}

export function metrics(state: State, outcome: Outcome, episode: EpisodeRecord): Metrics {
  const { roles, target, params } = state;
  // Seats report beliefs in order once the game is decided; a forfeit may cut the reports short.
  const beliefs: (number[] | null)[] = SEATS.map((seat) => state.beliefs[seat] ?? null);
  return {
    roles,
    winner: outcome.winner,
    reason: outcome.reason,
    goodWin: outcome.winner === 'good',
    evilByQuests: outcome.reason === 'quests',
    evilByAssassination: outcome.reason === 'assassination',
    assassinationCorrect: target === null ? null : roles[target] === 'merlin',
    deduction: beliefs.map((good) => good && deductionAccuracy(good, roles)),
    deductionOthers: beliefs.map((good, seat) => good && deductionAccuracyOthers(good, roles, seat)),
    fixedSeat: params.fixedSeat,
    beliefs,
    invalid: invalidAttempts(episode),
      cut: cutReplies(episode),
  };
}

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
    if (values.length > 0) stats.push({ id, label, value: mean(values), interval: meanInterval(values), format: 'percent' });
  }
  return { episodes: n, stats: [...stats, invalidStat(metrics), cutStat(metrics)], series: [] };
}
