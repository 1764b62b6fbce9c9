import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALIGNMENT, fromFloat16, toFloat16 } from './gguf-writer';
import { CHAT_TEMPLATE, DIMENSIONS, FIRST_BYTE_TOKEN, suppressedTokens, tinyGguf, vocabulary, writeTinyGguf } from './tiny-gguf';

/** Reads a GGUF's header, metadata and tensor descriptions: enough to check what was written. */
function readGguf(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const u32 = () => ((at += 4), view.getUint32(at - 4, true));
  const u64 = () => ((at += 8), Number(view.getBigUint64(at - 8, true)));
  const string = () => {
    const length = u64();
    at += length;
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(at - length, at));
  };
  const value = (type: number): unknown => {
    switch (type) {
      case 4: return u32();
      case 5: return ((at += 4), view.getInt32(at - 4, true));
      case 6: return ((at += 4), view.getFloat32(at - 4, true));
      case 7: return ((at += 1), bytes[at - 1] === 1);
      case 8: return string();
      case 9: {
        const itemType = u32();
        return Array.from({ length: u64() }, () => value(itemType));
      }
      default: throw new Error(`value type ${type}`);
    }
  };
  const magic = new TextDecoder().decode(bytes.subarray(0, 4));
  at = 4;
  const version = u32();
  const tensorCount = u64();
  const metadataCount = u64();
  const metadata = new Map<string, unknown>();
  for (let i = 0; i < metadataCount; i++) {
    const key = string();
    metadata.set(key, value(u32()));
  }
  const tensors = Array.from({ length: tensorCount }, () => {
    const name = string();
    const dims = Array.from({ length: u32() }, u64);
    return { name, dims, type: u32(), offset: u64() };
  });
  const dataStart = Math.ceil(at / ALIGNMENT) * ALIGNMENT;
  return { magic, version, tensorCount, metadata, tensors, dataStart };
}

