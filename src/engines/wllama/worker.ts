/**
 * The app's own worker where wllama (llama.cpp in WebAssembly) runs one GGUF model on the CPU.
 * wllama starts a worker of its own from a `blob:` URL, which the page's Content-Security-Policy
 * (`worker-src 'self'`) forbids but this worker, served by the app, may do. The WebAssembly is
 * the app's own file too, Fogplay's build or wllama's (builds.ts); none comes from a CDN.
 */
import { CacheManager, Wllama, type ChatCompletionChunk, type ChatCompletionParams } from '@wllama/wllama/esm/index.js';
import wllamaWasm from '@wllama/wllama/esm/wasm/wllama.wasm?url';
import multiThreadJs from './build/wasm/multi-thread.js?url';
import relaxedSimdThreadsWasm from './build/wasm/relaxed-simd-threads/wllama.wasm?url';
import relaxedSimdWasm from './build/wasm/relaxed-simd/wllama.wasm?url';
import simdThreadsWasm from './build/wasm/simd-threads/wllama.wasm?url';
import simdWasm from './build/wasm/simd/wllama.wasm?url';
import singleThreadJs from './build/wasm/single-thread.js?url';
import { BUILD_NAMES, chooseBuild, glueFile, wasmFeatures, type Build, type BuildName } from './builds';
import { contextSize, pageMemory } from '../context';
import type { ChatMessage } from '../engine';
import { jsonSchemaToGrammar } from '../json-grammar';
import { deleteStoredFile, forgetHash, openStoredFile, rememberedHash, rememberHash, storedFiles, storeFile } from './file-store';
import { checkGguf, GgufRefusal } from './gguf-check';
import { fileName } from './models';
import type { CachedGguf, ChatDone, LoadedInfo, Reply, Request, WireChatOptions } from './protocol';
import { chooseThreads, recalled, SLOWER, type ProbeRates } from './threads';
import { sha256Blob } from '../../core/sha256';

const send = (reply: Reply) => postMessage(reply);

let wllama: BuiltWllama | null = null;
const chats = new Map<number, AbortController>();

class WorkerError extends Error {
  constructor(
    readonly kind: 'cancelled' | 'bad-model-file' | 'unsupported-model' | 'unsupported-vocabulary' | 'bad-template',
    message: string,
  ) {
    super(message);
  }
}

/** llama.cpp's log of the current load: its errors say why a load failed. */
const log: string[] = [];
let loading = false;
const record = (...args: unknown[]) => void (loading && log.push(args.map(String).join(' ')));
// llama.cpp's errors at a load arrive at every level, and a load that failed may still return.
const logger = { debug: record, log: record, warn: record, error: record };

/** The WebAssembly of each build. Fogplay's are shaped as wllama's compatible build (32-bit memory, Asyncify), with their own JavaScript. */
const WASM: Record<BuildName, string> = {
  'relaxed-simd': relaxedSimdWasm,
  simd: simdWasm,
  'relaxed-simd-threads': relaxedSimdThreadsWasm,
  'simd-threads': simdThreadsWasm,
  wllama: wllamaWasm,
};
/** The JavaScript Fogplay's builds share, by the file builds.ts names for each. */
const GLUE: Record<ReturnType<typeof glueFile>, string> = { 'single-thread.js': singleThreadJs, 'multi-thread.js': multiThreadJs };
const features = wasmFeatures();

/** wllama on a build of the app's choosing: wllama itself takes a compatible build only in a browser that lacks JSPI or Memory64. */
class BuiltWllama extends Wllama {
  constructor(readonly build: Build) {
    super({ default: WASM[build.name] }, { logger, allowOffline: true });
    this.setCompat(null);
  }

  override getWorkerResources() {
    const { name } = this.build;
    const url = (path: string) => new URL(path, self.location.href).href;
    return name === 'wllama' ? { wasmPath: url(WASM[name]), compat: false } : { wasmPath: url(WASM[name]), jsPath: url(GLUE[glueFile(name)]), compat: true };
  }
}

