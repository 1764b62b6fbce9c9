/**
 * The browser's run store (IndexedDB through Dexie). Headers apart from events, so that the
 * runs list loads without reading a single move; every event is written as it happens, in a
 * group with the others of its episode written at the same time.
 */
import Dexie, { type EntityTable, type Transaction } from 'dexie';
import type { Summary } from '../core/game';
import type { Annotation, EpisodeRecord, GameEvent, RunHeader } from '../core/record';
import { formatStat } from '../core/stats';
import { loadGame } from '../games/registry';
import type { EpisodeSink } from '../run/episode';

/** An episode without its events, as the episodes table holds it. */
export type EpisodeHeader = Omit<EpisodeRecord, 'events'>;
/**
 * Consecutive events of one episode, written together: a whole episode of bots, or one move of a
 * player who waits. Keyed by the episode and the first event's number, so an episode's groups
 * read back in order with one range; one row per group rather than per event keeps IndexedDB's
 * work per episode small.
 */
export interface EventGroup {
  episodeId: string;
  runId: string;
  seq: number;
  events: GameEvent[];
}

export type FogplayDB = Dexie & {
  runs: EntityTable<RunHeader, 'id'>;
  episodes: EntityTable<EpisodeHeader, 'id'>;
  eventGroups: EntityTable<EventGroup, 'seq'>;
};

/** The tables of the first version, kept to open (and migrate) databases it wrote. */
export const STORES_V1 = {
  runs: 'id, createdAt, game',
  episodes: 'id, runId, [runId+index], status',
  events: '[episodeId+seq], episodeId',
};

export function openDatabase(name = 'fogplay'): FogplayDB {
  // No page watches queries live: without Dexie's cache and change tracking, a write costs less.
  const db = new Dexie(name, { cache: 'disabled' }) as FogplayDB;
  db.unuse({ stack: 'dbcore', name: 'Observability' });
  db.version(1).stores(STORES_V1);
  // Version 2 keeps each run's count of finished episodes in its header, so the runs list and a
  // resumed batch read one row per run instead of counting episodes.
  db.version(2)
    .stores({ runs: 'id, createdAt, game, status' })
    .upgrade(async (tx) => {
      const finished = new Map<string, number>();
      await tx.table('episodes').where('status').equals('finished').each((e: EpisodeHeader) => {
        finished.set(e.runId, (finished.get(e.runId) ?? 0) + 1);
      });
      await tx.table('runs').toCollection().modify((run: RunHeader) => {
        run.finished = finished.get(run.id) ?? 0;
      });
    });
  // Version 3 stores events in groups (one row per episode for a batch of bots, not one per event);
  // version 4 drops the rows of single events, once copied.
  db.version(3).stores({ eventGroups: '[episodeId+seq], runId' }).upgrade(groupEvents);
  db.version(4).stores({ events: null });
  return db;
}

