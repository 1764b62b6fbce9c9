import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engines/errors';
import { openAiEngine } from '../../src/engines/openai';
import { startScriptedServer, type Reply, type ScriptedServer } from '../openai-server';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
async function serve(decide: (index: number) => Reply) {
  server = await startScriptedServer((_, i) => decide(i));
  return server;
}
const hello = [{ role: 'user' as const, content: 'Hello there' }];

describe('the OpenAI-compatible engine, against a real local server', () => {
  it('streams the reply piece by piece and reports usage', async () => {
    const { baseUrl, requests } = await serve(() => ({ text: 'Guess: [0123]', pieces: 4, promptTokens: 12, completionTokens: 6 }));
    const pieces: string[] = [];
    const result = await openAiEngine({ baseUrl, model: 'qwen-test' }).chat(hello, {
      temperature: 0.2, topP: 0.9, seed: 7, maxTokens: 64, stop: ['\n\n'], onText: (d) => pieces.push(d),
    });
    expect(result.text).toBe('Guess: [0123]');
    expect(pieces.length).toBe(4);
    expect(pieces.join('')).toBe(result.text);
    expect(result.finishReason).toBe('stop');
    expect(result.usage).toMatchObject({ promptTokens: 12, completionTokens: 6 });
    expect(result.usage.timeToFirstTokenMs).toBeGreaterThanOrEqual(0);
    expect(requests[0]).toMatchObject({
      model: 'qwen-test', messages: hello, stream: true, temperature: 0.2, top_p: 0.9, seed: 7, max_tokens: 64, stop: ['\n\n'],
      stream_options: { include_usage: true },
    });
  });

  it('asks for structured output with the JSON schema and returns the JSON answer', async () => {
    const { baseUrl, requests } = await serve(() => ({ text: '{"reasoning":"start","guess":"0123"}' }));
    const schema = { type: 'object', properties: { guess: { type: 'string' } } };
    const result = await openAiEngine({ baseUrl, model: 'm' }).chat(hello, { jsonSchema: schema });
    expect(JSON.parse(result.text)).toEqual({ reasoning: 'start', guess: '0123' });
    expect(requests[0]!.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'move', schema } });
  });

  it.each([
    [{ status: 500, error: 'model crashed' }, 'server', /500: model crashed/],
    [{ status: 401, error: 'bad key' }, 'auth', /401: bad key/],
    [{ status: 400, error: 'This model maximum context length is 2048 tokens' }, 'context-window', /context length/],
  ] as const)('reports a server error %j as a clear %s error with advice', async (reply, kind, message) => {
    const { baseUrl } = await serve(() => reply);
    const error = await openAiEngine({ baseUrl, model: 'm' }).chat(hello).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).kind).toBe(kind);
    expect((error as EngineError).message).toMatch(message);
    expect((error as EngineError).advice.length).toBeGreaterThan(10);
  });

  it('times out on a server that never answers', async () => {
    const { baseUrl } = await serve(() => ({ hang: true }));
    const error = await openAiEngine({ baseUrl, model: 'm', timeoutMs: 300 }).chat(hello).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect((error as Error).message).toMatch(/within 0 s|within 1 s|No answer/);
  });

  it('times out when a stream stalls between pieces', async () => {
    const { baseUrl } = await serve(() => ({ text: 'slow reply here', pieces: 3, pauseMs: 800 }));
    const error = await openAiEngine({ baseUrl, model: 'm', timeoutMs: 300 }).chat(hello).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('cancels a reply in the middle of the stream', async () => {
    const { baseUrl } = await serve(() => ({ text: 'a long answer that streams slowly', pieces: 10, pauseMs: 100 }));
    const controller = new AbortController();
    const pieces: string[] = [];
    const error = await openAiEngine({ baseUrl, model: 'm' })
      .chat(hello, { signal: controller.signal, onText: (d) => (pieces.push(d), pieces.length === 2 && controller.abort()) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'cancelled' });
    expect(pieces.length).toBe(2);
  });

  it('explains an unreachable server and a wrong base URL', async () => {
    const { baseUrl } = await serve(() => ({ text: 'x' }));
    await server!.close();
    server = undefined;
    expect(await openAiEngine({ baseUrl, model: 'm' }).chat(hello).catch((e: unknown) => e)).toMatchObject({ kind: 'network' });
    const again = await serve(() => ({ text: 'x' }));
    const wrong = await openAiEngine({ baseUrl: again.baseUrl.replace('/v1', '/v2'), model: 'm' }).chat(hello).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ kind: 'server' });
    expect((wrong as Error).message).toMatch(/404.*base URL/);
  });
});
