/** What the runs pages read from the store, shaped for display. */
import type { EpisodeStatus, RunHeader } from '../core/record';
import type { GameModule } from '../games/module';
import { findGame, loadGame } from '../games/registry';
import { runEpisodes, type EpisodeHeader } from '../store/db';
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

export async function listRuns(): Promise<RunRow[]> {
  const runs = await db.runs.orderBy('createdAt').reverse().toArray();
  const modules = new Map(await Promise.all([...new Set(runs.map((r) => r.game))].map(async (id) => [id, await loadGame(id)] as const)));
  return Promise.all(
    runs.map(async (run) => {
      const single = run.episodes === 1 ? (await runEpisodes(db, run.id))[0] : undefined;
      return {
        run,
        title: findGame(run.game)?.info.title ?? run.game,
        players: playersText(run),
        resumable: run.status === 'stopped' && run.episodes > 1 && run.finished < run.episodes && run.players.every((p) => p.kind === 'bot'),
        status: single?.status ?? run.status,
        result: single ? outcomeText(single, modules.get(run.game)) : `${run.finished} of ${run.episodes} episodes`,
      };
    }),
  );
}
