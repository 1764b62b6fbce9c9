/**
 * The run store's tables and their versions (IndexedDB through Dexie): what each row holds, how
 * the store opens (a newer version's read-only), and how an earlier version's is brought up to
 * date, the sweep of episodes left without a run among the upgrades.
 */
import Dexie, { type Table, type Transaction } from 'dexie';
import type { EpisodeRecord, GameEvent, ModelInfo, RunHeader } from '../core/record';
import type { SuiteLine } from '../run/suite';
import { BLOCK, blockOf, eventParts } from './blocks';

/** An episode without its events, as a header block holds it. */
export type EpisodeHeader = Omit<EpisodeRecord, 'events'>;
/** What finds an episode in the store: its run, its index in the run (shared by an episode played again) and its id. */
export type EpisodeKey = Pick<EpisodeHeader, 'runId' | 'index' | 'id'>;

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
