/**
 * An OpenAI-compatible chat server (llama.cpp's server, Ollama, vLLM, LM Studio), streamed over
 * server-sent events. Runs alike in the page and in Node (the command-line runner).
 */
import type { Json, Usage } from '../core/record';
import type { ChatMessage, ChatOptions, ChatResult, Engine } from './engine';
import { EngineError, classifyError, isContextOverflow } from './errors';
import { jsonSchemaToGrammar } from './json-grammar';

export interface OpenAiSettings {
  /** The API root, ending in /v1, e.g. http://127.0.0.1:8080/v1. */
  baseUrl: string;
  model: string;
  /** Sent as a bearer token; kept in the browser only and never written to a run. */
  apiKey?: string;
  /**
   * Milliseconds to wait for the response to start, and then between two streamed pieces; the
   * longest wait before trying again that a server may ask for (Retry-After).
   */
  timeoutMs?: number;
  /** Milliseconds one reply may take in all, however steadily it streams. */
  totalTimeoutMs?: number;
  /** Tries again after a busy or failing server (429, 5xx, no connection), waiting twice as long each time. */
  retries?: number;
  /** The first wait before trying again, unless the server names one (Retry-After). */
  retryDelayMs?: number;
  /** The server's entry for the model in its list of models (`listedModels`), recorded with the runs. */
  listed?: ListedModel;
}

/** A model as a server's list of models (`GET /v1/models`) gives it, without what says nothing of the model. */
export type ListedModel = { id: string } & { [key: string]: Json };

/** The longest reply kept: past it the reply is cut, with the finish reason of a reply cut at its token limit. */
export const MAX_REPLY_CHARS = 200_000;
/** The longest line of the event stream: a reply piece is a few hundred bytes. */
const MAX_LINE_CHARS = 1_000_000;
/** The longest wait between two tries of our own choosing, however many tries failed. */
const MAX_RETRY_DELAY_MS = 60_000;

/** Statuses that say "not now" rather than "never": the request may succeed if sent again. */
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * Why these settings cannot be used, in words that never repeat the secret: a key goes into a
 * header as it is, so a line break would add a header of its own, and a user name or password in
 * the base URL would be copied into every message that names the server.
 */
export function settingsProblem({ baseUrl, apiKey }: { baseUrl?: string; apiKey?: string }): string | undefined {
  if (baseUrl && /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(baseUrl)) return 'The base URL holds a user name or password: give the address alone, and a key as the API key.';
  const at = apiKey?.search(/[^\x21-\x7e]/) ?? -1;
  if (at < 0) return undefined;
  const code = apiKey!.charCodeAt(at);
  const what = code === 10 || code === 13 ? 'a line break' : code === 32 ? 'a space' : code < 32 || code === 127 ? 'a control character' : 'a character that is not plain ASCII';
  return `The API key holds ${what} (character ${at + 1}), which no key has: give it again as one line of letters, digits and punctuation.`;
}

/** Text from the server, read strictly: bytes that are not UTF-8 are the server's fault, never the model's words. */
function utf8(decoder: TextDecoder, bytes: Uint8Array, stream = false): string {
  try {
    return decoder.decode(bytes, { stream });
  } catch {
    throw new EngineError('bad-response', 'The server sent text that is not valid UTF-8, so the reply cannot be read as the model wrote it.');
  }
}
const strictDecoder = () => new TextDecoder('utf-8', { fatal: true });

/**
 * A request to the server, with the key. A redirect is not followed: fetch would turn a POST into
 * a GET without its body (301, 302) and send the request to wherever the server names, so the
 * redirect is reported and the person gives the address it points to.
 */
function send(url: string, apiKey: string | undefined, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) } });
}

interface Chunk {
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
  /** `prompt_tokens` is the whole prompt; `prompt_tokens_details.cached_tokens` what a cache served of it (OpenAI, vLLM, llama.cpp). */
  usage?: { prompt_tokens?: number; completion_tokens?: number; prompt_tokens_details?: { cached_tokens?: number } | null } | null;
  /** llama.cpp's own: `cache_n` tokens of the prompt from its cache, `prompt_n` read anew. */
  timings?: { cache_n?: number; prompt_n?: number; prompt_per_second?: number } | null;
  error?: { message?: string };
}

/** The API root as recorded and compared: as given, without the slashes it may end in. */
const apiRoot = (baseUrl: string) => baseUrl.replace(/\/+$/, '');

