/**
 * The browser's run store (IndexedDB through Dexie). A run's episodes are kept in blocks of
 * BLOCK consecutive indices: a block's headers are one row, and the events each write adds to a
 * block are one row more. IndexedDB's cost is per row and per index entry, and grows with the
 * store, so a batch of bots writes a few rows per hundred episodes rather than several per
 * episode. Headers apart from events, so that the run page loads without reading a single move.
 */
import Dexie, { type Table, type Transaction } from 'dexie';
import type { Summary } from '../core/game';
import { ended, type Annotation, type EpisodeRecord, type GameEvent, type ModelInfo, type RunHeader } from '../core/record';
import { inPlay } from '../core/secrecy';
import { formatStat } from '../core/stats';
import { loadGame } from '../games/registry';
import { newId, type EpisodeSink } from '../run/episode';
import type { SuiteLine } from '../run/suite';

/** An episode without its events, as a header block holds it. */
export type EpisodeHeader = Omit<EpisodeRecord, 'events'>;
/** What finds an episode in the store: its run, its index in the run (shared by an episode played again) and its id. */
export type EpisodeKey = Pick<EpisodeHeader, 'runId' | 'index' | 'id'>;

/** Episodes per block. */
export const BLOCK = 100;
export const blockOf = (index: number): number => Math.floor(index / BLOCK);

/** The headers of a run's episodes whose indices fall in one block, in index order (an episode played again after the one it replaces). */
export interface HeaderBlock {
  runId: string;
  block: number;
  episodes: EpisodeHeader[];
}
/** Consecutive events of one episode, written together: a whole episode of bots, or one move of a player who waits. */
export interface EventGroup {
  episodeId: string;
  events: GameEvent[];
}
/**
 * The event groups one write added to a block. `episodeId` names the episode when they are all of
 * one (a move of a player who waits: the episode's page reads its own parts, not its block's), and
 * is '' when they are of several (a burst of bots' episodes); `part` is a new time-ordered id, so a
 * part is never written over.
 */
export interface EventPart {
  runId: string;
  block: number;
  episodeId: string;
  part: string;
  groups: EventGroup[];
}

/** A suite played on the page, kept so that one stopped part-way can go on where it stopped. */
export interface StoredSuite {
  /** Time-ordered (`newId`): the newest suite has the greatest. */
  id: string;
  /** Episodes of each line, from seed 1. */
  episodes: number;
  /** Its lines in the order they play, each with the id of the run that stores it. */
  lines: (SuiteLine & { runId: string })[];
  /** The models that play it, as their runs' players record them (engine and model id, and in suites stored since, what tells the model from another of its name). */
  models: ModelInfo[];
  /** Whether every line has played all its episodes. */
  finished: boolean;
}

export type FogplayDB = Dexie & {
  runs: Table<RunHeader, string>;
  headerBlocks: Table<HeaderBlock, [string, number]>;
  eventParts: Table<EventPart, [string, number, string, string]>;
  suites: Table<StoredSuite, string>;
  /** Whether the store is a newer version's, opened as it is: every write is refused. */
  readOnly: boolean;
};

/** The tables this version reads. */
const TABLES = ['runs', 'headerBlocks', 'eventParts', 'suites'];

/** The store's version this app writes (Dexie's number; IndexedDB's is ten times it). */
export const VERSION = 8;

/** Why nothing can be stored while the store is a newer version's. */
export const READ_ONLY =
  'This browser holds Fogplay data from a newer version of the app. It is shown read-only: nothing can be stored until you use the newer version again.';

/** A write to a store of a newer version, refused. */
export class ReadOnlyStore extends Error {
  override name = 'ReadOnlyStore';
  constructor() {
    super(READ_ONLY);
  }
}

/** The tables of the first version, kept to open (and migrate) databases it wrote. */
export const STORES_V1 = {
  runs: 'id, createdAt, game',
  episodes: 'id, runId, [runId+index], status',
  events: '[episodeId+seq], episodeId',
};

/**
 * Opens (or creates) the store. `onUpgrade` hears when the store of an earlier version is being
 * brought up to date, which takes seconds per 10,000 stored episodes: a page can say why it waits.
 * A store of a newer version is never changed: declaring this version's tables would make Dexie
 * add those it lacks under a new version number, so it is opened as it is, and refuses every
 * write. One that lacks a table this version reads is closed: nothing of it can be shown.
 */
