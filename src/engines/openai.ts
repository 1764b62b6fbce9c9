/**
 * An OpenAI-compatible chat server (llama.cpp's server, Ollama, vLLM, LM Studio), streamed over
 * server-sent events. Runs alike in the page and in Node (the command-line runner).
 */
import type { Usage } from '../core/record';
import type { ChatMessage, ChatOptions, ChatResult, Engine } from './engine';
import { EngineError, classifyError } from './errors';

export interface OpenAiSettings {
  /** The API root, ending in /v1, e.g. http://127.0.0.1:8080/v1. */
  baseUrl: string;
  model: string;
  /** Sent as a bearer token; kept in the browser only and never written to a run. */
  apiKey?: string;
  /** Milliseconds to wait for the response to start, and then between two streamed pieces. */
  timeoutMs?: number;
}

interface Chunk {
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string };
}

export function openAiEngine({ baseUrl, model, apiKey, timeoutMs = 120_000 }: OpenAiSettings): Engine {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    kind: 'openai',
    model,
    async chat(messages: ChatMessage[], options: ChatOptions = {}): Promise<ChatResult> {
      const controller = new AbortController();
      let timedOut = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs);
      };
      const cancel = () => controller.abort();
      options.signal?.addEventListener('abort', cancel, { once: true });
      if (options.signal?.aborted) cancel();
      const started = performance.now();
      arm();
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify(requestBody(model, messages, options)),
          signal: controller.signal,
        });
        if (!response.ok) throw await httpError(response);
        if (!response.body) throw new EngineError('bad-response', 'The server sent no body.');
        let text = '';
        let finishReason = 'stop';
        let firstToken: number | undefined;
        let usage: Chunk['usage'];
        for await (const chunk of serverSentEvents(response.body, arm)) {
          if (chunk.error) throw new EngineError('server', chunk.error.message ?? 'The server reported an error.');
          const choice = chunk.choices?.[0];
          const delta = choice?.delta?.content;
          if (delta) {
            firstToken ??= performance.now();
            text += delta;
            options.onText?.(delta);
          }
          if (choice?.finish_reason) finishReason = choice.finish_reason;
          if (chunk.usage) usage = chunk.usage;
        }
        const ended = performance.now();
        const result: Usage = {};
        if (usage?.prompt_tokens !== undefined) result.promptTokens = usage.prompt_tokens;
        if (usage?.completion_tokens !== undefined) result.completionTokens = usage.completion_tokens;
        if (firstToken !== undefined) {
          result.timeToFirstTokenMs = firstToken - started;
          if (usage?.completion_tokens && ended > firstToken) result.decodeTokensPerSecond = (usage.completion_tokens / (ended - firstToken)) * 1000;
        }
        return { text, finishReason, usage: result };
      } catch (error) {
        if (timedOut) throw new EngineError('timeout', `No answer from ${baseUrl} within ${Math.round(timeoutMs / 1000)} s.`);
        throw classifyError(error);
      } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', cancel);
      }
    },
  };
}

function requestBody(model: string, messages: ChatMessage[], o: ChatOptions) {
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
    // llama.cpp's server reads `grammar`; other servers ignore it.
    grammar: o.grammar,
    response_format: o.jsonSchema && !o.grammar ? { type: 'json_schema', json_schema: { name: 'move', schema: o.jsonSchema } } : undefined,
  };
}

async function httpError(response: Response): Promise<EngineError> {
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
  if (/context|too long|maximum.*tokens/i.test(message)) return new EngineError('context-window', text);
  if (response.status === 404) return new EngineError('server', `${text}. Check the base URL (it usually ends in /v1) and the model name.`);
  return new EngineError('server', text);
}

/** Parses a `text/event-stream` body into JSON chunks, calling `onData` on each piece of data. */
async function* serverSentEvents(body: ReadableStream<Uint8Array>, onData: () => void): AsyncGenerator<Chunk> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onData();
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop()!;
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      try {
        yield JSON.parse(data) as Chunk;
      } catch {
        throw new EngineError('bad-response', `The server sent a line that is not JSON: ${data.slice(0, 120)}`);
      }
    }
  }
}