export function openAiEngine({ baseUrl, model, apiKey, timeoutMs = 120_000, totalTimeoutMs = 600_000, retries = 4, retryDelayMs = 1000, listed }: OpenAiSettings): Engine {
  const problem = settingsProblem({ baseUrl, apiKey });
  const url = `${apiRoot(baseUrl)}/chat/completions`;
  let llamaCpp: Promise<boolean> | undefined;
  return {
    kind: 'openai',
    model,
    // A base URL with a user name or password is refused before any request, and never recorded.
    identity: problem ? {} : { baseUrl: apiRoot(baseUrl), ...(listed && { listed }) },
    async chat(messages: ChatMessage[], options: ChatOptions = {}): Promise<ChatResult> {
      const controller = new AbortController();
      let timedOut: number | undefined;
      let idle: ReturnType<typeof setTimeout> | undefined;
      const stop = (limit: number) => () => ((timedOut = limit), controller.abort());
      const arm = () => {
        clearTimeout(idle);
        idle = setTimeout(stop(timeoutMs), timeoutMs);
      };
      const total = setTimeout(stop(totalTimeoutMs), totalTimeoutMs);
      const cancel = () => controller.abort();
      options.signal?.addEventListener('abort', cancel, { once: true });
      if (options.signal?.aborted) cancel();
      const started = performance.now();
      // Once the reply streams, a failure to read it is the connection cut, not a server that cannot be reached.
      let streaming = false;
      const cut = () => new EngineError('stream-cut', `${baseUrl} closed the stream before the reply ended.`);
      try {
        if (problem) throw new EngineError('bad-settings', problem);
        // Asked once, and only when a reply is constrained: how depends on the server.
        const isLlama = options.grammar || options.jsonSchema ? await (llamaCpp ??= isLlamaCpp(baseUrl, apiKey)) : false;
        const body = JSON.stringify(requestBody(model, messages, options, isLlama));
        // The wait limit counts the server's silence, not our own waits between tries.
        const post = () => {
          arm();
          return send(url, apiKey, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: controller.signal }).finally(() => clearTimeout(idle));
        };
        const response = await withRetries(post, retries, retryDelayMs, Math.min(timeoutMs, totalTimeoutMs), controller.signal);
        arm();
        if (!response.ok) throw await httpError(response);
        if (!response.body) throw new EngineError('bad-response', 'The server sent no body.');
        const type = response.headers.get('content-type') ?? '';
        if (!/event-stream/i.test(type)) throw new EngineError('bad-response', `The server answered with ${type.split(';')[0] || 'an unnamed type'}, not a stream of chat completion pieces.`);
        let text = '';
        let finishReason: string | undefined;
        let firstToken: number | undefined;
        let usage: Chunk['usage'];
        let timings: Chunk['timings'];
        let done = false;
        streaming = true;
        for await (const chunk of serverSentEvents(response.body, arm)) {
          if (chunk === DONE) {
            done = true;
            break;
          }
          if (chunk.error) {
            const message = chunk.error.message ?? 'The server reported an error.';
            throw new EngineError(isContextOverflow(message) ? 'context-window' : 'server', message);
          }
          const choice = chunk.choices?.[0];
          const delta = choice?.delta?.content;
          if (typeof delta === 'string' && delta) {
            firstToken ??= performance.now();
            const room = MAX_REPLY_CHARS - text.length;
            text += delta.slice(0, room);
            options.onText?.(delta.slice(0, room));
            if (delta.length >= room) {
              finishReason = 'length';
              done = true;
              break;
            }
          }
          if (typeof choice?.finish_reason === 'string') finishReason = choice.finish_reason;
          if (chunk.usage) usage = chunk.usage;
          if (chunk.timings) timings = chunk.timings;
        }
        // A stream cut off midway is the server's or the network's fault, not the model's reply.
        if (!done && finishReason === undefined) throw cut();
        const ended = performance.now();
        const result: Usage = {};
        const count = (n: unknown) => (Number.isSafeInteger(n) && (n as number) >= 0 ? (n as number) : undefined);
        const promptTokens = count(usage?.prompt_tokens);
        const completionTokens = count(usage?.completion_tokens);
        const cached = count(usage?.prompt_tokens_details?.cached_tokens) ?? count(timings?.cache_n);
        if (promptTokens !== undefined) result.promptTokens = promptTokens;
        if (cached !== undefined && (promptTokens === undefined || cached <= promptTokens)) result.cachedPromptTokens = cached;
        if (completionTokens !== undefined) result.completionTokens = completionTokens;
        if (firstToken !== undefined) {
          result.timeToFirstTokenMs = firstToken - started;
          if (completionTokens && ended > firstToken) result.decodeTokensPerSecond = (completionTokens / (ended - firstToken)) * 1000;
        }
        return { text, finishReason: finishReason ?? 'stop', usage: result };
      } catch (error) {
        if (timedOut === timeoutMs) throw new EngineError('timeout', `No answer from ${baseUrl} for ${Math.round(timeoutMs / 1000)} s.`);
        if (timedOut === totalTimeoutMs) throw new EngineError('timeout', `The reply from ${baseUrl} took longer than ${Math.round(totalTimeoutMs / 1000)} s in all.`);
        // Node says "terminated", a browser "network error": either way the server closed it midway.
        if (streaming && !(error instanceof EngineError) && !controller.signal.aborted) throw cut();
        throw serverFailure(baseUrl, error, apiKey);
      } finally {
        clearTimeout(idle);
        clearTimeout(total);
        options.signal?.removeEventListener('abort', cancel);
      }
    },
  };
}