/** A new wllama for `threads` threads, in place of the last. */
async function fresh(threads: number): Promise<BuiltWllama> {
  await wllama?.exit();
  const instance = new BuiltWllama(chooseBuild(threads, features));
  wllama = instance;
  return instance;
}

/** wllama's link to llama.cpp's glue: its requests are wllama's own, and this one reads the next result. */
type Glue = { wllamaAction(action: 'get_result', request: { _name: 'gres_req' }): Promise<{ has_more: boolean; is_error: boolean; data_json: string }> };

/** What llama.cpp still holds of the requests made: results, read until none is left and no task runs. */
async function* leftovers(instance: BuiltWllama): AsyncGenerator<ChatCompletionChunk> {
  const glue = (instance as unknown as { proxy: Glue }).proxy;
  for (;;) {
    const result = await glue.wllamaAction('get_result', { _name: 'gres_req' });
    if (result.is_error) throw new Error(`llama.cpp: ${result.data_json}`);
    // "null" opens a reply.
    if (result.data_json && result.data_json !== 'null') {
      const data = JSON.parse(result.data_json) as ChatCompletionChunk | ChatCompletionChunk[];
      yield* Array.isArray(data) ? data : [data];
    } else if (!result.has_more) return;
  }
}

/**
 * A chat reply streamed whole. wllama 3.5.1 stops reading llama.cpp's results once no task is left
 * to run, while with its own build the reply's last ones (its last text, its finish reason and
 * usage) are still queued (Fogplay's builds leave none), and its glue hands results out in order
 * whatever request they answer: so the queue is read to its end here, else the next request would
 * begin with them. A stopped reply runs on in its slot until a request replaces it, which cancels
 * it: a request of one token does, and what the queue holds then is dropped.
 */
async function* streamed(instance: BuiltWllama, params: ChatCompletionParams & { abortSignal: AbortSignal }): AsyncGenerator<ChatCompletionChunk> {
  try {
    yield* await instance.createChatCompletion({ ...params, stream: true });
    yield* leftovers(instance);
  } catch (error) {
    if (!params.abortSignal.aborted) throw error;
    await instance.createCompletion({ prompt: ' ', max_tokens: 1 });
    for await (const dropped of leftovers(instance)) void dropped;
    throw error;
  }
}

/** Plain words for a probe of speed. */
const PROBE_WORDS = 'Each player takes a turn, says what they think of the last move, and then names a number between one and ninety-nine that nobody has named before in this game. ';

/**
 * How fast the model just loaded reads a prompt and writes, by llama.cpp's own count: a prompt of
 * up to 600 characters (about 130 tokens) and 16 tokens written, its end-of-turn token ignored so
 * that every reply is as long. The prompt fits any context: at worst a character is a token, and
 * the chat template takes a few dozen more. Past `limitMs` the probe stops, and answers SLOWER.
 */
async function probeRates(instance: BuiltWllama, contextSize: number, limitMs?: number): Promise<ProbeRates | typeof SLOWER> {
  const prompt = PROBE_WORDS.repeat(5).slice(0, Math.min(600, contextSize - 16 - 64)).trim();
  const controller = new AbortController();
  const limit = limitMs === undefined ? undefined : setTimeout(() => controller.abort(), limitMs);
  const started = performance.now();
  let timings: ChatCompletionChunk['timings'];
  try {
    // Each probe reads its whole prompt: the cache of the one before, the same prompt, would serve it.
    const chunks = streamed(instance, { messages: [{ role: 'user', content: prompt }], abortSignal: controller.signal, max_tokens: 16, temperature: 0, ignore_eos: true, cache_prompt: false });
    for await (const chunk of chunks) timings = chunk.timings ?? timings;
  } catch (error) {
    if (controller.signal.aborted) return SLOWER;
    throw error;
  } finally {
    clearTimeout(limit);
  }
  if (controller.signal.aborted) return SLOWER;
  if (!timings) throw new Error('llama.cpp gave no timings for the probe.');
  return { prompt: timings.prompt_per_second, decode: timings.predicted_per_second, ms: performance.now() - started };
}

