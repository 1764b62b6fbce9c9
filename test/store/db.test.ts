import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentFactory } from '../../src/core/agent';
import { guessNumber } from '../../src/games/guess-number/game';
import { runBatch } from '../../src/run/batch';
import { playEpisode } from '../../src/run/episode';
import { databaseSink, deleteRun, loadEpisode, markAbandoned, openDatabase, runEpisodes, runSink } from '../../src/store/db';
import { exportEpisodes, exportFile } from '../../src/store/export';
import { validateEpisode } from '../schema';
import { optimal } from '../../src/games/guess-number/bots';

const db = openDatabase(`test-${Math.random()}`);
afterEach(async () => {
  await Promise.all([db.runs.clear(), db.episodes.clear(), db.events.clear()]);
});
const game = { game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed: 4 };

describe('the run store', () => {
  it('writes each event as it happens, so a closed page loses at most the move in flight', async () => {
    const seen: number[] = [];
    let release!: () => void;
    const hang = new Promise<never>((_, reject) => (release = () => reject(new Error('page closed'))));
    const player: AgentFactory = () => {
      const guesses = ['4567', '8901'];
      return {
        info: { kind: 'human', name: 'person' },
        act: async () => {
          seen.push(await db.events.count());
          return guesses.shift() ?? hang;
        },
      };
    };
    const playing = playEpisode({ ...game, setup: { secret: '0123' }, agents: { player }, runId: 'r1', sink: databaseSink(db) });
    // The third turn has begun: the player is thinking, and the page is about to close.
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    // Before the page "closes", both moves are on disk and the episode is marked running.
    const [episode] = await runEpisodes(db, 'r1');
    expect(episode!.status).toBe('running');
    expect((await loadEpisode(db, episode!.id))!.events.map((e) => e.type === 'move' && e.move)).toEqual([
      { guess: '4567' }, { guess: '8901' },
    ]);
    expect(seen).toEqual([0, 1, 2]);
    release();
    await playing;
  });

  it('marks episodes of runs no page is playing as interrupted, keeping their events', async () => {
    await db.runs.bulkPut(['live', 'dead'].map((id) => ({
      id, game: 'guess-number', variant: 'ar-bench', params: {}, seed: 1, players: [], episodes: 1, finished: 0, status: 'running' as const, createdAt: new Date().toISOString(),
    })));
    for (const runId of ['live', 'dead']) {
      const sink = databaseSink(db);
      await playEpisode({ ...game, agents: { player: optimal }, runId, sink: { ...sink, ended: () => {} } });
    }
    expect(await markAbandoned(db, (runId) => runId === 'live')).toBe(1);
    const [dead] = await runEpisodes(db, 'dead');
    const [live] = await runEpisodes(db, 'live');
    expect(dead!.status).toBe('interrupted');
    expect(dead!.error).toMatch(/page closed/);
    expect(live!.status).toBe('running');
    expect((await loadEpisode(db, dead!.id))!.events.length).toBeGreaterThan(0);
    expect((await db.runs.get('dead'))!.status).toBe('stopped');
    expect((await db.runs.get('live'))!.status).toBe('running');
  });

  it('exports whole runs as JSON Lines that validate, and deletes a run with all it holds', async () => {
    for (const runId of ['a', 'b']) {
      await db.runs.put({ id: runId, game: 'guess-number', variant: 'ar-bench', params: {}, seed: 1, players: [], episodes: 3, finished: 0, status: 'finished', createdAt: new Date().toISOString() });
      await runBatch({ ...game, episodes: 3, agents: { player: optimal }, runId, sink: databaseSink(db) });
    }
    expect((await db.runs.get('a'))!.finished).toBe(3);
    const lines = (await (await exportFile(db)).text()).trimEnd().split('\n');
    expect(lines).toHaveLength(6);
    for (const line of lines) expect(validateEpisode(JSON.parse(line)), JSON.stringify(validateEpisode.errors)).toBe(true);
    const a = [];
    for await (const episode of exportEpisodes(db, ['a'])) a.push(episode);
    expect(a.map((e) => [e.runId, e.index])).toEqual([['a', 0], ['a', 1], ['a', 2]]);
    expect(a[0]!.events.map((e) => e.seq)).toEqual(a[0]!.events.map((_, i) => i));

    await deleteRun(db, 'a');
    expect(await db.runs.count()).toBe(1);
    expect(await db.episodes.where('runId').equals('a').count()).toBe(0);
    const left = await db.episodes.toArray();
    expect(await db.events.count()).toBe((await Promise.all(left.map((e) => loadEpisode(db, e.id)))).reduce((n, e) => n + e!.events.length, 0));
  });

  it('keeps the header and finished count of a resumed batch that plays its first episode again', async () => {
    await runBatch({ ...game, episodes: 4, indices: [1, 2, 3], agents: { player: optimal }, runId: 'resumed', sink: runSink(db, 4) });
    expect((await db.runs.get('resumed'))).toMatchObject({ finished: 3, seed: 4, episodes: 4 });
    await runBatch({ ...game, episodes: 4, indices: [0], agents: { player: optimal }, runId: 'resumed', sink: runSink(db, 4) });
    expect((await db.runs.get('resumed'))).toMatchObject({ finished: 4, seed: 4, episodes: 4 });
  });
});