/** What a server's list says of a model, without `object`, `created` (llama.cpp writes the time of the request) and `permission`. */
function listedModel(entry: unknown): ListedModel | null {
  if (typeof entry !== 'object' || entry === null || typeof (entry as { id?: unknown }).id !== 'string') return null;
  const { object: _o, created: _c, permission: _p, ...rest } = entry as ListedModel;
  // A server's own words, bounded so that no record grows with them.
  return JSON.stringify(rest).length <= 4000 ? rest : { id: rest.id, ...(typeof rest.owned_by === 'string' && { owned_by: rest.owned_by.slice(0, 200) }) };
}

/** The models an OpenAI-compatible server offers (GET /models), to test a connection before a game. */
export async function listModels(settings: Omit<OpenAiSettings, 'model'>): Promise<string[]> {
  return (await listedModels(settings)).map((m) => m.id);
}

/** The models an OpenAI-compatible server offers, each as its list gives it (`ModelInfo.listed`). */
export async function listedModels({ baseUrl, apiKey, timeoutMs = 10_000 }: Omit<OpenAiSettings, 'model'>): Promise<ListedModel[]> {
  const problem = settingsProblem({ baseUrl, apiKey });
  if (problem) throw new EngineError('bad-settings', problem);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await send(`${apiRoot(baseUrl)}/models`, apiKey, { signal });
    if (!response.ok) throw await httpError(response);
    const text = utf8(strictDecoder(), new Uint8Array(await response.arrayBuffer()));
    let body: { data?: unknown[] } | null = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: refused below.
    }
    if (!Array.isArray(body?.data)) throw new EngineError('bad-response', 'The server’s list of models is not an OpenAI-compatible one.');
    return body.data.flatMap((m) => listedModel(m) ?? []);
  } catch (error) {
    if (signal.aborted) throw new EngineError('timeout', `No answer from ${baseUrl} within ${Math.round(timeoutMs / 1000)} s.`);
    throw serverFailure(baseUrl, error, apiKey);
  }
}

/**
 * A server's failure in plain words, without the key should the server have repeated it. Nothing
 * is downloaded here, so a failed connection means the server is not there; a browser hides why it
 * failed, and one of the causes is a server that does not allow the page's origin (CORS).
 */
function serverFailure(baseUrl: string, error: unknown, apiKey?: string): EngineError {
  let { kind, message } = classifyError(error);
  if (kind === 'network') {
    const origin = (globalThis as { location?: Location }).location?.origin;
    const cause = (error as { cause?: { message?: string } })?.cause?.message;
    message = origin
      ? `The browser could not connect to ${baseUrl}, or refused its answer (${message}): the server may be down, or may not allow this page’s origin, ${origin}, to call it.`
      : `${baseUrl} could not be reached (${message}${cause ? `: ${cause}` : ''}).`;
    kind = 'unreachable';
  }
  return new EngineError(kind, apiKey ? message.replaceAll(apiKey, '(the API key)') : message);
}

