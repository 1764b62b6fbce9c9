import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng';
import { tempFolder } from '../temp';
import { ALIGNMENT, fromFloat16, TensorType, toFloat16, writeGguf } from './gguf-writer';
import { CHAT_TEMPLATE, DIMENSIONS, FIRST_BYTE_TOKEN, SPEED_SHAPE, suppressedTokens, tinyGguf, vocabulary, writeTinyGguf } from './tiny-gguf';

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

/** Each weight as ggml reads it back, and the step of its block or group: the quantisation's resolution there. */
interface Decoded { values: Float32Array; steps: Float32Array }

/** ggml's `dequantize_row_q4_0`: blocks of 32, an fp16 d then 16 bytes; weight = d·(q − 8), low nibbles first. */
function readQ4_0(data: Uint8Array, count: number): Decoded {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const values = new Float32Array(count);
  const steps = new Float32Array(count);
  for (let block = 0; block < count / 32; block++) {
    const at = block * 18;
    const d = fromFloat16(view.getUint16(at, true));
    for (let j = 0; j < 16; j++) {
      values[block * 32 + j] = d * ((data[at + 2 + j]! & 0xf) - 8);
      values[block * 32 + j + 16] = d * ((data[at + 2 + j]! >> 4) - 8);
    }
    steps.fill(Math.abs(d), block * 32, block * 32 + 32);
  }
  return { values, steps };
}

/**
 * ggml's `dequantize_row_q6_K`: super-blocks of 256, ql[128], qh[64], int8 scales[16], fp16 d;
 * each half of 128 weights reads 64 bytes of ql, 32 of qh and 8 scales.
 */
function readQ6_K(data: Uint8Array, count: number): Decoded {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const values = new Float32Array(count);
  const steps = new Float32Array(count);
  for (let block = 0; block < count / 256; block++) {
    const at = block * 210;
    const d = fromFloat16(view.getUint16(at + 208, true));
    for (let half = 0; half < 2; half++) {
      const ql = at + half * 64;
      const qh = at + 128 + half * 32;
      const scales = at + 192 + half * 8;
      for (let l = 0; l < 32; l++) {
        const quants = [
          (data[ql + l]! & 0xf) | (((data[qh + l]! >> 0) & 3) << 4),
          (data[ql + l + 32]! & 0xf) | (((data[qh + l]! >> 2) & 3) << 4),
          (data[ql + l]! >> 4) | (((data[qh + l]! >> 4) & 3) << 4),
          (data[ql + l + 32]! >> 4) | (((data[qh + l]! >> 6) & 3) << 4),
        ];
        quants.forEach((q, k) => {
          const step = d * view.getInt8(scales + (l >> 4) + 2 * k);
          const y = block * 256 + half * 128 + 32 * k + l;
          values[y] = step * (q - 32);
          steps[y] = Math.abs(step);
        });
      }
    }
  }
  return { values, steps };
}

/** The largest magnitude in each run of `size` values, for every value. */
const amaxOf = (values: Float32Array, size: number) =>
  values.map((_, i) => Math.max(...values.subarray(i - (i % size), i - (i % size) + size).map(Math.abs)));

