/**
 * One game being played on the page: runs the episode loop with the chosen agents, stores
 * every event as it happens, and exposes what the board renders. Bots and models can be
 * paused and stepped one move at a time, so a class can follow them.
 */
import { humanAgent, type HumanTurn } from '../agents/human';
import { seatAgent, type SeatContext, type SeatSpec } from '../agents/seats';
import type { Agent, AgentFactory } from '../core/agent';
import { paramsOf } from '../core/game';
import { ended, type EpisodeRecord, type Json } from '../core/record';
import { createRng } from '../core/rng';
import type { GameModule } from '../games/module';
import { newId, playEpisode } from '../run/episode';
import { deleteRun, finishRun, runSink } from '../store/db';
import { holdingRun } from '../store/liveness';
import { botSpeed } from './bot-speed.svelte';
import { db } from './db';
import type { BoardProps } from './games/board';
import { storageMessage } from './format';

export interface SessionOptions {
  module: GameModule;
  variant: string;
  seed: number;
  /** Who takes every seat. */
  players: Record<string, SeatSpec>;
  /** The models the specs name. */
  models: SeatContext['model'];
  /** A given setup (a record of a file the person chose); drawn from the seed when absent. */
  setup?: unknown;
}

export class PlaySession {
  readonly module: GameModule;
  readonly options: SessionOptions;
  readonly runId = newId();
  /** The episode as played so far: a new header object after every event, sharing the runner's growing list of events. */
  episode = $state.raw<EpisodeRecord | null>(null);
  /** The game state after the last event. */
  state = $state.raw<unknown>(null);
  /** A person's pending turn. */
  turn = $state.raw<HumanTurn | null>(null);
  /** The reply a model is writing now, by seat. */
  streaming = $state<Record<string, string>>({});
  /** Bots and models wait before each move while paused. */
  paused = $state(false);
  /** Whether a move is waiting at the pause now (not merely one still in progress that will land first). */
  held = $state(false);
  /**
   * With several people at one device, the seat it was last handed to: a person's turn shows only
   * to the seat that took the device, so no seat's secrets are on screen while another holds it.
   */
  handedTo = $state<string | null>(null);
  /** Whether the ended game's writing is over (all stored, or storing failed): a link to its run then opens all that was kept. */
  written = $state(false);
  /** Set when storing fails (a full disk), with what was kept. */
  failure = $state<string | null>(null);
  private controller = new AbortController();
  /** Stopped by the page (Stop, New game, leaving it), not by a failure. */
  private left = false;
  private release: (() => void) | null = null;
  /** Moves let through while paused, by Step. */
  private steps = 0;

  constructor(options: SessionOptions) {
    this.options = options;
    this.module = options.module;
  }

  get params(): Json {
    const { game } = this.module;
    return paramsOf(game, this.options.variant) as Json;
  }

  /** The seats people take. */
  readonly people = $derived.by(() => this.module.game.seats(this.params).filter((s) => this.isHuman(s)));

  /**
   * The table across devices this game is played at, if any: the person seats its devices play
   * (`elsewhere`) never show their turns and views on this one.
   */
  table = $state.raw<{ readonly elsewhere: ReadonlySet<string> } | null>(null);

  /** The seats people take at this device. */
  readonly here = $derived(this.people.filter((s) => !this.table?.elsewhere.has(s)));

  /** The seat whose turn waits behind the hand-over screen: a person's here, when several share the device and it was not handed to them. */
  readonly handOver = $derived(this.here.length > 1 && this.turn && this.here.includes(this.turn.seat) && this.turn.seat !== this.handedTo ? this.turn.seat : null);

  /** The person at the hand-over screen says they alone see it now: their turn shows. */
  takeOver(): void {
    if (this.handOver !== null) this.handedTo = this.handOver;
  }

  /**
   * What the board draws: the public view, and the view of the person's seat (the one person's
   * seat here, or in pass-and-play the seat the device was handed to, during its turn only; nobody's
   * between turns). The hidden state only once the game is over.
   */
  readonly board = $derived.by((): BoardProps | null => {
    const turn = this.handOver === null && this.turn && this.here.includes(this.turn.seat) ? this.turn : null;
    return this.boardFor(turn?.seat ?? (this.here.length === 1 ? this.here[0]! : null));
  });

  /**
   * The board of one seat's eyes (null: the public board alone): its view, its turn when the
   * pending one is its own, the hidden state once the game is over. Another device's board is
   * drawn from this, so a seat's board is the same on any device.
   */
  boardFor(seat: string | null): BoardProps | null {
    const { game } = this.module;
    const { state, episode } = this;
    if (state === null) return null;
    const params = this.params;
    const turn = seat !== null && this.turn?.seat === seat ? this.turn : null;
    const status = episode?.status ?? 'running';
    return {
      params,
      table: game.publicView(state),
      seat,
      view: turn?.view ?? (seat === null ? null : game.view(state, seat)),
      turn,
      players: Object.fromEntries(game.seats(params).map((s) => [s, this.options.players[s]?.kind ?? 'human'])),
      current: game.current(state),
      status,
      error: episode?.error,
      outcome: episode?.outcome ?? null,
      revealed: status === 'running' ? null : state,
    };
  }

  /** Whether a person plays this seat (as in a seat no one was named for). */
  isHuman(seat: string): boolean {
    return (this.options.players[seat]?.kind ?? 'human') === 'human';
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
    this.left = true;
    this.controller.abort();
    this.release?.();
  }

  private async gate(signal: AbortSignal): Promise<void> {
    while (this.paused && this.steps === 0 && !signal.aborted) {
      this.held = true;
      await new Promise<void>((resolve) => (this.release = resolve));
    }
    this.held = false;
    if (this.paused && this.steps > 0) this.steps--;
    this.release = null;
  }

  private agent(seat: string, spec: SeatSpec): AgentFactory {
    const factory = seatAgent(this.module, seat, spec, {
      model: this.options.models,
      person: () => humanAgent('person', (turn) => (this.turn = turn)),
      onText: (s, delta) => (this.streaming[s] = (this.streaming[s] ?? '') + delta),
    });
    if (spec.kind === 'human') return factory;
    return (seat, seed) => {
      const agent = factory(seat, seed);
      return {
        info: agent.info,
        act: async (view, context) => {
          await this.gate(context.signal);
          const wait = spec.kind === 'bot' ? botSpeed.wait : 0;
          if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
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
    const setup = this.options.setup ?? game.setup(params, createRng(seed));
    this.state = game.init(params, setup);
    const agents = Object.fromEntries(game.seats(params).map((seat) => [seat, this.agent(seat, players[seat] ?? { kind: 'human' })]));
    await holdingRun(this.runId, async () => {
      try {
        const sink = runSink(db, 1, {}, (error) => {
          this.failure = storageMessage(error);
          this.controller.abort();
        });
        const episode = await playEpisode({
          game, variant, params, seed, setup, agents, runId: this.runId, sink, signal: this.controller.signal,
          onEvent: (record, state) => {
            this.state = state;
            // Copying the events each time would make a long game cost the square of its length.
            this.episode = { ...record };
          },
        });
        this.episode = episode;
        await sink.flush();
        // A game left before anything happened (a second Start, the page left) is no game: it leaves no run behind.
        if (this.left && episode.events.length === 0) await deleteRun(db, this.runId);
        else await finishRun(db, this.runId, ended(episode.status));
      } catch (error) {
        this.controller.abort();
        this.failure = storageMessage(error);
      }
      this.written = true;
    });
  }
}
