/**
 * The part of node-llama-cpp 3.21's API the GGUF engine uses, written out so that type checking
 * and the app's build never need the optional package itself.
 */

export type HistoryItem = { type: 'system'; text: string } | { type: 'user'; text: string } | { type: 'model'; response: string[] };

export type StopReason = 'eogToken' | 'stopGenerationTrigger' | 'customStopTrigger' | 'functionCalls' | 'maxTokens' | 'abort';

/** A compiled GBNF grammar. */
export type LlamaGrammarApi = object;

interface Tokenizer {
  (text: string): number[];
}

export interface LlamaModelApi {
  readonly tokenizer: Tokenizer;
  createContext(options: { contextSize?: number; threads?: number; sequences?: number }): Promise<{ readonly contextSize: number; getSequence(): object }>;
  dispose(): Promise<void>;
}

export interface Llama {
  /** The llama.cpp release it was built from, e.g. `{ repo: 'ggml-org/llama.cpp', release: 'b6327' }`. */
  readonly llamaCppRelease: { readonly repo: string; readonly release: string };
  loadModel(options: { modelPath: string }): Promise<LlamaModelApi>;
  createGrammar(options: { grammar: string }): Promise<LlamaGrammarApi>;
}

/** How a conversation is written for the model: its own chat template, or a wrapper node-llama-cpp has for its family. */
export interface ChatWrapperApi {
  /** E.g. `Jinja` (the model's own template), `ChatML`, `Gemma`. */
  readonly wrapperName: string;
  generateContextState(options: { chatHistory: HistoryItem[] }): { contextText: { tokenize(tokenizer: Tokenizer): number[] } };
}

/** A context sequence: the tokens in its cache, and its meter of tokens evaluated (read as input, or generated). */
export interface ContextSequenceApi {
  readonly contextTokens: number[];
  readonly tokenMeter: { getState(): object; diff(state: object): { usedInputTokens: number; usedOutputTokens: number } };
}

export interface LlamaChatApi {
  readonly chatWrapper: ChatWrapperApi;
  readonly sequence: ContextSequenceApi;
  generateResponse(
    history: HistoryItem[],
    options: {
      temperature?: number;
      topP?: number;
      seed?: number;
      maxTokens?: number;
      customStopTriggers?: string[];
      grammar?: LlamaGrammarApi;
      signal?: AbortSignal;
      onToken?(tokens: number[]): void;
      onTextChunk?(text: string): void;
      /** `thoughtTokens: 0` lets a thinking model's chat wrapper skip its thoughts. */
      budgets?: { thoughtTokens?: number };
    },
  ): Promise<{
    /** The reply without its thoughts. */
    response: string;
    /** The reply with its thoughts, as segments. */
    fullResponse: (string | { type: 'segment'; segmentType: string; text: string; ended: boolean })[];
    metadata: { stopReason: StopReason };
  }>;
  dispose(): void;
}

export interface NodeLlamaCpp {
  getLlama(options: { gpu: false; build: 'never'; logger(level: string, message: string): void }): Promise<Llama>;
  LlamaChat: new (options: { contextSequence: object; chatWrapper?: ChatWrapperApi }) => LlamaChatApi;
  /** Throws, rather than silently take another wrapper, on a template it cannot render when `fallbackToOtherWrappersOnJinjaError` is false. */
  resolveChatWrapper(model: LlamaModelApi, options: { fallbackToOtherWrappersOnJinjaError?: boolean; noJinja?: boolean; warningLogs?: boolean }): ChatWrapperApi;
}
