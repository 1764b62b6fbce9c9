import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { STORES_V1, loadEpisode, openDatabase } from '../../src/store/db';

describe('the database schema', () => {
  it('opens a database written by version 1, counts each run’s finished episodes and groups each episode’s events', async () => {
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
    // One row per event, as versions 1 and 2 stored them, out of order across episodes.
    const move = (episodeId: string, seq: number, guess: string) => ({ episodeId, seq, at: seq, seat: 'player', type: 'move', move: { guess }, result: { exact: 0, misplaced: 0 } });
    await v1.table('events').bulkAdd([move('a-2', 0, '4567'), move('a-0', 1, '0123'), move('a-0', 0, '8901'), move('a-2', 1, '2345'), move('a-1', 0, '6789')]);
    v1.close();

    const db = openDatabase(name);
    expect(db.verno).toBe(4);
    expect((await db.runs.get('a'))!.finished).toBe(2);
    expect((await db.runs.get('b'))!.finished).toBe(0);
    expect(await db.runs.where('status').equals('finished').count()).toBe(2);
    // Every event kept, in its episode's order, one group per episode, under the episode's run.
    const guesses = async (id: string) => (await loadEpisode(db, id))!.events.map((e) => e.type === 'move' && e.move);
    expect(await guesses('a-0')).toEqual([{ guess: '8901' }, { guess: '0123' }]);
    expect(await guesses('a-1')).toEqual([{ guess: '6789' }]);
    expect(await guesses('a-2')).toEqual([{ guess: '4567' }, { guess: '2345' }]);
    expect(await db.eventGroups.where('runId').equals('a').count()).toBe(3);
    expect([...db.backendDB().objectStoreNames].sort()).toEqual(['episodes', 'eventGroups', 'runs']);
    db.close();
  });
});
