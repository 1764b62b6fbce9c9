/**
 * One interface for text generation, whether a model runs in this page's GPU (web-llm in a
 * worker) or behind an OpenAI-compatible server (llama.cpp, Ollama, vLLM, LM Studio).
 */
import type { ChatMessage, Usage } from '../core/record';

export type { ChatMessage };

export interface ChatOptions {
  temperature?: number;
  topP?: number;
  seed?: number;
  maxTokens?: number;
  stop?: string[];
  /** A JSON Schema the reply must follow (structured output), where the engine supports it. */
  jsonSchema?: object;
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
  /** The engine's kind as recorded in runs: `web-llm` or `openai`. */
  readonly kind: string;
  /** The model id as recorded in runs. */
  readonly model: string;
  chat(messages: ChatMessage[], options?: ChatOptions): Promise<ChatResult>;
}