export async function openDatabase(name = 'fogplay', onUpgrade?: () => void): Promise<FogplayDB> {
  // Opened without a version, as the browser holds it (when there is none, Dexie creates none),
  // and refusing every write: it is kept only when it is a newer version's.
  const stored = new Dexie(name, { cache: 'disabled' }) as FogplayDB;
  stored.use({
    stack: 'dbcore',
    name: 'ReadOnly',
    create: (down) => ({
      ...down,
      transaction: (tables, mode, options) => {
        if (mode === 'readwrite') throw new ReadOnlyStore();
        return down.transaction(tables, mode, options);
      },
    }),
  });
  // A store that cannot be opened so is met again by the first read, which tells why.
  await stored.open().catch(() => {});
  if (stored.isOpen() && stored.verno > VERSION) {
    const tables = stored.tables.filter((table) => TABLES.includes(table.name));
    Object.assign(stored, Object.fromEntries(tables.map((table) => [table.name, table])));
    if (tables.length < TABLES.length) stored.close();
    return Object.assign(stored, { readOnly: true });
  }
  stored.close();
  return Object.assign(declared(name, onUpgrade), { readOnly: false });
}

/** The store with this version's tables, opened when first read: an earlier version's is brought up to date then. */
function declared(name: string, onUpgrade?: () => void): Omit<FogplayDB, 'readOnly'> {
  // No page watches queries live: without Dexie's cache and change tracking, a write costs less.
  const db = new Dexie(name, { cache: 'disabled' }) as Omit<FogplayDB, 'readOnly'>;
  db.unuse({ stack: 'dbcore', name: 'Observability' });
  const announced = (upgrade: (tx: Transaction) => Promise<void>) => (tx: Transaction) => {
    onUpgrade?.();
    return upgrade(tx);
  };
  db.version(1).stores(STORES_V1);
  // Version 2 keeps each run's count of finished episodes in its header, so the runs list and a
  // resumed batch read one row per run instead of counting episodes.
  db.version(2)
    .stores({ runs: 'id, createdAt, game, status' })
    .upgrade(announced(async (tx) => {
      const finished = new Map<string, number>();
      await tx.table('episodes').where('status').equals('finished').each((e: EpisodeHeader) => {
        finished.set(e.runId, (finished.get(e.runId) ?? 0) + 1);
      });
      await tx.table('runs').toCollection().modify((run: RunHeader) => {
        run.finished = finished.get(run.id) ?? 0;
      });
    }));
  // Version 3 stored events in groups, one row per episode for a batch of bots; version 4 dropped
  // the rows of single events. Version 5 stores episodes in blocks; version 6 drops the rows of
  // single episodes and their groups.
  db.version(3).stores({ eventGroups: '[episodeId+seq], runId' }).upgrade(announced(groupEvents));
  db.version(4).stores({ events: null });
  db.version(5).stores({ headerBlocks: '[runId+block]', eventParts: '[runId+block+episodeId+part]' }).upgrade(announced(intoBlocks));
  db.version(6).stores({ episodes: null, eventGroups: null });
  // Version 7 keeps the suites played on the page, so that a stopped one can go on after a reload.
  db.version(7).stores({ suites: 'id' });
  // Version 8 deletes, once, the episodes earlier versions could leave without a run; this one leaves none.
  db.version(VERSION).stores({}).upgrade(announced(dropOrphans));
  return db;
}

/**
 * Deletes the episodes and events of runs that are gone: a writer of an earlier version went on
 * after its run was deleted in another tab. Nothing can show or delete them.
 */
async function dropOrphans(tx: Transaction): Promise<void> {
  const runs = new Set(await tx.table('runs').toCollection().primaryKeys());
  const held = new Set(((await tx.table('headerBlocks').toCollection().primaryKeys()) as [string, number][]).map(([runId]) => runId));
  for (const runId of held) {
    if (runs.has(runId)) continue;
    await tx.table('eventParts').where('[runId+block+episodeId+part]').between([runId, Dexie.minKey], [runId, Dexie.maxKey]).delete();
    await tx.table('headerBlocks').where('[runId+block]').between([runId, Dexie.minKey], [runId, Dexie.maxKey]).delete();
  }
}

interface OldGroup extends EventGroup {
  runId: string;
  seq: number;
}

