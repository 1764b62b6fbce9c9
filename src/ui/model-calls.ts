/**
 * Reading a model's turns from an episode's events: the prompt a call was sent, the game's refusal
 * of the move read from its reply, and the entries of the reasoning log shown while models play.
 */
import type { ChatMessage, ForfeitEvent, GameEvent, InvalidEvent, Json, ModelCallEvent } from '../core/record';

/**
 * The whole prompt of the model call at `index`, rebuilt as the record defines it: the seat's
 * earlier calls' messages and replies since the last call that opened with a system message, less
 * those a window left out (`dropped`: the oldest after the first), then this call's messages.
 */
export function promptOf(events: readonly GameEvent[], index: number): ChatMessage[] {
  const call = events[index];
  if (call?.type !== 'model-call') return [];
  const turns: ModelCallEvent[] = [call];
  for (let i = index - 1; i >= 0 && turns[0]!.messages[0]?.role !== 'system'; i--) {
    const earlier = events[i]!;
    if (earlier.type === 'model-call' && earlier.seat === call.seat) turns.unshift(earlier);
  }
  turns.splice(1, call.dropped ?? 0);
  return turns.flatMap((turn) => (turn === call ? turn.messages : [...turn.messages, { role: 'assistant' as const, content: turn.text }]));
}

/** The game's refusal of what was read from the model call at `index`: the seat's invalid attempt right after it. */
export function refusalOf(events: readonly GameEvent[], index: number): InvalidEvent | undefined {
  const call = events[index];
  const next = events[index + 1];
  return call?.type === 'model-call' && next?.type === 'invalid' && next.seat === call.seat ? next : undefined;
}

/** What an agent submitted, as text: a model's reply as written, a clicked or typed move as JSON. */
export const attemptText = (attempt: Json): string => (typeof attempt === 'string' ? attempt : JSON.stringify(attempt));

/** One entry of the reasoning log: a model call with the game's refusal of it, or a refusal or forfeit on its own. */
export interface LogEntry {
  event: ModelCallEvent | InvalidEvent | ForfeitEvent;
  index: number;
  refusal?: InvalidEvent;
}

/**
 * The reasoning log of an episode, oldest first: every model call, each with the refusal that
 * followed it, every other refused attempt and every forfeit. Accepted moves are on the board.
 */
export function reasoningLog(events: readonly GameEvent[]): LogEntry[] {
  return events.flatMap((event, index): LogEntry[] => {
    if (event.type === 'model-call') return [{ event, index, refusal: refusalOf(events, index) }];
    if (event.type === 'forfeit') return [{ event, index }];
    if (event.type === 'invalid' && !refusalOf(events, index - 1)) return [{ event, index }];
    return [];
  });
}
