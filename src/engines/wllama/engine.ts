/**
 * A GGUF model on this computer's CPU: wllama (llama.cpp in WebAssembly) in a dedicated worker,
 * behind the Engine interface. It needs no GPU, only memory: the model runs where WebGPU cannot.
 * wllama and its WebAssembly (10 MB) load only in the worker, when a model is wanted.
 */
import type { ChatMessage, ChatOptions, ChatResult, Engine } from '../engine';
import { classifyError, EngineError } from '../errors';
import type { LoadProgress } from '../webllm/progress';
import type { CachedGguf, ChatDone, GgufSource, LoadedInfo, Reply, Request, StoredFile } from './protocol';
import { rememberThreads, threadCount, threadPlan } from './threads';

export type { CachedGguf, GgufSource, LoadedInfo, StoredFile };

type Pending = { resolve(value: unknown): void; reject(error: EngineError): void; onReply?(reply: Reply): void };
type RequestBody = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

/** The page's end of one wllama worker. */
class WorkerClient {
  private readonly worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'wllama' });
  private readonly pending = new Map<number, Pending>();
  private next = 1;
  /** Set once the worker has died: every later request fails with it. */
  private dead: EngineError | null = null;

  constructor() {
    this.worker.onmessage = ({ data: reply }: MessageEvent<Reply>) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      if (reply.type === 'result') waiting.resolve(reply.value);
      else if (reply.type === 'error') waiting.reject(failure(reply.message, reply.kind));
      else return waiting.onReply?.(reply);
      this.pending.delete(reply.id);
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.fail(new EngineError('engine-crashed', `The model worker stopped: ${event.message || 'it could not start'}`));
    };
  }

  /** Sends a request; returns its id and its answer. */
  send<T>(body: RequestBody, onReply?: (reply: Reply) => void): { id: number; answer: Promise<T> } {
    const id = this.next++;
    const answer = new Promise<T>((resolve, reject) => {
      if (this.dead) return reject(this.dead);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, onReply });
      this.worker.postMessage({ ...body, id } as Request);
    });
    return { id, answer };
  }

  request<T>(body: RequestBody, onReply?: (reply: Reply) => void): Promise<T> {
    return this.send<T>(body, onReply).answer;
  }

  private fail(error: EngineError) {
    this.dead = error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
    this.worker.terminate();
  }

  terminate() {
    this.fail(new EngineError('cancelled', 'The model was unloaded.'));
  }
}

/** A worker's error in plain words; on the CPU, "out of memory" means the model is too big. */
function failure(message: string, kind?: EngineError['kind']): EngineError {
  if (kind) return new EngineError(kind, message);
  const classified = classifyError(new Error(message));
  if (classified.kind === 'out-of-memory') return new EngineError('too-big', message);
  // Whatever llama.cpp could not make sense of while loading is, to a person, a bad file.
  if (/load_error|failed to load|Failed to load model/i.test(message) && classified.kind === 'server') return new EngineError('bad-model-file', message);
  return classified;
}

