/** One engine call by a seat, recorded as a model-call event whatever happens. */
import { AgentFailure, ContextFull, type ActContext } from '../core/agent';
import type { ChatMessage, Json } from '../core/record';
import type { ChatOptions, ChatResult, Engine } from '../engines/engine';
import { checkContext } from '../engines/context';
import { classifyError } from '../engines/errors';

/** What a reply was read as: a parsed move or value, or why nothing could be read. */
export interface Reading {
  parsed?: Json;
  error?: string;
}

/**
 * Sends `prompt` and records the call with `added`, the messages it adds to the seat's
 * conversation, and with what `read` made of the reply. An engine failure is recorded too, then
 * ends the episode as interrupted (a cancel ends it as stopped); a prompt that with its reply
 * budget outgrows the context is refused before the call, and ends it as context full.
 */
export async function recordedChat(
  engine: Engine,
  context: ActContext,
  prompt: ChatMessage[],
  added: ChatMessage[],
  options: ChatOptions,
  read: (text: string, finishReason: string) => Reading = () => ({}),
  /** Earlier calls left out of the prompt by a protocol that keeps a window. */
  dropped?: number,
): Promise<ChatResult> {
  const window = dropped ? { dropped } : {};
  const started = performance.now();
  let reply: ChatResult;
  try {
    await checkContext(engine, prompt, options);
    reply = await engine.chat(prompt, { ...options, signal: context.signal });
    const room = context.replyRoom?.() ?? Infinity;
    // Cut as a token limit cuts it, so that it is read, retried and counted as a cut reply.
    if (JSON.stringify(reply.text).length > room) reply = { ...reply, text: fit(reply.text, room), finishReason: 'length' };
  } catch (error) {
    const failure = classifyError(error);
    await context.record({
      type: 'model-call', seat: context.seat, messages: added, ...window, text: '', error: failure.message, usage: {}, latencyMs: performance.now() - started,
    });
    if (failure.kind === 'cancelled') throw error;
    if (failure.kind === 'context-window') throw new ContextFull(failure.message);
    throw new AgentFailure(`${failure.message} ${failure.advice}`);
  }
  await context.record({
    type: 'model-call', seat: context.seat, messages: added, ...window, text: reply.text, ...read(reply.text, reply.finishReason),
    usage: reply.usage, finishReason: reply.finishReason, latencyMs: performance.now() - started,
  });
  return reply;
}

/** The longest start of `text` that takes at most `room` characters in JSON, where an escape takes several. */
function fit(text: string, room: number): string {
  let cut = text.slice(0, room);
  for (let over = JSON.stringify(cut).length - room; over > 0 && cut; over = JSON.stringify(cut).length - room) cut = cut.slice(0, -over);
  return cut;
}
