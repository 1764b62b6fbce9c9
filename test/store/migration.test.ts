import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import type { EpisodeRecord, GameEvent } from '../../src/core/record';
import { maxEntropy } from '../../src/games/guess-number/bots';
import { guessNumber } from '../../src/games/guess-number/game';
import { runBatch } from '../../src/run/batch';
import { BLOCK, STORES_V1, loadEpisode, openDatabase, runEpisodes, VERSION } from '../../src/store/db';
import { checkStoredRun } from '../../src/store/import';

describe('the database schema', () => {
  it('opens a database written by version 1, counts each run’s finished episodes and keeps each episode’s events in order', async () => {
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

    const onUpgrade = vi.fn();
    const db = await openDatabase(name, onUpgrade);
    expect(db.verno).toBe(VERSION);
    expect((await db.runs.get('a'))!.finished).toBe(2);
    expect(onUpgrade).toHaveBeenCalled();
    expect((await db.runs.get('b'))!.finished).toBe(0);
    expect(await db.runs.where('status').equals('finished').count()).toBe(2);
    // Every event kept, in its episode's order, under the episode's run.
    const guesses = async (index: number) => (await loadEpisode(db, { runId: 'a', index, id: `a-${index}` }))!.events.map((e) => e.type === 'move' && e.move);
    expect(await guesses(0)).toEqual([{ guess: '8901' }, { guess: '0123' }]);
    expect(await guesses(1)).toEqual([{ guess: '6789' }]);
    expect(await guesses(2)).toEqual([{ guess: '4567' }, { guess: '2345' }]);
    expect((await runEpisodes(db, 'a')).map((e) => [e.id, e.status])).toEqual([['a-0', 'finished'], ['a-1', 'interrupted'], ['a-2', 'finished']]);
    // Not checked as an import is: kept whole, and marked.
    expect((await db.runs.toArray()).map((run) => run.unchecked)).toEqual([true, true]);
    expect([...db.backendDB().objectStoreNames].sort()).toEqual(['eventParts', 'headerBlocks', 'runs', 'suites']);
    db.close();
  });

  it('puts the episodes and event groups of version 4 into blocks, every episode once, in index order, with its events', async () => {
    const name = `migration-${Math.random()}`;
    const v4 = new Dexie(name);
    v4.version(4).stores({ runs: 'id, createdAt, game, status', episodes: 'id, runId, [runId+index], status', eventGroups: '[episodeId+seq], runId' });
    const header = (runId: string, index: number, id: string) => ({
      schema: 'fogplay.episode/1', id, runId, index, game: 'guess-number', variant: 'ar-bench', params: { maxGuesses: 25 },
      seed: 1 + index, setup: { secret: '0123' }, players: [], outcome: null, metrics: {}, status: 'finished', startedAt: '2026-01-01T00:00:00.000Z',
    });
    const move = (seq: number, guess: string) => ({ seq, at: seq, seat: 'player', type: 'move', move: { guess }, result: { exact: 0, misplaced: 0 } });
    // 250 episodes of run "long", and two played again at indices 99 and 100 (either side of a block's end); one of run "short".
    const headers = [
      ...Array.from({ length: 250 }, (_, i) => header('long', i, `e${String(i).padStart(3, '0')}`)),
      header('long', 99, 'f099'), header('long', 100, 'f100'), header('short', 0, 's'),
    ];
    await v4.table('runs').bulkAdd(['long', 'short'].map((id) => ({ id, game: 'guess-number', variant: 'ar-bench', params: {}, seed: 1, players: [], episodes: 1, finished: 0, status: 'stopped', createdAt: '2026-01-01T00:00:00.000Z' })));
    await v4.table('episodes').bulkAdd(headers);
    // Each episode's first event carries its id as the guess; every third one wrote a second group.
    await v4.table('eventGroups').bulkAdd(headers.flatMap((e, i) => [
      { episodeId: e.id, runId: e.runId, seq: 0, events: [move(0, e.id)] },
      ...(i % 3 === 0 ? [{ episodeId: e.id, runId: e.runId, seq: 1, events: [move(1, 'again'), move(2, 'last')] }] : []),
    ]));
    v4.close();

    const db = await openDatabase(name);
    const long = await runEpisodes(db, 'long');
    expect(long.map((e) => e.id)).toEqual(headers.filter((e) => e.runId === 'long').sort((a, b) => a.index - b.index || a.id.localeCompare(b.id)).map((e) => e.id));
    expect(long.slice(99, 103).map((e) => e.id)).toEqual(['e099', 'f099', 'e100', 'f100']);
    expect(long[0]).toEqual(headers[0]);
    expect((await db.runs.toArray()).map((run) => [run.id, run.unchecked])).toEqual([['long', true], ['short', true]]);
    expect(await db.headerBlocks.count()).toBe(Math.ceil(250 / BLOCK) + 1);
    for (const [i, e] of headers.entries()) {
      const events = (await loadEpisode(db, e))!.events;
      expect(events.map((event) => event.type === 'move' && event.move)).toEqual(i % 3 === 0 ? [{ guess: e.id }, { guess: 'again' }, { guess: 'last' }] : [{ guess: e.id }]);
    }
    expect([...db.backendDB().objectStoreNames].sort()).toEqual(['eventParts', 'headerBlocks', 'runs', 'suites']);
    db.close();
  });

  it('checks a migrated run as an import is checked: a run whose episodes hold loses its mark; one that does not names the episode and keeps it', async () => {
    const name = `migration-${Math.random()}`;
    const v4 = new Dexie(name);
    v4.version(4).stores({ runs: 'id, createdAt, game, status', episodes: 'id, runId, [runId+index], status', eventGroups: '[episodeId+seq], runId' });
    const played: EpisodeRecord[] = [];
    const params = { maxGuesses: 25, finalAnswer: true };
    for (const runId of ['sound', 'forged']) {
      await runBatch({ game: guessNumber, variant: 'ar-bench', params, seed: 1, episodes: 2, agents: { player: maxEntropy }, runId, sink: { started() {}, event() {}, ended: (e) => void played.push(e) } });
    }
    // The forged run's second episode claims another first guess than its player made.
    const forged = played[3]!;
    forged.events = forged.events.map((e, i) => (i === forged.events.findIndex((f) => f.type === 'move') ? { ...e, move: { guess: '9876' } } as GameEvent : e));
    await v4.table('runs').bulkAdd(['sound', 'forged'].map((id) => ({ id, game: 'guess-number', variant: 'ar-bench', params, seed: 1, players: played[0]!.players, episodes: 2, finished: 2, status: 'finished', createdAt: '2026-01-01T00:00:00.000Z' })));
    await v4.table('episodes').bulkAdd(played.map(({ events: _, ...rest }) => rest));
    await v4.table('eventGroups').bulkAdd(played.map((e) => ({ episodeId: e.id, runId: e.runId, seq: 0, events: e.events })));
    v4.close();

    const db = await openDatabase(name);
    const progress: number[] = [];
    expect(await checkStoredRun(db, 'sound', (n) => progress.push(n))).toEqual({ checked: 2, problems: [] });
    expect(progress).toEqual([1, 2]);
    expect((await db.runs.get('sound'))!.unchecked).toBeUndefined();
    const check = await checkStoredRun(db, 'forged');
    expect(check.problems).toEqual([{ index: 1, reason: expect.stringMatching(/does not hold up when its moves are replayed/) }]);
    expect((await db.runs.get('forged'))!.unchecked).toBe(true);
    expect((await runEpisodes(db, 'forged')).length).toBe(2);
    db.close();
  });

  it('deletes, once, the episodes and events a writer of version 7 left without a run, and keeps every run’s', async () => {
    const name = `orphans-${Math.random()}`;
    const v7 = new Dexie(name);
    v7.version(7).stores({ runs: 'id, createdAt, game, status', headerBlocks: '[runId+block]', eventParts: '[runId+block+episodeId+part]', suites: 'id' });
    await v7.table('runs').add({ id: 'kept', game: 'guess-number', variant: 'ar-bench', params: {}, seed: 1, players: [], episodes: 1, finished: 0, status: 'finished', createdAt: '2026-01-01T00:00:00.000Z' });
    for (const runId of ['kept', 'orphan']) {
      const episode = { id: `${runId}-0`, runId, index: 0, game: 'guess-number', status: 'finished', players: [], metrics: {} };
      await v7.table('headerBlocks').add({ runId, block: 0, episodes: [episode] });
      await v7.table('eventParts').add({ runId, block: 0, episodeId: episode.id, part: '1', groups: [{ episodeId: episode.id, events: [{ seq: 0, type: 'start' }] }] });
    }
    v7.close();

    const onUpgrade = vi.fn();
    const db = await openDatabase(name, onUpgrade);
    expect((await db.headerBlocks.toArray()).map((block) => block.runId)).toEqual(['kept']);
    expect((await db.eventParts.toArray()).map((part) => part.runId)).toEqual(['kept']);
    expect(onUpgrade).toHaveBeenCalled();
    db.close();
  });

  it('announces no upgrade when it creates a store, nor when it opens one of this version', async () => {
    const name = `fresh-${Math.random()}`;
    const onUpgrade = vi.fn();
    const db = await openDatabase(name, onUpgrade);
    await db.runs.count();
    db.close();
    const again = await openDatabase(name, onUpgrade);
    await again.runs.count();
    again.close();
    expect(onUpgrade).not.toHaveBeenCalled();
  });
});
