/**
 * One interface for text generation, whether a model runs in this page's GPU (web-llm in a
 * worker) or behind an OpenAI-compatible server (llama.cpp, Ollama, vLLM, LM Studio).
 */
import type { ChatMessage, ModelInfo, Usage } from '../core/record';

export type { ChatMessage };

export interface ChatOptions {
  temperature?: number;
  topP?: number;
  seed?: number;
  maxTokens?: number;
  /** The most tokens of context the call may use, prompt and reply budget together (a seat's setting); the engine's own when absent. */
  contextSize?: number;
  stop?: string[];
  /** A JSON Schema the reply must follow (structured output), where the engine supports it. */
  jsonSchema?: object;
  /**
   * A GBNF grammar (llama.cpp's notation, rule `root` first) the reply must follow, e.g.
   * `root ::= "Guess: " [0-9] [0-9] [0-9] [0-9]`. Honoured by the llama.cpp engines (wllama in the
   * browser, node-llama-cpp in Node), by llama.cpp's server and by web-llm (XGrammar); other
   * servers get the JSON Schema alone. When both are given, the grammar wins over `jsonSchema`,
   * and an engine that follows grammars turns a schema alone into the project's own
   * (`json-grammar.ts`), so every engine holds a reply to the same bounds.
   */
  grammar?: string;
  /**
   * Whether the model may think first (`<think>…</think>`). False asks an engine that can to skip
   * it (node-llama-cpp gives thoughts no budget; a server's chat template gets `enable_thinking:
   * false`; web-llm's Qwen3 the same); a grammar or schema already does. The thinking a
   * reply holds stays in its text, where the protocols' reader sets it aside.
   */
  thinking?: boolean;
  signal?: AbortSignal;
  /** Receives the reply as it streams, one piece at a time. */
  onText?(delta: string): void;
}

export interface ChatResult {
  /** The whole reply, exactly as generated. */
  text: string;
  /** Why generation ended: `stop` (end of turn or a stop string), `length` (max tokens). */
  finishReason: 'stop' | 'length' | string;
  usage: Usage;
}

export interface Engine {
  /** The engine's kind as recorded in runs: `web-llm`, `wllama`, `node-llama-cpp` or `openai`. */
  readonly kind: string;
  /** The model id as recorded in runs. */
  readonly model: string;
  /** What else the engine knows of the model, recorded beside its id: a GGUF's hash, size and quantisation, a server's address. */
  readonly identity?: Omit<ModelInfo, 'engine' | 'id'>;
  /** Tokens of context the model was loaded with, where the engine knows it. */
  readonly contextSize?: number;
  /** The tokens of a prompt with the model's chat template applied, where the engine has a tokenizer. */
  countTokens?(messages: ChatMessage[]): Promise<number>;
  chat(messages: ChatMessage[], options?: ChatOptions): Promise<ChatResult>;
}

/** The model a player ran on this engine, as a run records it (`PlayerInfo.model`). */
export const modelInfo = (engine: Engine): ModelInfo => ({ ...engine.identity, engine: engine.kind, id: engine.model });
