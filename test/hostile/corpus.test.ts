/**
 * A corpus of hostile records, made for every registered game from a real episode its bots play:
 * forged results, outcomes and metrics, impossible setups, unknown parameters, mixed runs,
 * repeated and skipped event numbers, odd encodings and huge lines. The importer must refuse each
 * forgery with its line number and leave the database as it was; the replay link reader must
 * refuse it in a sentence. The count of cases that held is printed at the end.
 */
import 'fake-indexeddb/auto';
import { compressToEncodedURIComponent } from 'lz-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord, Json, MoveEvent } from '../../src/core/record';
import { GAMES } from '../../src/games/registry';
import { playEpisode } from '../../src/run/episode';
import { deleteRun, openDatabase } from '../../src/store/db';
import { ImportError, importFile } from '../../src/store/import';
import { readReplay } from '../../src/store/share';
import type { ConformanceOptions } from '../conformance';
import { storedEpisode } from '../store/stored';
import { gameBots } from './bots';

const CONFORMANCE = import.meta.glob<ConformanceOptions>('../games/*/conformance.ts', { eager: true, import: 'default' });

/** Setups no game's rules could draw, per game that has an obvious one. */
const IMPOSSIBLE_SETUPS: Record<string, Json[]> = {
  // AR-Bench's secrets are four distinct digits.
  'guess-number': [{ secret: '1111' }, { secret: '0012' }],
  // The Tree of Thoughts puzzles are four numbers from 1 to 13, ranked 1 to 1362.
  game24: [{ numbers: [0, 0, 0, 0], rank: 1 }, { numbers: [1, 2, 3, 99], rank: 1 }, { numbers: [1, 2, 3, 4], rank: -5 }],
};

const db = await openDatabase(`hostile-${Math.random()}`);
const held: string[] = [];
const broke: string[] = [];

/** Runs one case, counting whether it held. */
function hostile(name: string, check: () => Promise<void>) {
  it(name, async () => {
    try {
      await check();
      held.push(name);
    } catch (error) {
      broke.push(name);
      throw error;
    }
  });
}

async function snapshot() {
  return JSON.stringify([await db.runs.toArray(), await db.headerBlocks.toArray(), await db.eventParts.toArray()]);
}

/** Words a person can read: no JavaScript internals, no control characters. */
function expectReadable(message: string) {
  expect(message).not.toMatch(/Cannot read|undefined|\[object|is not a function|[\u0000-\u0008\ufffd]/);
  expect(message).toMatch(/[.)]$/);
}

/** The import of `file` is refused with an ImportError on `line`, and the database is unchanged. */
async function expectRefusedImport(file: Blob, line: number) {
  const before = await snapshot();
  const error = await importFile(db, file).then(() => null, (e: unknown) => e);
  expect(error, 'the import was accepted').toBeInstanceOf(ImportError);
  expect((error as ImportError).line).toBe(line);
  expectReadable((error as ImportError).message);
  expect(await snapshot()).toBe(before);
}

/** A replay link holding `text` is refused with a sentence. */
async function expectRefusedLink(text: string) {
  const error = await readReplay(compressToEncodedURIComponent(text)).then(() => null, (e: unknown) => e);
  expect(error, 'the link was accepted').toBeInstanceOf(Error);
  expect((error as Error).message).toMatch(/^This replay link /);
  expectReadable((error as Error).message);
}

const lines = (...records: unknown[]) => new Blob(records.map((r) => `${typeof r === 'string' ? r : JSON.stringify(r)}\n`));
const copy = (episode: EpisodeRecord): EpisodeRecord => structuredClone(episode);

/** The same JSON value changed at its first leaf: a number one more, a boolean flipped, a string longer. */
function perturb(value: Json): Json {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return `${value}x`;
  if (value === null) return { forged: true };
  if (Array.isArray(value)) return value.length ? [perturb(value[0]!), ...value.slice(1)] : [null];
  const [key] = Object.keys(value);
  return key === undefined ? { forged: true } : { ...value, [key]: perturb(value[key]!) };
}

/** A real episode of every game, played by its bots. */
const played = new Map<string, EpisodeRecord>();
for (const entry of GAMES) {
  const module = await entry.load();
  const { game } = module;
  const variant = game.variants[0]!;
  const options = CONFORMANCE[`../games/${entry.id}/conformance.ts`]!;
  const agents = gameBots(module, options, variant.params);
  const episode = await playEpisode({ game, variant: variant.id, params: variant.params, seed: 7, agents, runId: `corpus-${entry.id}` });
  played.set(entry.id, JSON.parse(JSON.stringify(episode)) as EpisodeRecord);
}

beforeAll(async () => {
  // A run already stored, which no refused import may touch.
  const first = played.get(GAMES[0]!.id)!;
  await importFile(db, lines({ ...first, id: 'stored-episode', runId: 'stored-run' }));
});

afterAll(() => {
  console.log(`Hostile corpus: ${held.length} of ${held.length + broke.length} cases held.${broke.length ? ` Broke: ${broke.join('; ')}` : ''}`);
});

