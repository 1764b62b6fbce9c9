import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { STORES_V1, loadEpisode, openDatabase } from '../../src/store/db';

describe('the database schema', () => {
  it('opens a database written by version 1 and counts each run’s finished episodes', async () => {
    const name = `migration-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(STORES_V1);
    const run = (id: string, episodes: number) => ({
      id, game: 'guess-number', variant: 'ar-bench', params: { maxGuesses: 25 }, seed: 1, players: [], episodes, status: 'finished', createdAt: '2026-01-01T00:00:00.000Z',
    });
    const episode = (runId: string, index: number, status: string) => ({
      schema: 'fogplay.episode/1', id: `${runId}-${index}`, runId, index, game: 'guess-number', variant: 'ar-bench', params: { maxGuesses: 25 },
      seed: 1 + index, setup: { secret: '0123' }, players: [], outcome: null, metrics: {}, status, startedAt: '2026-01-01T00:00:00.000Z',
    });
    await v1.table('runs').bulkAdd([run('a', 3), run('b', 1)]);
    await v1.table('episodes').bulkAdd([episode('a', 0, 'finished'), episode('a', 1, 'interrupted'), episode('a', 2, 'finished'), episode('b', 0, 'interrupted')]);
    await v1.table('events').add({ episodeId: 'a-0', seq: 0, at: 1, seat: 'player', type: 'move', move: { guess: '0123' }, result: { exact: 4, misplaced: 0 } });
    v1.close();

    const db = openDatabase(name);
    expect(db.verno).toBe(2);
    expect((await db.runs.get('a'))!.finished).toBe(2);
    expect((await db.runs.get('b'))!.finished).toBe(0);
    expect(await db.runs.where('status').equals('finished').count()).toBe(2);
    expect((await loadEpisode(db, 'a-0'))!.events).toHaveLength(1);
    db.close();
  });
});