describe('the GGUF writer\'s Q4_0 and Q6_K tensors', () => {
  // Groups of 16 from 0.01 to 10 in size, one block of zeros, and one outlier among small weights.
  const rng = createRng('gguf-writer/quants');
  const values = new Float32Array(256 * 8);
  for (let group = 0; group < values.length / 16; group++) {
    const size = 10 ** (rng.next() * 3 - 2);
    for (let i = group * 16; i < group * 16 + 16; i++) values[i] = size * (2 * rng.next() - 1);
  }
  values.fill(0, 256, 512);
  values[700] = -40;

  /** The tensor written alone, with an F32 after it whose offset gives its size. */
  function written(type: TensorType) {
    const bytes = writeGguf([], [{ name: 'w', dims: [256, 8], type, values }, { name: 'next', dims: [1], type: TensorType.F32, values: new Float32Array(1) }]);
    const gguf = readGguf(bytes);
    const size = gguf.tensors[1]!.offset;
    return { size, data: bytes.subarray(gguf.dataStart, gguf.dataStart + size) };
  }

  it('writes Q4_0 blocks that decode to the weights within their step, the largest weight\'s eighth', () => {
    const { size, data } = written(TensorType.Q4_0);
    // 64 blocks of 18 bytes: whole 32-byte units.
    expect(size).toBe(64 * 18);
    const { values: decoded, steps } = readQ4_0(data, values.length);
    const amax = amaxOf(values, 32);
    values.forEach((v, i) => {
      expect(Math.abs(decoded[i]! - v)).toBeLessThanOrEqual(steps[i]! * 1.0001);
      // d is half precision: within 2^-11 of the largest weight over 8.
      expect(steps[i]!).toBeLessThanOrEqual((amax[i]! / 8) * (1 + 2 ** -11));
    });
    expect(decoded.subarray(256, 512).every((v) => v === 0)).toBe(true);
    expect(decoded[700]).toBeCloseTo(-40, 1);
  });

  it('writes Q6_K super-blocks that decode to the weights within their step, the group\'s largest weight over 32 rounded up', () => {
    const { size, data } = written(TensorType.Q6_K);
    // 8 super-blocks of 210 bytes, 1680, padded to 32.
    expect(size).toBe(1696);
    expect(data.subarray(1680).every((byte) => byte === 0)).toBe(true);
    const { values: decoded, steps } = readQ6_K(data, values.length);
    const groupAmax = amaxOf(values, 16);
    // A group's 8-bit scale counts in units of d, the super-block's largest step over 127.
    const unit = amaxOf(values, 256).map((amax) => (amax / 32 / 127) * (1 + 2 ** -10));
    values.forEach((v, i) => {
      expect(Math.abs(decoded[i]! - v)).toBeLessThanOrEqual(steps[i]! * 1.0001);
      expect(steps[i]!).toBeLessThanOrEqual(groupAmax[i]! / 32 + unit[i]!);
    });
    expect(decoded.subarray(256, 512).every((v) => v === 0)).toBe(true);
    expect(decoded[700]).toBeCloseTo(-40, 1);
  });
});

/** The shape of the browser builds' check, its matrices Q4_0 and its output Q6_K: tens of millions of weights, seconds to make. */
const Q4_0_SHAPE = { ...SPEED_SHAPE, weights: 'q4_0' } as const;
const q4_0Model = tinyGguf(1, Q4_0_SHAPE);

describe('the Q4_0 model', () => {
  it('holds Q4_0 matrices, F32 norms and a Q6_K output, as llama.cpp\'s Q4_0 files', () => {
    const gguf = readGguf(q4_0Model);
    expect(gguf.metadata.get('general.file_type')).toBe(2);
    expect(gguf.metadata.get('general.name')).toBe('fogplay-512x8-q4_0-1');
    expect(gguf.tensors.find((t) => t.name === 'output.weight')).toMatchObject({ dims: [512, vocabulary().tokens.length], type: TensorType.Q6_K });
    expect(gguf.tensors.find((t) => t.name === 'blk.7.ffn_down.weight')).toMatchObject({ dims: [1536, 512], type: TensorType.Q4_0 });
    for (const tensor of gguf.tensors) {
      const expected = tensor.dims.length === 1 ? TensorType.F32 : tensor.name === 'output.weight' ? TensorType.Q6_K : TensorType.Q4_0;
      expect(tensor, tensor.name).toMatchObject({ type: expected });
    }
    // Each tensor takes its blocks' bytes, padded to 32: 18 per 32 weights in Q4_0, 210 per 256 in Q6_K.
    const bytesPer = { [TensorType.F32]: 4, [TensorType.Q4_0]: 18 / 32, [TensorType.Q6_K]: 210 / 256 } as Record<number, number>;
    const ends = [...gguf.tensors.slice(1).map((t) => t.offset), q4_0Model.length - gguf.dataStart];
    gguf.tensors.forEach((tensor, i) => {
      const bytes = tensor.dims.reduce((a, b) => a * b, 1) * bytesPer[tensor.type]!;
      expect(ends[i]! - tensor.offset, tensor.name).toBe(Math.ceil(bytes / ALIGNMENT) * ALIGNMENT);
    });
  });

  it('has a Q8_0 output where its rows are not whole 256-weight super-blocks', () => {
    const tiny = readGguf(tinyGguf(1, { weights: 'q4_0' }));
    expect(tiny.tensors.find((t) => t.name === 'output.weight')).toMatchObject({ type: TensorType.Q8_0 });
    expect(tiny.tensors.find((t) => t.name === 'blk.0.attn_q.weight')).toMatchObject({ type: TensorType.Q4_0 });
  });
});