async function load({ id, source, contextSize: requested, threads: offered, deviceMemoryGiB, flashAttention }: Request & { type: 'load' }): Promise<LoadedInfo> {
  log.length = 0;
  loading = false;
  // For the download; a load on more than one thread takes another build (builds.ts).
  const instance = await fresh(1);
  const name = 'url' in source ? fileName(source.url) : source.name;
  let files: Blob[];
  let known: string | undefined;
  if ('url' in source) {
    // A model kept in the browser is used as it is; wllama's downloadModel would fetch it again.
    const kept = (await instance.modelManager.getModels()).find((model) => model.url === source.url);
    const model = kept ?? (await instance.modelManager.downloadModel(source.url, { progressCallback: ({ loaded, total }) => send({ id, type: 'progress', phase: 'downloading', loaded, total }) }));
    files = await model.open();
    // A file downloaded anew may not be the one hashed before, even at the same size.
    if (!kept) await forgetHash(source.url);
    else known = await rememberedHash(source.url, files.reduce((sum, file) => sum + file.size, 0));
  } else {
    known = source.sha256;
    // wllama takes a file as a model only by its .gguf ending.
    files = [new File([source.file], /\.gguf$/i.test(name) ? name : `${name}.gguf`)];
  }
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  let summary;
  try {
    summary = await checkGguf(files[0]!, name);
  } catch (error) {
    throw new WorkerError(error instanceof GgufRefusal ? error.kind : 'bad-model-file', (error as Error).message);
  }
  // The model, its cache and llama.cpp's buffers share WebAssembly's 4 GB, or what the device can spare.
  const plan = { declared: summary.contextLength, requested, modelBytes: bytes, kvBytesPerToken: summary.kvBytesPerToken };
  const memory = pageMemory(deviceMemoryGiB);
  const n_ctx = contextSize({ ...plan, memoryBytes: memory });
  // `swa_full`: layers that attend through a sliding window (Gemma 3's) keep a cache as long as the
  // others, as the plan counts every layer's: without it llama.cpp keeps that cache in part, and a
  // turn reads the conversation again from the last checkpoint, at least 256 tokens apart.
  const options = (threads: number) => ({ n_ctx, n_threads: threads, flash_attn: flashAttention, swa_full: true });
  // A model whose hash is known loads at once on the threads a probe chose for it before, if one did.
  const initial = recalled(offered, known);
  send({ id, type: 'progress', phase: 'loading', loaded: 0, total: bytes });
  // Hashed here, while llama.cpp loads in wllama's own worker; a model kept in the browser has its hash already.
  // A model split in several files is hashed as their bytes in order.
  const hashing = known !== undefined ? Promise.resolve(known) : sha256Blob(new Blob(files), (read) => send({ id, type: 'progress', phase: 'hashing', loaded: read, total: bytes }));
  hashing.catch(() => undefined);
  try {
    loading = true;
    const atLoad = 'count' in initial ? initial.count : 1;
    const loader = instance.build.name === chooseBuild(atLoad, features).name ? instance : await fresh(atLoad);
    await loader.loadModel(files, options(atLoad));
  } catch (error) {
    // The error may be a bare "abort": llama.cpp's log says why.
    const why = log.filter((line) => /error|fail|invalid|unknown|unsupported|corrupt/i.test(line)).slice(-3);
    throw new Error([error instanceof Error ? `${error.name}: ${error.message}` : String(error), ...why].join(' — '));
  }
  // A model llama.cpp could not build, or a chat template it cannot read, loads "successfully" in
  // wllama and aborts WebAssembly at the first reply: refused here, in words.
  const unknown = log.some((line) => /unknown model architecture/.test(line));
  if (unknown) throw new WorkerError('unsupported-model', `${name} is a model of the architecture “${summary.architecture ?? 'unnamed'}”, which llama.cpp in this browser does not know.`);
  const template = log.map((line) => /common_chat_templates_init: error: (.*)/.exec(line)?.[1]).find(Boolean);
  if (template || log.some((line) => /failed to initialize chat template/.test(line))) {
    throw new WorkerError('bad-template', `${name}: its chat template cannot be read by llama.cpp in this browser${template ? ` (${template.trim()})` : ''}, so no conversation can be written for the model.`);
  }
  // A template may also refuse a conversation such as the games hold (a system message, turns that
  // alternate): llama.cpp would abort mid-game, so one is written, and its prompt counted, now
  // (llama.cpp's log, still recorded, says why).
  try {
    await count([
      { role: 'system', content: 'The rules.' },
      { role: 'user', content: 'Your move?' },
      { role: 'assistant', content: 'A move.' },
      { role: 'user', content: 'Your next move?' },
    ]);
  } catch (error) {
    // llama.cpp's words, e.g. "Error: Jinja Exception: Conversation roles must alternate …", within a line of its log.
    const why = log.flatMap((line) => line.split('\n')).map((line) => /Jinja Exception: (.*)/.exec(line)?.[1]).find(Boolean) ?? (error instanceof Error ? error.message : String(error));
    throw new WorkerError('bad-template', `${name}: its chat template refuses a conversation with a system message and alternating turns, as the games write them (${why.trim()}).`);
  }
  loading = false;
  // The hash is awaited before any probe: a model hashed while it loaded may have threads a probe chose before,
  // and a probe timed while the hash is read beside it would find more threads slower than they are.
  const sha256 = await hashing;
  // The model loaded on one thread is probed (twice: chooseThreads times the second), then loaded again on more and probed, and kept on the faster.
  let loadedOn = wllama!.getNumThreads();
  const loadOn = async (threads: number) => {
    loadedOn = 0;
    await (await fresh(threads)).loadModel(files, options(threads));
    loadedOn = wllama!.getNumThreads();
    if (loadedOn !== threads) throw new Error(`llama.cpp started ${loadedOn} threads, not ${threads}.`);
  };
  const threads = await chooseThreads(recalled(initial, sha256), async (count, limitMs) => {
    send({ id, type: 'progress', phase: 'probing', loaded: count, total: 'upTo' in offered ? offered.upTo : count });
    if (loadedOn !== count) await loadOn(count);
    return probeRates(wllama!, n_ctx, limitMs);
  });
  if ('upTo' in offered && loadedOn !== threads.threads) await loadOn(threads.threads);
  if ('url' in source && known === undefined) await rememberHash(source.url, bytes, sha256);
  const loaded = wllama!.getLoadedContextInfo();
  const running = wllama!.getNumThreads();
  const { build } = wllama!;
  return {
    name: name.replace(/\.gguf$/i, '') || 'model', bytes, contextSize: loaded.n_ctx, declaredContext: summary.contextLength, threads: { ...threads, threads: running },
    build,
    identity: { sha256, bytes, quantization: summary.quantization, architecture: summary.architecture, runtime: `llama.cpp ${Wllama.getLibllamaVersion()}, ${BUILD_NAMES[build.name]}` },
    memory: { bytes: memory, limited: n_ctx < contextSize({ ...plan, memoryBytes: Infinity }), deviceMemoryGiB },
  };
}