/** Copies the rows of single events into groups, one per episode, reading them in key order (an episode's events together, in order). */
async function groupEvents(tx: Transaction): Promise<void> {
  const runOf = new Map<string, string>();
  await tx.table('episodes').each((e: EpisodeHeader) => runOf.set(e.id, e.runId));
  let group: OldGroup | undefined;
  let groups: OldGroup[] = [];
  const writes: Promise<unknown>[] = [];
  await tx.table('events').each(({ episodeId, ...event }: GameEvent & { episodeId: string }) => {
    if (group?.episodeId !== episodeId) {
      group = { episodeId, runId: runOf.get(episodeId) ?? '', seq: event.seq, events: [] };
      groups.push(group);
      // Written a thousand episodes at a time, so the copy never holds every event at once.
      if (groups.length > 1_000) writes.push(tx.table('eventGroups').bulkAdd(groups.splice(0, groups.length - 1)));
    }
    group.events.push(event as GameEvent);
  });
  writes.push(tx.table('eventGroups').bulkAdd(groups));
  await Promise.all(writes);
}

/**
 * Copies each run's episode rows and event groups into blocks, a block at a time. The copy cannot
 * check them as an import is checked: it runs inside IndexedDB's upgrade, which ends as soon as it
 * waits for anything else (a game's rules load on demand). Nor may it drop a person's games: each
 * run is kept whole and marked `unchecked`, and its page says so.
 */
async function intoBlocks(tx: Transaction): Promise<void> {
  const episodes = tx.table('episodes');
  const groups = tx.table('eventGroups');
  const from = (runId: string, index: number) => episodes.where('[runId+index]').between([runId, index], [runId, Dexie.maxKey]);
  const runIds = (await episodes.orderBy('runId').uniqueKeys()) as string[];
  await tx.table('runs').where(':id').anyOf(runIds).modify({ unchecked: true });
  for (const runId of runIds) {
    for (let next: EpisodeHeader | undefined = await from(runId, 0).first(); next; ) {
      const block = blockOf(next.index);
      const headers: EpisodeHeader[] = await episodes.where('[runId+index]').between([runId, block * BLOCK], [runId, (block + 1) * BLOCK]).toArray();
      const own = await Promise.all(headers.map((e) => groups.where('[episodeId+seq]').between([e.id, Dexie.minKey], [e.id, Dexie.maxKey]).toArray()));
      await tx.table('headerBlocks').add({ runId, block, episodes: headers });
      await tx.table('eventParts').bulkAdd(eventParts(headers.map((e, i) => ({ ...e, episodeId: e.id, events: (own[i] as OldGroup[]).flatMap((g) => g.events) }))));
      next = await from(runId, (block + 1) * BLOCK).first();
    }
  }
}

/** Items grouped by the block of their run they fall in. */
function byBlock<T extends Pick<EpisodeHeader, 'runId' | 'index'>>(items: Iterable<T>): { runId: string; block: number; items: T[] }[] {
  const blocks = new Map<string, Map<number, T[]>>();
  for (const item of items) {
    const run = blocks.get(item.runId) ?? blocks.set(item.runId, new Map()).get(item.runId)!;
    const block = blockOf(item.index);
    const list = run.get(block) ?? run.set(block, []).get(block)!;
    list.push(item);
  }
  return [...blocks].flatMap(([runId, run]) => [...run].map(([block, items]) => ({ runId, block, items })));
}

/** Index order, and an episode played again after the one it replaces (time-ordered ids). */
const inIndexOrder = (a: EpisodeHeader, b: EpisodeHeader) => a.index - b.index || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Puts episode headers into their blocks (in a transaction that writes `headerBlocks`): one stored
 * already (the same id in its block) is replaced, or kept when `keepStored`. Runs of `newRuns` are
 * not stored yet. Returns those put.
 */
