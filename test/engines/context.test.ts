import { describe, expect, it } from 'vitest';
import { ContextFull } from '../../src/core/agent';
import { llmAgent } from '../../src/agents/llm';
import { checkContext, contextSize, MIN_CONTEXT, overflow, pageMemory, tokenBound, WASM32_MEMORY } from '../../src/engines/context';
import type { ChatMessage, Engine } from '../../src/engines/engine';
import { classifyError } from '../../src/engines/errors';
import { checkGguf } from '../../src/engines/wllama/gguf-check';
import { guessNumber } from '../../src/games/guess-number/game';
import { friendlyProtocol, paperProtocol } from '../../src/games/guess-number/prompts';
import type { ModelCallEvent } from '../../src/core/record';
import { playEpisode } from '../../src/run/episode';
import { promptOf } from '../../src/ui/model-calls';
import { DIMENSIONS, tinyGguf } from '../model/tiny-gguf';
import { validateEpisode } from '../schema';
import { scriptedEngine } from '../agents/scripted-engine';

const MB = 2 ** 20;

describe('a GGUF’s context', () => {
  it('is read from its metadata, with the bytes of f16 KV cache per token', async () => {
    const summary = await checkGguf(new Blob([new Uint8Array(tinyGguf(1))]), 'tiny.gguf');
    expect(summary.contextLength).toBe(DIMENSIONS.context);
    // Per layer, a key and a value of 16 dimensions for each of 4 KV heads, 2 bytes each.
    const { layers, heads, embedding } = DIMENSIONS;
    expect(summary.kvBytesPerToken).toBe(layers * heads * 2 * (embedding / heads) * 2);
  });

  it('is the model’s own by default, never more, and what memory holds beside the model', () => {
    const plan = { declared: 32768, modelBytes: 1000 * MB, memoryBytes: WASM32_MEMORY, kvBytesPerToken: 12 * 1024 };
    expect(contextSize(plan)).toBe(32768);
    expect(contextSize({ ...plan, requested: 2048 })).toBe(2048);
    expect(contextSize({ ...plan, requested: 65536 })).toBe(32768);
    // A big cache per token: what is left of 4 GB after the model and llama.cpp's buffers, in blocks of 256.
    const capped = contextSize({ ...plan, kvBytesPerToken: 192 * 1024 });
    expect(capped % 256).toBe(0);
    expect(capped).toBeLessThan(32768);
    expect((capped + 256) * 192 * 1024 + 1000 * MB + 512 * MB).toBeGreaterThan(WASM32_MEMORY);
    expect(contextSize({ modelBytes: 0, memoryBytes: WASM32_MEMORY })).toBe(4096);
    expect(contextSize({ ...plan, memoryBytes: 1500 * MB })).toBe(MIN_CONTEXT);
  });

  it('takes at most half the memory the device reports, and never more than WebAssembly addresses', () => {
    const GB = 2 ** 30;
    expect(pageMemory(4)).toBe(2 * GB);
    expect(pageMemory(2)).toBe(GB);
    expect(pageMemory(0.25)).toBe(128 * MB);
    // Chromium says 8 for 8 GB or more; other browsers say nothing.
    expect(pageMemory(8)).toBe(WASM32_MEMORY);
    expect(pageMemory(undefined)).toBe(WASM32_MEMORY);
    expect(pageMemory(0)).toBe(WASM32_MEMORY);
    // Llama 3.2 1B in Q4_K_M (0.8 GB; 16 layers of 8 KV heads of 64 dimensions) declares 131,072 tokens.
    const llama = { declared: 131072, modelBytes: 800e6, kvBytesPerToken: 16 * 8 * 64 * 2 * 2 };
    expect(contextSize({ ...llama, memoryBytes: pageMemory(undefined) })).toBe(90112);
    expect(contextSize({ ...llama, memoryBytes: pageMemory(4) })).toBe(24576);
    expect(contextSize({ ...llama, memoryBytes: pageMemory(2) })).toBe(MIN_CONTEXT);
  });
});

describe('the check before a call', () => {
  const engine = (size: number, tokens: (m: ChatMessage[]) => number) => {
    const counted: ChatMessage[][] = [];
    const counter: Engine & { counted: ChatMessage[][] } = {
      kind: 'test', model: 'm', contextSize: size, counted,
      countTokens: async (messages) => (counted.push(messages), tokens(messages)),
      chat: () => Promise.reject(new Error('not called')),
    };
    return counter;
  };
  const words = (n: number): ChatMessage[] => [{ role: 'user', content: 'word '.repeat(n) }];

  it('counts only when a prompt’s bytes do not settle it, and takes the seat’s context when smaller', async () => {
    const model = engine(8192, (m) => m[0]!.content.length / 5 + 10);
    expect(tokenBound(words(10))).toBeGreaterThanOrEqual(60);
    expect(await overflow(model, words(10), { maxTokens: 100 })).toBeNull();
    expect(model.counted).toHaveLength(0);
    expect(await overflow(model, words(2000), { maxTokens: 100 })).toBeNull();
    expect(model.counted).toHaveLength(1);
    expect(await overflow(model, words(2000), { maxTokens: 100, contextSize: 2048 })).toEqual({ promptTokens: 2010, budget: 100, contextSize: 2048 });
    // The same prompt again is not counted again.
    expect(model.counted).toHaveLength(1);
    expect(await overflow(model, words(8100), { maxTokens: 100, contextSize: 16384 })).toEqual({ promptTokens: 8110, budget: 100, contextSize: 8192 });
    await expect(checkContext(model, words(8100), { maxTokens: 100 })).rejects.toMatchObject({
      kind: 'context-window',
      message: 'The prompt (8,110 tokens) and the reply budget (100) need more than the 8,192 tokens of context.',
    });
  });

  it('leaves an engine that cannot count to say so itself', async () => {
    expect(await overflow({ kind: 'openai', model: 'm', chat: () => Promise.reject(new Error('no')) }, words(9000), { maxTokens: 100, contextSize: 512 })).toBeNull();
  });

  it('knows llama.cpp’s, node-llama-cpp’s and servers’ words for a context overflow', () => {
    for (const text of [
      'request (4188 tokens) exceeds the available context size (4096 tokens), try increasing it',
      'The context size is too small to generate a response for the given input',
      "This model's maximum context length is 4096 tokens. However, you requested 5000 tokens",
      'context_length_exceeded',
    ]) expect(classifyError(new Error(text)).kind, text).toBe('context-window');
    expect(classifyError(new Error('The model name is unknown')).kind).toBe('server');
  });
});

