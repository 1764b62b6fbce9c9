/** Avalon's plots: how often each role's and each seat's side won. */
import type { PlayerInfo } from '../../../core/record';
import { wilson } from '../../../core/stats';
import { SEATS, sideOf, type Role } from '../../../games/avalon/rules';
import type { Metrics } from '../../../games/avalon/types';
import type { Figure, Point } from '../../plots/figure';
import type { GamePlots } from '../../plots/spec';

const ROLE_LABELS: Record<Role, string> = { merlin: 'Merlin', servant: 'Servant', assassin: 'Assassin', minion: 'Minion' };

/** The seats a run is about: those not played by a rule-based bot, or every seat in a run of bots. */
export function seatsOfInterest(players: Pick<PlayerInfo, 'seat' | 'kind'>[]): number[] {
  const played = SEATS.filter((seat) => players.some((p) => p.seat === String(seat) && p.kind !== 'bot'));
  return played.length ? played : [...SEATS];
}

/** The share of `hands` (a game and a seat in it) whose side won, with its Wilson interval. */
function winShare(series: string, x: string, hands: { m: Metrics; seat: number }[]): Point[] {
  if (hands.length === 0) return [];
  const won = hands.filter(({ m, seat }) => sideOf(m.roles[seat]!) === m.winner).length;
  return [{ series, x, y: won / hands.length, ...wilson(won, hands.length) }];
}

export function avalonFigures(metrics: Metrics[], seats: number[]): Figure[] {
  const whose = seats.length === SEATS.length ? 'every seat' : `seat${seats.length === 1 ? '' : 's'} ${seats.join(', ')} (not the naive bots)`;
  const hands = metrics.flatMap((m) => seats.map((seat) => ({ m, seat })));
  return [
    {
      id: 'winsByRole',
      title: 'Wins by role',
      caption: `For each role, the share of the games its side won when ${whose} held it, with 95% Wilson intervals.`,
      kind: 'bar',
      x: { label: 'Role' },
      y: { label: 'Its side won', percent: true },
      points: (Object.keys(ROLE_LABELS) as Role[]).flatMap((role) => winShare('This run', ROLE_LABELS[role], hands.filter(({ m, seat }) => m.roles[seat] === role))),
    },
    {
      id: 'winsBySeat',
      title: 'Wins by seat',
      caption: 'For each seat, the share of the games its side won, whatever role it was dealt, with 95% Wilson intervals.',
      kind: 'bar',
      x: { label: 'Seat' },
      y: { label: 'Its side won', percent: true },
      points: SEATS.flatMap((seat) => winShare('This run', `Seat ${seat}`, metrics.map((m) => ({ m, seat })))),
    },
  ];
}

export const plots: GamePlots = {
  figures: ({ run, episodes }) => avalonFigures(episodes.map((e) => e.metrics as unknown as Metrics), seatsOfInterest(run.players)),
};
