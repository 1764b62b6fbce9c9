/**
 * A language model in a seat. The conversation is append-only and every reply is appended
 * exactly as generated, so an engine can reuse its KV cache from one turn to the next.
 */
import { AgentFailure, Unparsed, type AgentFactory } from '../core/agent';
import type { Protocol } from '../core/protocol';
import type { ChatMessage, Json } from '../core/record';
import type { ChatOptions, Engine } from '../engines/engine';
import { classifyError } from '../engines/errors';

/** Generation settings recorded with the run. */
export interface GenerationSettings {
  temperature?: number;
  topP?: number;
  seed?: number;
  maxTokens?: number;
  stop?: string[];
}

export interface LlmAgentOptions {
  engine: Engine;
  protocol: Protocol;
  settings?: GenerationSettings;
  /** Receives the reply as it streams, for the page to show. */
  onText?(seat: string, delta: string): void;
}

export function llmAgent({ engine, protocol, settings = {}, onText }: LlmAgentOptions): AgentFactory {
  return (seat) => {
    const conversation: ChatMessage[] = [];
    let previous: unknown = null;
    return {
      info: {
        kind: 'llm',
        name: engine.model,
        model: { engine: engine.kind, id: engine.model },
        settings: { ...settings, protocol: protocol.id, promptVersion: protocol.version } as Record<string, Json>,
      },
      async act(view, context) {
        const added: ChatMessage[] = [];
        if (conversation.length === 0 && protocol.system) added.push({ role: 'system', content: protocol.system(view) });
        added.push({ role: 'user', content: context.error === undefined ? protocol.turn(view, previous) : protocol.retry(context.error) });
        conversation.push(...added);

        const options: ChatOptions = {
          ...settings,
          jsonSchema: protocol.jsonSchema,
          signal: context.signal,
          onText: onText && ((delta) => onText(seat, delta)),
        };
        const started = performance.now();
        let reply;
        try {
          reply = await engine.chat([...conversation], options);
        } catch (error) {
          const failure = classifyError(error);
          await context.record({
            type: 'model-call', seat, messages: added, text: '', error: failure.message, usage: {}, latencyMs: performance.now() - started,
          });
          if (failure.kind === 'cancelled') throw error;
          throw new AgentFailure(`${failure.message} ${failure.advice}`);
        }
        conversation.push({ role: 'assistant', content: reply.text });
        const parsed = protocol.parse(reply.text);
        await context.record({
          type: 'model-call', seat, messages: added, text: reply.text,
          ...(parsed.ok ? { parsed: parsed.move as Json } : { error: parsed.error }),
          usage: reply.usage, latencyMs: performance.now() - started,
        });
        if (!parsed.ok) return new Unparsed(reply.text, parsed.error);
        previous = view;
        return parsed.move;
      },
    };
  };
}
