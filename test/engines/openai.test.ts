import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engines/errors';
import type { ServerResponse } from 'node:http';
import { jsonSchemaToGrammar, replyTokenBound } from '../../src/engines/json-grammar';
import { modelInfo } from '../../src/engines/engine';
import { listedModels, MAX_REPLY_CHARS, openAiEngine, type OpenAiSettings } from '../../src/engines/openai';
import { startScriptedServer, type Reply, type ScriptedServer } from '../openai-server';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
async function serve(decide: (index: number) => Reply, ownedBy?: string) {
  server = await startScriptedServer((_, i) => decide(i), { ownedBy });
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

  it('records the whole prompt and what the server’s cache served of it, as OpenAI’s usage or llama.cpp’s timings say', async () => {
    const last = (usage: object) => ({
      raw(response: ServerResponse) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'Hi' }, finish_reason: 'stop' }] })}\n\n`);
        response.end(`data: ${JSON.stringify({ choices: [], ...usage })}\n\ndata: [DONE]\n\n`);
      },
    });
    const replies = [
      last({ usage: { prompt_tokens: 700, completion_tokens: 5, prompt_tokens_details: { cached_tokens: 640 } } }),
      last({ usage: { prompt_tokens: 710, completion_tokens: 5 }, timings: { cache_n: 690, prompt_n: 20 } }),
      last({ usage: { prompt_tokens: 30, completion_tokens: 5 } }),
    ];
    const { baseUrl } = await serve((i) => replies[i]!);
    const engine = openAiEngine({ baseUrl, model: 'm' });
    expect((await engine.chat(hello)).usage).toMatchObject({ promptTokens: 700, cachedPromptTokens: 640 });
    expect((await engine.chat(hello)).usage).toMatchObject({ promptTokens: 710, cachedPromptTokens: 690 });
    expect((await engine.chat(hello)).usage.cachedPromptTokens).toBeUndefined();
  });

  it('knows its model by the server’s address and what the server lists of it, never by a key', async () => {
    const meta = { vocab_type: 2, n_vocab: 151936, n_ctx_train: 40960, n_embd: 1024, n_params: 596049920, size: 639447040 };
    server = await startScriptedServer(() => ({ text: 'Hi' }), { models: [{ id: 'qwen3', object: 'model', created: 1764677000, owned_by: 'llamacpp', meta }, { id: 'other' }] });
    const listed = await listedModels({ baseUrl: `${server.baseUrl}/`, apiKey: 'sk-secret' });
    expect(listed).toEqual([{ id: 'qwen3', owned_by: 'llamacpp', meta }, { id: 'other' }]);
    const engine = openAiEngine({ baseUrl: `${server.baseUrl}//`, model: 'qwen3', apiKey: 'sk-secret', listed: listed[0] });
    expect(modelInfo(engine)).toEqual({ engine: 'openai', id: 'qwen3', baseUrl: server.baseUrl, listed: { id: 'qwen3', owned_by: 'llamacpp', meta } });
    expect(JSON.stringify(modelInfo(engine))).not.toContain('secret');
    expect(modelInfo(openAiEngine({ baseUrl: 'http://user:pw@host/v1', model: 'm' }))).toEqual({ engine: 'openai', id: 'm' });
  });

  it('asks for structured output with the JSON schema and returns the JSON answer', async () => {
    const { baseUrl, requests } = await serve(() => ({ text: '{"reasoning":"start","guess":"0123"}' }));
    const schema = { type: 'object', properties: { guess: { type: 'string' } } };
    const result = await openAiEngine({ baseUrl, model: 'm' }).chat(hello, { jsonSchema: schema });
    expect(JSON.parse(result.text)).toEqual({ reasoning: 'start', guess: '0123' });
    expect(requests[0]!.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'move', schema } });
    expect(requests[0]!.grammar).toBeUndefined();
  });

  const bounded = {
    type: 'object',
    properties: { reasoning: { type: 'string', maxLength: 250 }, guess: { type: 'string', pattern: '^[0-9]{4}$' } },
    required: ['reasoning', 'guess'],
    additionalProperties: false,
  };

  it('gives llama.cpp’s server the project’s grammar for a schema, bounded as on every llama.cpp engine, and its own grammar as it is', async () => {
    const { baseUrl, requests } = await serve(() => ({ text: '{"reasoning":"start","guess":"0123"}' }), 'llamacpp');
    const engine = openAiEngine({ baseUrl, model: 'm' });
    await engine.chat(hello, { jsonSchema: bounded });
    expect(requests[0]!.grammar).toBe(jsonSchemaToGrammar(bounded));
    expect(replyTokenBound(requests[0]!.grammar as string)).toBeLessThan(800);
    // llama.cpp's server refuses a request with both.
    expect(requests[0]!.response_format).toBeUndefined();
    const grammar = 'root ::= "Guess: " [0-9]{4}';
    await engine.chat(hello, { grammar, jsonSchema: bounded });
    expect(requests[1]).toMatchObject({ grammar });
    expect(requests[1]!.response_format).toBeUndefined();
  });

  it('gives any other server the schema with its maxLength, and no grammar it cannot read', async () => {
    const { baseUrl, requests } = await serve(() => ({ text: 'Guess: 0123' }));
    const engine = openAiEngine({ baseUrl, model: 'm' });
    await engine.chat(hello, { jsonSchema: bounded, grammar: 'root ::= "{}"' });
    expect(requests[0]!.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'move', schema: bounded } });
    expect(requests[0]!.grammar).toBeUndefined();
    await engine.chat(hello, { grammar: 'root ::= "Guess: " [0-9]{4}' });
    expect(requests[1]!.grammar).toBeUndefined();
  });

  it('asks the chat template to leave thinking out where the protocol says so, and only there', async () => {
    const { baseUrl, requests } = await serve(() => ({ text: '{}' }));
    const engine = openAiEngine({ baseUrl, model: 'm' });
    await engine.chat(hello, { thinking: false });
    await engine.chat(hello, { thinking: true });
    await engine.chat(hello);
    expect(requests.map((r) => r.chat_template_kwargs)).toEqual([{ enable_thinking: false }, undefined, undefined]);
  });

  it.each([
    [{ status: 500, error: 'model crashed' }, 'server', /500: model crashed/],
    [{ status: 401, error: 'bad key' }, 'auth', /401: bad key/],
    [{ status: 400, error: 'This model maximum context length is 2048 tokens' }, 'context-window', /context length/],
  ] as const)('reports a server error %j as a clear %s error with advice', async (reply, kind, message) => {
    const { baseUrl } = await serve(() => reply);
    const error = await openAiEngine({ baseUrl, model: 'm', retries: 0 }).chat(hello).catch((e: unknown) => e);
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
    // One piece, then nothing until the test ends.
    const { baseUrl } = await serve(() => ({ raw: (r) => void (r.writeHead(200, { 'content-type': 'text/event-stream' }), r.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'slow' } }] })}\n\n`)) }));
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
    expect(await openAiEngine({ baseUrl, model: 'm', retries: 0 }).chat(hello).catch((e: unknown) => e)).toMatchObject({ kind: 'unreachable', message: expect.stringMatching(/could not be reached/) });
    const again = await serve(() => ({ text: 'x' }));
    const wrong = await openAiEngine({ baseUrl: again.baseUrl.replace('/v1', '/v2'), model: 'm' }).chat(hello).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ kind: 'server' });
    expect((wrong as Error).message).toMatch(/404.*base URL/);
  });
});

describe('the OpenAI-compatible engine against a busy, broken or hostile server', () => {
  const sse = (response: ServerResponse) => response.writeHead(200, { 'content-type': 'text/event-stream' });
  const piece = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content }, finish_reason: null }] })}\n\n`;
  const fail = (settings: Partial<OpenAiSettings>) => openAiEngine({ baseUrl: server!.baseUrl, model: 'm', retries: 0, ...settings }).chat(hello).catch((e: unknown) => e);

  it('tries again after 429 and 5xx answers, waiting longer each time, and then answers', async () => {
    const busy: Reply[] = [{ status: 429, error: 'busy', headers: { 'retry-after': '0.05' } }, { status: 503, error: 'loading' }];
    const { requests } = await serve((i) => busy[i] ?? { text: 'Guess: 0123' });
    const started = performance.now();
    const result = await openAiEngine({ baseUrl: server!.baseUrl, model: 'm', retryDelayMs: 20 }).chat(hello);
    expect(result.text).toBe('Guess: 0123');
    expect(requests).toHaveLength(3);
    // Retry-After's 50 ms, then about 20 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(60);
  });

  it('gives up after its retries with the server’s own error', async () => {
    const { requests } = await serve(() => ({ status: 500, error: 'model crashed' }));
    expect(await fail({ retries: 2, retryDelayMs: 5 })).toMatchObject({ kind: 'server', message: expect.stringMatching(/500: model crashed/) });
    expect(requests).toHaveLength(3);
  });

  it.each<[string, (response: ServerResponse) => void | Promise<void>, RegExp]>([
    ['a stream cut off midway', (r) => void (sse(r), r.write(piece('{"guess": "01')), setTimeout(() => r.destroy(), 30)), /^http:\/\/127\.0\.0\.1:\d+\/v1 closed the stream before the reply ended\.$/],
    ['a stream that ends without a word of data', (r) => void (sse(r), r.end(': nothing here\n\n')), /^http:\/\/127\.0\.0\.1:\d+\/v1 closed the stream before the reply ended\.$/],
    ['an HTML page', (r) => void r.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>'), /answered with text\/html/],
    ['a line that is not JSON', (r) => void (sse(r), r.end('data: {"choices": [\n\n')), /not JSON/],
    ['a piece that is not an object', (r) => void (sse(r), r.end('data: 7\n\n')), /not a chat completion/],
  ])('counts %s as the server’s failure, not the model’s reply', async (_, raw, message) => {
    await serve(() => ({ raw }));
    const error = await fail({});
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).kind).not.toBe('cancelled');
    expect((error as Error).message).toMatch(message);
  });

  it('reads llama.cpp’s context overflow sent in the stream as a full context, and other errors there as the server’s', async () => {
    const error = (message: string) => (r: ServerResponse) => void (sse(r), r.end(`data: ${JSON.stringify({ error: { message } })}\n\n`));
    await serve(() => ({ raw: error('the request exceeds the available context size, try increasing it') }));
    expect(await fail({})).toMatchObject({ kind: 'context-window', message: 'the request exceeds the available context size, try increasing it' });
    await server!.close();
    await serve(() => ({ raw: error('slot unavailable') }));
    expect(await fail({})).toMatchObject({ kind: 'server', message: 'slot unavailable' });
  });

  it('stops a reply that streams for longer than the total limit, however steadily', async () => {
    await serve(() => ({ raw: async (r) => {
      sse(r);
      for (let i = 0; i < 100 && !r.destroyed; i++) (r.write(piece('a')), await new Promise((w) => setTimeout(w, 50)));
    } }));
    // Pieces come every 50 ms, far inside the wait allowed between two: only the total limit can end it.
    const error = await fail({ timeoutMs: 60_000, totalTimeoutMs: 500 });
    expect(error).toMatchObject({ kind: 'timeout', message: expect.stringMatching(/longer than 1 s in all|longer than 0 s in all/) });
  });

  it('does not count keep-alive comments as an answer', async () => {
    await serve(() => ({ raw: async (r) => {
      sse(r);
      for (let i = 0; i < 40 && !r.destroyed; i++) (r.write(': keep-alive\n\n'), await new Promise((w) => setTimeout(w, 50)));
    } }));
    expect(await fail({ timeoutMs: 300 })).toMatchObject({ kind: 'timeout', message: expect.stringMatching(/No answer/) });
  });

  it('cuts a reply past its size limit and says so, and drops token counts that are not counts', async () => {
    const big = 'x'.repeat(50_000);
    await serve(() => ({ raw: (r) => {
      sse(r);
      for (let i = 0; i < 6; i++) r.write(piece(big));
      r.write(`data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: -5, completion_tokens: 'lots' } })}\n\n`);
      r.end('data: [DONE]\n\n');
    } }));
    const result = await openAiEngine({ baseUrl: server!.baseUrl, model: 'm' }).chat(hello);
    expect(result.text.length).toBe(MAX_REPLY_CHARS);
    expect(result.finishReason).toBe('length');
    const again = await openAiEngine({ baseUrl: server!.baseUrl, model: 'm' }).chat(hello);
    expect(again.usage.promptTokens).toBeUndefined();
    expect(again.usage.completionTokens).toBeUndefined();
  });
});

