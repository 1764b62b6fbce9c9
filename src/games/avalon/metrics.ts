/** AvalonBench's measures: who won and how, the Assassin's accuracy, and each seat's deduction accuracy. */
import { fold, type Summary, type SummaryStat, type Tally } from '../../core/game';
import type { EpisodeRecord } from '../../core/record';
import { cutReplies, invalidAttempts } from '../../core/replay';
import { cutStat, invalidStat, RunningMean, SHARE, wilson } from '../../core/stats';
import { PLAYERS, SEATS, sideOf, type Role } from './rules';
import type { Metrics, Outcome, State } from './types';

/** Whether a report gets a player's side right, good meaning a probability of at least 0.5. */
const right = (good: readonly number[], roles: readonly Role[], seat: number) => (good[seat]! >= 0.5) === (sideOf(roles[seat]!) === 'good');

/**
 * AvalonBench's deduction accuracy (`deduction_acc` in the authors' scoring): the share of the
 * five players whose side a report gets right, the reporter's own entry scored as it stated it.
 */
export function deductionAccuracy(good: readonly number[], roles: readonly Role[]): number {
  let count = 0;
  for (let s = 0; s < PLAYERS; s++) if (right(good, roles, s)) count++;
  return count / PLAYERS;
}

/** A stricter deduction accuracy: the share of the four other players whose side the report gets right. */
export function deductionAccuracyOthers(good: readonly number[], roles: readonly Role[], seat: number): number {
  let count = 0;
  for (let s = 0; s < PLAYERS; s++) if (s !== seat && right(good, roles, s)) count++;
  return count / (PLAYERS - 1);
}

export function metrics(state: State, outcome: Outcome, episode: EpisodeRecord): Metrics {
  const { roles, target, params } = state;
  // Seats report beliefs in order once the game is decided; a forfeit may cut the reports short.
  // Filled into arrays that hold null from the first, so that they are of one element kind in every game (see `bySeat` in bots.ts).
  const beliefs: (number[] | null)[] = [null, null, null, null, null];
  const deduction: (number | null)[] = [null, null, null, null, null];
  const deductionOthers: (number | null)[] = [null, null, null, null, null];
  for (let seat = 0; seat < PLAYERS; seat++) {
    const good = state.beliefs[seat];
    if (!good) continue;
    beliefs[seat] = good;
    deduction[seat] = deductionAccuracy(good, roles);
    deductionOthers[seat] = deductionAccuracyOthers(good, roles, seat);
  }
  return {
    roles,
    winner: outcome.winner,
    reason: outcome.reason,
    goodWin: outcome.winner === 'good',
    evilByQuests: outcome.reason === 'quests',
    evilByAssassination: outcome.reason === 'assassination',
    assassinationCorrect: target === null ? null : roles[target] === 'merlin',
    deduction,
    deductionOthers,
    fixedSeat: params.fixedSeat,
    beliefs,
    invalid: invalidAttempts(episode),
    cut: cutReplies(episode),
  };
}

/**
 * The summary folded an episode at a time. AvalonBench scores the seat whose role it fixed (its
 * model's); with every role dealt, the Servants'. Which it is is known only at the end (every
 * episode with a fixed seat), so the deduction accuracies are kept both ways.
 */
export function tally(): Tally<Metrics> {
  let [n, goodWins, evilByQuests, evilByAssassination, assassinations, assassinationsRight, invalid, cut, wins] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  let fixed = true;
  // One value per game (the mean over its scored seats that reported): the two Servants of a game are not independent.
  const deductions = {
    fixed: { deduction: new RunningMean(), deductionOthers: new RunningMean() },
    servants: { deduction: new RunningMean(), deductionOthers: new RunningMean() },
  };
  // The mean of the accuracies the seats reported, summed in the seats' order as `mean` sums them.
  const addMean = (accuracies: (number | null)[], seats: readonly number[], into: RunningMean) => {
    let sum = 0;
    let count = 0;
    for (let i = 0; i < seats.length; i++) {
      const accuracy = accuracies[seats[i]!];
      if (accuracy === null || accuracy === undefined) continue;
      sum += accuracy;
      count++;
    }
    if (count > 0) into.add(sum / count);
  };
  const addDeductions = (m: Metrics, seats: readonly number[], into: typeof deductions.fixed) => {
    addMean(m.deduction, seats, into.deduction);
    addMean(m.deductionOthers, seats, into.deductionOthers);
  };
  return {
    add(m) {
      n++;
      if (m.goodWin === true) goodWins++;
      if (m.evilByQuests === true) evilByQuests++;
      if (m.evilByAssassination === true) evilByAssassination++;
      if (m.assassinationCorrect !== null) assassinations++;
      if (m.assassinationCorrect === true) assassinationsRight++;
      invalid += m.invalid;
      cut += m.cut ?? 0;
      const roles = m.roles as Role[];
      if (m.fixedSeat === null) fixed = false;
      else {
        if (sideOf(roles[m.fixedSeat as number]!) === m.winner) wins++;
        addDeductions(m, [m.fixedSeat as number], deductions.fixed);
      }
      addDeductions(m, SEATS.filter((s) => roles[s] === 'servant'), deductions.servants);
    },
    summary() {
      const proportion = (id: string, label: string, hits: number, of: number): SummaryStat => ({
        id, label, value: hits / of, interval: wilson(hits, of), format: 'percent',
      });
      const isFixed = n > 0 && fixed;
      const stats = [
        ...(isFixed ? [proportion('win', 'The fixed seat’s side wins', wins, n)] : []),
        proportion('goodWin', 'Good wins', goodWins, n),
        proportion('evilByQuests', 'Evil wins by quests', evilByQuests, n),
        proportion('evilByAssassination', 'Evil wins by assassination', evilByAssassination, n),
      ];
      if (assassinations > 0) stats.push(proportion('assassinationAccuracy', 'Assassin finds Merlin', assassinationsRight, assassinations));
      const whose = isFixed ? 'The fixed seat’s' : 'Servant';
      const scored = isFixed ? deductions.fixed : deductions.servants;
      for (const [key, id, label] of [
        ['deduction', 'deductionAccuracy', `${whose} deduction accuracy (AvalonBench: all five players, itself included)`],
        ['deductionOthers', 'deductionAccuracyOthers', `${whose} deduction accuracy over the four other players`],
      ] as const) {
        const values = scored[key];
        // A share of players: its interval is kept within 0 and 1.
        if (values.count() > 0) stats.push({ id, label, value: values.mean(), interval: values.interval(SHARE), format: 'percent' });
      }
      return { episodes: n, stats: [...stats, invalidStat(invalid / n), cutStat(cut / n)], series: [] };
    },
  };
}

export const summarize = (metrics: Metrics[]): Summary => fold(tally(), metrics);
