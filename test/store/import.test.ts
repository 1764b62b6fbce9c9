import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EpisodeRecord } from '../../src/core/record';
import { seatAgent } from '../../src/agents/seats';
import { maxEntropy } from '../../src/games/guess-number/bots';
import guessNumberModule from '../../src/games/guess-number/index';
import { guessNumber } from '../../src/games/guess-number/game';
import { runBatch } from '../../src/run/batch';
import { playEpisode } from '../../src/run/episode';
import { finishRun, openDatabase, runSink } from '../../src/store/db';
import { jsonLinesFile, toBlob } from '../../src/store/export';
import { ImportError, importFile } from '../../src/store/import';
import { scriptedEngine } from '../agents/scripted-engine';
import { clearStore, storedEpisode, storedEpisodes, storedEvents } from './stored';

const db = await openDatabase(`import-${Math.random()}`);
afterEach(() => clearStore(db));
const params = { maxGuesses: 25, finalAnswer: true };

async function episodes(n: number, runId = 'run-1'): Promise<EpisodeRecord[]> {
  const out: EpisodeRecord[] = [];
  await runBatch({
    game: guessNumber, variant: 'ar-bench', params, seed: 10, episodes: n, agents: { player: maxEntropy }, runId,
    sink: { started() {}, event() {}, ended: (e) => void out.push(e) },
  });
  return out;
}
const forge = (line: string, change: (episode: EpisodeRecord) => void): string => {
  const episode = JSON.parse(line) as EpisodeRecord;
  change(episode);
  return JSON.stringify(episode);
};
const file = (lines: string[]) => new Blob(lines.map((l) => `${l}\n`));
async function snapshot() {
  return JSON.stringify([await db.runs.toArray(), await db.headerBlocks.toArray(), await db.eventParts.toArray()]);
}

