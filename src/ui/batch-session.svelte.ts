/**
 * A batch run on the page: bots play N episodes, each stored as it ends. A batch cut off by a
 * reload, a closed tab or a crash resumes with the episodes not yet finished, none twice.
 */
import type { Summary } from '../core/game';
import type { RunHeader } from '../core/record';
import type { GameModule } from '../games/module';
import { loadGame } from '../games/registry';
import { runBatch } from '../run/batch';
import { finishRun, runEpisodes, runSink } from '../store/db';
import { holdingRun } from '../store/liveness';
import { db } from './db';
import { storageMessage } from './format';
import { seatAgent, type SeatContext, type SeatSpec } from '../agents/seats';

/** What a batch needs to be played, or played on: its stored header's fields, its parameters included. */
export type BatchPlan = Pick<RunHeader, 'id' | 'variant' | 'params' | 'seed' | 'episodes' | 'allSetups' | 'setupsFromFile'>;

/** A batch's players: bots or models, never a person; and the models they name. */
export interface BatchPlayers {
  seats: Record<string, SeatSpec>;
  models: SeatContext['model'];
}

/** Why a stored batch cannot go on from where it stopped, whatever its state; null when it can. */
export function whyNotResumable(run: RunHeader): string | null {
  if (run.players.some((p) => p.kind !== 'bot')) return 'Only batches of bots can be resumed: a model may not be the same one now.';
  if (run.setupsFromFile) return 'This batch played the setups of a file, which stays on the computer it came from: run it again from the file.';
  return null;
}

export class BatchSession {
  progress = $state<{ done: number; total: number } | null>(null);
  summary = $state.raw<Summary | null>(null);
  failure = $state<string | null>(null);
  running = $state(false);
  private controller = new AbortController();

  constructor(
    readonly module: GameModule,
    readonly plan: BatchPlan,
    private readonly players: BatchPlayers,
    /** The setups of a file the person chose, one per episode. */
    private readonly fileSetups?: unknown[],
  ) {}

  /** A stopped batch's session, or a reason it cannot go on. */
  static async resume(runId: string): Promise<BatchSession | string> {
    const run = await db.runs.get(runId);
    if (!run) return 'This run is no longer stored.';
    if (run.status === 'running') return 'This run is still playing in another tab.';
    const why = whyNotResumable(run);
    if (why) return why;
    const module = await loadGame(run.game);
    const players: BatchPlayers = {
      seats: Object.fromEntries(run.players.map((p) => [p.seat, { kind: 'bot', bot: p.name }])),
      models: () => {
        throw new Error('A resumed batch has only bots.');
      },
    };
    return module ? new BatchSession(module, run, players) : `Unknown game "${run.game}".`;
  }

  /** Plays the episodes not yet finished (all of them for a new batch). */
  async play(): Promise<void> {
    const { game } = this.module;
    const { id, variant, params, seed, episodes, allSetups, setupsFromFile } = this.plan;
    const finished = new Set((await runEpisodes(db, id)).filter((e) => e.status === 'finished').map((e) => e.index));
    const indices = Array.from({ length: episodes }, (_, i) => i).filter((i) => !finished.has(i));
    const { seats, models } = this.players;
    const agents = Object.fromEntries(game.seats(params).map((seat) => [seat, seatAgent(this.module, seat, seats[seat]!, { model: models })]));
    this.running = true;
    this.failure = null;
    this.progress = { done: finished.size, total: episodes };
    await holdingRun(id, async () => {
      try {
        if (finished.size > 0) await db.runs.update(id, { status: 'running' });
        const result = await runBatch({
          game, variant, params, seed, episodes, indices, agents, runId: id,
          setups: allSetups ? game.allSetups?.(params) : this.fileSetups,
          sink: runSink(db, episodes, { allSetups, setupsFromFile }), signal: this.controller.signal,
          onProgress: (done) => (this.progress = { done, total: episodes }),
        });
        await finishRun(db, id, result.complete);
        const stored = (await runEpisodes(db, id)).filter((e) => e.status === 'finished');
        this.summary = game.summarize(stored.map((e) => e.metrics));
      } catch (error) {
        this.controller.abort();
        this.failure = storageMessage(error);
      }
    });
    this.running = false;
  }

  cancel(): void {
    this.controller.abort();
  }
}
