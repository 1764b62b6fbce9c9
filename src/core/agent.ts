/**
 * The agent contract: one `act` for every seat, whether a person clicks, a bot computes
 * or a model writes. An agent sees only its seat's view; the runner validates what it returns.
 */
import type { NewEvent, PlayerInfo } from './record';

export interface ActContext {
  seat: string;
  /** The game's error text for this seat's previous attempt, when it was refused. */
  error?: string;
  /** Aborted when the episode is cancelled or the page goes away. */
  signal: AbortSignal;
  /** Appends an event (a model call) to the episode, in order; the event, a new object, becomes the record's. */
  record(event: NewEvent): Promise<void> | void;
  /**
   * Characters, as written in JSON, that the episode's record still has for the next model reply:
   * a longer reply is cut to it. Unbounded when absent.
   */
  replyRoom?(): number;
}

export interface Agent<View = unknown> {
  /** How the agent is recorded in the run. */
  info: Omit<PlayerInfo, 'seat'>;
  /** Returns a candidate move, or a promise of one; the game decides whether it is valid. */
  act(view: View, context: ActContext): unknown;
}

/** Makes one episode's agent for a seat; `seed` is that seat's own stream for the episode. */
export type AgentFactory = (seat: string, seed: number) => Agent;

/**
 * A reply the agent could not read a move from (a model's garbage). The runner logs it as an
 * invalid attempt with `reason` as the error text, within the game's error allowance.
 */
export class Unparsed {
  constructor(
    /** The text as given. */
    readonly text: string,
    /** The parser's error text, shown to the agent on its next attempt. */
    readonly reason: string,
    /** Whether the reply was cut off at the token limit before it was complete, rather than a wrong move. */
    readonly cut = false,
  ) {}
}

/** Thrown by an agent that cannot go on (a model engine failure): the episode is interrupted, not lost. */
export class AgentFailure extends Error {
  override name = 'AgentFailure';
}

/**
 * Thrown when a model's prompt and reply budget outgrow its context: the episode ends as
 * `context-full`, a result of the model and its settings, not a failure.
 */
export class ContextFull extends AgentFailure {
  override name = 'ContextFull';
}