export interface WllamaLoadOptions {
  onProgress?(progress: LoadProgress): void;
  /** Aborting stops the download or the load and ends the worker. */
  signal?: AbortSignal;
  /** Tokens of context: the model's own by default, at most that, and what memory holds beside the model (`pageMemory`). */
  contextSize?: number;
  /**
   * llama.cpp's threads (default: the faster of one and more in a probe after loading, where the page
   * can have more: `threadPlan()`; the count a probe chose is kept for the model's next load on this device).
   */
  threads?: number;
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;

/** Loads a GGUF in a new worker. */
export async function loadWllama(source: GgufSource, { onProgress, signal, contextSize, threads }: WllamaLoadOptions = {}): Promise<WllamaEngine> {
  if (signal?.aborted) throw new EngineError('cancelled', 'Loading the model was cancelled.');
  const client = new WorkerClient();
  const cancel = () => client.terminate();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    onProgress?.({ phase: 'preparing', progress: 0, text: 'Starting the CPU engine (llama.cpp in WebAssembly)' });
    const { deviceMemory } = navigator as Navigator & { deviceMemory?: number };
    const info = await client.request<LoadedInfo>({ type: 'load', source, contextSize, threads: threads ? { count: threads } : threadPlan(), deviceMemoryGiB: deviceMemory }, (reply) => {
      if (reply.type !== 'progress') return;
      onProgress?.(
        reply.phase === 'downloading'
          ? { phase: 'fetching', progress: reply.total ? reply.loaded / reply.total : 0, text: `${megabytes(reply.loaded)} of ${megabytes(reply.total)} downloaded` }
          : reply.phase === 'hashing'
            ? { phase: 'preparing', progress: reply.total ? reply.loaded / reply.total : 1, text: `Loading the model, and reading its fingerprint (SHA-256) for the records: ${megabytes(reply.loaded)} of ${megabytes(reply.total)}` }
            : reply.phase === 'probing'
              ? { phase: 'preparing', progress: 1, text: `Timing the model on ${threadCount(reply.loaded)}, to run it on the faster of one thread and ${reply.total}` }
              : { phase: 'preparing', progress: 1, text: 'Loading the model into memory' },
      );
    });
    if (info.identity.sha256) rememberThreads(info.identity.sha256, info.threads);
    return new WllamaEngine(info, client);
  } catch (error) {
    client.terminate();
    if (signal?.aborted) throw new EngineError('cancelled', 'Loading the model was cancelled.');
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

export class WllamaEngine implements Engine {
  readonly kind = 'wllama';
  readonly model: string;
  readonly identity: LoadedInfo['identity'];
  readonly info: LoadedInfo;
  readonly contextSize: number;
  /** The threads llama.cpp runs on, recorded with a run. */
  readonly threads: number;
  private readonly client: WorkerClient;
  /** llama.cpp here has one slot: calls wait their turn, and each reuses the last one's cache. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(info: LoadedInfo, client: WorkerClient) {
    this.info = info;
    this.model = info.name;
    this.identity = info.identity;
    this.contextSize = info.contextSize;
    this.threads = info.threads.threads;
    this.client = client;
  }

  /** Counted in turn with the calls, on the one slot whose cache the next call reuses. */
  countTokens(messages: ChatMessage[]): Promise<number> {
    const counted = this.queue.then(() => this.client.request<number>({ type: 'count', messages: messages.map(({ role, content }) => ({ role, content })) }));
    this.queue = counted.catch(() => undefined);
    return counted;
  }

  chat(messages: ChatMessage[], options: ChatOptions = {}): Promise<ChatResult> {
    const turn = this.queue.then(() => this.generate(messages, options));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async generate(messages: ChatMessage[], { signal, onText, ...options }: ChatOptions): Promise<ChatResult> {
    if (signal?.aborted) throw new EngineError('cancelled', 'Stopped.');
    const { temperature, topP, seed, maxTokens, stop, jsonSchema, grammar } = options;
    const { id, answer } = this.client.send<ChatDone>(
      { type: 'chat', messages: messages.map(({ role, content }) => ({ role, content })), options: { temperature, topP, seed, maxTokens, stop, jsonSchema, grammar } },
      (reply) => reply.type === 'delta' && onText?.(reply.text),
    );
    const cancel = () => void this.client.send({ type: 'cancel', chat: id });
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      const done = await answer;
      // A lone byte of a character is not text: llama.cpp passes it on as U+FFFD.
      if (done.text.includes('\uFFFD')) throw new EngineError('invalid-text', `The model wrote bytes that are not valid UTF-8: ${JSON.stringify(done.text.slice(0, 120))}`);
      return done;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  }

  /** Ends the worker, which frees the model's memory. */
  dispose(): void {
    this.client.terminate();
  }
}

/** Runs one request in a worker of its own, for the stored models, which need no model loaded. */
async function once<T>(body: RequestBody, onReply?: (reply: Reply) => void): Promise<T> {
  const client = new WorkerClient();
  try {
    return await client.request<T>(body, onReply);
  } finally {
    client.terminate();
  }
}

/** The GGUF models wllama keeps in this browser (downloaded by URL). */
export const cachedGgufs = () => once<CachedGguf[]>({ type: 'cache-list' });

export const deleteCachedGguf = (url: string) => once<null>({ type: 'cache-delete', url });

/** Keeps a GGUF file opened from this computer in the browser, with its SHA-256 when known; `onProgress` gets the share copied, 0 to 1. */
export const storeGguf = (file: Blob, name: string, sha256?: string, onProgress?: (share: number) => void) =>
  once<StoredFile>({ type: 'store', file, name, sha256 }, (reply) => reply.type === 'progress' && onProgress?.(reply.loaded / reply.total));

/** The GGUF files opened from this computer that this browser keeps. */
export const storedGgufs = () => once<StoredFile[]>({ type: 'stored-list' });

/** A kept file, as a source to load with no file dialog. */
export const openStoredGguf = (key: string) => once<GgufSource>({ type: 'stored-open', key });

export const deleteStoredGguf = (key: string) => once<null>({ type: 'stored-delete', key });
