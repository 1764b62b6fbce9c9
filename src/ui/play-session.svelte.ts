/**
 * One game being played on the page: runs the episode loop with the chosen agents, stores
 * every event as it happens, and exposes the state the board renders.
 */
import { humanAgent, type HumanTurn } from '../agents/human';
import type { AgentFactory } from '../core/agent';
import type { EpisodeRecord, Json } from '../core/record';
import type { GameModule } from '../games/bots';
import { newId, playEpisode } from '../run/episode';
import { createRng } from '../core/rng';
import { finishRun, runSink } from '../store/db';
import { holdingRun } from '../store/liveness';
import { db } from './db';

/** Who takes the seats: a person, or one of the game's bots by id. */
export type PlayerChoice = { kind: 'human' } | { kind: 'bot'; id: string };

export interface SessionOptions {
  module: GameModule;
  variant: string;
  seed: number;
  player: PlayerChoice;
  /** Milliseconds between a bot's moves, so a class can follow them. */
  botPace?: number;
}

export class PlaySession {
  readonly module: GameModule;
  readonly options: SessionOptions;
  readonly runId = newId();
  /** The episode as stored so far (a new object after every event). */
  episode = $state.raw<EpisodeRecord | null>(null);
  /** The game state after the last event. */
  state = $state.raw<unknown>(null);
  /** The person's pending turn, if it is theirs. */
  turn = $state.raw<HumanTurn | null>(null);
  /** Set when storing fails (a full disk), with what was kept. */
  failure = $state<string | null>(null);
  private controller = new AbortController();

  constructor(options: SessionOptions) {
    this.options = options;
    this.module = options.module;
  }

  get params(): Json {
    const { game } = this.module;
    return (game.variants.find((v) => v.id === this.options.variant) ?? game.variants[0]!).params as Json;
  }

  /** A seat's view of the current state. */
  view(seat: string): unknown {
    return this.state === null ? null : this.module.game.view(this.state, seat);
  }

  private agent(): AgentFactory {
    const { player, botPace = 500 } = this.options;
    if (player.kind === 'human') return humanAgent('person', (turn) => (this.turn = turn));
    const bot = this.module.bots.find((b) => b.id === player.id);
    if (!bot) throw new Error(`${this.module.game.info.title} has no bot "${player.id}".`);
    const factory = bot.create();
    return (seat, seed) => {
      const agent = factory(seat, seed);
      return {
        info: agent.info,
        act: async (view, context) => {
          await new Promise((resolve) => setTimeout(resolve, botPace));
          return agent.act(view, context);
        },
      };
    };
  }

  async play(): Promise<void> {
    const { game } = this.module;
    const { variant, seed } = this.options;
    const params = this.params;
    const setup = game.setup(params, createRng(seed));
    this.state = game.init(params, setup);
    const agent = this.agent();
    const agents = Object.fromEntries(game.seats(params).map((seat) => [seat, agent]));
    await holdingRun(this.runId, async () => {
      try {
        const episode = await playEpisode({
          game, variant, params, seed, setup, agents, runId: this.runId, sink: runSink(db, 1), signal: this.controller.signal,
          onEvent: (record, state) => {
            this.state = state;
            this.episode = { ...record, events: [...record.events] };
          },
        });
        this.episode = episode;
        await finishRun(db, this.runId, episode.status === 'finished');
      } catch (error) {
        this.controller.abort();
        this.failure = storageMessage(error);
      }
    });
  }

  stop(): void {
    this.controller.abort();
  }
}

/** A storage failure in plain words: what happened, and that what was written is kept. */
export function storageMessage(error: unknown): string {
  const name = (error as { name?: string; inner?: { name?: string } })?.inner?.name ?? (error as { name?: string })?.name;
  if (name === 'QuotaExceededError')
    return 'The browser has no room left to store this run. Everything stored before this move is kept; free some space (delete old runs or cached models) and play again.';
  return `This run could not be stored: ${error instanceof Error ? error.message : String(error)}. What was stored before is kept.`;
}
