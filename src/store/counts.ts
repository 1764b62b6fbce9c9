/** A run's counts of its episodes, its status and its headline (the first figure of its summary), from its stored episodes. */
import type { Summary } from '../core/game';
import type { EpisodeRecord, RunHeader } from '../core/record';
import { formatStat } from '../core/stats';
import { loadGame } from '../games/registry';
import { eachHeader } from './blocks';
import type { EpisodeHeader, FogplayDB } from './schema';

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