/** Copies the rows of single events into groups, one per episode, reading them in key order (an episode's events together, in order). */
async function groupEvents(tx: Transaction): Promise<void> {
  const runOf = new Map<string, string>();
  await tx.table('episodes').each((e: EpisodeHeader) => runOf.set(e.id, e.runId));
  let group: EventGroup | undefined;
  let groups: EventGroup[] = [];
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

/** A run's episodes, in index order. */
const runRange = (db: FogplayDB, runId: string) =>
  db.episodes.where('[runId+index]').between([runId, Dexie.minKey], [runId, Dexie.maxKey]);

/** The key range of one episode's event groups. */
const episodeGroups = (db: FogplayDB, episodeId: string) =>
  db.eventGroups.where('[episodeId+seq]').between([episodeId, Dexie.minKey], [episodeId, Dexie.maxKey]);

/** One episode's events in order, from its groups. */
export async function episodeEvents(db: FogplayDB, episodeId: string): Promise<GameEvent[]> {
  return (await episodeGroups(db, episodeId).toArray()).flatMap((group) => group.events);
}

/** Deletes the events of the given episodes. */
export async function deleteEvents(db: FogplayDB, episodeIds: Iterable<string>): Promise<void> {
  for (const id of episodeIds) await episodeGroups(db, id).delete();
}

export const header = ({ events: _events, ...rest }: EpisodeRecord): EpisodeHeader => rest;

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
export function databaseSink(db: FogplayDB, onFailure?: (error: unknown) => void): EpisodeSink & { flush(): Promise<void> } {
  const headers = new Map<string, EpisodeHeader>();
  /** Each episode's events not yet written: a group, keyed by the episode's id. */
  let groups = new Map<string, EventGroup>();
  /** Episodes finished since the last write, per run. */
  let finished = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();
  let lastWrite = -Infinity;
  let failure: unknown;
  let scheduled = false;

  /** Queues one transaction with everything waiting, after those already queued. */
  const write = (): Promise<void> => {
    const episodes = [...headers.values()];
    const rows = [...groups.values()];
    const counts = finished;
    headers.clear();
    groups = new Map();
    finished = new Map();
    lastWrite = performance.now();
    writing = writing.then(() =>
      db.transaction('rw', db.episodes, db.eventGroups, db.runs, async () => {
        await db.episodes.bulkPut(episodes);
        await db.eventGroups.bulkPut(rows);
        for (const [runId, count] of counts) {
          const run = await db.runs.get(runId);
          if (run) await db.runs.put({ ...run, finished: run.finished + count });
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
      else groups.set(episode.id, { episodeId: episode.id, runId: episode.runId, seq: event.seq, events: [event] });
      later();
    },
    ended(episode) {
      headers.set(episode.id, header(episode));
      if (episode.status === 'finished') finished.set(episode.runId, (finished.get(episode.runId) ?? 0) + 1);
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

/** Sets the finished count, size, status and headline of runs from their stored episodes, read once, one at a time. */
export async function recount(db: FogplayDB, runIds: string[]): Promise<void> {
  const counted = new Map<string, { game: string; metrics: EpisodeRecord['metrics'][] }>();
  await db.transaction('rw', db.runs, db.episodes, async () => {
    for (const id of runIds) {
      const game = (await db.runs.get(id))?.game ?? '';
      const metrics: EpisodeRecord['metrics'][] = [];
      const finished = new Set<number>();
      let size = 0;
      await runRange(db, id).each((e) => {
        if (e.status === 'finished') finished.add(e.index);
        if (countsInSummary(e, game)) metrics.push(e.metrics);
        size = Math.max(size, e.index + 1);
      });
      counted.set(id, { game, metrics });
      await db.runs.where('id').equals(id).modify((run) => {
        run.finished = finished.size;
        run.episodes = Math.max(run.episodes, size);
        if (run.status !== 'running') run.status = finished.size >= run.episodes ? 'finished' : 'stopped';
      });
    }
  });
  // A game's module loads outside the transaction, which would close while it waits.
  for (const [id, { game, metrics }] of counted) {
    const run = await db.runs.get(id);
    const headline = run && run.episodes > 1 ? headlineOf(await summaryOf(game, metrics)) : undefined;
    if (headline) await db.runs.update(id, { headline });
  }
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
  const sink = databaseSink(db, onFailure);
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
    await runRange(db, runId).each((e) => {
      if (countsInSummary(e, run.game)) metrics.push(e.metrics);
    });
  }
  const summary = run ? await summaryOf(run.game, metrics) : null;
  const headline = run && run.episodes > 1 ? headlineOf(summary) : undefined;
  await db.runs.update(runId, { status: complete ? 'finished' : 'stopped', endedAt: new Date().toISOString(), ...(headline && { headline }) });
  return summary;
}

/** One whole episode record: its header and its events in order. */
export async function loadEpisode(db: FogplayDB, id: string): Promise<EpisodeRecord | undefined> {
  const [episode, events] = await Promise.all([db.episodes.get(id), episodeEvents(db, id)]);
  return episode && { ...episode, events };
}

/** Marks an event of an episode as a wrong oracle answer, or takes the mark back; returns the episode's marks. */
export async function markEvent(db: FogplayDB, episodeId: string, seq: number): Promise<Annotation[]> {
  return db.transaction('rw', db.episodes, async () => {
    const marks = (await db.episodes.get(episodeId))?.annotations ?? [];
    const others = marks.filter((a) => a.seq !== seq);
    const annotations: Annotation[] = others.length < marks.length ? others : [...marks, { seq, kind: 'wrong-answer' }];
    await db.episodes.update(episodeId, { annotations });
    return annotations;
  });
}

export async function runEpisodes(db: FogplayDB, runId: string): Promise<EpisodeHeader[]> {
  return runRange(db, runId).toArray();
}

export async function deleteRun(db: FogplayDB, runId: string): Promise<void> {
  await db.transaction('rw', db.runs, db.episodes, db.eventGroups, async () => {
    await db.eventGroups.where('runId').equals(runId).delete();
    await db.episodes.where('runId').equals(runId).delete();
    await db.runs.delete(runId);
  });
}

/**
 * Marks as interrupted the episodes left `running` by a page that went away (a reload, a closed
 * tab, a crash), and their runs as stopped. `isLive` tells whether some page still plays a run
 * (it holds the run's lock). Returns the number of episodes marked.
 */
export async function markAbandoned(db: FogplayDB, isLive: (runId: string) => boolean): Promise<number> {
  return db.transaction('rw', db.runs, db.episodes, async () => {
    const stale = (await db.episodes.where('status').equals('running').toArray()).filter((e) => !isLive(e.runId));
    await db.episodes.bulkPut(
      stale.map((e) => ({ ...e, status: 'interrupted' as const, error: 'The page closed before the episode ended.' })),
    );
    // A batch can be cut off between two episodes too, with none of them running.
    await db.runs.where('status').equals('running').filter((run) => !isLive(run.id)).modify({ status: 'stopped' });
    return stale.length;
  });
}
