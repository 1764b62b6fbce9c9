import type { ChatCompletionChunk, ChatCompletionRequestStreaming, WebWorkerMLCEngine } from '@mlc-ai/web-llm';
import { describe, expect, it, vi } from 'vitest';
import { jsonSchemaToGrammar } from '../../../src/engines/json-grammar';
import { WebLlmEngine } from '../../../src/engines/webllm/engine';

const chunk = (content: string, finish: string | null = null, usage?: object) =>
  ({ choices: content || finish ? [{ index: 0, delta: { content }, finish_reason: finish }] : [], usage }) as unknown as ChatCompletionChunk;
const usage = { prompt_tokens: 40, completion_tokens: 3, total_tokens: 43, extra: { prefill_tokens_per_s: 400, decode_tokens_per_s: 20, e2e_latency_s: 0.3 } };

/** web-llm's worker client, as far as `chat` uses it: a stream of chunks, and an interrupt. */
function fakeMlc(chunks: ChatCompletionChunk[], { pauseAfter = Infinity } = {}) {
  const requests: ChatCompletionRequestStreaming[] = [];
  let interrupted = false;
  const mlc = {
    chat: {
      completions: {
        create: async (request: ChatCompletionRequestStreaming) => {
          requests.push(request);
          return (async function* (): AsyncGenerator<ChatCompletionChunk> {
            for (const [i, c] of chunks.entries()) {
              if (i === pauseAfter) await vi.waitFor(() => expect(interrupted).toBe(true));
              // web-llm ends an interrupted stream with finish reason `abort`.
              yield interrupted ? chunk('', 'abort') : c;
              if (interrupted) return;
            }
          })();
        },
      },
    },
    interruptGenerate: vi.fn(() => (interrupted = true)),
  };
  const engine = new WebLlmEngine('SmolLM2-360M-Instruct-q4f32_1-MLC', mlc as unknown as WebWorkerMLCEngine, { terminate: vi.fn() } as unknown as Worker);
  return { engine, mlc, requests };
}

describe('WebLlmEngine.chat', () => {
  it('streams the reply, and reports tokens, speeds and its own time to first token', async () => {
    const { engine, requests } = fakeMlc([chunk('Hel'), chunk('lo'), chunk('', 'stop'), chunk('', null, usage)]);
    const deltas: string[] = [];
    const result = await engine.chat([{ role: 'user', content: 'Hi' }], { temperature: 0.2, topP: 0.9, seed: 7, maxTokens: 64, stop: ['\n'], onText: (d) => deltas.push(d) });
    expect(deltas).toEqual(['Hel', 'lo']);
    expect(result).toMatchObject({
      text: 'Hello',
      finishReason: 'stop',
      usage: { promptTokens: 40, completionTokens: 3, prefillTokensPerSecond: 400, decodeTokensPerSecond: 20 },
    });
    expect(result.usage.timeToFirstTokenMs).toBeGreaterThanOrEqual(0);
    expect(requests[0]).toMatchObject({ stream: true, stream_options: { include_usage: true }, temperature: 0.2, top_p: 0.9, seed: 7, max_tokens: 64, stop: ['\n'] });
    expect(requests[0]!.response_format).toBeUndefined();
  });

  it('asks for JSON following the schema, as web-llm takes it: a string', async () => {
    const { engine, requests } = fakeMlc([chunk('{}', 'stop')]);
    const schema = { type: 'object', properties: { guess: { type: 'string', maxLength: 4 } }, additionalProperties: false };
    await engine.chat([{ role: 'user', content: 'Guess' }], { jsonSchema: schema });
    expect(requests[0]!.response_format).toEqual({ type: 'grammar', grammar: jsonSchemaToGrammar(schema) });
  });

  it('interrupts generation when the signal aborts, and says it was stopped', async () => {
    const { engine, mlc } = fakeMlc([chunk('a'), chunk('b'), chunk('', 'stop')], { pauseAfter: 1 });
    const controller = new AbortController();
    const reply = engine.chat([{ role: 'user', content: 'Hi' }], { signal: controller.signal, onText: () => controller.abort() });
    await expect(reply).rejects.toMatchObject({ name: 'EngineError', kind: 'cancelled' });
    expect(mlc.interruptGenerate).toHaveBeenCalledOnce();
  });

  it('classifies a failure the worker reports', async () => {
    const { engine, mlc } = fakeMlc([]);
    mlc.chat.completions.create = () => Promise.reject('ContextWindowSizeExceededError: Prompt tokens exceed context window size: number of prompt tokens: 5000; context window size: 4096');
    await expect(engine.chat([{ role: 'user', content: 'long' }])).rejects.toMatchObject({ kind: 'context-window' });
  });
});
