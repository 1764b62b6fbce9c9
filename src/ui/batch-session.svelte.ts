/**
 * A batch run on the page: bots play N episodes, each stored as it ends. A batch cut off by a
 * reload, a closed tab or a crash resumes with the episodes not yet finished, none twice.
 */
import type { Summary } from '../core/game';
import type { RunHeader } from '../core/record';
import type { GameModule } from '../games/module';
import { loadGame } from '../games/registry';
import { indicesLeft, runBatch } from '../run/batch';
import { finishRun, endedIndices, runSink } from '../store/db';
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

/** The most episodes a batch on the page may hold (an imported run may claim any number). */
export const MAX_BATCH = 100_000;

/** Why a stored batch cannot go on from where it stopped, whatever its state; null when it can. */
export function whyNotResumable(run: RunHeader): string | null {
  if (run.episodes > MAX_BATCH) return `This run holds ${run.episodes.toLocaleString('en')} episodes, more than the ${MAX_BATCH.toLocaleString('en')} a batch on this page may hold, so it cannot go on here.`;
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
    if (!module) return `This run is of a game this version of Fogplay does not have (“${run.game}”).`;
    const { game, bots } = module;
    if (!game.variants.some((v) => v.id === run.variant)) return `This run's variant “${run.variant}” is not one ${game.info.title} has in this version, so it cannot go on.`;
    const gone = run.players.find((p) => !bots.some((b) => b.id === p.name || b.formerIds?.includes(p.name)));
    if (gone) return `This run was played by the bot “${gone.name}”, which ${game.info.title} does not have in this version, so it cannot go on.`;
    const players: BatchPlayers = {
      seats: Object.fromEntries(run.players.map((p) => [p.seat, { kind: 'bot', bot: p.name }])),
      models: () => {
        throw new Error('A resumed batch has only bots.');
      },
    };
    return new BatchSession(module, run, players);
  }

  /** Plays the episodes not yet finished (all of them for a new batch). */
  async play(): Promise<void> {
    const { game } = this.module;
    const { id, variant, params, seed, episodes, allSetups, setupsFromFile } = this.plan;
    const stored = await endedIndices(db, id);
    const indices = indicesLeft(episodes, (i) => stored.has(i));
    // Indices past the run's size (from an import) are no part of it.
    const finished = episodes - indices.length;
    const { seats, models } = this.players;
    const agents = Object.fromEntries(game.seats(params).map((seat) => [seat, seatAgent(this.module, seat, seats[seat]!, { model: models })]));
    this.running = true;
    this.failure = null;
    this.progress = { done: finished, total: episodes };
    await holdingRun(id, async () => {
      try {
        if (finished > 0) await db.runs.update(id, { status: 'running' });
        const result = await runBatch({
          game, variant, params, seed, episodes, indices, agents, runId: id,
          setups: allSetups ? game.allSetups?.(params) : this.fileSetups,
          sink: runSink(db, episodes, { allSetups, setupsFromFile }, () => this.controller.abort()), signal: this.controller.signal,
          onProgress: (done) => (this.progress = { done, total: episodes }),
        });
        this.summary = (await finishRun(db, id, result.complete)) ?? game.summarize([]);
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
