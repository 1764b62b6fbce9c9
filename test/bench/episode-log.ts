/**
 * The episode log's own work, in memory: a row per episode (what opening the list computes as it
 * reads each block), a filter and a sort over all rows, a text search over every transcript, and the
 * suite's planning and tallying per model turn; at 1,000, 10,000 and 100,000 episodes of Guess
 * Number, each with 26 model calls of a few hundred characters.
 */
import type { EpisodeRecord, GameEvent } from '../../src/core/record';
import guessNumberModule from '../../src/games/guess-number';
import { emptyTally, tally } from '../../src/run/report-card';
import { runBatch } from '../../src/run/batch';
import { episodeRow, holdsText, keepRow, sortRows } from '../../src/run/transcripts';
import type { Row } from './main';

const ms = (start: number) => performance.now() - start;

/** 1,000 played episodes, each given the model calls a model's episode holds. */
async function played(): Promise<EpisodeRecord[]> {
  const { game, bots } = guessNumberModule;
  const variant = game.variants[0]!;
  const records: EpisodeRecord[] = [];
  await runBatch({
    game, variant: variant.id, params: variant.params, seed: 1, episodes: 1000, runId: 'bench',
    agents: { player: bots.find((b) => b.id === 'random-consistent')!.create() },
    onProgress: (_d, _t, episode) => void records.push(episode),
  });
  return records.map((record) => ({
    ...record,
    events: record.events.flatMap((e): GameEvent[] => [{
      type: 'model-call', seq: e.seq, at: e.at, seat: e.seat,
      messages: [{ role: 'user', content: `Turn feedback and the rules, restated for the model at some length: ${'guess four different digits, '.repeat(10)}` }],
      text: `I will try ${JSON.stringify((e as { move?: unknown }).move ?? '')} next, since it is consistent with every answer so far.`,
      usage: { completionTokens: 20 }, latencyMs: 900, finishReason: 'stop',
    }, e]),
  }));
}

export async function benchEpisodeLog(): Promise<Row[]> {
  const { game } = guessNumberModule;
  const base = await played();
  const rows: Row[] = [];
  for (const n of [1_000, 10_000, 100_000]) {
    const records = Array.from({ length: n }, (_, i) => ({ ...base[i % base.length]!, id: `e${i}`, index: i }));
    let start = performance.now();
    // The page shows the first block's rows (100) as soon as they are made, and the rest as they come.
    const first = records.slice(0, 100).map((r) => episodeRow(game, r));
    const shown = ms(start);
    const list = [...first, ...records.slice(100).map((r) => episodeRow(game, r))];
    const open = ms(start);
    start = performance.now();
    const failed = list.filter((r) => keepRow(r, { endings: ['failed', 'invalid'] }));
    const sorted = sortRows(list, 'tokens', true);
    const filter = ms(start);
    start = performance.now();
    let found = 0;
    // Words no transcript holds: every prompt and reply is read.
    for (const r of records) if (holdsText(r.events, 'words that no transcript holds')) found++;
    const search = ms(start);
    rows.push({
      name: `Episode log, ${n.toLocaleString('en')} episodes: first 100 rows, all rows, filter and sort, text search`,
      value: `${shown.toFixed(1)} ms, ${open.toFixed(0)} ms, ${filter.toFixed(0)} ms, ${search.toFixed(0)} ms`,
      note: `${failed.length} failed or invalid, ${sorted.length} sorted, ${found} found`,
    });
  }
  // The suite's own work per model turn: tallying an episode's calls and moves for the report card.
  const t = emptyTally();
  const start = performance.now();
  let turns = 0;
  for (const r of base) {
    tally(t, r, ['player']);
    turns += r.events.filter((e) => e.type === 'model-call').length;
  }
  rows.push({ name: 'Suite, report card tally per model turn', value: `${((ms(start) / turns) * 1000).toFixed(2)} µs`, note: `${turns.toLocaleString('en')} model turns of 1,000 episodes` });
  return rows;
}
