/** What the runs pages read from the store, shaped for display. */
import type { EpisodeStatus, RunHeader } from '../core/record';
import type { GameModule } from '../games/module';
import { findGame, loadGame } from '../games/registry';
import type { EpisodeHeader } from '../store/db';
import { db } from './db';

export interface RunRow {
  run: RunHeader;
  title: string;
  /** Who played, in words. */
  players: string;
  /** A batch of bots that stopped before its last episode: it can go on. */
  resumable: boolean;
  /** The single episode's status, or the run's. */
  status: EpisodeStatus | RunHeader['status'];
  /** The single episode's outcome in words, or a batch's size. */
  result: string;
}

export function playersText(run: Pick<RunHeader, 'players'>): string {
  const names = [...new Set(run.players.map((p) => (p.kind === 'human' ? 'person' : p.name)))];
  return names.join(', ');
}

export function outcomeText(episode: EpisodeHeader, module: GameModule | undefined): string {
  if (episode.outcome === null || !module) return episode.status === 'running' ? 'in progress' : 'not finished';
  return module.game.describeOutcome(episode.outcome);
}

/** Runs a page of the list shows. */
export const PAGE_SIZE = 50;

/**
 * One page of the runs list, newest first, and how many runs there are: two queries whatever the
 * number of runs stored (the page's headers, then the episodes of its single-game runs), and the
 * modules of the games on the page only.
 */
export async function listRuns(page = 0, size = PAGE_SIZE): Promise<{ rows: RunRow[]; total: number }> {
  const [runs, total] = await Promise.all([db.runs.orderBy('createdAt').reverse().offset(page * size).limit(size).toArray(), db.runs.count()]);
  const singles = runs.filter((r) => r.episodes === 1).map((r) => r.id);
  const episodes = new Map((await db.episodes.where('runId').anyOf(singles).toArray()).map((e) => [e.runId, e]));
  const modules = new Map(await Promise.all([...new Set(runs.map((r) => r.game))].map(async (id) => [id, await loadGame(id)] as const)));
  const rows = runs.map((run) => {
    const single = episodes.get(run.id);
    return {
      run,
      title: findGame(run.game)?.info.title ?? run.game,
      players: playersText(run),
      resumable: run.status === 'stopped' && run.episodes > 1 && run.finished < run.episodes && run.players.every((p) => p.kind === 'bot') && !run.setupsFromFile,
      status: single?.status ?? run.status,
      result: single ? outcomeText(single, modules.get(run.game)) : `${run.finished} of ${run.episodes} episodes`,
    };
  });
  return { rows, total };
}