/**
 * The tokens of a prompt, the chat template applied. wllama offers no tokenizer call: a reply of
 * one token counts the prompt, and the prompt's cache then serves the real call. A prompt longer
 * than the context is refused with its count ("request (4188 tokens) exceeds …").
 */
async function count(messages: ChatMessage[]): Promise<number> {
  if (!wllama) throw new Error('No model is loaded.');
  try {
    const reply = await wllama.createChatCompletion({ messages, max_tokens: 1, temperature: 0 });
    return reply.usage.prompt_tokens;
  } catch (error) {
    const refused = /request \((\d+) tokens\) exceeds/.exec(error instanceof Error ? error.message : String(error));
    if (refused) return Number(refused[1]);
    throw error;
  }
}

async function chat(id: number, messages: ChatMessage[], options: WireChatOptions): Promise<ChatDone> {
  if (!wllama) throw new Error('No model is loaded.');
  const controller = new AbortController();
  chats.set(id, controller);
  const started = performance.now();
  let firstTokenAt: number | undefined;
  let text = '';
  let finishReason = 'stop';
  let last: ChatCompletionChunk | undefined;
  try {
    // A schema goes to llama.cpp as a grammar: with a JSON Schema `response_format`, its chat fails to start the samplers.
    const grammar = options.grammar || (options.jsonSchema ? jsonSchemaToGrammar(options.jsonSchema) : undefined);
    const chunks = streamed(wllama, {
      messages,
      abortSignal: controller.signal,
      temperature: options.temperature,
      top_p: options.topP,
      seed: options.seed,
      max_tokens: options.maxTokens,
      ...(options.stop?.length ? { stop: options.stop } : {}),
      ...(grammar ? { grammar } : {}),
    });
    for await (const chunk of chunks) {
      const choice = chunk.choices[0];
      const delta = choice?.delta.content;
      if (delta) {
        firstTokenAt ??= performance.now();
        text += delta;
        send({ id, type: 'delta', text: delta });
      }
      if (choice?.finish_reason) finishReason = choice.finish_reason;
      last = chunk;
    }
  } finally {
    chats.delete(id);
  }
  if (controller.signal.aborted) throw new WorkerError('cancelled', 'Stopped.');
  const { usage, timings } = last ?? {};
  const completionTokens = usage?.completion_tokens ?? timings?.predicted_n;
  return {
    text,
    finishReason,
    usage: {
      // llama.cpp's timings: `cache_n` tokens of the prompt served from the previous call's cache, `prompt_n` read anew.
      promptTokens: timings ? timings.cache_n + timings.prompt_n : usage?.prompt_tokens,
      cachedPromptTokens: timings?.cache_n,
      completionTokens,
      timeToFirstTokenMs: firstTokenAt === undefined ? undefined : Math.round(firstTokenAt - started),
      prefillTokensPerSecond: timings?.prompt_per_second,
      decodeTokensPerSecond: timings?.predicted_per_second,
    },
  };
}

