/**
 * A GGUF model in Node, for the command-line runner: llama.cpp through node-llama-cpp, on the CPU.
 * node-llama-cpp is not among the app's dependencies (83 MB with its CPU build alone, 730 MB with
 * the GPU builds npm adds by default), so it is imported only here, when a GGUF model is asked for.
 */
import { createHash } from 'node:crypto';
import { createReadStream, openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { availableParallelism, freemem } from 'node:os';
import { basename } from 'node:path';
import { contextSize as planContext } from '../context';
import type { ModelInfo } from '../../core/record';
import type { ChatMessage, ChatOptions, ChatResult, Engine } from '../engine';
import { classifyError, EngineError } from '../errors';
import { jsonSchemaToGrammar } from '../json-grammar';
import { checkGguf, GgufRefusal, type GgufSummary } from '../wllama/gguf-check';
import type { ChatWrapperApi, LlamaChatApi, LlamaGrammarApi, LlamaModelApi, NodeLlamaCpp, Llama, HistoryItem, StopReason } from './node-llama-cpp';

/** The version the engine is written and tested against. */
export const NODE_LLAMA_CPP_VERSION = '3.21.1';

export const MISSING_NODE_LLAMA_CPP =
  'Running a GGUF model in Node needs the package node-llama-cpp, which is not installed. Install its CPU build (about 80 MB) ' +
  `with \`npm run setup:gguf\`, or the whole package (with GPU builds, about 730 MB) with \`npm install --no-save node-llama-cpp@${NODE_LLAMA_CPP_VERSION}\`.`;

export interface GgufOptions {
  /** Tokens of context to allocate: the model's own (`<architecture>.context_length`) by default, at most that, and what free memory holds. */
  contextSize?: number;
  /** CPU threads (default: all cores but one). */
  threads?: number;
}

/** CPU threads by default: all cores but one, for the rest of the machine. */
export const defaultThreads = () => Math.max(1, availableParallelism() - 1);

let runtime: Promise<{ module: NodeLlamaCpp; llama: Llama; listeners: Set<(line: string) => void> }> | undefined;

const code = (error: unknown): unknown => (error as { code?: unknown })?.code;
/** Node's "no such package", possibly wrapped by a loader that keeps it as the cause. */
const notFound = (error: unknown): boolean =>
  ['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes(code(error) as string) || (error instanceof Error && error.cause !== undefined && notFound(error.cause));

/** node-llama-cpp and its CPU backend, loaded once per process; llama.cpp's log goes to listeners, not to the terminal. */
function loadRuntime() {
  return (runtime ??= (async () => {
    // A specifier in a variable: neither TypeScript nor a bundler may resolve an optional package.
    const name = 'node-llama-cpp';
    let module: NodeLlamaCpp;
    try {
      module = (await import(/* @vite-ignore */ name)) as NodeLlamaCpp;
    } catch (error) {
      if (notFound(error)) throw new EngineError('missing-runtime', MISSING_NODE_LLAMA_CPP);
      throw error;
    }
    const listeners = new Set<(line: string) => void>();
    const llama = await module.getLlama({ gpu: false, build: 'never', logger: (_level, message) => listeners.forEach((listen) => listen(message)) });
    return { module, llama, listeners };
  })().catch((error) => {
    runtime = undefined;
    throw error;
  }));
}

/** The SHA-256 of a file in lowercase hex, streamed: a model of gigabytes is never in memory whole. */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Loads a GGUF file, hashing it meanwhile (`ModelInfo.sha256`); the model stays in memory until `dispose`. */
export async function loadGguf(path: string, { contextSize: requested, threads = defaultThreads() }: GgufOptions = {}): Promise<GgufEngine> {
  const { module, llama, listeners } = await loadRuntime();
  const log: string[] = [];
  const listen = (line: string) => void log.push(line);
  listeners.add(listen);
  let summary: GgufSummary | undefined;
  try {
    // openAsBlob says only "Unable to open file": stat names a missing file.
    await stat(path);
    const file = await openAsBlob(path);
    const checked = await checkGguf(file, basename(path)).catch((error: Error) => Promise.reject(new EngineError(error instanceof GgufRefusal ? error.kind : 'bad-model-file', error.message)));
    summary = checked;
    const size = planContext({ declared: checked.contextLength, requested, modelBytes: file.size, memoryBytes: freemem(), kvBytesPerToken: checked.kvBytesPerToken });
    // Read beside the load, from the page cache the load fills: a model's hash costs little more than its loading.
    const hashing = sha256File(path);
    hashing.catch(() => undefined);
    const model = await llama.loadModel({ modelPath: path });
    const identity: Omit<ModelInfo, 'engine' | 'id'> = {
      sha256: await hashing, bytes: file.size, quantization: checked.quantization, architecture: checked.architecture, runtime: `llama.cpp ${llama.llamaCppRelease.release}`,
    };
    const context = await model.createContext({ contextSize: size, threads, sequences: 1 });
    const { chatWrapper, templateProblem } = chatTemplate(module, model, basename(path));
    const chat = new module.LlamaChat({ contextSequence: context.getSequence(), chatWrapper });
    return new GgufEngine(basename(path).replace(/\.gguf$/i, ''), llama, model, chat, { contextSize: context.contextSize, threads, templateProblem, identity });
  } catch (error) {
    // node-llama-cpp says only "Failed to load model"; llama.cpp's log says why, and its lines reach
    // JavaScript through a queue, sometimes after the failure.
    for (let wait = 0; wait < 10 && !log.some(explains); wait++) await new Promise((resolve) => setTimeout(resolve, 20));
    const why = log.filter(explains).map((line) => line.trim());
    const message = [error instanceof Error ? error.message : String(error), ...why].join(': ');
    if (error instanceof EngineError) throw error;
    if (code(error) === 'ENOENT') throw new EngineError('bad-model-file', `There is no file at ${path}.`);
    const failure = classifyError(new Error(message));
    if (failure.kind === 'unsupported-model' && summary?.architecture) {
      throw new EngineError('unsupported-model', `${basename(path)} is a model of the architecture “${summary.architecture}”, which this llama.cpp does not know.`);
    }
    throw failure.kind === 'out-of-memory' ? new EngineError('too-big', message) : failure;
  } finally {
    listeners.delete(listen);
  }
}

/**
 * The model's own chat template, or where it cannot be rendered (a syntax error, or a check that
 * raises on the games' conversations, such as a system message), node-llama-cpp's wrapper for the
 * model's family in its place, and the problem in words, for the person to be told.
 */
function chatTemplate(module: NodeLlamaCpp, model: LlamaModelApi, name: string): { chatWrapper: ChatWrapperApi; templateProblem?: string } {
  try {
    return { chatWrapper: module.resolveChatWrapper(model, { fallbackToOtherWrappersOnJinjaError: false, warningLogs: false }) };
  } catch (error) {
    const chatWrapper = module.resolveChatWrapper(model, { noJinja: true, warningLogs: false });
    // node-llama-cpp's words: "The provided Jinja template failed the sanity test: <why>. Inspect the Jinja template …".
    const why = (error instanceof Error ? error.message : String(error)).replace(/^.*?sanity test: (Error: )?/s, '').replace(/\.? ?Inspect the Jinja template.*$/s, '').split('\n')[0]!.slice(0, 300);
    return {
      chatWrapper,
      templateProblem: `${name}: its chat template cannot be rendered (${why}), so its conversations are written in node-llama-cpp's ${chatWrapper.wrapperName} format instead, which may differ from the one the model learned.`,
    };
  }
}

/** A line of llama.cpp's log that tells why a load failed. */
const explains = (line: string) => /error|fail|invalid|unknown|corrupt/i.test(line);

const STOP_REASONS: Record<StopReason, ChatResult['finishReason']> = {
  eogToken: 'stop',
  stopGenerationTrigger: 'stop',
  customStopTrigger: 'stop',
  functionCalls: 'stop',
  maxTokens: 'length',
  abort: 'abort',
};

/** The messages as node-llama-cpp's chat history, with the model's turn opened. */
const chatHistory = (messages: ChatMessage[]): HistoryItem[] => [
  ...messages.map((m): HistoryItem => (m.role === 'assistant' ? { type: 'model', response: [m.content] } : { type: m.role, text: m.content })),
  { type: 'model', response: [] },
];

export class GgufEngine implements Engine {
  readonly kind = 'node-llama-cpp';
  readonly model: string;
  readonly contextSize: number;
  readonly threads: number;
  /** Why the model's own chat template is not the one in use, in words; absent when it is. */
  readonly templateProblem?: string;
  readonly identity: Omit<ModelInfo, 'engine' | 'id'>;
  private readonly grammars = new Map<string, Promise<LlamaGrammarApi>>();
  /** One sequence generates one reply at a time; calls wait their turn. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    model: string,
    private readonly llama: Llama,
    private readonly gguf: LlamaModelApi,
    private readonly session: LlamaChatApi,
    { contextSize, threads, templateProblem, identity }: { contextSize: number; threads: number; templateProblem?: string; identity: Omit<ModelInfo, 'engine' | 'id'> },
  ) {
    this.model = model;
    this.identity = identity;
    this.contextSize = contextSize;
    this.threads = threads;
    this.templateProblem = templateProblem;
  }

  async countTokens(messages: ChatMessage[]): Promise<number> {
    return this.promptTokens(messages).length;
  }

  /** The prompt's tokens as the chat wrapper writes it, the model's turn opened. */
  private promptTokens(messages: ChatMessage[]): number[] {
    return this.session.chatWrapper.generateContextState({ chatHistory: chatHistory(messages) }).contextText.tokenize(this.gguf.tokenizer);
  }

  chat(messages: ChatMessage[], options: ChatOptions = {}): Promise<ChatResult> {
    const turn = this.queue.then(() => this.generate(messages, options));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /**
   * The reply's grammar: the one given, or the project's own for a JSON Schema, which holds strings
   * to their `pattern` and `maxLength` (node-llama-cpp's converter holds neither), so replies keep to their budget.
   */
  private grammar({ grammar, jsonSchema }: ChatOptions): Promise<LlamaGrammarApi> | undefined {
    const text = grammar ?? (jsonSchema ? jsonSchemaToGrammar(jsonSchema) : undefined);
    if (text === undefined) return undefined;
    let made = this.grammars.get(text);
    if (!made) {
      made = this.llama.createGrammar({ grammar: text });
      this.grammars.set(text, made);
      made.catch(() => this.grammars.delete(text));
    }
    return made;
  }

  private async generate(messages: ChatMessage[], options: ChatOptions): Promise<ChatResult> {
    const { signal, onText } = options;
    if (signal?.aborted) throw new EngineError('cancelled', 'Stopped.');
    const history = chatHistory(messages);
    const started = performance.now();
    let firstTokenAt: number | undefined;
    let completionTokens = 0;
    try {
      const grammar = await this.grammar(options);
      const { sequence } = this.session;
      // The engine's own count: the tokens of the prompt its cache held (the longest common start,
      // less the last token, which is always read again for its logits), and those it read anew.
      const prompt = this.promptTokens(messages);
      const held = sequence.contextTokens;
      let common = 0;
      while (common < prompt.length && common < held.length && prompt[common] === held[common]) common++;
      const cachedPromptTokens = Math.min(common, prompt.length - 1);
      const meter = sequence.tokenMeter.getState();
      const reply = await this.session.generateResponse(history, {
        temperature: options.temperature,
        topP: options.topP,
        seed: options.seed,
        maxTokens: options.maxTokens,
        customStopTriggers: options.stop?.length ? options.stop : undefined,
        grammar,
        signal,
        onToken: (tokens) => {
          firstTokenAt ??= performance.now();
          completionTokens += tokens.length;
        },
        onTextChunk: onText,
        budgets: options.thinking === false ? { thoughtTokens: 0 } : undefined,
      });
      if (signal?.aborted) throw new EngineError('cancelled', 'Stopped.');
      // The thoughts stay in the text as the model wrote them, so that the run records them.
      const text = reply.fullResponse.map((part) => (typeof part === 'string' ? part : part.segmentType === 'thought' ? `<think>${part.text}${part.ended ? '</think>' : ''}` : part.text)).join('');
      if (text.includes('\uFFFD')) throw new EngineError('invalid-text', `The model wrote bytes that are not valid UTF-8: ${JSON.stringify(text.slice(0, 120))}`);
      const ended = performance.now();
      // The meter counts the prompt's last token, whose logits give the reply's first, as output.
      const read = sequence.tokenMeter.diff(meter).usedInputTokens + 1;
      return {
        text,
        finishReason: STOP_REASONS[reply.metadata.stopReason] ?? reply.metadata.stopReason,
        usage: {
          promptTokens: cachedPromptTokens + read,
          cachedPromptTokens,
          completionTokens,
          timeToFirstTokenMs: firstTokenAt === undefined ? undefined : Math.round(firstTokenAt - started),
          decodeTokensPerSecond: firstTokenAt !== undefined && ended > firstTokenAt ? (completionTokens / (ended - firstTokenAt)) * 1000 : undefined,
        },
      };
    } catch (error) {
      if (signal?.aborted) throw new EngineError('cancelled', 'Stopped.');
      throw classifyError(error);
    }
  }

  /** Frees the model's memory. */
  async dispose(): Promise<void> {
    this.session.dispose();
    await this.gguf.dispose();
  }
}