export async function putHeaders(db: FogplayDB, headers: Iterable<EpisodeHeader>, keepStored = false, newRuns: ReadonlySet<string> = new Set()): Promise<EpisodeHeader[]> {
  const blocks = byBlock(headers);
  // A new run has no blocks yet (none is written without its run): they are not looked for.
  const sought = blocks.flatMap(({ runId }, i) => (newRuns.has(runId) ? [] : [i]));
  const read = await db.headerBlocks.bulkGet(sought.map((i) => [blocks[i]!.runId, blocks[i]!.block]));
  const stored = new Map(sought.map((i, k) => [i, read[k]]));
  const put: EpisodeHeader[] = [];
  const rows = blocks.map(({ runId, block, items }, i) => {
    const episodes = new Map((stored.get(i)?.episodes ?? []).map((e) => [e.id, e]));
    for (const e of items) {
      if (keepStored && episodes.has(e.id)) continue;
      episodes.set(e.id, e);
      put.push(e);
    }
    return { runId, block, episodes: [...episodes.values()].sort(inIndexOrder) };
  });
  await db.headerBlocks.bulkPut(rows);
  return put;
}

/** Takes episodes out of their blocks (in a transaction that writes `headerBlocks`); a block left empty is deleted. */
export async function removeHeaders(db: FogplayDB, keys: Iterable<EpisodeKey>): Promise<void> {
  for (const { runId, block, items } of byBlock(keys)) {
    const stored = await db.headerBlocks.get([runId, block]);
    if (!stored) continue;
    const gone = new Set(items.map((e) => e.id));
    const episodes = stored.episodes.filter((e) => !gone.has(e.id));
    await (episodes.length ? db.headerBlocks.put({ ...stored, episodes }) : db.headerBlocks.delete([runId, block]));
  }
}

type PlacedGroup = EventGroup & Pick<EpisodeHeader, 'runId' | 'index'>;
/** The `episodeId` of a part that holds several episodes' events. */
const SHARED = '';

/** The rows that store these event groups: a new part of each block they fall in (none for groups without events). */
export function eventParts(groups: Iterable<PlacedGroup>): EventPart[] {
  return byBlock(groups).flatMap(({ runId, block, items }) => {
    const kept = items.flatMap(({ episodeId, events }) => (events.length ? [{ episodeId, events }] : []));
    const one = kept.every((group) => group.episodeId === kept[0]?.episodeId);
    return kept.length ? [{ runId, block, episodeId: one ? kept[0]!.episodeId : SHARED, part: newId(), groups: kept }] : [];
  });
}

/** A run's header blocks in index order, from block `from` on. */
const runBlocks = (db: FogplayDB, runId: string, from = 0) => db.headerBlocks.where('[runId+block]').between([runId, from], [runId, Dexie.maxKey]);
/** The event parts whose key begins with `prefix`: a run's, a block's, or those of a block that one episode has alone ([runId, block, episodeId]) or that several share ([runId, block, SHARED]). */
const partsUnder = (db: FogplayDB, ...prefix: (string | number)[]) =>
  db.eventParts.where('[runId+block+episodeId+part]').between([...prefix, Dexie.minKey], [...prefix, Dexie.maxKey]);

/** Names stored rows a reader cannot read and skips, in words a page shows ("the headers of episodes 1–100"). */
export type OnDamaged = (row: string) => void;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const episodesOfBlock = (block: number) => `episodes ${block * BLOCK + 1}–${(block + 1) * BLOCK}`;

/** Whether a header block's episode has the shape the pages read; a row written by no version of the app may not. */
const readableHeader = (e: unknown, { runId, block }: HeaderBlock): e is EpisodeHeader =>
  isObject(e) && typeof e.id === 'string' && e.runId === runId && Number.isInteger(e.index) && blockOf(e.index as number) === block &&
  typeof e.game === 'string' && typeof e.status === 'string' && Array.isArray(e.players) && isObject(e.metrics);

/** Whether a run row has the shape the pages read; a row written by no version of the app may not. */
export const readableRun = (run: unknown): run is RunHeader =>
  isObject(run) && typeof run.id === 'string' && typeof run.game === 'string' && typeof run.variant === 'string' && typeof run.status === 'string' &&
  typeof run.createdAt === 'string' && Number.isInteger(run.episodes) && Array.isArray(run.players) &&
  run.players.every((p: unknown) => isObject(p) && typeof p.seat === 'string' && typeof p.kind === 'string' && typeof p.name === 'string');

/** Whether an event part has the shape the pages read: groups of an episode's events, each with its place. */
const readablePart = (part: EventPart): boolean =>
  Array.isArray(part.groups) &&
  part.groups.every((g: unknown) => isObject(g) && typeof g.episodeId === 'string' && Array.isArray(g.events) && g.events.every((e: unknown) => isObject(e) && Number.isInteger(e.seq) && typeof e.type === 'string'));

