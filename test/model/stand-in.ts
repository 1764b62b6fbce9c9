/**
 * The weights and shape metadata of a stand-in model: random weights from a seed, tiny
 * dimensions, in the tensors each llama.cpp architecture asks for. It writes nonsense, but it is a
 * real model that llama.cpp (in Node or in WebAssembly) loads and samples from.
 *
 * Random weights could emit tokens that are no text (a lone byte ≥ 0x80 is invalid UTF-8) or
 * control tokens. By construction they never win: every token embedding carries a constant ANCHOR
 * in dimension 0, no layer writes to that dimension (row 0 of each layer's output matrices is
 * zero), so after the final norm it stays large and positive, and the output rows of the
 * suppressed tokens are strongly negative there (about −60 in logits, against ±10 for others).
 */
import type { Rng } from '../../src/core/rng';
import { TensorType, type MetadataValue, type Tensor } from './gguf-writer';

export type Architecture = 'llama' | 'qwen2' | 'qwen3' | 'gemma3';
export type Quantization = 'q8_0' | 'q4_k_m' | 'q4_0' | 'q6_k' | 'f16' | 'f32';
/** llama.cpp's `general.file_type` of each: LLAMA_FTYPE_ALL_F32, MOSTLY_F16, MOSTLY_Q4_0, MOSTLY_Q8_0, MOSTLY_Q4_K_M, MOSTLY_Q6_K. */
export const FILE_TYPES: Record<Quantization, number> = { f32: 0, f16: 1, q4_0: 2, q8_0: 7, q4_k_m: 15, q6_k: 18 };

export interface Shape {
  embedding: number;
  layers: number;
  heads: number;
  /** Heads of keys and values, fewer than the query heads in grouped-query attention (default: as many). */
  kvHeads?: number;
  /** Each head's width (default: the embedding over the heads; Gemma 3's heads are wider). */
  headSize?: number;
  feedForward: number;
  context: number;
}

/** A shape's heads of keys and values and each head's width, its defaults filled in. */
const heads = ({ embedding, heads, kvHeads = heads, headSize = embedding / heads }: Shape) => ({ kvHeads, headSize });

export interface WeightsPlan {
  architecture: Architecture;
  shape: Shape;
  vocabSize: number;
  /** Tokens that must never be sampled. */
  suppressed: ReadonlySet<number>;
  /** Tokens that end a turn: held back (not suppressed), so a reply runs to its limit unless a grammar ends it. */
  endsOfTurn: ReadonlySet<number>;
  /**
   * q8_0, f16, f32: every matrix of that type. q4_k_m: as llama.cpp's Q4_K_M, Q4_K where a row is a
   * whole number of 256-weight super-blocks (ffn_down, whose rows are feedForward long), Q8_0 where it is not.
   * q4_0: as llama.cpp's Q4_0, every matrix Q4_0 but the output, which is Q6_K where its rows are whole
   * super-blocks and Q8_0 where they are not. q6_k: as llama.cpp's Q6_K, every matrix Q6_K where its
   * rows are whole super-blocks, Q8_0 where they are not.
   */
  quantization: Quantization;
}

const ANCHOR = 1;
/** Weight of a suppressed token's output row on the anchor dimension. */
const SUPPRESS = -40;
/**
 * Against ending the turn: a reply runs to its token limit, unless a grammar ends it, so that
 * tests can stop one mid-way and time it whatever the sampler's luck.
 */
const END_OF_TURN = -8;

