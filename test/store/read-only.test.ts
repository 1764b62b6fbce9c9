/**
 * A store a newer version of the app wrote, in a browser that runs this one again: it is read as
 * it is, and nothing of it changes, neither its version nor its rows.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { maxEntropy } from '../../src/games/guess-number/bots';
import { guessNumber } from '../../src/games/guess-number/game';
import { playEpisode } from '../../src/run/episode';
import { deleteRun, header, loadEpisode, markAbandoned, markEvent, openDatabase, READ_ONLY, runEpisodes, runSink, eventParts } from '../../src/store/db';
import { importFile } from '../../src/store/import';
import { toJsonLine } from '../../src/core/record';

/** Every table of a store as IndexedDB holds it, with its version, read without Dexie. */
async function rawStore(name: string): Promise<{ version: number; tables: Record<string, unknown[]> }> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const tables: Record<string, unknown[]> = {};
  for (const table of db.objectStoreNames) {
    tables[table] = await new Promise((resolve) => {
      const all = db.transaction(table).objectStore(table).getAll();
      all.onsuccess = () => resolve(all.result);
    });
  }
  db.close();
  return { version: db.version, tables };
}

const params = { maxGuesses: 25, finalAnswer: true };
const play = (runId: string) => playEpisode({ game: guessNumber, variant: 'ar-bench', params, seed: 3, agents: { player: maxEntropy }, runId });

describe('a store of a newer version', () => {
  it('is read as it is, refuses every write with a sentence, and keeps its version and rows', async () => {
    const name = `newer-${Math.random()}`;
    // Version 99 of the app: this version's tables with one more, and a run left running.
    const newer = new Dexie(name);
    newer.version(99).stores({ runs: 'id, createdAt, game, status', headerBlocks: '[runId+block]', eventParts: '[runId+block+episodeId+part]', suites: 'id', notes: 'id' });
    const episode = { ...(await play('kept')), status: 'running' as const };
    await newer.table('runs').add({ id: 'kept', game: 'guess-number', variant: 'ar-bench', params, seed: 3, players: episode.players, episodes: 1, finished: 0, status: 'running', createdAt: episode.startedAt });
    await newer.table('headerBlocks').add({ runId: 'kept', block: 0, episodes: [header(episode)] });
    await newer.table('eventParts').bulkAdd(eventParts([{ episodeId: episode.id, runId: 'kept', index: 0, events: episode.events }]));
    await newer.table('notes').add({ id: 'a note' });
    newer.close();
    const before = await rawStore(name);
    expect(before.version).toBe(990);

    const db = await openDatabase(name);
    expect(db.readOnly).toBe(true);
    expect((await db.runs.toArray()).map((run) => run.id)).toEqual(['kept']);
    expect((await runEpisodes(db, 'kept')).map((e) => e.id)).toEqual([episode.id]);
    expect((await loadEpisode(db, episode))!.events).toEqual(episode.events);

    const refused = { name: 'ReadOnlyStore', message: READ_ONLY };
    await expect(markAbandoned(db, ['kept'])).rejects.toMatchObject(refused);
    await expect(deleteRun(db, 'kept')).rejects.toMatchObject(refused);
    await expect(markEvent(db, episode, 0)).rejects.toMatchObject(refused);
    await expect(db.runs.update('kept', { tags: ['a tag'] })).rejects.toMatchObject(refused);
    await expect(db.suites.put({ id: 's', episodes: 1, lines: [], models: [], finished: false })).rejects.toMatchObject(refused);
    const failures: unknown[] = [];
    await expect(playEpisode({ game: guessNumber, variant: 'ar-bench', params, seed: 4, agents: { player: maxEntropy }, runId: 'new', sink: runSink(db, 1, {}, (error) => failures.push(error)) })).rejects.toMatchObject(refused);
    const file = new Blob([toJsonLine({ ...(await play('imported')), runId: 'imported' })]);
    await expect(importFile(db, file)).rejects.toMatchObject(refused);
    db.close();

    expect(await rawStore(name)).toEqual(before);
  });

  it('that lacks a table this version reads is not changed either: it stays closed', async () => {
    const name = `newer-${Math.random()}`;
    const newer = new Dexie(name);
    newer.version(99).stores({ everything: 'id' });
    await newer.table('everything').add({ id: 'one' });
    newer.close();
    const before = await rawStore(name);

    const db = await openDatabase(name);
    expect(db.readOnly).toBe(true);
    expect(db.isOpen()).toBe(false);
    expect(await rawStore(name)).toEqual(before);
  });
});
