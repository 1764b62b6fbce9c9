/**
 * The episode loop: drives any game with any agents, applies the invalid-move policy,
 * numbers and times every event, and hands each to a sink as it happens.
 */
import { AgentFailure, ContextFull, Unparsed, type AgentFactory } from '../core/agent';
import type { AnyGame } from '../core/game';
import {
  EPISODE_SCHEMA,
  type EpisodeRecord,
  type GameEvent,
  type Json,
  type NewEvent,
} from '../core/record';
import { createRng, deriveSeed } from '../core/rng';

/** Where a run's records go as they happen: IndexedDB in the app, a JSON Lines file in the CLI. */
export interface EpisodeSink {
  started(episode: EpisodeRecord): Promise<void> | void;
  event(episode: EpisodeRecord, event: GameEvent): Promise<void> | void;
  ended(episode: EpisodeRecord): Promise<void> | void;
  /** Writes whatever it holds back; called once a batch is over. */
  flush?(): Promise<void>;
}

export interface EpisodeOptions {
  game: AnyGame;
  variant: string;
  params: unknown;
  seed: number;
  /** A given setup (an exhaustive batch, a shared puzzle); drawn from the seed when absent. */
  setup?: unknown;
  /** One factory per seat. */
  agents: Record<string, AgentFactory>;
  runId: string;
  index?: number;
  sink?: EpisodeSink;
  signal?: AbortSignal;
  /** Called after every event, with the state it led to. */
  onEvent?(episode: EpisodeRecord, state: unknown): void;
}

/**
 * The most events an episode may hold. A person may retry an invalid move without end, and a
 * record past this size no longer opens well in a page or a file: the episode ends there as an error.
 */
export const MAX_EVENTS = 100_000;

/**
 * The most characters, as written in JSON, of model replies an episode's record holds, counting
 * the replies refused as invalid attempts a second time: well within MAX_RECORD_CHARS, leaving
 * room for the prompts and moves. A reply past it is cut, so a model that pads its replies runs
 * out of words (its replies cut, then refused) instead of writing a record no reader takes.
 */
export const MAX_REPLY_RECORD = 16_000_000;

let lastMs = 0;
let counter = 0;

/**
 * A new id for a run or an episode: a time-ordered UUID (version 7, RFC 9562), so that ids made
 * one after another sort in that order. IndexedDB then adds each episode at the end of its tables
 * and indices instead of at random places, which costs the browser less as a store grows.
 * Within one millisecond, a counter in the 12 bits after the version keeps the order.
 */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const now = Date.now();
  if (now > lastMs) [lastMs, counter] = [now, 0];
  else if (++counter > 0xfff) [lastMs, counter] = [lastMs + 1, 0];
  for (let i = 0; i < 6; i++) bytes[i] = Math.floor(lastMs / 2 ** (8 * (5 - i))) & 0xff;
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function playEpisode(options: EpisodeOptions): Promise<EpisodeRecord> {
  const { game, params, seed, sink, signal = new AbortController().signal } = options;
  const setup = (options.setup ?? game.setup(params, createRng(seed))) as Json;
  const seats = game.seats(params);
  const agents = Object.fromEntries(
    seats.map((seat) => {
      const factory = options.agents[seat];
      if (!factory) throw new Error(`No agent for seat "${seat}" of ${game.id}.`);
      return [seat, factory(seat, deriveSeed(seed, `seat:${seat}`))];
    }),
  );
  const episode: EpisodeRecord = {
    schema: EPISODE_SCHEMA,
    id: newId(),
    runId: options.runId,
    index: options.index ?? 0,
    game: game.id,
    variant: options.variant,
    params: params as Json,
    seed,
    setup,
    players: seats.map((seat) => ({ seat, ...agents[seat]!.info })),
    events: [],
    outcome: null,
    metrics: {},
    status: 'running',
    startedAt: new Date().toISOString(),
  };
  let state = game.init(params, setup);
  await sink?.started(episode);

  // Counted from the replies alone, so that a re-enactment of the record cuts them where the run did.
  let replies = 0;
  // Half of what is left: a reply that is refused is recorded again as the invalid attempt.
  const replyRoom = () => Math.max(0, Math.floor((MAX_REPLY_RECORD - replies) / 2));
  const append = async (event: NewEvent) => {
    // Not `{ ...event, seq, at }`: in V8 a spread followed by new keys takes a slow path, microseconds an event.
    const full = Object.assign({}, event, { seq: episode.events.length, at: Date.now() }) as GameEvent;
    if (full.type === 'model-call') replies += JSON.stringify(full.text).length;
    else if (full.type === 'invalid') replies += JSON.stringify(full.attempt).length;
    episode.events.push(full);
    await sink?.event(episode, full);
    options.onEvent?.(episode, state);
  };

  try {
    for (let seat = game.current(state); seat !== null; seat = game.current(state)) {
      const agent = agents[seat]!;
      const allowance = agent.info.kind === 'human' ? Infinity : game.errorAllowance;
      let error: string | undefined;
      for (let failures = 0; ; ) {
        signal.throwIfAborted();
        if (episode.events.length >= MAX_EVENTS) throw new Error(`The episode was ended after ${MAX_EVENTS.toLocaleString('en')} events, the most one may hold.`);
        const context = { seat, error, signal, record: append, replyRoom };
        const attempt = await agent.act(game.view(state, seat), context);
        signal.throwIfAborted();
        const checked = attempt instanceof Unparsed ? { ok: false as const, reason: attempt.reason } : game.validate(state, seat, attempt);
        if (checked.ok) {
          const applied = game.apply(state, seat, checked.move);
          state = applied.state;
          await append({ type: 'move', seat, move: checked.move as Json, result: applied.result as Json });
          break;
        }
        error = checked.reason;
        const cut = attempt instanceof Unparsed && attempt.cut;
        await append({ type: 'invalid', seat, attempt: attempt instanceof Unparsed ? attempt.text : toJson(attempt), reason: error, ...(cut && { cut: true as const }) });
        if (++failures > allowance) {
          state = game.forfeit(state, seat);
          await append({ type: 'forfeit', seat, reason: `${failures} invalid attempts in a row` });
          break;
        }
      }
    }
    episode.status = 'finished';
  } catch (err) {
    const aborted = signal.aborted || err instanceof AgentFailure;
    episode.status = err instanceof ContextFull && !signal.aborted ? 'context-full' : aborted ? 'interrupted' : 'error';
    episode.error = aborted && signal.aborted ? 'Stopped before the end.' : String(err instanceof Error ? err.message : err);
  }
  const outcome = game.outcome(state) ?? null;
  episode.outcome = outcome as Json;
  if (episode.status === 'finished') episode.metrics = game.metrics(state, outcome, episode);
  episode.endedAt = new Date().toISOString();
  await sink?.ended(episode);
  return episode;
}

/** An agent's attempt as plain data for the log (a model's text, a clicked value). */
function toJson(value: unknown): Json {
  if (value === undefined) return null;
  try {
    return JSON.parse(JSON.stringify(value)) as Json;
  } catch {
    return String(value);
  }
}