function normal(rng: Rng, std: number): number {
  const u = 1 - rng.next();
  return std * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

function matrix(rng: Rng, rows: number, columns: number, std: number, zeroRow?: number): Float32Array {
  const values = new Float32Array(rows * columns);
  for (let i = 0; i < values.length; i++) values[i] = Math.floor(i / columns) === zeroRow ? 0 : normal(rng, std);
  return values;
}

const ones = (n: number) => new Float32Array(n).fill(1);
const vector = (name: string, values: Float32Array): Tensor => ({ name, dims: [values.length], type: TensorType.F32, values });

export function standInWeights(rng: Rng, { architecture, shape, vocabSize, suppressed, endsOfTurn, quantization }: WeightsPlan): Tensor[] {
  const { embedding: EMBD, layers, feedForward: FF } = shape;
  const { kvHeads, headSize } = heads(shape);
  const Q = shape.heads * headSize;
  const KV = kvHeads * headSize;
  const type = (name: string, columns: number) => {
    const superBlocks = columns % 256 === 0;
    if (quantization === 'f16') return TensorType.F16;
    if (quantization === 'f32') return TensorType.F32;
    if (quantization === 'q4_0') return name !== 'output.weight' ? TensorType.Q4_0 : superBlocks ? TensorType.Q6_K : TensorType.Q8_0;
    if (quantization === 'q6_k') return superBlocks ? TensorType.Q6_K : TensorType.Q8_0;
    return quantization === 'q4_k_m' && superBlocks ? TensorType.Q4_K : TensorType.Q8_0;
  };
  // Made as the file is written, in the order of the tensors, so that a large model is never whole in memory.
  const matrixOf = (name: string, columns: number, rows: number, values: () => Float32Array): Tensor => ({ name, dims: [columns, rows], type: type(name, columns), values });
  // Wider models (for measuring speed) get smaller weights, so that activations keep the 64-wide scale.
  const scale = Math.sqrt(64 / EMBD);
  const embeddings = () => {
    const values = matrix(rng, vocabSize, EMBD, 0.5);
    for (let token = 0; token < vocabSize; token++) values[token * EMBD] = ANCHOR;
    return values;
  };
  const output = () => {
    const values = matrix(rng, vocabSize, EMBD, 0.3 * scale);
    for (let token = 0; token < vocabSize; token++) {
      if (suppressed.has(token)) values.fill(0, token * EMBD, (token + 1) * EMBD);
      values[token * EMBD] = suppressed.has(token) ? SUPPRESS : endsOfTurn.has(token) ? END_OF_TURN : 0;
    }
    return values;
  };
  const tensors: Tensor[] = [
    matrixOf('token_embd.weight', EMBD, vocabSize, embeddings),
    vector('output_norm.weight', ones(EMBD)),
    matrixOf('output.weight', EMBD, vocabSize, output),
  ];
  for (let layer = 0; layer < layers; layer++) {
    const blk = `blk.${layer}`;
    tensors.push(
      vector(`${blk}.attn_norm.weight`, ones(EMBD)),
      matrixOf(`${blk}.attn_q.weight`, EMBD, Q, () => matrix(rng, Q, EMBD, 0.15 * scale)),
      matrixOf(`${blk}.attn_k.weight`, EMBD, KV, () => matrix(rng, KV, EMBD, 0.15 * scale)),
      matrixOf(`${blk}.attn_v.weight`, EMBD, KV, () => matrix(rng, KV, EMBD, 0.15 * scale)),
      // Row 0 of a layer's outputs is zero: no layer moves the anchor.
      matrixOf(`${blk}.attn_output.weight`, Q, EMBD, () => matrix(rng, EMBD, Q, 0.02 * scale, 0)),
      vector(`${blk}.ffn_norm.weight`, ones(EMBD)),
      matrixOf(`${blk}.ffn_gate.weight`, EMBD, FF, () => matrix(rng, FF, EMBD, 0.15 * scale)),
      matrixOf(`${blk}.ffn_up.weight`, EMBD, FF, () => matrix(rng, FF, EMBD, 0.15 * scale)),
      matrixOf(`${blk}.ffn_down.weight`, FF, EMBD, () => matrix(rng, EMBD, FF, 0.02 * scale, 0)),
    );
    // What each architecture adds; zero biases and unit norms leave the anchor where it is.
    if (architecture === 'qwen2') {
      for (const [part, size] of [['q', Q], ['k', KV], ['v', KV]] as const) tensors.push(vector(`${blk}.attn_${part}.bias`, new Float32Array(size)));
    }
    if (architecture === 'qwen3' || architecture === 'gemma3') {
      tensors.push(vector(`${blk}.attn_q_norm.weight`, ones(headSize)), vector(`${blk}.attn_k_norm.weight`, ones(headSize)));
    }
    if (architecture === 'gemma3') {
      // llama.cpp's GGUFs store Gemma's norms as 1 + w: ones are the identity.
      tensors.push(vector(`${blk}.post_attention_norm.weight`, ones(EMBD)), vector(`${blk}.post_ffw_norm.weight`, ones(EMBD)));
    }
  }
  return tensors;
}

/** The `ARCH.*` keys that give the model's shape. */
export function shapeMetadata(architecture: Architecture, shape: Shape, vocabSize: number): [string, MetadataValue][] {
  const { embedding, layers, feedForward, context } = shape;
  const { kvHeads, headSize } = heads(shape);
  const u32 = (value: number): MetadataValue => ({ type: 'u32', value });
  const keys: [string, MetadataValue][] = [
    ['vocab_size', u32(vocabSize)],
    ['context_length', u32(context)],
    ['embedding_length', u32(embedding)],
    ['block_count', u32(layers)],
    ['feed_forward_length', u32(feedForward)],
    ['attention.head_count', u32(shape.heads)],
    ['attention.head_count_kv', u32(kvHeads)],
    ['rope.dimension_count', u32(headSize)],
    ['rope.freq_base', { type: 'f32', value: 10000 }],
    ['attention.layer_norm_rms_epsilon', { type: 'f32', value: 1e-5 }],
  ];
  if (architecture === 'gemma3') keys.push(['attention.key_length', u32(headSize)], ['attention.value_length', u32(headSize)], ['attention.sliding_window', u32(512)]);
  return keys.map(([key, value]) => [`${architecture}.${key}`, value]);
}