describe('an episode whose conversation outgrows the context', () => {
  const params = guessNumber.variants.find((v) => v.id === 'ten')!.params;
  const play = (model: Engine) =>
    playEpisode({ game: guessNumber, variant: 'ten', params, seed: 1, setup: { secret: '0123' }, runId: 'r', agents: { player: llmAgent({ engine: model, protocol: paperProtocol, settings: { maxTokens: 50 } }) } });

  it('ends as "context full" with its moves kept, the refused call recorded, and a record that validates', async () => {
    // A context of 1,000 tokens, a token a character: the third prompt no longer fits.
    const model = Object.assign(scriptedEngine(['Guess: 4567', 'Guess: 1230', 'Guess: 3210']), {
      contextSize: 1000,
      countTokens: async (messages: ChatMessage[]) => messages.reduce((n, m) => n + m.content.length, 0),
    });
    const episode = await play(model);
    expect(episode.status).toBe('context-full');
    expect(episode.error).toMatch(/^The prompt \([\d,]+ tokens\) and the reply budget \(50\) need more than the 1,000 tokens of context\.$/);
    expect(episode.events.filter((e) => e.type === 'move').length).toBeGreaterThan(0);
    expect(episode.events.at(-1)).toMatchObject({ type: 'model-call', text: '', error: episode.error });
    expect(model.calls.length).toBe(episode.events.filter((e) => e.type === 'move').length);
    expect(validateEpisode(JSON.parse(JSON.stringify(episode))), JSON.stringify(validateEpisode.errors)).toBe(true);
  });

  it('ends as "context full" when a server says the context overflowed, and as interrupted on another failure', async () => {
    const full = await play(scriptedEngine(['Guess: 4567', new Error('The server answered 400: request (4188 tokens) exceeds the available context size (4096 tokens), try increasing it')]));
    expect(full.status).toBe('context-full');
    expect(full.error).toMatch(/exceeds the available context size/);
    const failed = await play(scriptedEngine(['Guess: 4567', new Error('The server answered 500: out of sockets')]));
    expect(failed.status).toBe('interrupted');
    expect(new ContextFull('x')).toBeInstanceOf(Error);
  });
});

describe('a protocol that keeps a window', () => {
  const params = guessNumber.variants.find((v) => v.id === 'ten')!.params;
  const replies = ['Guess: 4567', 'Guess: 4568', 'Guess: 4569', 'Guess: 4578', 'Guess: 4579', 'Guess: 4589', 'Guess: 0123'];
  /** A token a character, a context of `size`. */
  const counting = (size: number) =>
    Object.assign(scriptedEngine([...replies]), { contextSize: size, countTokens: async (messages: ChatMessage[]) => messages.reduce((n, m) => n + m.content.length, 0) });
  const play = (model: Engine, protocol = friendlyProtocol) =>
    playEpisode({ game: guessNumber, variant: 'ten', params, seed: 1, setup: { secret: '0123' }, runId: 'r', agents: { player: llmAgent({ engine: model, protocol, settings: { maxTokens: 50 } }) } });

  it('leaves out the oldest exchanges after the first, says so, records it, and plays to the end', async () => {
    const model = counting(1400);
    const episode = await play(model);
    expect(episode.status).toBe('finished');
    expect(episode.outcome).toMatchObject({ solved: true, guesses: 7 });
    expect(episode.players[0]!.settings).toMatchObject({ protocol: 'friendly', promptVersion: 'guess-number/friendly/1+window' });
    const calls = episode.events.flatMap((e, i) => (e.type === 'model-call' ? [{ call: e as ModelCallEvent, i }] : []));
    const dropped = calls.map(({ call }) => call.dropped ?? 0);
    expect(Math.max(...dropped)).toBeGreaterThan(0);
    expect(dropped).toEqual([...dropped].sort((a, b) => a - b));
    calls.forEach(({ call, i }, n) => {
      const sent = model.calls[n]!;
      // Every prompt fits, keeps the rules, and is the one the record rebuilds.
      expect(sent.reduce((sum, m) => sum + m.content.length, 0) + 50).toBeLessThanOrEqual(1400);
      expect(sent[0]!.content).toBe(model.calls[0]![0]!.content);
      expect(promptOf(episode.events, i)).toEqual(sent);
      if (call.dropped) expect(call.messages[0]!.content).toMatch(/^\(To fit the model’s context, (one exchange|\d+ exchanges) after the first (is|are) left out\.\)\n\n/);
    });
    expect(validateEpisode(JSON.parse(JSON.stringify(episode))), JSON.stringify(validateEpisode.errors)).toBe(true);
  });

  it('keeps the paper’s whole history instead, and ends as "context full" in the same context', async () => {
    const episode = await play(counting(1400), paperProtocol);
    expect(episode.status).toBe('context-full');
  });
});