describe('the OpenAI-compatible engine names the server’s faults as the server’s', () => {
  const sse = (response: ServerResponse) => response.writeHead(200, { 'content-type': 'text/event-stream' });
  const fail = (settings: Partial<OpenAiSettings>) => openAiEngine({ baseUrl: server!.baseUrl, model: 'm', retries: 0, ...settings }).chat(hello).catch((e: unknown) => e);

  it('refuses a reply that is not valid UTF-8, and reads a character split between two pieces', async () => {
    const bytes = (text: string) => Buffer.from(`data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`);
    // "é" is two bytes: the first piece ends between them.
    const split = bytes('café');
    await serve((i) => ({ raw: (r) => {
      sse(r);
      if (i === 0) r.write(Buffer.concat([Buffer.from('data: {"choices":[{"delta":{"content":"{\\"guess\\":\\"01'), Buffer.from([0xff]), Buffer.from('3\\"}"}}]}\n\n')]));
      else (r.write(split.subarray(0, split.indexOf(0xc3) + 1)), r.write(split.subarray(split.indexOf(0xc3) + 1)));
      r.end('data: [DONE]\n\n');
    } }));
    const error = await fail({});
    expect(error).toMatchObject({ kind: 'bad-response', message: expect.stringMatching(/^The server sent text that is not valid UTF-8/) });
    expect((await openAiEngine({ baseUrl: server!.baseUrl, model: 'm' }).chat(hello)).text).toBe('café');
  });

  it('does not count its own wait before trying again as the server’s silence', async () => {
    const { requests } = await serve((i) => (i === 0 ? { status: 503, error: 'loading' } : { text: 'Guess: 0123' }));
    // The wait before the second try (at least 450 ms) is longer than the wait allowed for an answer.
    const result = await openAiEngine({ baseUrl: server!.baseUrl, model: 'm', timeoutMs: 300, retryDelayMs: 600 }).chat(hello);
    expect(result.text).toBe('Guess: 0123');
    expect(requests).toHaveLength(2);
  });

  it.each([['3600'], [new Date(Date.now() + 3_600_000).toUTCString()]])('stops at once when the server asks to wait (Retry-After: %s) longer than a reply may wait', async (retryAfter) => {
    const { requests } = await serve(() => ({ status: 429, error: 'rate limited', headers: { 'retry-after': retryAfter } }));
    const error = await fail({ retries: 4, timeoutMs: 5000 });
    expect(error).toMatchObject({ kind: 'busy', message: expect.stringMatching(/^The server answered 429: rate limited\. It asked to wait 3,?[56]\d\d s before trying again, longer than a reply may wait \(5 s\)\.$/) });
    expect(requests).toHaveLength(1);
  });

  it('names a busy server as busy once its retries are spent', async () => {
    const { requests } = await serve(() => ({ status: 429, error: 'slow down' }));
    expect(await fail({ retries: 1, retryDelayMs: 5 })).toMatchObject({ kind: 'busy', message: 'The server answered 429: slow down' });
    expect(requests).toHaveLength(2);
  });

  it('names a redirect, and does not follow it with the request', async () => {
    const elsewhere = await startScriptedServer(() => ({ text: 'Guess: 0123' }));
    try {
      const target = `${elsewhere.baseUrl}/chat/completions`;
      await serve(() => ({ raw: (r) => void r.writeHead(307, { location: target }).end() }));
      expect(await fail({})).toMatchObject({ kind: 'bad-response', message: `The server redirects the request to ${target}: give the address it redirects to as the base URL.` });
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await elsewhere.close();
    }
  });

  it.each([
    ['a line break', { apiKey: 'sk-secret-key\r\nX-Injected: 1' }, /The API key holds a line break \(character 14\)/],
    ['a space', { apiKey: 'sk-secret key' }, /The API key holds a space \(character 10\)/],
    ['a user name and password in the base URL', { baseUrl: 'http://me:sk-secret@127.0.0.1:9/v1' }, /The base URL holds a user name or password/],
  ])('refuses %s before any request, and never repeats the secret', async (_, settings, message) => {
    const { baseUrl, requests } = await serve(() => ({ text: 'x' }));
    const engine = () => openAiEngine({ baseUrl, model: 'm', ...settings });
    const error = await Promise.resolve().then(() => engine().chat(hello)).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'bad-settings', message: expect.stringMatching(message) });
    expect((error as Error).message).not.toContain('secret');
    expect(requests).toHaveLength(0);
  });

  it('never repeats the key from a server’s error message', async () => {
    await serve(() => ({ status: 401, error: 'Key sk-secret-42 is not valid' }));
    const error = await fail({ apiKey: 'sk-secret-42' });
    expect(error).toMatchObject({ kind: 'auth', message: 'The server answered 401: Key (the API key) is not valid' });
  });
});
