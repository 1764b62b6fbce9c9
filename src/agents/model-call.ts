/** One engine call by a seat, recorded as a model-call event whatever happens. */
import { AgentFailure, type ActContext } from '../core/agent';
import type { ChatMessage, Json } from '../core/record';
import type { ChatOptions, ChatResult, Engine } from '../engines/engine';
import { classifyError } from '../engines/errors';

/** What a reply was read as: a parsed move or value, or why nothing could be read. */
export interface Reading {
  parsed?: Json;
  error?: string;
}

/**
 * Sends `prompt` and records the call with `added`, the messages it adds to the seat's
 * conversation, and with what `read` made of the reply. An engine failure is recorded too, then
 * ends the episode as interrupted (a cancel ends it as stopped).
 */
export async function recordedChat(
  engine: Engine,
  context: ActContext,
  prompt: ChatMessage[],
  added: ChatMessage[],
  options: ChatOptions,
  read: (text: string, finishReason: string) => Reading = () => ({}),
): Promise<ChatResult> {
  const started = performance.now();
  let reply: ChatResult;
  try {
    reply = await engine.chat(prompt, { ...options, signal: context.signal });
  } catch (error) {
    const failure = classifyError(error);
    await context.record({
      type: 'model-call', seat: context.seat, messages: added, text: '', error: failure.message, usage: {}, latencyMs: performance.now() - started,
    });
    if (failure.kind === 'cancelled') throw error;
    throw new AgentFailure(`${failure.message} ${failure.advice}`);
  }
  await context.record({
    type: 'model-call', seat: context.seat, messages: added, text: reply.text, ...read(reply.text, reply.finishReason),
    usage: reply.usage, finishReason: reply.finishReason, latencyMs: performance.now() - started,
  });
  return reply;
}