type Result = (Reply & { type: 'result' })['value'];

async function handle(request: Request): Promise<Result> {
  switch (request.type) {
    case 'load':
      return load(request);
    case 'count':
      return count(request.messages);
    case 'chat':
      return chat(request.id, request.messages, request.options);
    case 'cancel':
      chats.get(request.chat)?.abort();
      return null;
    case 'unload':
      await wllama?.exit();
      wllama = null;
      return null;
    case 'cache-list':
      return (await new CacheManager().list()).map((entry): CachedGguf => ({ url: entry.metadata.originalURL, bytes: entry.size }));
    case 'cache-delete':
      await new CacheManager().delete(request.url);
      await forgetHash(request.url);
      return null;
    case 'store':
      return storeFile(request.file, request.name, request.sha256, (loaded) => send({ id: request.id, type: 'progress', phase: 'storing', loaded, total: request.file.size }));
    case 'stored-list':
      return storedFiles();
    case 'stored-open':
      return openStoredFile(request.key);
    case 'stored-delete':
      await deleteStoredFile(request.key);
      return null;
  }
}

self.onmessage = async ({ data: request }: MessageEvent<Request>) => {
  try {
    send({ id: request.id, type: 'result', value: await handle(request) });
  } catch (error) {
    const cancelled = (error as Error)?.name === 'AbortError';
    const kind = error instanceof WorkerError ? error.kind : cancelled ? 'cancelled' : undefined;
    send({ id: request.id, type: 'error', kind, message: describe(error) });
  }
};

/** An error in words; a bare event (llama.cpp's own worker failing to start) says no more than that. */
function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`;
  if (typeof Event !== 'undefined' && error instanceof Event) return `llama.cpp's worker stopped (a ${error.type} event): the browser may have refused to start it.`;
  return String(error);
}