describe('the Q6_K model', () => {
  it('holds Q6_K matrices where their rows are whole super-blocks, Q8_0 where not, and F32 norms', () => {
    const q6 = readGguf(tinyGguf(1, { ...Q4_0_SHAPE, weights: 'q6_k' }));
    expect(q6.metadata.get('general.file_type')).toBe(18);
    for (const tensor of q6.tensors) expect(tensor, tensor.name).toMatchObject({ type: tensor.dims.length === 1 ? TensorType.F32 : TensorType.Q6_K });
    const tiny = readGguf(tinyGguf(1, { weights: 'q6_k' }));
    expect(tiny.tensors.find((t) => t.name === 'blk.0.attn_q.weight')).toMatchObject({ type: TensorType.Q8_0 });
  });
});

/** The part of node-llama-cpp used here: type checking must not need the optional package. */
interface RawModel {
  tokenize(text: string, special: boolean): number[];
  isEogToken(token: number): boolean;
  createContext(options: { contextSize: number; threads: number }): Promise<{
    getSequence(): {
      clearHistory(): Promise<void>;
      evaluate(tokens: number[], options: { temperature: number; seed: number }): AsyncIterable<number>;
      evaluateWithMetadata(
        tokens: number[],
        metadata: { probabilities: true },
        options: { temperature: number; topK: number; topP: number; minP: number },
      ): AsyncIterable<{ probabilities: Map<number, number> }>;
    };
    dispose(): Promise<void>;
  }>;
  dispose(): Promise<void>;
}

/** The model at `path` in llama.cpp, on the CPU. */
async function loadModel(path: string): Promise<RawModel> {
  const name = 'node-llama-cpp';
  const { getLlama } = await import(/* @vite-ignore */ name);
  const llama = await getLlama({ gpu: false, build: 'never', logLevel: 'error' });
  return llama.loadModel({ modelPath: path });
}

describe('the tiny model in llama.cpp (node-llama-cpp)', () => {
  let model: RawModel;

  // Loading llama.cpp takes seconds on a busy machine.
  beforeAll(async () => void (model = await loadModel(await writeTinyGguf(3))));
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

describe('the Q4_0 model in llama.cpp (node-llama-cpp)', () => {
  let q4_0: RawModel;
  let q8_0: RawModel;

  beforeAll(async () => {
    const load = async (weights: 'q4_0' | 'q8_0', bytes: Uint8Array) => {
      const path = join(await tempFolder(), `${weights}.gguf`);
      await writeFile(path, bytes);
      return loadModel(path);
    };
    q4_0 = await load('q4_0', q4_0Model);
    // The same weights (the same seed), in Q8_0.
    q8_0 = await load('q8_0', tinyGguf(1, { ...Q4_0_SHAPE, weights: 'q8_0' }));
  });
  afterAll(async () => Promise.all([q4_0?.dispose(), q8_0?.dispose()]));

  it('is accepted, and samples only text tokens', async () => {
    const suppressed = new Set(suppressedTokens());
    const context = await q4_0.createContext({ contextSize: 512, threads: 1 });
    const tokens: number[] = [];
    for await (const token of context.getSequence().evaluate(q4_0.tokenize('The secret number is', true), { temperature: 1, seed: 1 })) {
      tokens.push(token);
      if (tokens.length >= 200) break;
    }
    await context.dispose();
    expect(tokens.length).toBe(200);
    expect(tokens.filter((token) => suppressed.has(token))).toEqual([]);
  });

  it('is read as the weights it was written from: its next token is distributed about as the Q8_0 model\'s', async () => {
    const nextToken = async (model: RawModel) => {
      const context = await model.createContext({ contextSize: 512, threads: 1 });
      const options = { temperature: 1, topK: 0, topP: 1, minP: 0 };
      for await (const { probabilities } of context.getSequence().evaluateWithMetadata(model.tokenize('The secret number is', true), { probabilities: true }, options)) {
        await context.dispose();
        return probabilities;
      }
      throw new Error('llama.cpp evaluated no token');
    };
    const [p, q] = [await nextToken(q4_0), await nextToken(q8_0)];
    expect(p.size).toBe(vocabulary().tokens.length);
    let distance = 0;
    for (const [token, probability] of q) distance += Math.abs(probability - (p.get(token) ?? 0)) / 2;
    // Total variation: 0.28 on this machine, where Q4_0 nibbles read in the wrong order give 0.92.
    expect(distance).toBeLessThan(0.5);
  });
});