/** The events in these parts, each episode's in order, by episode id; a damaged part is skipped, and given to `onDamaged`. */
function eventsIn(parts: EventPart[], onDamaged?: (part: EventPart) => void): Map<string, GameEvent[]> {
  const events = new Map<string, GameEvent[]>();
  for (const part of parts) {
    if (!readablePart(part)) {
      onDamaged?.(part);
      continue;
    }
    for (const group of part.groups) {
      const list = events.get(group.episodeId) ?? events.set(group.episodeId, []).get(group.episodeId)!;
      for (const event of group.events) list.push(event);
    }
  }
  // Parts come in key order, not always the order they were written: sorting gives the events' own.
  for (const list of events.values()) list.sort((a, b) => a.seq - b.seq);
  return events;
}

/** The events of one block's episodes, each episode's in order, by episode id. */
export async function blockEvents(db: FogplayDB, runId: string, block: number): Promise<Map<string, GameEvent[]>> {
  return eventsIn(await partsUnder(db, runId, block).toArray());
}

/** A run's header blocks one at a time, in index order: a run of any size is read a block at a time. */
export async function* headerBlocksOf(db: FogplayDB, runId: string): AsyncGenerator<HeaderBlock> {
  for (let from = 0; ; ) {
    const block = await runBlocks(db, runId, from).first();
    if (!block) return;
    yield block;
    from = block.block + 1;
  }
}

export const header = ({ events: _events, ...rest }: EpisodeRecord): EpisodeHeader => rest;

/** A run's writer found its run deleted (in another tab): it writes nothing more of it. */
export class RunDeleted extends Error {
  override name = 'RunDeleted';
  constructor(readonly runId: string) {
    super(`The run ${runId} was deleted, perhaps in another tab, so nothing more of it is written and it stopped here.`);
  }
}

/** While episodes end faster than this (a batch of bots), they are written together, this often. */
const BURST_MS = 100;

/**
 * Writes a run's episodes and events to the database as they happen, in few transactions: what a
 * move adds waits in memory until the episode loop next waits (for a person, a model, a server)
 * and is then written with everything else waiting, so a closed page loses at most the move being
 * played. Episodes that end in quick succession (bots) are written together every BURST_MS, so a
 * crash loses at most that much of a batch, which a resumed batch plays again; `flush` writes
 * what is held back. `onFailure` hears of the first write that fails (a full disk).
 */
export function databaseSink(db: FogplayDB, onFailure?: (error: unknown) => void, ofStoredRuns = false): EpisodeSink & { flush(): Promise<void> } {
  const headers = new Map<string, EpisodeHeader>();
  /** Each episode's events not yet written: a group, keyed by the episode's id. */
  let groups = new Map<string, PlacedGroup>();
  /** Episodes finished, and ended with the context full, since the last write, per run. */
  let finished = new Map<string, { finished: number; contextFull: number }>();
  let writing: Promise<void> = Promise.resolve();
  let lastWrite = -Infinity;
  let failure: unknown;
  let scheduled = false;

  /** Queues one transaction with everything waiting, after those already queued. */
  const write = (): Promise<void> => {
    const episodes = [...headers.values()];
    const parts = eventParts(groups.values());
    const counts = finished;
    headers.clear();
    groups = new Map();
    finished = new Map();
    lastWrite = performance.now();
    writing = writing.then(() =>
      db.transaction('rw', db.headerBlocks, db.eventParts, db.runs, async () => {
        // Another tab may have deleted the run: nothing is written without it, and the run stops here.
        if (ofStoredRuns) {
          for (const runId of new Set([...episodes, ...parts].map((e) => e.runId))) if (!(await db.runs.get(runId))) throw new RunDeleted(runId);
        }
        await putHeaders(db, episodes);
        await db.eventParts.bulkAdd(parts);
        for (const [runId, count] of counts) {
          const run = await db.runs.get(runId);
          if (run) await db.runs.put({ ...run, finished: run.finished + count.finished, ...((run.contextFull || count.contextFull) && { contextFull: (run.contextFull ?? 0) + count.contextFull }) });
        }
      }),
    );
    writing.catch((error: unknown) => {
      // A write that fails while a person thinks must stop the game now, not at the next move.
      if (failure === undefined) onFailure?.(error);
      failure ??= error;
    });
    return writing;
  };
  const waiting = () => headers.size > 0 || groups.size > 0;
  // A macrotask runs only once the loop waits: a bot's episode finishes before it fires.
  const later = () => {
    if (failure) throw failure;
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      if (waiting()) void write();
    });
  };
  return {
    started(episode) {
      headers.set(episode.id, header(episode));
      later();
    },
    event(episode, event) {
      const group = groups.get(episode.id);
      if (group) group.events.push(event);
      else groups.set(episode.id, { episodeId: episode.id, runId: episode.runId, index: episode.index, events: [event] });
      later();
    },
    ended(episode) {
      headers.set(episode.id, header(episode));
      if (ended(episode.status)) {
        const count = finished.get(episode.runId) ?? { finished: 0, contextFull: 0 };
        count[episode.status === 'finished' ? 'finished' : 'contextFull']++;
        finished.set(episode.runId, count);
      }
      if (performance.now() - lastWrite < BURST_MS) return later();
      // A batch goes on while this is written, once the write before it is done: the loop yields
      // to the page, and the database works in the meantime.
      const previous = writing;
      void write();
      return previous;
    },
    flush: () => (waiting() ? write() : writing),
  };
}

