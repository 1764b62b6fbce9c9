/** AvalonBench's measures: who won and how, the Assassin's accuracy, and each seat's deduction accuracy. */
import type { Summary, SummaryStat } from '../../core/game';
import type { EpisodeRecord } from '../../core/record';
import { invalidAttempts } from '../../core/replay';
import { invalidStat, mean, meanInterval, wilson } from '../../core/stats';
import { PLAYERS, SEATS, sideOf, type Role } from './rules';
import type { Metrics, Outcome, State } from './types';

/**
 * AvalonBench's deduction accuracy (`deduction_acc`): the share of the five players whose side a
 * report gets right, good meaning a probability of at least 0.5. As there, the reporting player's
 * own side counts as known, so a report that is right about k of the other four scores (k + 1) / 5.
 */
export function deductionAccuracy(good: readonly number[], roles: readonly Role[], seat: number): number {
  const right = SEATS.filter((s) => s === seat || (good[s]! >= 0.5) === (sideOf(roles[s]!) === 'good'));
  return right.length / PLAYERS;
}

export function metrics(state: State, outcome: Outcome, episode: EpisodeRecord): Metrics {
  const { roles, target } = state;
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
    deduction: beliefs.map((good, seat) => good && deductionAccuracy(good, roles, seat)),
    beliefs,
    invalid: invalidAttempts(episode),
  };
}

export function summarize(metrics: Metrics[]): Summary {
  const n = metrics.length;
  const proportion = (id: string, label: string, hits: number, of: number): SummaryStat => ({
    id, label, value: hits / of, interval: wilson(hits, of), format: 'percent',
  });
  const count = (key: 'goodWin' | 'evilByQuests' | 'evilByAssassination' | 'assassinationCorrect') => metrics.filter((m) => m[key] === true).length;
  const assassinations = metrics.filter((m) => m.assassinationCorrect !== null).length;
  // One value per game (the mean over its Servants who reported): the two Servants of a game are not independent.
  const servantDeduction = metrics.flatMap((m) => {
    const roles = m.roles as Role[];
    const accuracies = (m.deduction as (number | null)[]).filter(
      (a, seat): a is number => a !== null && roles[seat] === 'servant',
    );
    return accuracies.length > 0 ? [mean(accuracies)] : [];
  });
  const stats = [
    proportion('goodWin', 'Good wins', count('goodWin'), n),
    proportion('evilByQuests', 'Evil wins by quests', count('evilByQuests'), n),
    proportion('evilByAssassination', 'Evil wins by assassination', count('evilByAssassination'), n),
  ];
  if (assassinations > 0) {
    stats.push(proportion('assassinationAccuracy', 'Assassin finds Merlin', count('assassinationCorrect'), assassinations));
  }
  if (servantDeduction.length > 0) {
    stats.push({
      id: 'servantDeduction',
      label: 'Servant deduction accuracy',
      value: mean(servantDeduction),
      interval: meanInterval(servantDeduction),
      format: 'percent',
    });
  }
  return { episodes: n, stats: [...stats, invalidStat(metrics)], series: [] };
}
