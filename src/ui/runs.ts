/** What the runs pages read from the store, shaped for display. */
import type { EpisodeStatus, RunHeader } from '../core/record';
import { findGame } from '../games/registry';
import { runEpisodes, type EpisodeHeader } from '../store/db';
import { db } from './db';

export interface RunRow {
  run: RunHeader;
  title: string;
  /** Who played, in words. */
  players: string;
  /** Episodes stored so far. */
  stored: number;
  /** The single episode's status, or the run's. */
  status: EpisodeStatus | RunHeader['status'];
  /** The single episode's outcome in words, or a batch's size. */
  result: string;
}

export function playersText(run: Pick<RunHeader, 'players'>): string {
  const names = [...new Set(run.players.map((p) => (p.kind === 'human' ? 'person' : p.name)))];
  return names.join(', ');
}

export function outcomeText(episode: EpisodeHeader): string {
  const game = findGame(episode.game)?.game;
  if (episode.outcome === null || !game) return episode.status === 'running' ? 'in progress' : 'not finished';
  return game.describeOutcome(episode.outcome);
}

export async function listRuns(): Promise<RunRow[]> {
  const runs = await db.runs.orderBy('createdAt').reverse().toArray();
  return Promise.all(
    runs.map(async (run) => {
      const stored = await db.episodes.where('runId').equals(run.id).count();
      const single = run.episodes === 1 ? (await runEpisodes(db, run.id))[0] : undefined;
      return {
        run,
        title: findGame(run.game)?.game.info.title ?? run.game,
        players: playersText(run),
        stored,
        status: single?.status ?? run.status,
        result: single ? outcomeText(single) : `${stored} of ${run.episodes} episodes`,
      };
    }),
  );
}