/**
 * Counts a run's episodes as their headers are given (all it holds), then sets its finished
 * count, size and status, and returns the metrics of those that count in its summary, for its headline.
 */
export function counter(run: RunHeader) {
  const metrics: EpisodeRecord['metrics'][] = [];
  const finished = new Set<number>();
  const contextFull = new Set<number>();
  let size = 0;
  return {
    add(e: EpisodeHeader) {
      if (e.status === 'finished') finished.add(e.index);
      if (e.status === 'context-full') contextFull.add(e.index);
      if (countsInSummary(e, run.game)) metrics.push(e.metrics);
      size = Math.max(size, e.index + 1);
    },
    done(): EpisodeRecord['metrics'][] {
      run.finished = finished.size;
      if (contextFull.size) run.contextFull = contextFull.size;
      else delete run.contextFull;
      run.episodes = Math.max(run.episodes, size);
      if (run.status !== 'running') run.status = finished.size + contextFull.size >= run.episodes ? 'finished' : 'stopped';
      return metrics;
    },
  };
}

/** A batch's episodes that count in its summary, for its headline. */
export type Batch = { game: string; metrics: EpisodeRecord['metrics'][] };

/**
 * Sets the finished count, size, status and headline of runs from their stored episodes. The runs
 * are read together and their blocks asked for at once, so that many runs of one episode cost
 * no more round trips to the store than one run of as many episodes.
 */
export async function recount(db: FogplayDB, runIds: string[]): Promise<void> {
  const batches = new Map<string, Batch>();
  await db.transaction('rw', db.runs, db.headerBlocks, async () => {
    const runs = (await db.runs.bulkGet(runIds)).filter((run) => run !== undefined);
    await Promise.all(runs.map(async (run) => {
      const count = counter(run);
      await eachHeader(db, run.id, count.add);
      const metrics = count.done();
      if (run.episodes > 1) batches.set(run.id, { game: run.game, metrics });
    }));
    await db.runs.bulkPut(runs);
  });
  await writeHeadlines(db, batches);
}

/** Writes each batch's headline, the first figure of its summary, all in one transaction. */
export async function writeHeadlines(db: FogplayDB, batches: Map<string, Batch>): Promise<void> {
  // A game's module loads outside a transaction, which would close while it waits.
  const changes: { key: string; changes: Pick<RunHeader, 'headline'> }[] = [];
  for (const [id, { game, metrics }] of batches) {
    const headline = headlineOf(await summaryOf(game, metrics));
    if (headline) changes.push({ key: id, changes: { headline } });
  }
  if (changes.length) await db.runs.bulkUpdate(changes);
}

/**
 * A sink for a run of `episodes` episodes: the first episode it starts also writes the run's
 * header, unless the run is stored already (a resumed batch keeps its header and its counts).
 */
