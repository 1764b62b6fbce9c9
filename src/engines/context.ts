/**
 * A model's context: how many tokens to allocate (the GGUF's own, capped by memory), and whether
 * a prompt and its reply budget fit before a call is made.
 */
import type { ChatMessage, ChatOptions, Engine } from './engine';
import { EngineError } from './errors';

/** The context allocated when a model declares none. */
export const DEFAULT_CONTEXT = 4096;
/** The smallest context worth loading: a system message and a turn or two. */
export const MIN_CONTEXT = 256;
/** The memory WebAssembly's 32-bit addresses reach: the model, its cache and llama.cpp's buffers. */
export const WASM32_MEMORY = 4 * 2 ** 30;
/** The share of the memory a device reports that a page's model may take: the system, the browser and other tabs need the rest. */
const DEVICE_SHARE = 0.5;

/**
 * Bytes a model in WebAssembly may have in all, its weights, cache and buffers: wasm32's 4 GB, and
 * no more than half the memory the device reports (`navigator.deviceMemory`, in GiB: Chromium
 * rounds it down to a power of two, at most 8), so that on a school laptop of 4 GB the model's
 * context does not crowd out the system.
 */
export function pageMemory(deviceMemoryGiB?: number): number {
  return Math.min(WASM32_MEMORY, deviceMemoryGiB && deviceMemoryGiB > 0 ? deviceMemoryGiB * 2 ** 30 * DEVICE_SHARE : Infinity);
}

/** Memory kept for llama.cpp's compute buffers and the vocabulary, beside the weights and the cache. */
const RESERVE = 512 * 2 ** 20;

export interface ContextPlan {
  /** `<architecture>.context_length`, when the GGUF states it. */
  declared?: number;
  /** The context a person asked for (a setting, `--ctx`); the model's own when absent. */
  requested?: number;
  /** Bytes of the model's file, which sit in the same memory. */
  modelBytes: number;
  /** Bytes the engine may have in all: wasm32's 4 GB in a browser, the free memory in Node. */
  memoryBytes: number;
  /** Bytes of f16 KV cache per token, from the GGUF's metadata (`GgufSummary.kvBytesPerToken`). */
  kvBytesPerToken?: number;
}

/** Tokens of context to allocate: the request or the model's own, at most the model's own, and what memory holds. */
export function contextSize({ declared, requested, modelBytes, memoryBytes, kvBytesPerToken }: ContextPlan): number {
  let size = Math.min(requested ?? declared ?? DEFAULT_CONTEXT, declared ?? Infinity);
  if (kvBytesPerToken) {
    // Whole blocks of 256 tokens, as llama.cpp pads its cache.
    const fits = Math.floor((memoryBytes - modelBytes - RESERVE) / kvBytesPerToken / 256) * 256;
    size = Math.min(size, fits);
  }
  return Math.max(MIN_CONTEXT, size);
}

/** Tokens a chat template may add beside the messages' text: markers and roles per message, a default system text. */
const TEMPLATE_TOKENS = 256;
const MESSAGE_TOKENS = 16;

/** More tokens than a prompt can have: no token is shorter than a byte of text. */
export function tokenBound(messages: ChatMessage[]): number {
  const encoder = new TextEncoder();
  return messages.reduce((sum, m) => sum + encoder.encode(m.content).length + MESSAGE_TOKENS, TEMPLATE_TOKENS);
}

/** Each engine's last count: a window's check and the call's own then count one prompt once (wllama counts with a reply). */
const lastCount = new WeakMap<Engine, { prompt: string; tokens: number }>();

/** What a call needs of a context it does not fit: the prompt's tokens, the reply budget, the context. */
export interface Overflow {
  promptTokens: number;
  budget: number;
  contextSize: number;
}

/**
 * Whether `messages` and the reply budget (`maxTokens`) fit the context: the seat's
 * (`options.contextSize`) or the engine's, whichever is smaller. The engine's tokenizer counts
 * only when the bound above does not settle it; an engine that cannot count is trusted to say so.
 */
export async function overflow(engine: Engine, messages: ChatMessage[], { maxTokens, contextSize }: Pick<ChatOptions, 'maxTokens' | 'contextSize'>): Promise<Overflow | null> {
  const limit = Math.min(contextSize ?? Infinity, engine.contextSize ?? Infinity);
  const budget = Math.max(1, maxTokens ?? 1);
  if (limit === Infinity || tokenBound(messages) + budget <= limit || !engine.countTokens) return null;
  const prompt = JSON.stringify(messages);
  const last = lastCount.get(engine);
  const promptTokens = last?.prompt === prompt ? last.tokens : await engine.countTokens(messages);
  lastCount.set(engine, { prompt, tokens: promptTokens });
  return promptTokens + budget > limit ? { promptTokens, budget, contextSize: limit } : null;
}

/** The error that ends an episode as "context full", in the numbers that made it. */
export const contextFull = ({ promptTokens, budget, contextSize }: Overflow) =>
  new EngineError(
    'context-window',
    `The prompt (${promptTokens.toLocaleString('en')} tokens) and the reply budget (${budget.toLocaleString('en')}) need more than the ${contextSize.toLocaleString('en')} tokens of context.`,
  );

/** Throws "context full" when `messages` and the reply budget do not fit (see `overflow`). */
export async function checkContext(engine: Engine, messages: ChatMessage[], options: Pick<ChatOptions, 'maxTokens' | 'contextSize'>): Promise<void> {
  const over = await overflow(engine, messages, options);
  if (over) throw contextFull(over);
}
