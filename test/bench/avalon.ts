/**
 * AvalonBench's baseline, reproduced: naive bots in all five seats. The authors' code (run
 * without reseeding every game) gives 38.6% good wins, 42.0% evil wins by quests, 19.4% by
 * assassination and about 72% Servant deduction over 10,000 games.
 */
import type { SummaryStat } from '../../src/core/game';
import avalonModule from '../../src/games/avalon';
import { naive } from '../../src/games/avalon/bots';
import { runBatch } from '../../src/run/batch';

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
const show = (stat: SummaryStat) =>
  stat.interval ? `${percent(stat.value)} (95% ${percent(stat.interval.low)}–${percent(stat.interval.high)})` : percent(stat.value);

export async function benchAvalon(games = 10000): Promise<{ name: string; value: string }[]> {
  const { game } = avalonModule;
  const variant = game.variants[0]!;
  const start = performance.now();
  const { summary } = await runBatch({
    game,
    variant: variant.id,
    params: variant.params,
    seed: 1,
    episodes: games,
    agents: Object.fromEntries(game.seats(variant.params).map((seat) => [seat, naive])),
    runId: 'bench-avalon',
  });
  const seconds = (performance.now() - start) / 1000;
  return [
    ...summary.stats.map((stat) => ({ name: `Avalon naive self-play: ${stat.label}`, value: show(stat) })),
    { name: 'Avalon naive self-play: games per second', value: `${Math.round(games / seconds)} (${games} games)` },
  ];
}