export function runSink(
  db: FogplayDB,
  episodes: number,
  setups: Pick<RunHeader, 'allSetups' | 'setupsFromFile'> = {},
  onFailure?: (error: unknown) => void,
): ReturnType<typeof databaseSink> {
  const sink = databaseSink(db, onFailure, true);
  let headed = false;
  return {
    ...sink,
    async started(episode) {
      if (!headed) {
        headed = true;
        const { runId: id, game, variant, params, players } = episode;
        const seed = episode.seed - episode.index;
        await db.transaction('rw', db.runs, async () => {
          if (!(await db.runs.get(id))) {
            await db.runs.add({ id, game, variant, params, seed, players, episodes, ...setups, finished: 0, status: 'running', createdAt: episode.startedAt });
          }
        });
      }
      await sink.started(episode);
    },
  };
}

/** Whether a stored episode counts in its run's summary: finished, of the run's own game, with metrics. */
export const countsInSummary = (e: EpisodeHeader, game: string): boolean =>
  e.status === 'finished' && e.game === game && Object.keys(e.metrics ?? {}).length > 0;

/** The game's summary of these metrics, or null when there are none or this version of the game cannot read them. */
async function summaryOf(game: string, metrics: EpisodeRecord['metrics'][]): Promise<Summary | null> {
  const module = metrics.length ? await loadGame(game) : undefined;
  try {
    return module ? module.game.summarize(metrics) : null;
  } catch {
    return null;
  }
}

/** A batch's headline for the runs list: the first figure of its summary, in words. */
function headlineOf(summary: Summary | null): string | undefined {
  const stat = summary?.stats[0];
  return stat && `${stat.label} ${formatStat(stat.value, stat.format)}`;
}

/**
 * Marks a run finished or stopped, with its headline when it is a batch; returns the summary of
 * its episodes (read one at a time, only their metrics kept), for the page that played it.
 */
export async function finishRun(db: FogplayDB, runId: string, complete: boolean): Promise<Summary | null> {
  const run = await db.runs.get(runId);
  const metrics: EpisodeRecord['metrics'][] = [];
  if (run) {
    await eachHeader(db, runId, (e) => {
      if (countsInSummary(e, run.game)) metrics.push(e.metrics);
    });
  }
  const summary = run ? await summaryOf(run.game, metrics) : null;
  const headline = run && run.episodes > 1 ? headlineOf(summary) : undefined;
  await db.runs.update(runId, { status: complete ? 'finished' : 'stopped', endedAt: new Date().toISOString(), ...(headline && { headline }) });
  return summary;
}

/** Calls `visit` on each of a run's episode headers, in index order, reading a block at a time; a damaged one is named and skipped. */
async function eachHeader(db: FogplayDB, runId: string, visit: (e: EpisodeHeader) => void, onDamaged?: OnDamaged): Promise<void> {
  await runBlocks(db, runId).each((block) => {
    if (!Array.isArray(block.episodes)) return onDamaged?.(`the headers of ${episodesOfBlock(block.block)}`);
    for (const e of block.episodes as unknown[]) {
      if (readableHeader(e, block)) visit(e);
      else onDamaged?.(`the header of an episode among ${episodesOfBlock(block.block)}`);
    }
  });
}

/** A run's episode headers a page may show, in index order: none a person is playing now (`core/secrecy.ts`). */
export async function runEpisodes(db: FogplayDB, runId: string, onDamaged?: OnDamaged): Promise<EpisodeHeader[]> {
  const episodes: EpisodeHeader[] = [];
  await eachHeader(db, runId, (e) => inPlay(e) || episodes.push(e), onDamaged);
  return episodes;
}

/**
 * A run's episode headers a page or an export may show, a block at a time in index order: none a
 * person is playing now (`core/secrecy.ts`), each held back given to `withheld`.
 */
export async function* shownHeaders(db: FogplayDB, runId: string, withheld?: (episode: EpisodeHeader) => void): AsyncGenerator<{ block: number; episodes: EpisodeHeader[] }> {
  for await (const { block, episodes } of headerBlocksOf(db, runId)) {
    const shown = episodes.filter((e) => !inPlay(e) || void withheld?.(e));
    if (shown.length) yield { block, episodes: shown };
  }
}

/** The same episodes whole, with their events. */
export async function* shownEpisodes(db: FogplayDB, runId: string, withheld?: (episode: EpisodeHeader) => void): AsyncGenerator<EpisodeRecord[]> {
  for await (const { block, episodes } of shownHeaders(db, runId, withheld)) {
    const events = await blockEvents(db, runId, block);
    yield episodes.map((e) => ({ ...e, events: events.get(e.id) ?? [] }));
  }
}