/** Whether the server is llama.cpp's, which names itself as every model's owner. A server that does not answer is taken for another. */
async function isLlamaCpp(baseUrl: string, apiKey?: string): Promise<boolean> {
  try {
    const response = await send(`${apiRoot(baseUrl)}/models`, apiKey, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as { data?: { owned_by?: unknown }[] };
    return Array.isArray(body.data) && body.data.some((m) => m?.owned_by === 'llamacpp');
  } catch {
    return false;
  }
}

/**
 * The request. A constrained reply goes to llama.cpp's server as the project's own grammar, the
 * one every llama.cpp engine here follows (its JSON grammar holds each string to its `maxLength`,
 * and one space at most between tokens, so a reply's tokens are bounded); to any other server
 * (vLLM, Ollama, LM Studio) as the JSON Schema, whose `maxLength` their structured output holds
 * to, while a bare grammar is sent to none of them, since they would refuse or ignore it.
 * Thinking off is asked of the chat template (`enable_thinking`, read by Qwen3's and others' in
 * llama.cpp's server and vLLM; ignored by servers that do not know it).
 */
function requestBody(model: string, messages: ChatMessage[], o: ChatOptions, llamaCpp: boolean) {
  const grammar = llamaCpp ? (o.grammar ?? (o.jsonSchema ? jsonSchemaToGrammar(o.jsonSchema) : undefined)) : undefined;
  return {
    model,
    messages,
    stream: true,
    stream_options: { include_usage: true },
    temperature: o.temperature,
    top_p: o.topP,
    seed: o.seed,
    max_tokens: o.maxTokens,
    stop: o.stop?.length ? o.stop : undefined,
    grammar,
    response_format: o.jsonSchema && !llamaCpp ? { type: 'json_schema', json_schema: { name: 'move', schema: o.jsonSchema } } : undefined,
    chat_template_kwargs: o.thinking === false ? { enable_thinking: false } : undefined,
  };
}

async function httpError(response: Response): Promise<EngineError> {
  // A browser hides a redirect's status and address from the page (an opaque redirect).
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    const location = response.headers.get('location');
    return new EngineError('bad-response', `The server redirects the request${location ? ` to ${location}` : ' to another address'}: give the address it redirects to as the base URL.`);
  }
  const body = await response.text().catch(() => '');
  let message = body.slice(0, 500);
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string };
    message = (typeof parsed.error === 'string' ? parsed.error : parsed.error?.message) ?? message;
  } catch {
    // Not JSON: keep the text.
  }
  const text = `The server answered ${response.status}${message ? `: ${message}` : ''}`;
  if (response.status === 401 || response.status === 403) return new EngineError('auth', text);
  if (response.status === 429) return new EngineError('busy', text);
  if (/context|too long|maximum.*tokens/i.test(message)) return new EngineError('context-window', text);
  if (response.status === 404) return new EngineError('server', `${text}. Check the base URL (it usually ends in /v1) and the model name.`);
  return new EngineError('server', text);
}

/**
 * Sends a request, and again after a 429 or 5xx answer or a failed connection, waiting twice as
 * long each time, or as long as the server's Retry-After asks; an ask longer than `limitMs`, the
 * longest a reply may wait, ends the tries at once with the server's words.
 */
async function withRetries(post: () => Promise<Response>, retries: number, delayMs: number, limitMs: number, signal: AbortSignal): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined;
    try {
      response = await post();
      if (!retryable(response.status) || attempt >= retries) return response;
    } catch (error) {
      if (signal.aborted || attempt >= retries || classifyError(error).kind !== 'network') throw error;
    }
    const asked = retryAfterMs(response?.headers.get('retry-after'));
    if (response && asked !== undefined && asked > limitMs) {
      const { kind, message } = await httpError(response);
      throw new EngineError(kind, `${message}. It asked to wait ${Math.round(asked / 1000).toLocaleString('en')} s before trying again, longer than a reply may wait (${Math.round(limitMs / 1000)} s).`);
    }
    const wait = asked ?? Math.min(MAX_RETRY_DELAY_MS, delayMs * 2 ** attempt * (0.75 + Math.random() / 2));
    await response?.body?.cancel();
    // The listener goes with the wait: a run's episodes may share one signal, and a listener left at every retry would pile up on it.
    await new Promise<void>((resolve, reject) => {
      const stop = () => (clearTimeout(timer), reject(signal.reason));
      const timer = setTimeout(() => (signal.removeEventListener('abort', stop), resolve()), wait);
      signal.addEventListener('abort', stop, { once: true });
    });
  }
}

/** A Retry-After header's wait in milliseconds: seconds, or a date (RFC 9110, 10.2.3). */
function retryAfterMs(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const ms = /^\s*\d+(\.\d+)?\s*$/.test(header) ? Number(header) * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

/** The end of a stream, as the server marks it. */
const DONE = Symbol('done');

/** Parses a `text/event-stream` body into JSON chunks, calling `onData` on each piece of data. */
async function* serverSentEvents(body: ReadableStream<Uint8Array>, onData: () => void): AsyncGenerator<Chunk | typeof DONE> {
  const reader = body.getReader();
  const decoder = strictDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += utf8(decoder, value, true);
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop()!;
      if (buffer.length > MAX_LINE_CHARS) throw new EngineError('bad-response', `The server sent a line longer than ${MAX_LINE_CHARS / 1e6} MB.`);
      for (const line of lines) {
        // Only data moves the idle timer: comments and blank keep-alive lines do not.
        if (!line.startsWith('data:')) continue;
        onData();
        const data = line.slice(5).trim();
        if (data === '[DONE]') return yield DONE;
        let chunk: unknown;
        try {
          chunk = JSON.parse(data);
        } catch {
          throw new EngineError('bad-response', `The server sent a line that is not JSON: ${data.slice(0, 120)}`);
        }
        if (typeof chunk !== 'object' || chunk === null) throw new EngineError('bad-response', `The server sent a piece that is not a chat completion: ${data.slice(0, 120)}`);
        yield chunk as Chunk;
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
