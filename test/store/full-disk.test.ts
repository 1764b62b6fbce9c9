/** A full disk: start-up's marking of abandoned runs fails in a way the page can tell, and runs can still be deleted to free space. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../src/core/record';
import { maxEntropy } from '../../src/games/guess-number/bots';
import { guessNumber } from '../../src/games/guess-number/game';
import { playEpisode } from '../../src/run/episode';
import { deleteRun, eventParts, header, markAbandoned, openDatabase, runEpisodes } from '../../src/store/db';
import { isQuotaError } from '../../src/ui/format';

/** A database whose writes fail as a full disk's do once `full` is set; deletes still go through. */
async function fullableDatabase() {
  const db = await openDatabase(`full-${Math.random()}`);
  const disk = { full: false };
  db.use({
    stack: 'dbcore',
    name: 'full-disk',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (request) =>
            disk.full && (request.type === 'put' || request.type === 'add')
              ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
              : table.mutate(request),
        };
      },
    }),
  });
  return { db, disk };
}

describe('a full disk', () => {
  it('fails the marking of abandoned runs with a quota error and changes nothing; deleting a run still frees its rows', async () => {
    const { db, disk } = await fullableDatabase();
    const played = await playEpisode({ game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed: 5, agents: { player: maxEntropy }, runId: 'cut-off' });
    // Stored as a page that closed mid-game leaves it.
    const running: EpisodeRecord = { ...played, status: 'running', outcome: null, metrics: {} };
    await db.runs.add({ id: 'cut-off', game: 'guess-number', variant: 'ar-bench', params: running.params, seed: 5, players: running.players, episodes: 1, finished: 0, status: 'running', createdAt: running.startedAt });
    await db.headerBlocks.add({ runId: running.runId, block: 0, episodes: [header(running)] });
    await db.eventParts.bulkAdd(eventParts([{ ...running, episodeId: running.id }]));

    disk.full = true;
    const failure = await markAbandoned(db, ['cut-off']).then(() => null, (error: unknown) => error);
    expect(isQuotaError(failure)).toBe(true);
    expect((await runEpisodes(db, 'cut-off'))[0]!.status).toBe('running');
    expect((await db.runs.get('cut-off'))!.status).toBe('running');

    await deleteRun(db, 'cut-off');
    expect([await db.runs.count(), await db.headerBlocks.count(), await db.eventParts.count()]).toEqual([0, 0, 0]);
  });

  it('tells a quota error from other storage errors', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaError(new Error('closed'))).toBe(false);
    expect(isQuotaError(undefined)).toBe(false);
  });
});
