/**
 * The episode loop: drives any game with any agents, applies the invalid-move policy,
 * numbers and times every event, and hands each to a sink as it happens.
 */
import { AgentFailure, ContextFull, Unparsed, type Agent, type AgentFactory } from '../core/agent';
import type { AnyGame } from '../core/game';
import {
  EPISODE_SCHEMA,
  flat,
  type EpisodeRecord,
  type GameEvent,
  type Json,
  type NewEvent,
  type PlayerInfo,
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
  /** False leaves a finished episode's metrics out: a re-enactment compares only events, and the record's replay computes them. */
  metrics?: boolean;
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
// Random bytes drawn a block at a time: one call to the system's generator costs as much as many ids.
const random = new Uint8Array(4096);
let randomUsed = random.length;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * A new id for a run or an episode: a time-ordered UUID (version 7, RFC 9562), so that ids made
 * one after another sort in that order. IndexedDB then adds each episode at the end of its tables
 * and indices instead of at random places, which costs the browser less as a store grows.
 * Within one millisecond, a counter in the 12 bits after the version keeps the order.
 */
export function newId(): string {
  const now = Date.now();
  if (now > lastMs) [lastMs, counter] = [now, 0];
  else if (++counter > 0xfff) [lastMs, counter] = [lastMs + 1, 0];
  if (randomUsed + 8 > random.length) {
    crypto.getRandomValues(random);
    randomUsed = 0;
  }
  const at = randomUsed;
  randomUsed += 8;
  // 48 bits of milliseconds, the version and the counter, then the variant and 62 random bits.
  const time = lastMs.toString(16).padStart(12, '0');
  let text = `${time.slice(0, 8)}-${time.slice(8)}-${(0x7000 | counter).toString(16)}-${HEX[0x80 | (random[at]! & 0x3f)]}${HEX[random[at + 1]!]}-`;
  for (let i = at + 2; i < at + 8; i++) text += HEX[random[i]!];
  return flat(text);
}

/** The signal of the episodes no one can stop: one for them all, as the command line shares its own among a run's episodes. */
const UNSTOPPED = new AbortController().signal;

/** Each seat's agent for the episode, made by the seat's factory from the seat's own seed. */
function seatAgents(game: AnyGame, seats: readonly string[], factories: Record<string, AgentFactory>, seed: number): Record<string, Agent> {
  const agents: Record<string, Agent> = {};
  for (const seat of seats) {
    const factory = factories[seat];
    if (!factory) throw new Error(`No agent for seat "${seat}" of ${game.id}.`);
    agents[seat] = factory(seat, deriveSeed(seed, `seat:${seat}`));
  }
  return agents;
}

export async function playEpisode(options: EpisodeOptions): Promise<EpisodeRecord> {
  const { game, params, seed, sink, signal = UNSTOPPED } = options;
  const setup = (options.setup ?? game.setup(params, createRng(seed))) as Json;
  const seats = game.seats(params);
  const agents = seatAgents(game, seats, options.agents, seed);
  const players: PlayerInfo[] = [];
  for (const seat of seats) players.push({ seat, ...agents[seat]!.info });
  const episode: EpisodeRecord = {
    schema: EPISODE_SCHEMA,
    id: newId(),
    runId: options.runId,
    index: options.index ?? 0,
    game: game.id,
    variant: flat(options.variant),
    params: params as Json,
    seed,
    setup,
    players,
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
  // A promise only while the sink is still taking the event: a move that costs nothing to keep costs no wait.
  const append = (event: NewEvent): Promise<void> | void => {
    // Numbered and timed in place: each caller hands over an object of its own, and a copy would cost as much as the move.
    const full = event as GameEvent;
    full.seq = episode.events.length;
    full.at = Date.now();
    if (full.type === 'model-call') replies += JSON.stringify(full.text).length;
    else if (full.type === 'invalid') replies += JSON.stringify(full.attempt).length;
    episode.events.push(full);
    const taking = sink?.event(episode, full);
    if (taking) return taking.then(() => options.onEvent?.(episode, state));
    options.onEvent?.(episode, state);
  };

  try {
    // One call of `current` in the loop, not two (at its start and after each move): V8 compiles the loop with a copy of each call's code.
    for (;;) {
      const seat = game.current(state);
      if (seat === null) break;
      const agent = agents[seat]!;
      const allowance = agent.info.kind === 'human' ? Infinity : game.errorAllowance;
      let error: string | undefined;
      for (let failures = 0; ; ) {
        signal.throwIfAborted();
        if (episode.events.length >= MAX_EVENTS) throw new Error(`The episode was ended after ${MAX_EVENTS.toLocaleString('en')} events, the most one may hold.`);
        const context = { seat, error, signal, record: append, replyRoom };
        // Awaited only when it is a promise: a bot decides at once, and each await costs more than its move.
        let attempt = agent.act(game.view(state, seat), context);
        if (attempt instanceof Promise) {
          attempt = await attempt;
          // Only while the move was awaited can the episode have been stopped.
          signal.throwIfAborted();
        }
        const checked = attempt instanceof Unparsed ? { ok: false as const, reason: attempt.reason } : game.validate(state, seat, attempt);
        if (checked.ok) {
          const applied = game.apply(state, seat, checked.move);
          state = applied.state;
          const appended = append({ type: 'move', seat, move: checked.move as Json, result: applied.result as Json });
          if (appended) await appended;
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
  if (episode.status === 'finished' && options.metrics !== false) episode.metrics = game.metrics(state, outcome, episode);
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
