/** A run written as it is played, a run deleted, and the runs a page that went away left running. */
import { ended, type RunHeader } from '../core/record';
import type { EpisodeSink } from '../run/episode';
import { eventParts, header, putHeaders, runBlocks, partsUnder, type PlacedGroup } from './blocks';
import type { EpisodeHeader, FogplayDB, HeaderBlock } from './schema';

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
