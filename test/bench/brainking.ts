/** BrainKing: the question-bank bot against the rule-based oracle, every entity once per mode. */
import brainkingModule from '../../src/games/brainking';
import { runBatch } from '../../src/run/batch';
import type { Row } from './main';

export async function benchBrainKing(): Promise<Row[]> {
  const { game, bots } = brainkingModule;
  const bot = (id: string) => bots.find((b) => b.id === id)!.create();
  const rows: Row[] = [];
  for (const [label, variant, misleading] of [['easy', 'easy', 0], ['medium', 'medium', 0], ['broad start', 'broad', 0], ['hard, k=2', 'hard', 2], ['hard, k=4', 'hard', 4]] as const) {
    const params = { ...(game.variants.find((v) => v.id === variant)!.params as object), ...(misleading ? { misleading } : {}) };
    const setups = game.allSetups!(params);
    const started = performance.now();
    const { summary } = await runBatch({
      game, variant, params, seed: 1, episodes: setups.length, setups, runId: 'bench', agents: { player: bot('bank'), oracle: bot('rules') },
    });
    const seconds = (performance.now() - started) / 1000;
    const stat = (id: string) => summary.stats.find((s) => s.id === id);
    const misled = stat('misledRate');
    const key = (figure: string) => `brainking.${label.replace(/\W+/g, '-')}.${figure}`;
    rows.push({
      name: `BrainKing ${label}, bank bot vs rule-based oracle, all ${setups.length} entities`,
      value: `accuracy ${(100 * stat('accuracy')!.value).toFixed(1)}%, total win rate ${stat('totalWinRate')!.value.toFixed(1)}`,
      note: `mean rounds ${stat('meanRounds')!.value.toFixed(2)}${misled ? `; guessed the similar entity ${(100 * misled.value).toFixed(1)}%` : ''}; ${(setups.length / seconds).toFixed(0)} episodes/s`,
      figures: {
        [key('accuracy')]: 100 * stat('accuracy')!.value,
        [key('mean-rounds')]: stat('meanRounds')!.value,
        [key('total-win-rate')]: stat('totalWinRate')!.value,
        ...(misled ? { [key('similar-entity')]: 100 * misled.value } : {}),
      },
    });
  }
  return rows;
}
