/**
 * One game being played on the page: runs the episode loop with the chosen agents, stores
 * every event as it happens, and exposes what the board renders. Bots and models can be
 * paused and stepped one move at a time, so a class can follow them.
 */
import { humanAgent, type HumanTurn } from '../agents/human';
import type { Agent, AgentFactory } from '../core/agent';
import type { EpisodeRecord, Json } from '../core/record';
import { createRng } from '../core/rng';
import type { GameModule } from '../games/module';
import { newId, playEpisode } from '../run/episode';
import { finishRun, runSink } from '../store/db';
import { holdingRun } from '../store/liveness';
import { db } from './db';
import { storageMessage } from './format';
import { machineAgent, type PlayerChoice } from './seat-agents';

export interface SessionOptions {
  module: GameModule;
  variant: string;
  seed: number;
  /** A choice for every seat. */
  players: Record<string, PlayerChoice>;
  /** Milliseconds before a bot's move, so a class can follow; models need none. */
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
  /** A person's pending turn. */
  turn = $state.raw<HumanTurn | null>(null);
  /** The reply a model is writing now, by seat. */
  streaming = $state<Record<string, string>>({});
  /** Bots and models wait before each move while paused. */
  paused = $state(false);
  /** Set when storing fails (a full disk), with what was kept. */
  failure = $state<string | null>(null);
  private controller = new AbortController();
  private release: (() => void) | null = null;
  /** Moves let through while paused, by Step. */
  private steps = 0;

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

  /** Whether a person plays this seat. */
  isHuman(seat: string): boolean {
    return this.options.players[seat]?.kind === 'human';
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.steps = 0;
    this.release?.();
  }

  /** Lets one bot or model move through, then stays paused. */
  step(): void {
    this.steps++;
    this.release?.();
  }

  stop(): void {
    this.controller.abort();
    this.release?.();
  }

  private async gate(signal: AbortSignal): Promise<void> {
    while (this.paused && this.steps === 0 && !signal.aborted) await new Promise<void>((resolve) => (this.release = resolve));
    if (this.paused && this.steps > 0) this.steps--;
    this.release = null;
  }

  private agent(choice: PlayerChoice): AgentFactory {
    if (choice.kind === 'human') return humanAgent('person', (turn) => (this.turn = turn));
    const factory = machineAgent(this.module, choice, (seat, delta) => (this.streaming[seat] = (this.streaming[seat] ?? '') + delta));
    const pace = choice.kind === 'bot' ? (this.options.botPace ?? 500) : 0;
    return (seat, seed) => {
      const agent = factory(seat, seed);
      return {
        info: agent.info,
        act: async (view, context) => {
          await this.gate(context.signal);
          if (pace) await new Promise((resolve) => setTimeout(resolve, pace));
          this.streaming[seat] = '';
          return agent.act(view, context);
        },
      } satisfies Agent;
    };
  }

  async play(): Promise<void> {
    const { game } = this.module;
    const { variant, seed, players } = this.options;
    const params = this.params;
    const setup = game.setup(params, createRng(seed));
    this.state = game.init(params, setup);
    const agents = Object.fromEntries(game.seats(params).map((seat) => [seat, this.agent(players[seat] ?? { kind: 'human' })]));
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
}