describe('import', () => {
  it('imports an exported file, and importing it again adds nothing', async () => {
    const records = await episodes(3);
    const lines = records.map((r) => JSON.stringify(r));
    const progress: number[] = [];
    expect(await importFile(db, file(lines), (p) => progress.push(p.bytes / p.total))).toEqual({ episodes: 3, skipped: 0, runs: 1, apart: 0, runIds: ['run-1'] });
    expect(progress.at(-1)).toBe(1);
    const run = (await db.runs.get('run-1'))!;
    expect(run).toMatchObject({ episodes: 3, finished: 3, status: 'finished', seed: 10, game: 'guess-number' });
    expect(await storedEvents(db)).toBe(records.reduce((n, r) => n + r.events.length, 0));
    const before = await snapshot();
    expect(await importFile(db, file(lines))).toEqual({ episodes: 0, skipped: 3, runs: 0, apart: 0, runIds: ['run-1'] });
    expect(await snapshot()).toBe(before);

    const exported = (await (await toBlob(jsonLinesFile(db), 'application/jsonl')).text()).trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(exported).toEqual(records.map((r) => JSON.parse(JSON.stringify(r))));
  });

  const good = async () => JSON.stringify((await episodes(1))[0]);
  const cases: [string, (line: string) => string, RegExp][] = [
    ['not JSON', () => '{"schema": "fogplay.episode/1",', /Line 2: not JSON/],
    ['another format', (l) => l.replace('fogplay.episode/1', 'other/9'), /Line 2: not a Fogplay episode: \/schema must be equal to constant/],
    ['a missing field', (l) => JSON.stringify({ ...JSON.parse(l), setup: undefined }), /Line 2: not a Fogplay episode: .*setup/],
    ['an unknown game', (l) => l.replaceAll('"guess-number"', '"chess"'), /Line 2: unknown game "chess"/],
    ['moves that do not replay', (l) => l.replace(/"guess":"(\d{4})"/, '"guess":"1123"'), /Line 2: the record does not hold up when its moves are replayed: event \d+: The 4 digits/],
    ['false feedback', (l) => l.replace(/"result":\{"exact":(\d)/, (_, n) => `"result":{"exact":${(Number(n) + 1) % 4}`), /Line 2: .*event \d+: its recorded result is not the one the rules give/],
    ['a forged outcome', (l) => forge(l, (e) => void (e.outcome = { ...(e.outcome as object), solved: false })), /Line 2: .*its recorded outcome is not the one its moves lead to/],
    ['a finished episode without events', (l) => forge(l, (e) => void (e.events = [])), /Line 2: .*it is marked finished, but its moves do not end the game/],
    ['a gap in the events', (l) => forge(l, (e) => void e.events.splice(1, 1)), /Line 2: .*event 1 is numbered 2/],
    ['players that are not the seats', (l) => forge(l, (e) => void (e.players = [{ ...e.players[0]!, seat: 'judge' }])), /Line 2: .*its players \(judge\) are not the seats of the game \(player\)/],
    ['a __proto__ key', (l) => l.replace('"setup":{', '"setup":{"__proto__":{"polluted":true},'), /Line 2: a "__proto__" key is not allowed/],
    ['deep nesting', (l) => l.replace('"params":{', `"params":{"x":${'['.repeat(100_000)}${']'.repeat(100_000)},`), /Line 2: the data is nested deeper than 64 levels/],
  ];
  it.each(cases)('rejects a file with %s whole, naming the line, and changes nothing', async (_, spoil, message) => {
    const stored = await episodes(2, 'kept');
    await importFile(db, file(stored.map((r) => JSON.stringify(r))));
    const before = await snapshot();
    const line = await good();
    const error = await importFile(db, file([line, spoil(line), line])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toMatch(message);
    expect(await snapshot()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('imports many runs of one episode, more than a chunk of them, each its own run, and importing them again adds nothing', async () => {
    const lines = (await episodes(250)).map((r) => forge(JSON.stringify(r), (e) => Object.assign(e, { runId: `single-${e.index}`, index: 0 })));
    expect(await importFile(db, file(lines))).toMatchObject({ episodes: 250, skipped: 0, runs: 250, apart: 0 });
    const runs = await db.runs.toArray();
    expect(runs).toHaveLength(250);
    expect(runs.every((run) => run.episodes === 1 && run.finished === 1 && run.status === 'finished' && run.imported === 'file')).toBe(true);
    expect(await db.headerBlocks.count()).toBe(250);
    const before = await snapshot();
    expect(await importFile(db, file(lines))).toMatchObject({ episodes: 0, skipped: 250, runs: 0, apart: 0 });
    expect(await snapshot()).toBe(before);
  });

  it('counts a run that another import writes into while the import that made it goes on', async () => {
    const [first, ...rest] = (await episodes(4)).map((r) => JSON.stringify(r));
    // The run is made with the first chunk; the import goes on checking other episodes a while.
    const making = importFile(db, file([first!, ...(await episodes(400, 'other')).map((r) => JSON.stringify(r))]));
    await new Promise<void>((made) => {
      db.runs.hook('creating', function watch(id) {
        if (id === 'run-1') this.onsuccess = () => (db.runs.hook('creating').unsubscribe(watch), made());
      });
    });
    expect(await importFile(db, file(rest))).toMatchObject({ episodes: 3, skipped: 0, runs: 0, runIds: ['run-1'] });
    expect(await making).toMatchObject({ episodes: 401, skipped: 0, runs: 2, runIds: ['run-1', 'other'] });
    expect(await db.runs.get('run-1')).toMatchObject({ episodes: 4, finished: 4, status: 'finished' });
    // The other run, made with the first chunk and filled by the next two, is counted whole, with its headline.
    expect(await db.runs.get('other')).toMatchObject({ episodes: 400, finished: 400, status: 'finished', headline: expect.stringMatching(/\d/) });
  });

  it('counts a run whose episodes fall in two chunks: made with one, given the next by a later chunk', async () => {
    const [first, second] = (await episodes(2)).map((r) => JSON.stringify(r));
    const between = (await episodes(199, 'other')).map((r) => JSON.stringify(r));
    expect(await importFile(db, file([first!, ...between, second!]))).toMatchObject({ episodes: 201, skipped: 0, runs: 2 });
    expect(await db.runs.get('run-1')).toMatchObject({ episodes: 2, finished: 2, status: 'finished', headline: expect.stringMatching(/\d/) });
  });

  it('names the first bad line when an episode that does not fit its run in the file comes before a line that is not JSON', async () => {
    await importFile(db, file((await episodes(1, 'kept')).map((r) => JSON.stringify(r))));
    const before = await snapshot();
    const person = await playEpisode({
      game: guessNumber, variant: 'ar-bench', params, seed: 3, runId: 'run-1',
      agents: { player: () => ({ info: { kind: 'human', name: 'someone' }, act: async () => '0123' }) },
    });
    const error = await importFile(db, file([await good(), JSON.stringify(person), '{"schema":'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toMatch(/^Line 2: its players \(seat player: a person\) are not those of its run run-1/);
    expect(await snapshot()).toBe(before);
  });

  it('imports an episode that ended with the context full, counted apart from the finished ones', async () => {
    const lines = (await episodes(3)).map((r) => JSON.stringify(r));
    const error = 'The prompt (4,188 tokens) and the reply budget (100) need more than the 4,096 tokens of context.';
    const id = (JSON.parse(lines[1]!) as EpisodeRecord).id;
    lines[1] = forge(lines[1]!, (e) => Object.assign(e, { status: 'context-full', error, events: e.events.slice(0, 2), outcome: null, metrics: {} }));
    expect(await importFile(db, file(lines))).toMatchObject({ episodes: 3, skipped: 0, runs: 1 });
    expect(await storedEpisode(db, id)).toMatchObject({ status: 'context-full', error, metrics: {} });
    // Every episode has ended: the run is whole, two finished and one out of context.
    expect(await db.runs.get('run-1')).toMatchObject({ finished: 2, contextFull: 1, episodes: 3, status: 'finished' });
  });

  it('stores the metrics its moves give, not the ones a record claims', async () => {
    const [real] = await episodes(1);
    const forged = forge(JSON.stringify(real), (e) => void (e.metrics = { ...e.metrics, guesses: 1, invented: 7 }));
    await importFile(db, file([forged]));
    expect((await storedEpisode(db, real!.id))!.metrics).toEqual(JSON.parse(JSON.stringify(real!.metrics)));
  });

  it('works out the metrics of each episode once, in its replay', async () => {
    const records = await episodes(3);
    const metrics = vi.spyOn(guessNumber, 'metrics');
    try {
      await importFile(db, file(records.map((r) => JSON.stringify(r))));
      expect(metrics).toHaveBeenCalledTimes(3);
    } finally {
      metrics.mockRestore();
    }
  });

  it('rejects an empty file and a huge line', async () => {
    await expect(importFile(db, file(['', '  ']))).rejects.toThrow(/holds no episodes/);
    await expect(importFile(db, file(['x'.repeat(20_000_001)]))).rejects.toThrow(/Line 1: the line is longer than 20 MB/);
    // A line without end is refused once 20 MB of it are read, not after it is read whole.
    let read = 0;
    const endless = new Blob([`${JSON.stringify((await episodes(1))[0])}\n`, ...Array.from({ length: 60 }, () => 'x'.repeat(1_000_000))]);
    await expect(importFile(db, endless, (p) => (read = p.bytes))).rejects.toThrow(/Line 2: the line is longer than 20 MB/);
    expect(read).toBeLessThan(25_000_000);
    expect(await storedEpisodes(db)).toEqual([]);
  });

  it('keeps HTML in text fields as plain text', async () => {
    const episode = await playEpisode({
      game: guessNumber, variant: 'ar-bench', params, seed: 3, runId: 'html',
      agents: { player: () => ({ info: { kind: 'human', name: '<img src=x onerror=alert(1)>' }, act: async () => '0123' }) },
    });
    await importFile(db, file([JSON.stringify(episode)]));
    expect((await db.runs.get('html'))!.players[0]!.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('takes back what it wrote when a write fails midway', async () => {
    const records = await episodes(450, 'big');
    const before = await snapshot();
    const original = db.eventParts.bulkAdd.bind(db.eventParts);
    let calls = 0;
    db.eventParts.bulkAdd = ((...args: Parameters<typeof original>) => {
      if (++calls === 3) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original(...args);
    }) as typeof original;
    try {
      await expect(importFile(db, file(records.map((r) => JSON.stringify(r))))).rejects.toThrow(/quota/);
    } finally {
      db.eventParts.bulkAdd = original;
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('where an import puts episodes', () => {
  /** A stored run's header, episodes and events, to see that an import left it as it was. */
  async function runSnapshot(runId: string) {
    const of = <T extends { runId: string }>(rows: T[]) => rows.filter((row) => row.runId === runId);
    return JSON.stringify([await db.runs.get(runId), of(await db.headerBlocks.toArray()), of(await db.eventParts.toArray())]);
  }
  /** A run of n episodes played in this browser, as the Play and Batch pages store one. */
  async function playedHere(n: number, runId = 'teacher') {
    await runBatch({ game: guessNumber, variant: 'ar-bench', params, seed: 10, episodes: n, agents: { player: maxEntropy }, runId, sink: runSink(db, n) });
    await finishRun(db, runId, true);
  }
  /** Episode `index` of a run as another page would have played it: the same seed, another id. */
  async function another(runId: string, index: number): Promise<EpisodeRecord> {
    const [episode] = await episodes(index + 1, runId).then((all) => all.slice(index));
    return { ...episode!, id: `other-${index}` };
  }
  const unfinished = (e: EpisodeRecord): EpisodeRecord => ({ ...e, status: 'interrupted', error: 'The page closed before the episode ended.', events: e.events.slice(0, 2), outcome: null, metrics: {} });

  it('stores a link whose run id is a run played here as a run of its own, and the played run keeps its episodes', async () => {
    await playedHere(3);
    const before = await runSnapshot('teacher');
    // Index 0 is held, index 3 is past the run's 3 episodes: neither joins it.
    for (const index of [0, 2, 3]) {
      const link = JSON.stringify(await another('teacher', index));
      const result = await importFile(db, file([link]), undefined, 'link');
      expect(result).toMatchObject({ episodes: 1, runs: 1, apart: 1 });
      const [runId] = result.runIds;
      expect(runId).not.toBe('teacher');
      expect(await db.runs.get(runId!)).toMatchObject({ imported: 'link', importedAs: 'teacher', episodes: index + 1, finished: 1 });
      // Kept again, it is found where the first keeping put it.
      expect(await importFile(db, file([link]), undefined, 'link')).toEqual({ episodes: 0, skipped: 1, runs: 0, apart: 0, runIds: [runId] });
      await db.runs.delete(runId!);
    }
    expect(await runSnapshot('teacher')).toBe(before);
    expect((await db.runs.get('teacher'))!.imported).toBeUndefined();
  });

  it('gives an imported run the episodes of its own continuation, a stopped run resumed, and none other', async () => {
    const all = await episodes(4, 'resumed');
    // The file of the stopped run: episode 2 cut off. The resumed run plays episode 2 again, under a new id, and episode 3.
    const stopped = [all[0]!, all[1]!, { ...unfinished(all[2]!), id: 'cut-off' }];
    expect(await importFile(db, file(stopped.map((e) => JSON.stringify(e))))).toMatchObject({ episodes: 3, runs: 1, runIds: ['resumed'] });
    expect(await db.runs.get('resumed')).toMatchObject({ episodes: 3, finished: 2, status: 'stopped' });
    const resumed = [...stopped, all[2]!, all[3]!];
    expect(await importFile(db, file(resumed.map((e) => JSON.stringify(e))))).toEqual({ episodes: 2, skipped: 3, runs: 0, apart: 0, runIds: ['resumed'] });
    expect(await db.runs.get('resumed')).toMatchObject({ episodes: 4, finished: 4, status: 'finished', imported: 'file' });

    // Not its continuation: an episode where one has ended, a seed the run does not give that index, or other players.
    const before = await runSnapshot('resumed');
    const person = await playEpisode({
      game: guessNumber, variant: 'ar-bench', params, seed: 15, runId: 'resumed', index: 5,
      agents: { player: () => ({ info: { kind: 'human', name: 'someone' }, act: async () => '0123' }) },
    });
    const wrongSeed = { ...(await another('resumed', 3)), id: 'wrong-seed', index: 4 };
    for (const stranger of [await another('resumed', 1), wrongSeed, person]) {
      const result = await importFile(db, file([JSON.stringify(stranger)]));
      expect(result).toMatchObject({ episodes: 1, runs: 1, apart: 1 });
      expect(await db.runs.get(result.runIds[0]!)).toMatchObject({ imported: 'file', importedAs: 'resumed' });
    }
    expect(await runSnapshot('resumed')).toBe(before);
  });

  it('refuses, in words, a file with two ended episodes at one index of a run, and one whose run turns from continuing a stored run to taking a held index', async () => {
    const [first, second] = await episodes(2, 'twice');
    const twice = [first!, second!, { ...first!, id: 'again' }].map((e) => JSON.stringify(e));
    const before = await snapshot();
    await expect(importFile(db, file(twice))).rejects.toThrow(/^Line 3: the file's earlier episodes of its run twice went to one run here, which cannot take this one: episode 1 of that run ended already under another id \(.+\): a run ends each episode once\.$/);
    expect(await snapshot()).toBe(before);

    await importFile(db, file([JSON.stringify(first)]));
    const stored = await snapshot();
    const turning = [second!, { ...first!, id: 'again' }].map((e) => JSON.stringify(e));
    await expect(importFile(db, file(turning))).rejects.toThrow(/^Line 2: .*went to one run here, which cannot take this one: that run holds episode 1 already, under another id \(.+\)\.$/);
    expect(await snapshot()).toBe(stored);
  });
  it('refuses two ended episodes at one index of a run when a chunk of the file lies between them', async () => {
    const [first] = await episodes(1, 'twice');
    const between = (await episodes(250, 'other')).map((r) => JSON.stringify(r));
    const before = await snapshot();
    await expect(importFile(db, file([JSON.stringify(first), ...between, JSON.stringify({ ...first!, id: 'again' })]))).rejects.toThrow(
      /^Line 252: the file's earlier episodes of its run twice went to one run here, which cannot take this one: episode 1 of that run ended already under another id \(.+\): a run ends each episode once\.$/,
    );
    expect(await snapshot()).toBe(before);
  });

  it('takes back a stored run’s continuation written over several chunks, and the runs it made, when a later line is bad', async () => {
    const all = await episodes(450, 'resumed');
    await importFile(db, file([JSON.stringify(all[0])]));
    const before = await snapshot();
    const lines = [...all.slice(1), ...(await episodes(230, 'made'))].map((r) => JSON.stringify(r));
    await expect(importFile(db, file([...lines, '{"schema": "fogplay.episode/1",']))).rejects.toThrow(/^Line 680: not JSON/);
    expect(await snapshot()).toBe(before);
  });
});

describe('import of a model’s identity', () => {
  const sha256 = 'ab'.repeat(32);
  /** An episode of a scripted model that records what a GGUF engine knows of its file. */
  async function modelEpisode(runId: string, hash = sha256): Promise<EpisodeRecord> {
    const guesses = ['0123', '4567', '8901', '2345', '6789', '1032', '5476', '9810', '3254', '7698'];
    let call = 0;
    const engine = { ...scriptedEngine(() => `Guess: ${guesses[call++ % guesses.length]}`, 'tinyA'), identity: { sha256: hash, bytes: 1234, quantization: 'Q8_0', architecture: 'llama', runtime: 'llama.cpp b1' } };
    const player = seatAgent(guessNumberModule, 'player', { kind: 'llm', model: 'tinyA' }, { model: () => ({ engine, protocol: 'json' }) });
    const record = await playEpisode({ game: guessNumber, variant: 'ar-bench', params: { ...params, maxGuesses: 5 }, seed: 3, runId, agents: { player } });
    return JSON.parse(JSON.stringify(record)) as EpisodeRecord;
  }

  it('keeps every field of a model’s identity, and takes a record written before they were kept', async () => {
    const record = await modelEpisode('with-identity');
    expect(record.players[0]!.model).toEqual({ engine: 'scripted', id: 'tinyA', sha256, bytes: 1234, quantization: 'Q8_0', architecture: 'llama', runtime: 'llama.cpp b1' });
    const old = { ...record, id: 'old', runId: 'old-run', players: [{ ...record.players[0]!, model: { engine: 'scripted', id: 'tinyA' } }] };
    expect(await importFile(db, file([JSON.stringify(record), JSON.stringify(old)]))).toMatchObject({ episodes: 2, skipped: 0, runs: 2 });
    expect((await storedEpisode(db, record.id))!.players[0]!.model).toEqual(record.players[0]!.model);
  });

  it('refuses a forged identity: a hash that is none, an address with a password, another file within one run', async () => {
    const record = await modelEpisode('forged');
    const withModel = (model: object) => JSON.stringify({ ...record, players: [{ ...record.players[0]!, model: { ...record.players[0]!.model, ...model } }] });
    for (const [line, message] of [
      [withModel({ sha256: 'not a hash' }), /^Line 1: not a Fogplay episode: \/players\/0\/model\/sha256 must match pattern/],
      [withModel({ baseUrl: 'http://user:secret@host/v1' }), /^Line 1: not a Fogplay episode: \/players\/0\/model\/baseUrl must NOT be valid/],
      [withModel({ bytes: -1 }), /^Line 1: not a Fogplay episode: \/players\/0\/model\/bytes must be >= 0/],
    ] as const) {
      const error = await importFile(db, file([line])).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(message);
    }
    const other = await modelEpisode('forged', 'cd'.repeat(32));
    const error = await importFile(db, file([JSON.stringify(record), JSON.stringify({ ...other, index: 1, seed: other.seed + 1 })])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toMatch(/^Line 2: its players \(seat player: model tinyA@sha256:cdcd.*\) are not those of its run forged \(seat player: model tinyA@sha256:abab/);
    expect(await db.runs.count()).toBe(0);
  });
});