describe.each(GAMES.map((g) => g.id))('hostile records of %s', (id) => {
  const real = () => played.get(id)!;
  const lastMove = (episode: EpisodeRecord) => episode.events.findLast((e): e is MoveEvent => e.type === 'move')!;

  /** A forged record: refused on import (on line 1) and through a link. */
  const forgery = (name: string, forge: (episode: EpisodeRecord) => void) =>
    hostile(`${id}: ${name}`, async () => {
      const episode = copy(real());
      forge(episode);
      await expectRefusedImport(lines(episode), 1);
      await expectRefusedLink(JSON.stringify(episode));
    });

  it('plays a finished episode with moves to forge', () => {
    expect(real().status).toBe('finished');
    expect(lastMove(real())).toBeDefined();
  });

  forgery('a forged result', (e) => void (lastMove(e).result = perturb(lastMove(e).result)));
  forgery('a forged outcome', (e) => void (e.outcome = perturb(e.outcome)));
  forgery('a repeated event number', (e) => void e.events.push({ ...e.events.at(-1)! }));
  forgery('a skipped event number', (e) => void (e.events.at(-1)!.seq += 1));
  if (real().events.length > 1) forgery('events out of order', (e) => void e.events.reverse());
  forgery('an unknown parameter', (e) => void ((e.params as Record<string, Json>).injected = true));
  forgery('an unknown game', (e) => void (e.game = 'not-a-game'));
  forgery('a seat of another game', (e) => void (lastMove(e).seat = 'intruder'));
  forgery('marked finished before its last move', (e) => void e.events.pop());
  for (const setup of IMPOSSIBLE_SETUPS[id] ?? []) forgery(`an impossible setup ${JSON.stringify(setup)}`, (e) => void (e.setup = setup));

  hostile(`${id}: forged metrics are replaced by the ones its moves give`, async () => {
    const episode = { ...copy(real()), id: `metrics-${id}`, runId: `metrics-${id}`, metrics: perturb(real().metrics) as EpisodeRecord['metrics'] };
    expect(episode.metrics).not.toEqual(real().metrics);
    await importFile(db, lines(episode));
    expect((await storedEpisode(db, episode.id))!.metrics).toEqual(real().metrics);
  });

  hostile(`${id}: a run holding an episode of another game`, async () => {
    const other = played.get(GAMES.find((g) => g.id !== id)!.id)!;
    const runId = `mixed-${id}`;
    await expectRefusedImport(lines({ ...copy(real()), runId }, { ...copy(other), runId }), 2);
  });

  hostile(`${id}: a second line of the same run with other parameters`, async () => {
    const runId = `params-${id}`;
    const second = { ...copy(real()), id: `second-${id}`, runId, index: 1, seed: real().seed + 1, variant: 'another-variant' };
    await expectRefusedImport(lines({ ...copy(real()), runId }, second), 2);
  });
});

describe('hostile files', () => {
  const episode = () => ({ ...copy(played.get('guess-number')!), id: 'file-episode', runId: 'file-run' });
  const encode = (text: string, encoding: 'utf-16le' | 'utf-16be') => {
    const bytes = new Uint8Array(2 + 2 * text.length);
    bytes.set(encoding === 'utf-16le' ? [0xff, 0xfe] : [0xfe, 0xff]);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      bytes.set(encoding === 'utf-16le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff], 2 + 2 * i);
    }
    return new Blob([bytes]);
  };
  const stored = async (id: string) => (await storedEpisode(db, id)) !== undefined;

  for (const [name, file] of [
    ['a UTF-8 byte order mark', () => new Blob(['\ufeff', `${JSON.stringify(episode())}\n`])],
    ['UTF-16 (little-endian) with its byte order mark', () => encode(`${JSON.stringify(episode())}\n`, 'utf-16le')],
    ['UTF-16 (big-endian) with its byte order mark', () => encode(`${JSON.stringify(episode())}\n`, 'utf-16be')],
  ] as const) {
    hostile(`a file in ${name} is read as its text`, async () => {
      expect(await importFile(db, file())).toMatchObject({ episodes: 1 });
      expect(await stored('file-episode')).toBe(true);
      await deleteRun(db, 'file-run');
    });
  }

  hostile('UTF-16 without a byte order mark is refused on line 1', async () => {
    const bytes = new Uint8Array(await encode(JSON.stringify(episode()), 'utf-16le').arrayBuffer()).slice(2);
    await expectRefusedImport(new Blob([bytes]), 1);
  });
  hostile('a line longer than 20 MB is refused with its number', async () => {
    await expectRefusedImport(lines(episode(), `{"pad":"${'x'.repeat(20_000_001)}"}`), 2);
  });
  hostile('JSON nested a thousand deep is refused', async () => {
    await expectRefusedImport(lines(`${'['.repeat(1000)}${']'.repeat(1000)}`), 1);
    await expectRefusedLink(`${'['.repeat(1000)}${']'.repeat(1000)}`);
  });
  hostile('a "__proto__" key is refused', async () => {
    await expectRefusedImport(lines(JSON.stringify(episode()).replace('{', '{"__proto__":{"polluted":true},')), 1);
  });
  hostile('text that is not JSON is refused on its line', async () => {
    await expectRefusedImport(lines(episode(), 'SYSTEM: trust me'), 2);
    await expectRefusedLink('SYSTEM: trust me');
  });
  hostile('an empty file is refused', async () => {
    await expectRefusedImport(new Blob(['\n\n']), 1);
  });
});
