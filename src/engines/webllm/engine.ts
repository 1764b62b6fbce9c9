/**
 * A model running on this page's GPU: web-llm in a dedicated worker, behind the Engine interface.
 * web-llm (megabytes) is imported only when a model loads, so the first page load stays small.
 */
import type { AppConfig, ChatCompletionRequestStreaming, CompletionUsage, WebWorkerMLCEngine } from '@mlc-ai/web-llm';
import type { ChatMessage, ChatOptions, ChatResult, Engine } from '../engine';
import { classifyError, EngineError } from '../errors';
import { jsonSchemaToGrammar } from '../json-grammar';
import { parseProgress, type LoadProgress } from './progress';

export interface LoadOptions {
  /** The model's record, for a model not in web-llm's prebuilt list (a self-hosted one). */
  appConfig?: AppConfig;
  onProgress?(progress: LoadProgress): void;
  /** Aborting stops the download and ends the worker. */
  signal?: AbortSignal;
}

export async function loadWebLlm(modelId: string, { appConfig, onProgress, signal }: LoadOptions = {}): Promise<WebLlmEngine> {
  const { CreateWebWorkerMLCEngine, prebuiltAppConfig, modelVersion } = await import('@mlc-ai/web-llm');
  const cancelled = () => new EngineError('cancelled', 'Loading the model was cancelled.');
  if (signal?.aborted) throw cancelled();
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'web-llm' });
  const listening = new AbortController();
  // web-llm cannot stop a download in its worker, and a worker that fails to start never answers:
  // either ends the load.
  const interrupted = new Promise<never>((_, reject) => {
    signal?.addEventListener('abort', () => reject(cancelled()), { signal: listening.signal });
    worker.addEventListener('error', (event) => reject(new Error(`The model worker stopped: ${event.message || 'it could not start'}`)), {
      signal: listening.signal,
    });
  });
  try {
    const created = CreateWebWorkerMLCEngine(worker, modelId, { appConfig, initProgressCallback: (report) => onProgress?.(parseProgress(report)) });
    const record = (appConfig ?? prebuiltAppConfig).model_list.find((m) => m.model_id === modelId);
    const identity = { quantization: /-(q\d+f\d+(?:_\d+)?)-MLC/.exec(modelId)?.[1], url: record?.model, runtime: `web-llm ${modelVersion}` };
    return new WebLlmEngine(modelId, await Promise.race([created, interrupted]), worker, identity);
  } catch (error) {
    worker.terminate();
    // The worker sends its errors as strings, e.g. "TypeError: Failed to fetch".
    throw classifyError(error);
  } finally {
    listening.abort();
  }
}

/**
 * The request web-llm receives for a chat. A JSON Schema goes as the project's own grammar, the
 * one the llama.cpp engines follow: web-llm's grammar engine (XGrammar) reads it as it is, and
 * it holds every string to its `maxLength`, so a reply keeps to its budget on every engine.
 * Thinking is switched off where web-llm can (Qwen3 alone: elsewhere its switch would write an
 * empty thinking block into the reply of a model that has none).
 */
export function webLlmRequest(model: string, messages: ChatMessage[], options: ChatOptions): ChatCompletionRequestStreaming {
  const grammar = options.grammar ?? (options.jsonSchema ? jsonSchemaToGrammar(options.jsonSchema) : undefined);
  return {
    messages,
    stream: true,
    stream_options: { include_usage: true },
    temperature: options.temperature,
    top_p: options.topP,
    seed: options.seed,
    max_tokens: options.maxTokens,
    stop: options.stop,
    ...(grammar && { response_format: { type: 'grammar', grammar } }),
    ...(options.thinking === false && /qwen3/i.test(model) && { extra_body: { enable_thinking: false } }),
  };
}

export class WebLlmEngine implements Engine {
  readonly kind = 'web-llm';
  readonly model: string;
  readonly identity: Engine['identity'];
  private readonly mlc: WebWorkerMLCEngine;
  private readonly worker: Worker;

  constructor(model: string, mlc: WebWorkerMLCEngine, worker: Worker, identity: Engine['identity'] = {}) {
    this.model = model;
    this.identity = identity;
    this.mlc = mlc;
    this.worker = worker;
  }

  async chat(messages: ChatMessage[], options: ChatOptions = {}): Promise<ChatResult> {
    const { signal, onText } = options;
    const stopped = () => new EngineError('cancelled', 'Stopped.');
    if (signal?.aborted) throw stopped();
    const interrupt = () => this.mlc.interruptGenerate();
    const started = performance.now();
    let text = '';
    let finishReason = 'stop';
    let firstTokenAt: number | undefined;
    let usage: CompletionUsage | undefined;
    try {
      const chunks = await this.mlc.chat.completions.create(webLlmRequest(this.model, messages, options));
      signal?.addEventListener('abort', interrupt, { once: true });
      if (signal?.aborted) interrupt();
      for await (const chunk of chunks) {
        const choice = chunk.choices[0];
        const delta = choice?.delta.content ?? '';
        if (delta) {
          firstTokenAt ??= performance.now();
          text += delta;
          onText?.(delta);
        }
        if (choice?.finish_reason) finishReason = choice.finish_reason;
        usage = chunk.usage ?? usage;
      }
    } catch (error) {
      throw classifyError(error);
    } finally {
      signal?.removeEventListener('abort', interrupt);
    }
    // An interrupted generation ends like any other, with finish reason `abort`.
    if (signal?.aborted) throw stopped();
    return {
      text,
      finishReason,
      usage: {
        promptTokens: usage?.prompt_tokens,
        completionTokens: usage?.completion_tokens,
        timeToFirstTokenMs: firstTokenAt === undefined ? undefined : Math.round(firstTokenAt - started),
        prefillTokensPerSecond: usage?.extra.prefill_tokens_per_s,
        decodeTokensPerSecond: usage?.extra.decode_tokens_per_s,
      },
    };
  }

  /** Ends the worker, which frees the GPU memory the model held. */
  dispose(): void {
    this.worker.terminate();
  }
}
