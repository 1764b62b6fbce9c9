/**
 * The messages between the page and the wllama worker. Every request carries an id; the worker
 * answers it with `result` or `error`, after any number of `progress` (a load) or `delta` (a chat).
 */
import type { ModelInfo, Usage } from '../../core/record';
import type { ChatMessage, ChatOptions } from '../engine';
import type { EngineErrorKind } from '../errors';
import type { Build } from './builds';
import type { ThreadChoice, ThreadPlan } from './threads';

/**
 * A GGUF to load: by URL (downloaded once, then kept in the browser) or a file picked on this
 * computer, with its SHA-256 when it is already known (a file the browser keeps has it beside it).
 */
export type GgufSource = { url: string } | { file: Blob; name: string; sha256?: string };

/** The chat options that cross to the worker: all but the signal and the callback. */
export type WireChatOptions = Omit<ChatOptions, 'signal' | 'onText'>;

export type Request =
  /**
   * Loads a model with `contextSize` tokens of context, or the model's own, as far as memory allows
   * (`pageMemory` of the page's `navigator.deviceMemory`), on the threads of `threads` (a count, or
   * the faster of one and more in a probe), with llama.cpp's flash attention on or off (by default
   * llama.cpp's choice, on for the CPU; the bench times both).
   */
  | { id: number; type: 'load'; source: GgufSource; contextSize?: number; threads: ThreadPlan; deviceMemoryGiB?: number; flashAttention?: boolean }
  /** Counts a prompt's tokens, the chat template applied. */
  | { id: number; type: 'count'; messages: ChatMessage[] }
  | { id: number; type: 'chat'; messages: ChatMessage[]; options: WireChatOptions }
  /** Stops the chat with id `chat`, which then ends with a `cancelled` error. */
  | { id: number; type: 'cancel'; chat: number }
  | { id: number; type: 'unload' }
  | { id: number; type: 'cache-list' }
  | { id: number; type: 'cache-delete'; url: string }
  /** Keeps a file opened from this computer in the browser, with its SHA-256, replacing a copy of the same name and size. */
  | { id: number; type: 'store'; file: Blob; name: string; sha256?: string }
  | { id: number; type: 'stored-list' }
  /** Answers the stored file as a source to load. */
  | { id: number; type: 'stored-open'; key: string }
  | { id: number; type: 'stored-delete'; key: string };

/** A GGUF file kept in this browser. */
export interface StoredFile {
  /** Its key in the store: the same name and size make the same key, so storing again replaces it. */
  key: string;
  /** The file's name when it was opened, e.g. `smollm2-360m-instruct-q8_0.gguf`. */
  name: string;
  bytes: number;
  /** False when fewer bytes are stored than the file had: the copy is damaged and can only be deleted. */
  complete: boolean;
  /** The file's SHA-256, kept beside it so that loading it again does not read it all again; absent in copies kept before. */
  sha256?: string;
}

/** What a load found out about the model and the machine. */
export interface LoadedInfo {
  /** The model's own name (`general.name`), else the file's. */
  name: string;
  bytes: number;
  /** Tokens of context allocated. */
  contextSize: number;
  /** The context the model was trained for (`<architecture>.context_length`), when the GGUF states it. */
  declaredContext?: number;
  /** The threads llama.cpp runs on, and why those. */
  threads: ThreadChoice;
  /** The WebAssembly build llama.cpp runs as, and why that one. */
  build: Build;
  /** The model as a run records it beside its id: the file's SHA-256, size, quantisation, architecture, and llama.cpp's build. */
  identity: Omit<ModelInfo, 'engine' | 'id'>;
  /** Bytes the model may have in all (`pageMemory`), and whether they, not the model nor the setting, set the context. */
  memory: { bytes: number; limited: boolean; deviceMemoryGiB?: number };
}

export interface ChatDone {
  text: string;
  finishReason: string;
  usage: Usage;
}

/** A model stored in the browser by wllama. */
export interface CachedGguf {
  url: string;
  bytes: number;
}

export type Reply =
  /** A load's or a store's progress; while probing, `loaded` is the threads being timed, `total` the most probed. */
  | { id: number; type: 'progress'; phase: 'downloading' | 'hashing' | 'loading' | 'probing' | 'storing'; loaded: number; total: number }
  | { id: number; type: 'delta'; text: string }
  | { id: number; type: 'result'; value: LoadedInfo | ChatDone | CachedGguf[] | StoredFile | StoredFile[] | GgufSource | number | null }
  | { id: number; type: 'error'; kind?: EngineErrorKind; message: string };
