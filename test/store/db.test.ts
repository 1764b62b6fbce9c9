import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentFactory } from '../../src/core/agent';
import { guessNumber } from '../../src/games/guess-number/game';
import { runBatch } from '../../src/run/batch';
import { playEpisode } from '../../src/run/episode';
import { BLOCK, blockEvents, databaseSink, deleteRun, eventParts, endedIndices, loadEpisode, markAbandoned, openDatabase, runningRuns, putHeaders, RunDeleted, runEpisodes, runSink, shownEpisodes } from '../../src/store/db';
import { csvFile, exportEpisodes, jsonLinesFile, toBlob } from '../../src/store/export';
import { validateEpisode } from '../schema';
import { maxEntropy } from '../../src/games/guess-number/bots';
import { clearStore, storedEpisodes, storedEvents } from './stored';

const db = await openDatabase(`test-${Math.random()}`);
afterEach(() => clearStore(db));
const game = { game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed: 4 };

describe('the run store', () => {
  it('writes each move while the player thinks about the next, so a closed page loses at most the move in flight', async () => {
    let turns = 0;
    let release!: () => void;
    const hang = new Promise<never>((_, reject) => (release = () => reject(new Error('page closed'))));
    const player: AgentFactory = () => {
      const guesses = ['4567', '8901'];
      return {
        info: { kind: 'human', name: 'person' },
        act: async () => (turns++, guesses.shift() ?? hang),
      };
    };
    const sink = databaseSink(db);
    const playing = playEpisode({ ...game, setup: { secret: '0123' }, agents: { player }, runId: 'r1', sink });
    // The third turn has begun: the player is thinking, the episode has not ended, and the page is about to close.
    await vi.waitFor(() => expect(turns).toBe(3));
    await vi.waitFor(async () => expect(await storedEvents(db)).toBe(2));
    const [episode] = await storedEpisodes(db);
    expect(episode!.status).toBe('running');
    expect((await blockEvents(db, 'r1', 0)).get(episode!.id)!.map((e) => e.type === 'move' && e.move)).toEqual([
      { guess: '4567' }, { guess: '8901' },
    ]);
    release();
    await playing;
    await sink.flush();
  });

  it('holds back a game a person is playing from every reader of pages and exports, and gives it once it has ended', async () => {
    const person: AgentFactory = () => ({ info: { kind: 'human', name: 'person' }, act: async () => ({ guess: '0123' }) });
    const seated: AgentFactory = () => ({ info: { kind: 'human', name: 'person' }, act: () => new Promise(() => {}) });
    await db.runs.bulkPut(['played', 'playing'].map((id) => ({
      id, game: 'guess-number', variant: 'ar-bench', params: {}, seed: 1, players: [], episodes: 1, finished: 0, status: 'running' as const, createdAt: new Date().toISOString(),
    })));
    const sink = databaseSink(db);
    await playEpisode({ ...game, setup: { secret: '0123' }, agents: { player: person }, runId: 'played', sink });
    void playEpisode({ ...game, setup: { secret: '4567' }, agents: { player: seated }, runId: 'playing', sink });
    await vi.waitFor(async () => expect((await storedEpisodes(db)).map((e) => e.status).sort()).toEqual(['finished', 'running']));
    const [playing] = (await storedEpisodes(db)).filter((e) => e.status === 'running');

    const withheld = { episodes: 0 };
    const exported = await (await toBlob(jsonLinesFile(db, undefined, withheld), 'application/jsonl')).text();
    expect(exported).toContain('"secret":"0123"');
    // Nothing of the game being played: not its secret, nor its record (bare digits could match a time).
    expect(exported).not.toContain('"secret":"4567"');
    expect(exported).not.toContain(playing!.id);
    expect(withheld.episodes).toBe(1);
    const csv = { episodes: 0 };
    expect((await (await toBlob(csvFile(db, ['played', 'playing'], undefined, csv), 'text/csv')).text()).trimEnd().split('\n')).toHaveLength(2);
    expect(csv.episodes).toBe(1);
    expect(await runEpisodes(db, 'playing')).toEqual([]);
    expect(await loadEpisode(db, playing!)).toBeUndefined();
    const shown = [];
    for await (const episodes of shownEpisodes(db, 'playing')) shown.push(...episodes);
    expect(shown).toEqual([]);

    // Its page went away: the game is cut off, and shown as it was left.
    await markAbandoned(db, ['playing']);
    expect((await runEpisodes(db, 'playing'))[0]!.setup).toEqual({ secret: '4567' });
    expect((await loadEpisode(db, playing!))!.status).toBe('interrupted');
  });

  it("writes a batch of bots' episodes together, and each move of a player who waits before the next", async () => {
    // The clock stands still: every episode ends within one burst of the one before.
    vi.useFakeTimers({ toFake: ['performance'] });
    const transactions = vi.spyOn(db.core, 'transaction');
    await runBatch({ ...game, episodes: 200, agents: { player: maxEntropy }, runId: 'bots', sink: runSink(db, 200) });
    vi.useRealTimers();
    // The run's header, the first episode, and the rest together once the batch is over.
    expect(transactions.mock.calls.length).toBeLessThanOrEqual(4);
    expect(await storedEpisodes(db)).toHaveLength(200);
    // Two rows of headers, and the rows of events the writes added to each: the first episode's
    // its own, the rest shared by the episodes of a block.
    expect(await db.headerBlocks.count()).toBe(200 / BLOCK);
    const parts = await db.eventParts.toArray();
    expect(parts.length).toBeLessThanOrEqual(2 * (200 / BLOCK));
    expect(parts.filter((part) => part.episodeId === '').flatMap((part) => part.groups)).toHaveLength(199);
    expect((await db.runs.get('bots'))!.finished).toBe(200);

    transactions.mockClear();
    const slow: AgentFactory = (seat, seed) => {
      const bot = maxEntropy(seat, seed);
      return { ...bot, act: async (view, context) => (await new Promise((r) => setTimeout(r, 5)), bot.act(view, context)) };
    };
    const sink = databaseSink(db);
    const episode = await playEpisode({ ...game, agents: { player: slow }, runId: 'slow', sink });
    await sink.flush();
    // The header with the first move's wait, then one per move; the end goes with the last move or after it.
    expect(transactions.mock.calls.length).toBeGreaterThanOrEqual(episode.events.length);
    expect(transactions.mock.calls.length).toBeLessThanOrEqual(episode.events.length + 1);
    expect((await loadEpisode(db, episode))!.events).toHaveLength(episode.events.length);
    // Each move a part of the episode's own, which its page reads without the rest of its block.
    expect(new Set((await db.eventParts.toArray()).filter((part) => part.runId === 'slow').map((part) => part.episodeId))).toEqual(new Set([episode.id]));
    transactions.mockRestore();
  });

  it('marks the episodes of runs no page plays any more as interrupted, keeping their events, and leaves the others', async () => {
    await db.runs.bulkPut(['live', 'dead'].map((id) => ({
      id, game: 'guess-number', variant: 'ar-bench', params: {}, seed: 1, players: [], episodes: 1, finished: 0, status: 'running' as const, createdAt: new Date().toISOString(),
    })));
    for (const runId of ['live', 'dead']) {
      const sink = databaseSink(db);
      await playEpisode({ ...game, agents: { player: maxEntropy }, runId, sink: { ...sink, ended: () => {} } });
    }
    // The page lives on a moment after the episodes' last moves, long enough for them to be written.
    await vi.waitFor(async () => expect(await storedEpisodes(db)).toHaveLength(2));
    expect(await runningRuns(db)).toEqual(['dead', 'live']);
    expect(await markAbandoned(db, ['dead', 'gone-before'])).toBe(1);
    expect(await runningRuns(db)).toEqual(['live']);
    const [dead] = await runEpisodes(db, 'dead');
    const [live] = await runEpisodes(db, 'live');
    expect(dead!.status).toBe('interrupted');
    // A resumed batch plays an interrupted episode again.
    expect(await endedIndices(db, 'dead')).toEqual(new Set());
    expect(dead!.error).toMatch(/page closed/);
    expect(live!.status).toBe('running');
    expect((await loadEpisode(db, dead!))!.events.length).toBeGreaterThan(0);
    expect((await db.runs.get('dead'))!.status).toBe('stopped');
    expect((await db.runs.get('live'))!.status).toBe('running');
  });

  it('stops a batch whose run another tab deletes while it plays, and writes nothing more of it', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let reached!: () => void;
    const atGate = new Promise<void>((resolve) => (reached = resolve));
    let turns = 0;
    const player: AgentFactory = (seat, seed) => {
      const bot = maxEntropy(seat, seed);
      return { ...bot, act: async (view, context) => (++turns === 3 && (reached(), await gate), bot.act(view, context)) };
    };
    let failure: unknown;
    const batch = runBatch({ ...game, episodes: 5, agents: { player }, runId: 'gone', sink: runSink(db, 5, {}, (error) => (failure = error)) }).catch((error: unknown) => error);
    await atGate;
    await vi.waitFor(async () => expect(await storedEvents(db)).toBeGreaterThan(0));
    // The other tab deletes the run while this one waits for its player.
    await deleteRun(db, 'gone');
    open();
    const ended = await batch;
    expect(failure ?? ended).toBeInstanceOf(RunDeleted);
    expect((failure ?? ended) as Error).toHaveProperty('message', 'The run gone was deleted, perhaps in another tab, so nothing more of it is written and it stopped here.');
    expect(await storedEpisodes(db)).toEqual([]);
    expect(await db.eventParts.count()).toBe(0);
  });

  it('exports whole runs as JSON Lines that validate, and deletes a run with all it holds', async () => {
    for (const runId of ['a', 'b']) {
      await db.runs.put({ id: runId, game: 'guess-number', variant: 'ar-bench', params: {}, seed: 1, players: [], episodes: 3, finished: 0, status: 'finished', createdAt: new Date().toISOString() });
      await runBatch({ ...game, episodes: 3, agents: { player: maxEntropy }, runId, sink: databaseSink(db) });
    }
    expect((await db.runs.get('a'))!.finished).toBe(3);
    const lines = (await (await toBlob(jsonLinesFile(db), 'application/jsonl')).text()).trimEnd().split('\n');
    expect(lines).toHaveLength(6);
    for (const line of lines) expect(validateEpisode(JSON.parse(line)), JSON.stringify(validateEpisode.errors)).toBe(true);
    const a = [];
    for await (const episode of exportEpisodes(db, ['a'])) a.push(episode);
    expect(a.map((e) => [e.runId, e.index])).toEqual([['a', 0], ['a', 1], ['a', 2]]);
    expect(a[0]!.events.map((e) => e.seq)).toEqual(a[0]!.events.map((_, i) => i));

    await deleteRun(db, 'a');
    expect(await db.runs.count()).toBe(1);
    expect(await runEpisodes(db, 'a')).toEqual([]);
    expect((await db.eventParts.toArray()).filter((part) => part.runId === 'a')).toEqual([]);
    const left = await storedEpisodes(db);
    expect(left.map((e) => e.runId)).toEqual(['b', 'b', 'b']);
    expect(await storedEvents(db)).toBe((await Promise.all(left.map((e) => loadEpisode(db, e)))).reduce((n, e) => n + e!.events.length, 0));
  });

  it('keeps the header and finished count of a resumed batch that plays its first episode again', async () => {
    await runBatch({ ...game, episodes: 4, indices: [1, 2, 3], agents: { player: maxEntropy }, runId: 'resumed', sink: runSink(db, 4) });
    expect((await db.runs.get('resumed'))).toMatchObject({ finished: 3, seed: 4, episodes: 4 });
    expect(await endedIndices(db, 'resumed')).toEqual(new Set([1, 2, 3]));
    await runBatch({ ...game, episodes: 4, indices: [0], agents: { player: maxEntropy }, runId: 'resumed', sink: runSink(db, 4) });
    expect((await db.runs.get('resumed'))).toMatchObject({ finished: 4, seed: 4, episodes: 4 });
  });

  it('reads an episode whose events are split between a part it shares and parts of its own', async () => {
    const play = (index: number) => playEpisode({ ...game, seed: 4 + index, index, agents: { player: maxEntropy }, runId: 'split' });
    const [a, b] = [await play(0), await play(1)];
    const place = (e: typeof a, events: typeof a.events) => ({ episodeId: e.id, runId: e.runId, index: e.index, events });
    await db.transaction('rw', db.headerBlocks, db.eventParts, async () => {
      await putHeaders(db, [a, b].map(({ events: _events, ...rest }) => rest));
      // A burst that holds the start of one and the whole of the other, then the rest of the first alone, one move a write.
      await db.eventParts.bulkAdd(eventParts([place(a, a.events.slice(0, 1)), place(b, b.events)]));
      for (const event of a.events.slice(1)) await db.eventParts.bulkAdd(eventParts([place(a, [event])]));
    });
    expect((await db.eventParts.toArray()).map((part) => part.episodeId)).toEqual(['', ...a.events.slice(1).map(() => a.id)]);
    expect((await loadEpisode(db, a))!.events).toEqual(a.events);
    expect((await loadEpisode(db, b))!.events).toEqual(b.events);
  });

  it('exports a long run a block at a time, every episode once, an episode played again after the one it replaces', async () => {
    // 450 episodes (four blocks and a half), and three more that share indices 99, 100 and 449.
    const first = await playEpisode({ ...game, agents: { player: maxEntropy }, runId: 'long' });
    const copies = [...Array.from({ length: 450 }, (_, index) => index), 99, 100, 449].map((index, n) => ({ ...first, id: `e${String(n).padStart(3, '0')}`, index }));
    await db.transaction('rw', db.headerBlocks, db.eventParts, async () => {
      await putHeaders(db, copies.map(({ events: _events, ...rest }) => rest));
      await db.eventParts.bulkAdd(eventParts(copies.map((e) => ({ ...e, episodeId: e.id }))));
    });
    const queries = vi.spyOn(db.core, 'transaction');
    const seen = [];
    for await (const episode of exportEpisodes(db, ['long'])) seen.push(episode);
    expect(seen.map((e) => e.id).sort()).toEqual(copies.map((e) => e.id).sort());
    expect(seen.map((e) => e.index)).toEqual([...seen.map((e) => e.index)].sort((a, b) => a - b));
    expect(seen.filter((e) => [99, 100, 449].includes(e.index)).map((e) => e.id)).toEqual(['e099', 'e450', 'e100', 'e451', 'e449', 'e452']);
    expect(seen.every((e) => e.events.length === first.events.length && e.events.every((event, i) => event.seq === i))).toBe(true);
    // Two queries a block (its headers, its events) and one that finds no more, not two an episode.
    expect(queries.mock.calls.length).toBe(2 * 5 + 1);
    queries.mockRestore();
  });
});
