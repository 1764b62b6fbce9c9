/** Batch runs: N episodes over consecutive seeds (or every setup once), with progress, cancel and a summary. */
import type { AgentFactory } from '../core/agent';
import type { AnyGame, Summary } from '../core/game';
import type { EpisodeRecord, Json } from '../core/record';
import { playEpisode, type EpisodeSink } from './episode';

export interface BatchOptions {
  game: AnyGame;
  variant: string;
  params: unknown;
  /** Episode i gets seed `seed + i`. */
  seed: number;
  episodes: number;
  /** Given setups, one per episode (for example every secret once); overrides `episodes`. */
  setups?: unknown[];
  agents: Record<string, AgentFactory>;
  runId: string;
  /** Episodes already stored for this run: a resumed batch starts after them. */
  startAt?: number;
  sink?: EpisodeSink;
  signal?: AbortSignal;
  onProgress?(done: number, total: number, episode: EpisodeRecord): void;
}

export interface BatchResult {
  /** Per-episode metrics of the finished episodes of this call. */
  metrics: EpisodeRecord['metrics'][];
  summary: Summary;
  /** Whether every planned episode was played. */
  complete: boolean;
}

export async function runBatch(options: BatchOptions): Promise<BatchResult> {
  const { game, setups, signal } = options;
  const total = setups?.length ?? options.episodes;
  const metrics: EpisodeRecord['metrics'][] = [];
  let index = options.startAt ?? 0;
  for (; index < total && !signal?.aborted; index++) {
    const episode = await playEpisode({
      game,
      variant: options.variant,
      params: options.params,
      seed: options.seed + index,
      setup: setups?.[index],
      agents: options.agents,
      runId: options.runId,
      index,
      sink: options.sink,
      signal,
    });
    if (episode.status === 'finished') metrics.push(episode.metrics);
    options.onProgress?.(index + 1, total, episode);
  }
  return { metrics, summary: game.summarize(metrics), complete: index >= total && !signal?.aborted };
}
