/**
 * Engine failures in plain words, each with a suggested fix. Errors from the model workers
 * (web-llm, wllama) and from llama.cpp arrive as strings, so they are classified by their text.
 */
export type EngineErrorKind =
  | 'no-webgpu'
  | 'no-f16'
  | 'gpu-limits'
  | 'device-lost'
  | 'out-of-memory'
  | 'network'
  | 'unreachable'
  | 'quota'
  | 'context-window'
  | 'timeout'
  | 'cancelled'
  | 'server'
  | 'busy'
  | 'auth'
  | 'bad-settings'
  | 'bad-response'
  | 'stream-cut'
  | 'bad-model-file'
  | 'unsupported-model'
  | 'unsupported-vocabulary'
  | 'bad-template'
  | 'too-big'
  | 'engine-crashed'
  | 'invalid-text'
  | 'missing-runtime';

const ADVICE: Record<EngineErrorKind, string> = {
  'no-webgpu': 'Use a browser with WebGPU (a recent Chrome or Edge) on http://127.0.0.1, localhost or https.',
  'no-f16': 'This GPU lacks 16-bit floats (shader-f16): pick a q4f32_1 build of the model.',
  'gpu-limits': 'This GPU’s limits are below what web-llm needs: try a recent Chrome or Edge, or another device.',
  'device-lost': 'The GPU was lost, usually for lack of memory: pick a smaller model or a -1k (short context) build, and close other GPU-heavy tabs.',
  'out-of-memory': 'The GPU ran out of memory: pick a smaller model or a -1k (short context) build.',
  network: 'The model could not be downloaded: check the connection (or the self-hosted model URL) and try again; parts already downloaded are kept.',
  unreachable: 'Check that the server is running at that address and port; a page in a browser also needs the server to allow the page’s origin (CORS), and an https page cannot call an http server.',
  quota: 'The browser has no room left for the model: delete cached models on the Models page, or free disk space.',
  'context-window': 'The conversation no longer fits the model’s context: give it a longer context (a setting of the CPU engine, --ctx on the command line), a smaller reply budget, or pick a protocol that keeps a window of the history.',
  timeout: 'The model did not answer in time: check that the server is running, or raise the timeout.',
  cancelled: 'Stopped on request.',
  server: 'The server returned an error: check the model name and the server’s log.',
  busy: 'The server is busy, or limits how often it may be asked: try again later, or play fewer games at once.',
  auth: 'The server refused the key: check the API key.',
  'bad-settings': 'Correct the server’s settings, then try again.',
  'bad-response': 'The server’s answer was not an OpenAI-compatible chat completion: check the base URL, and the server’s log.',
  'stream-cut': 'Check that the server is still running and what its log says (it may have stopped or restarted), and whether anything between (a proxy) limits how long a reply may take.',
  'bad-model-file': 'The file is not a GGUF model, or it is damaged or incomplete: download it again, or pick another file.',
  'unsupported-model': 'This model’s architecture is not one llama.cpp can run here: pick another model, e.g. SmolLM2, Qwen or Llama.',
  'unsupported-vocabulary': 'Pick another model: the families Fogplay lists (SmolLM2, Qwen, Llama, Gemma) write every character the games use.',
  'bad-template': 'Pick another file of the model (most GGUF files carry a working chat template), or a model of another family.',
  'too-big': 'The model does not fit in the memory this page may use: pick a smaller model or a smaller quantisation (Q4).',
  'engine-crashed': 'The model’s engine stopped unexpectedly: load the model again; if it happens again, the model file may be damaged, so pick another.',
  'invalid-text': 'The model wrote bytes that are not text (invalid UTF-8): try again with another seed, or pick another model.',
  'missing-runtime': 'Install the missing package as the message says, then run the command again.',
};

export class EngineError extends Error {
  override name = 'EngineError';
  readonly kind: EngineErrorKind;
  /** What the person can do about it. */
  readonly advice: string;

  constructor(kind: EngineErrorKind, message: string) {
    super(message);
    this.kind = kind;
    this.advice = ADVICE[kind];
  }
}

/**
 * Whether an engine's or a server's words say the prompt outgrew the context: web-llm's, llama.cpp's
 * ("request (4188 tokens) exceeds the available context size"), node-llama-cpp's, vLLM's and OpenAI's.
 */
export const isContextOverflow = (text: string): boolean =>
  /context ?window|ContextWindowSizeExceeded|prompt tokens exceed|maximum context|exceeds the available context|context_length_exceeded|context size is too small|longer than the usable context|exceeds? the context size/i.test(text);

/** Classifies an error of any origin (a worker's string, a DOMException, a fetch TypeError). */
export function classifyError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const name = (error as { name?: string })?.name ?? '';
  const text = error instanceof Error ? error.message : String(error);
  const has = (pattern: RegExp) => pattern.test(`${name}: ${text}`);
  // llama.cpp's own words, before "abort": a crashed WebAssembly module says "Aborted(…)".
  if (has(/invalid (GGUF )?magic|not within the file bounds|corrupted or incomplete|failed to read|not a (valid )?GGUF|gguf_init|invalid gguf/i))
    return new EngineError('bad-model-file', text);
  if (has(/unknown (model )?architecture|unsupported (model )?architecture/i)) return new EngineError('unsupported-model', text);
  if (has(/invalid UTF-?8|\[json\.exception|type_error\.316|Failed to parse model output/i)) return new EngineError('invalid-text', text);
  if (has(/RuntimeError|has crashed|unreachable|memory access out of bounds|Aborted\(/i)) return new EngineError('engine-crashed', text);
  if (name === 'AbortError' || has(/abort(ed)?\b/i)) return new EngineError('cancelled', 'Stopped.');
  if (has(/QuotaExceeded|quota/i)) return new EngineError('quota', text);
  // Not any "f16": model URLs name their quantisation, e.g. q4f16_1.
  if (has(/shader-f16|ShaderF16/i)) return new EngineError('no-f16', text);
  if (has(/DeviceLost|device (was )?lost|device is lost/i)) return new EngineError('device-lost', text);
  if (has(/out ?of ?memory|\bOOM\b|allocat/i)) return new EngineError('out-of-memory', text);
  if (isContextOverflow(`${name}: ${text}`)) return new EngineError('context-window', text);
  if (has(/exceeds limit/i)) return new EngineError('gpu-limits', text);
  if (has(/WebGPU|navigator\.gpu|no adapter|GPU adapter/i)) return new EngineError('no-webgpu', text);
  // Chromium's Cache.add, which web-llm downloads with, says "Request failed" for an HTTP error status.
  if (has(/Failed to fetch|NetworkError|network|ERR_INTERNET|ECONNREFUSED|fetch failed|Request failed|Cannot fetch/i)) return new EngineError('network', text);
  if (has(/timed? ?out|TimeoutError/i)) return new EngineError('timeout', text);
  return new EngineError('server', text);
}
