/** Batch runs: N episodes over consecutive seeds (or every setup once), with progress, cancel and a summary. */
import type { AgentFactory } from '../core/agent';
import type { AnyGame, Summary } from '../core/game';
import type { EpisodeRecord } from '../core/record';
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
  /** The episodes to play, by index; all of them when absent. A resumed batch plays those not yet finished. */
  indices?: number[];
  sink?: EpisodeSink;
  signal?: AbortSignal;
  onProgress?(done: number, total: number, episode: EpisodeRecord): void;
}

export interface BatchResult {
  /** Per-episode metrics of the finished episodes of this call. */
  metrics: EpisodeRecord['metrics'][];
  summary: Summary;
  /** Whether every episode asked for was played to its end. */
  complete: boolean;
}

export async function runBatch(options: BatchOptions): Promise<BatchResult> {
  const { game, setups, signal } = options;
  const total = setups?.length ?? options.episodes;
  const indices = options.indices ?? Array.from({ length: total }, (_, i) => i);
  const metrics: EpisodeRecord['metrics'][] = [];
  let played = 0;
  for (const index of indices) {
    if (signal?.aborted) break;
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
    played++;
    options.onProgress?.(total - indices.length + played, total, episode);
  }
  return { metrics, summary: game.summarize(metrics), complete: played === indices.length && !signal?.aborted };
}