describe('the tiny GGUF model', () => {
  const bytes = tinyGguf(1);
  const gguf = readGguf(bytes);

  it('is a GGUF v3 file of a 2-layer, 64-dimension llama model, about 150 KB', () => {
    expect(gguf.magic).toBe('GGUF');
    expect(gguf.version).toBe(3);
    expect(gguf.tensorCount).toBe(3 + 9 * DIMENSIONS.layers);
    expect(gguf.metadata.get('general.architecture')).toBe('llama');
    expect(gguf.metadata.get('llama.block_count')).toBe(2);
    expect(gguf.metadata.get('llama.embedding_length')).toBe(64);
    expect(bytes.length).toBeGreaterThan(100_000);
    expect(bytes.length).toBeLessThan(250_000);
    for (const tensor of gguf.tensors) expect(tensor.offset % ALIGNMENT).toBe(0);
    const last = gguf.tensors.at(-1)!;
    // ffn_down is Q8_0: 34 bytes per 32 weights.
    expect(gguf.dataStart + last.offset + (last.dims[0]! * last.dims[1]! * 34) / 32).toBeLessThanOrEqual(bytes.length);
  });

  it('has a SentencePiece vocabulary with byte fallback, special tokens and a ChatML template', () => {
    const tokens = gguf.metadata.get('tokenizer.ggml.tokens') as string[];
    const types = gguf.metadata.get('tokenizer.ggml.token_type') as number[];
    expect(gguf.metadata.get('tokenizer.ggml.model')).toBe('llama');
    expect(tokens).toEqual(vocabulary().tokens);
    expect(tokens.length).toBeGreaterThan(256 + 200);
    expect(tokens.slice(0, 3)).toEqual(['<unk>', '<s>', '</s>']);
    for (let byte = 0; byte < 256; byte++) {
      expect(tokens[FIRST_BYTE_TOKEN + byte]).toBe(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
      expect(types[FIRST_BYTE_TOKEN + byte]).toBe(6);
    }
    for (const piece of ['▁Guess', 'Guess', ':', '0', '9', '{"', '":', '"}', '[', ']', '+', '-', '*', '/', '(', ')', '=', '▁', 'a', 'z', 'A', 'Z'])
      expect(tokens).toContain(piece);
    expect(gguf.metadata.get('tokenizer.chat_template')).toBe(CHAT_TEMPLATE);
    expect(gguf.metadata.get('tokenizer.ggml.bos_token_id')).toBe(1);
    expect(gguf.metadata.get('tokenizer.ggml.eos_token_id')).toBe(2);
  });

  it('is the same for the same seed, and different for another', () => {
    expect(Buffer.from(tinyGguf(1)).equals(Buffer.from(bytes))).toBe(true);
    expect(Buffer.from(tinyGguf(2)).equals(Buffer.from(bytes))).toBe(false);
  });

  it('comes in larger shapes and other weight types, for measuring speed', () => {
    const shape = { embedding: 128, layers: 3, heads: 4, feedForward: 256 };
    const f16 = readGguf(tinyGguf(1, { ...shape, weights: 'f16' }));
    expect(f16.metadata.get('llama.embedding_length')).toBe(128);
    expect(f16.metadata.get('llama.block_count')).toBe(3);
    expect(f16.metadata.get('general.file_type')).toBe(1);
    expect(f16.tensorCount).toBe(3 + 9 * 3);
    // Matrices are F16 (type 1), norms F32 (type 0).
    expect(f16.tensors.find((t) => t.name === 'blk.2.ffn_down.weight')).toMatchObject({ dims: [256, 128], type: 1 });
    expect(f16.tensors.find((t) => t.name === 'blk.2.ffn_norm.weight')).toMatchObject({ type: 0 });
    const q8 = tinyGguf(1, { ...shape, weights: 'q8_0' });
    expect(readGguf(q8).metadata.get('general.name')).toBe('fogplay-128x3-q8_0-1');
    // F16 is 2 bytes a weight, Q8_0 34 bytes per 32.
    expect(tinyGguf(1, { ...shape, weights: 'f16' }).length / q8.length).toBeCloseTo(2 / (34 / 32), 1);
    // Q4_K_M: matrices whose rows hold whole 256-weight super-blocks are Q4_K (type 12), 144 bytes per 256.
    const q4 = readGguf(tinyGguf(1, { ...shape, weights: 'q4_k_m' }));
    expect(q4.metadata.get('general.file_type')).toBe(15);
    expect(q4.tensors.find((t) => t.name === 'blk.2.ffn_down.weight')).toMatchObject({ type: 12 });
    expect(q4.tensors.find((t) => t.name === 'blk.2.ffn_up.weight')).toMatchObject({ type: 8 });
  });

  it('stores Q8_0 scales as half-precision floats', () => {
    for (const value of [0, 1, -2, 0.5, 1 / 127, 40 / 127, 65504, 2 ** -20]) expect(fromFloat16(toFloat16(value))).toBeCloseTo(value, 3);
    expect(toFloat16(1)).toBe(0x3c00);
    expect(toFloat16(-2)).toBe(0xc000);
  });
});

/** The part of node-llama-cpp used here: type checking must not need the optional package. */
interface RawModel {
  tokenize(text: string, special: boolean): number[];
  isEogToken(token: number): boolean;
  createContext(options: { contextSize: number; threads: number }): Promise<{
    getSequence(): { clearHistory(): Promise<void>; evaluate(tokens: number[], options: { temperature: number; seed: number }): AsyncIterable<number> };
    dispose(): Promise<void>;
  }>;
  dispose(): Promise<void>;
}

describe('the tiny model in llama.cpp (node-llama-cpp)', () => {
  let model: RawModel;

  beforeAll(async () => {
    const name = 'node-llama-cpp';
    const { getLlama } = await import(/* @vite-ignore */ name);
    const llama = await getLlama({ gpu: false, build: 'never', logLevel: 'error' });
    model = await llama.loadModel({ modelPath: await writeTinyGguf(3) });
    // Loading llama.cpp takes seconds on a busy machine.
  });
  afterAll(async () => model?.dispose());

  it('never samples a token that is no text, over thousands of tokens', async () => {
    const suppressed = new Set(suppressedTokens());
    const context = await model.createContext({ contextSize: 1024, threads: 1 });
    const sequence = context.getSequence();
    const prompts = ['Guess: ', '{"guess": "', '(4 + 6) * ', 'The secret number is', '<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n'];
    let sampled = 0;
    const bad: number[] = [];
    for (let round = 0; round < 20; round++) {
      await sequence.clearHistory();
      const prompt = model.tokenize(prompts[round % prompts.length]!, true);
      let n = 0;
      for await (const token of sequence.evaluate(prompt, { temperature: 1.5, seed: round })) {
        if (suppressed.has(token)) bad.push(token);
        if (++n >= 250 || model.isEogToken(token)) break;
      }
      sampled += n;
    }
    await context.dispose();
    expect(bad).toEqual([]);
    expect(sampled).toBeGreaterThan(2000);
  });
});
