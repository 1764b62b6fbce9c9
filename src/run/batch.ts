/**
 * Batch runs: N episodes over consecutive seeds (or every setup once), one after another or
 * several at once, with progress, cancel and a summary.
 */
import type { AgentFactory } from '../core/agent';
import type { AnyGame, Summary, Tally } from '../core/game';
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
  /**
   * Episodes played at once, 1 by default: a model server answers several requests together
   * (vLLM, llama.cpp's server with parallel slots), so a batch against one goes that much faster.
   */
  concurrency?: number;
  sink?: EpisodeSink;
  /** The summary the finished episodes are folded into; a resumed run's holds its earlier episodes. A new one by default. */
  tally?: Tally<unknown>;
  signal?: AbortSignal;
  onProgress?(done: number, total: number, episode: EpisodeRecord): void;
}

export interface BatchResult {
  /** The episodes of this call that finished. */
  finished: number;
  summary: Summary;
  /** Whether every episode asked for was played to its end. */
  complete: boolean;
}

/**
 * The indices of a batch's `episodes` not yet ended, in order: all of a new batch, the missing
 * ones of a stopped one. An interrupted episode has not ended, so a resumed batch plays it again.
 */
export function indicesLeft(episodes: number, ended: (index: number) => boolean): number[] {
  const left: number[] = [];
  for (let i = 0; i < episodes; i++) if (!ended(i)) left.push(i);
  return left;
}

export async function runBatch(options: BatchOptions): Promise<BatchResult> {
  const { game, setups, signal, indices } = options;
  const total = setups?.length ?? options.episodes;
  // The plan is read by position, never built whole: a batch of a billion episodes costs nothing up front.
  const count = indices?.length ?? total;
  const tally = options.tally ?? game.tally();
  let next = 0;
  let played = 0;
  let finished = 0;
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 1, count));
  // Each worker plays its episodes one after another on a signal of its own, which the batch's aborts through one
  // listener: every request in flight listens to its episode's signal, and sixteen on one signal would pass the ten
  // at which Node warns of a leak. A controller a worker, not an episode: one costs some 6 µs, a twentieth of a fast bot's game.
  const workers = Array.from({ length: concurrency }, () => new AbortController());
  const stopAll = () => workers.forEach((own) => own.abort(signal?.reason));
  signal?.addEventListener('abort', stopAll);
  const worker = async (own: AbortController) => {
    while (!signal?.aborted && next < count) {
      const position = next++;
      const index = indices ? indices[position]! : position;
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
        signal: own.signal,
      });
      if (episode.status === 'finished') (tally.add(episode.metrics), finished++);
      played++;
      options.onProgress?.(total - count + played, total, episode);
    }
  };
  try {
    await Promise.all(workers.map(worker));
  } finally {
    signal?.removeEventListener('abort', stopAll);
    await options.sink?.flush?.();
  }
  return { finished, summary: tally.summary(), complete: played === count && !signal?.aborted };
}