/** The indices of a run's ended episodes (finished, or out of context), read a block at a time and kept alone: a resumed batch plays the others. */
export async function endedIndices(db: FogplayDB, runId: string): Promise<Set<number>> {
  const finished = new Set<number>();
  await eachHeader(db, runId, (e) => ended(e.status) && finished.add(e.index));
  return finished;
}

/**
 * One whole episode record a page may show: its header and its events in order; none while a person
 * plays it (`core/secrecy.ts`). Events after one that is missing (a part lost or damaged) are left
 * out, named: the moves after a gap cannot be replayed.
 */
export async function loadEpisode(db: FogplayDB, { runId, index, id }: EpisodeKey, onDamaged?: OnDamaged): Promise<EpisodeRecord | undefined> {
  const block = blockOf(index);
  const [headers, own, shared] = await db.transaction('r', db.headerBlocks, db.eventParts, () =>
    Promise.all([db.headerBlocks.get([runId, block]), partsUnder(db, runId, block, id).toArray(), partsUnder(db, runId, block, SHARED).toArray()]),
  );
  const episode = Array.isArray(headers?.episodes) ? headers.episodes.find((e) => e.id === id) : undefined;
  if (!episode || inPlay(episode)) return undefined;
  const events = eventsIn([...own, ...shared], (part) => onDamaged?.(`a part of the events of ${part.episodeId === SHARED ? episodesOfBlock(part.block) : `episode ${index + 1}`}`)).get(id) ?? [];
  const gap = events.findIndex((e, i) => e.seq !== i);
  if (gap >= 0) onDamaged?.(`the events of episode ${index + 1} from event ${gap + 1} on, which are missing from the store`);
  return { ...episode, events: gap >= 0 ? events.slice(0, gap) : events };
}

/** Marks an event of an episode as a wrong oracle answer, or takes the mark back; returns the episode's marks. */
export async function markEvent(db: FogplayDB, { runId, index, id }: EpisodeKey, seq: number): Promise<Annotation[]> {
  return db.transaction('rw', db.headerBlocks, async () => {
    const block = await db.headerBlocks.get([runId, blockOf(index)]);
    const episode = block?.episodes.find((e) => e.id === id);
    if (!block || !episode) return [];
    const marks = episode.annotations ?? [];
    const others = marks.filter((a) => a.seq !== seq);
    episode.annotations = others.length < marks.length ? others : [...marks, { seq, kind: 'wrong-answer' }];
    await db.headerBlocks.put(block);
    return episode.annotations;
  });
}

export async function deleteRun(db: FogplayDB, runId: string): Promise<void> {
  await db.transaction('rw', db.runs, db.headerBlocks, db.eventParts, async () => {
    await partsUnder(db, runId).delete();
    await runBlocks(db, runId).delete();
    await db.runs.delete(runId);
  });
}

/**
 * Marks as interrupted the episodes left `running` by a page that went away (a reload, a closed
 * tab, a crash), and their runs as stopped: of the runs named in `gone`, those still `running`
 * (`liveness.ts` tells which runs no page plays any more). Only a run left `running` can hold such
 * episodes: a page that stops a run ends its episodes first. Returns the number of episodes marked.
 */
export async function markAbandoned(db: FogplayDB, gone: readonly string[]): Promise<number> {
  if (gone.length === 0) return 0;
  return db.transaction('rw', db.runs, db.headerBlocks, async () => {
    const runs = (await db.runs.bulkGet([...gone])).flatMap((run) => (run?.status === 'running' ? [run.id] : []));
    const marked: HeaderBlock[] = [];
    let count = 0;
    for (const runId of runs) {
      await runBlocks(db, runId).each((block) => {
        const stale = block.episodes.filter((e) => e.status === 'running');
        for (const e of stale) Object.assign(e, { status: 'interrupted', error: 'The page closed before the episode ended.' });
        if (stale.length) marked.push(block);
        count += stale.length;
      });
    }
    await db.headerBlocks.bulkPut(marked);
    // A batch can be cut off between two episodes too, with none of them running.
    await db.runs.bulkUpdate(runs.map((key) => ({ key, changes: { status: 'stopped' as const } })));
    return count;
  });
}

/** The runs stored as `running`, on the status index: those a page plays, and those left by a page that went away. */
export const runningRuns = (db: FogplayDB): Promise<string[]> => db.runs.where('status').equals('running').primaryKeys();
