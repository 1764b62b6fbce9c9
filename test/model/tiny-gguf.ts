/**
 * A tiny llama model for tests: 2 layers, 64 dimensions, random weights from a seed, a
 * SentencePiece vocabulary of the pieces Fogplay's games write, and a ChatML template. It writes
 * nonsense, but it is a real model: llama.cpp (in Node or in WebAssembly) loads it in a blink and
 * generates real tokens, constrained by grammars and JSON schemas like any other.
 *
 * Random weights could emit lone bytes ≥ 0x80, which are no text (invalid UTF-8). By construction
 * they never win: every token embedding carries a constant ANCHOR in dimension 0, no layer writes
 * to that dimension, so after the final norm it stays large and positive, and the output rows of
 * the suppressed tokens are strongly negative there (about −60 in logits, against ±10 for others).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng, type Rng } from '../../src/core/rng';
import { TensorType, writeGguf, type MetadataValue, type Tensor } from './gguf-writer';

export const DIMENSIONS = { embedding: 64, layers: 2, heads: 4, feedForward: 128, context: 8192 };
const CONTEXT = DIMENSIONS.context;

/**
 * A model's shape and the type of its matrices, the tiny model's by default. Larger shapes are for
 * measuring speed, where a model's compute must outweigh llama.cpp's overhead.
 */
export interface Shape {
  embedding: number;
  layers: number;
  heads: number;
  feedForward: number;
  /** The type of the matrices (the norms are always F32). */
  weights: 'q8_0' | 'f16' | 'f32';
}
const TINY: Shape = { ...DIMENSIONS, weights: 'q8_0' };
const WEIGHT_TYPES = { q8_0: TensorType.Q8_0, f16: TensorType.F16, f32: TensorType.F32 };
/** llama.cpp's `general.file_type` for each: LLAMA_FTYPE_ALL_F32, MOSTLY_F16, MOSTLY_Q8_0. */
const FILE_TYPES = { f32: 0, f16: 1, q8_0: 7 };

/** SentencePiece writes a space as U+2581. */
const SPACE = '\u2581';
const CONTROL = ['<unk>', '<s>', '</s>', '<|im_start|>', '<|im_end|>'] as const;
export const SPECIAL = { unk: 0, bos: 1, eos: 2, imStart: 3, imEnd: 4 };
/** The byte-fallback tokens <0x00>..<0xFF> come right after the control tokens. */
export const FIRST_BYTE_TOKEN = CONTROL.length;
const byteToken = (byte: number) => `<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`;

/** Words and pieces of the games' prompts and replies; each also with a leading space. */
const WORDS = [
  'Guess', 'guess', 'number', 'numbers', 'digit', 'digits', 'secret', 'answer', 'Answer', 'move', 'The', 'the', 'is', 'a', 'an',
  'of', 'to', 'and', 'in', 'it', 'not', 'I', 'my', 'your', 'think', 'try', 'next', 'yes', 'no', 'Yes', 'No', 'true', 'false', 'null',
  'bulls', 'cows', 'bull', 'cow', 'game', 'player', 'question', 'Question', 'hint', 'word', 'team', 'quest', 'vote', 'approve',
  'reject', 'good', 'evil', 'Merlin', 'Assassin', 'Servant', 'Minion', 'expression', 'steps', 'Steps', 'left', 'use', 'each',
  'once', 'make', 'with', 'that', 'this', 'so', 'be', 'can', 'are', 'we', 'for', 'on', 'at', 'or', 'as', 'We', 'Let', 'me',
  'Thought', 'Reason', 'reason', 'because', 'Final', 'final',
];
/** JSON's punctuation in the runs a model writes it in, and the arithmetic of Game of 24. */
const PIECES = ['{"', '":', '",', '"}', '": "', '":"', '"]', '["', '},', '{', '}', '[', ']', '24', '(', ')', ' = ', ' + ', ' - ', ' * ', ' / ', ': ', ', '];

export interface Vocabulary {
  tokens: string[];
  scores: number[];
  /** llama.cpp's token types: 1 normal, 2 unknown, 3 control, 6 byte. */
  types: number[];
}

export function vocabulary(): Vocabulary {
  const tokens: string[] = [...CONTROL];
  const types: number[] = [2, 3, 3, 3, 3];
  for (let byte = 0; byte < 256; byte++) tokens.push(byteToken(byte)), types.push(6);
  const pieces = new Set<string>([SPACE]);
  for (let code = 0x21; code <= 0x7e; code++) pieces.add(String.fromCharCode(code));
  for (const word of WORDS) pieces.add(word).add(SPACE + word);
  for (const piece of PIECES) pieces.add(piece.replaceAll(' ', SPACE));
  for (const piece of pieces) tokens.push(piece), types.push(1);
  // Longer pieces merge first, as in a trained SentencePiece model.
  const scores = tokens.map((token, id) => (types[id] === 1 ? [...token].length - id / tokens.length : 0));
  return { tokens, scores, types };
}

/**
 * The tokens the model must never emit: control tokens other than the ends of a turn, and every
 * byte that is not printable ASCII, a tab or a newline (alone, a byte ≥ 0x80 is invalid UTF-8).
 */
export function suppressedTokens(): number[] {
  const ids = [SPECIAL.unk, SPECIAL.bos, SPECIAL.imStart];
  for (let byte = 0; byte < 256; byte++) {
    const printable = byte === 0x09 || byte === 0x0a || (byte >= 0x20 && byte < 0x7f);
    if (!printable) ids.push(FIRST_BYTE_TOKEN + byte);
  }
  return ids;
}

/** ChatML, which llama.cpp recognises by its `<|im_start|>` and runs as a Jinja template. */
export const CHAT_TEMPLATE =
  "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

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

function weights(rng: Rng, vocabSize: number, shape: Shape): Tensor[] {
  const { embedding: EMBD, layers: LAYERS, feedForward: FF } = shape;
  const matrixType = WEIGHT_TYPES[shape.weights];
  const mat = (name: string, columns: number, rows: number, values: Float32Array): Tensor => ({ name, dims: [columns, rows], type: matrixType, values });
  // Wider layers get smaller weights, so that activations keep the tiny model's scale.
  const scale = Math.sqrt(TINY.embedding / EMBD);
  const embeddings = matrix(rng, vocabSize, EMBD, 0.5);
  for (let token = 0; token < vocabSize; token++) embeddings[token * EMBD] = ANCHOR;
  const suppressed = new Set(suppressedTokens());
  const output = matrix(rng, vocabSize, EMBD, 0.3 * scale);
  for (let token = 0; token < vocabSize; token++) {
    if (suppressed.has(token)) output.fill(0, token * EMBD, (token + 1) * EMBD);
    output[token * EMBD] = suppressed.has(token) ? SUPPRESS : token === SPECIAL.eos || token === SPECIAL.imEnd ? END_OF_TURN : 0;
  }
  const tensors: Tensor[] = [
    mat('token_embd.weight', EMBD, vocabSize, embeddings),
    { name: 'output_norm.weight', dims: [EMBD], type: TensorType.F32, values: ones(EMBD) },
    mat('output.weight', EMBD, vocabSize, output),
  ];
  for (let layer = 0; layer < LAYERS; layer++) {
    const blk = `blk.${layer}`;
    tensors.push(
      { name: `${blk}.attn_norm.weight`, dims: [EMBD], type: TensorType.F32, values: ones(EMBD) },
      mat(`${blk}.attn_q.weight`, EMBD, EMBD, matrix(rng, EMBD, EMBD, 0.15 * scale)),
      mat(`${blk}.attn_k.weight`, EMBD, EMBD, matrix(rng, EMBD, EMBD, 0.15 * scale)),
      mat(`${blk}.attn_v.weight`, EMBD, EMBD, matrix(rng, EMBD, EMBD, 0.15 * scale)),
      // Row 0 of a layer's outputs is zero: no layer moves the anchor.
      mat(`${blk}.attn_output.weight`, EMBD, EMBD, matrix(rng, EMBD, EMBD, 0.02 * scale, 0)),
      { name: `${blk}.ffn_norm.weight`, dims: [EMBD], type: TensorType.F32, values: ones(EMBD) },
      mat(`${blk}.ffn_gate.weight`, EMBD, FF, matrix(rng, FF, EMBD, 0.15 * scale)),
      mat(`${blk}.ffn_up.weight`, EMBD, FF, matrix(rng, FF, EMBD, 0.15 * scale)),
      mat(`${blk}.ffn_down.weight`, FF, EMBD, matrix(rng, EMBD, FF, 0.02 * scale, 0)),
    );
  }
  return tensors;
}

/** The model's GGUF file, the same bytes for the same seed and shape. */
export function tinyGguf(seed = 1, shape: Partial<Shape> = {}): Uint8Array {
  const full: Shape = { ...TINY, ...shape };
  const { embedding: EMBD, layers: LAYERS, heads: HEADS, feedForward: FF } = full;
  const tiny = Object.entries(full).every(([key, value]) => TINY[key as keyof Shape] === value);
  const vocab = vocabulary();
  const u32 = (value: number): MetadataValue => ({ type: 'u32', value });
  const metadata: [string, MetadataValue][] = [
    ['general.architecture', { type: 'string', value: 'llama' }],
    ['general.name', { type: 'string', value: tiny ? `fogplay-tiny-${seed}` : `fogplay-${EMBD}x${LAYERS}-${full.weights}-${seed}` }],
    ['general.file_type', u32(FILE_TYPES[full.weights])],
    ['llama.vocab_size', u32(vocab.tokens.length)],
    ['llama.context_length', u32(CONTEXT)],
    ['llama.embedding_length', u32(EMBD)],
    ['llama.block_count', u32(LAYERS)],
    ['llama.feed_forward_length', u32(FF)],
    ['llama.attention.head_count', u32(HEADS)],
    ['llama.attention.head_count_kv', u32(HEADS)],
    ['llama.rope.dimension_count', u32(EMBD / HEADS)],
    ['llama.rope.freq_base', { type: 'f32', value: 10000 }],
    ['llama.attention.layer_norm_rms_epsilon', { type: 'f32', value: 1e-5 }],
    ['tokenizer.ggml.model', { type: 'string', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'strings', value: vocab.tokens }],
    ['tokenizer.ggml.scores', { type: 'f32s', value: vocab.scores }],
    ['tokenizer.ggml.token_type', { type: 'i32s', value: vocab.types }],
    ['tokenizer.ggml.unknown_token_id', u32(SPECIAL.unk)],
    ['tokenizer.ggml.bos_token_id', u32(SPECIAL.bos)],
    ['tokenizer.ggml.eos_token_id', u32(SPECIAL.eos)],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: true }],
    ['tokenizer.ggml.add_eos_token', { type: 'bool', value: false }],
    ['tokenizer.chat_template', { type: 'string', value: CHAT_TEMPLATE }],
  ];
  return writeGguf(metadata, weights(createRng(`tiny-gguf/${seed}`), vocab.tokens.length, full));
}

/** Writes the model for `seed` (and `shape`) to a temporary file and returns its path. */
export async function writeTinyGguf(seed = 1, shape: Partial<Shape> = {}): Promise<string> {
  const dir = join(tmpdir(), `fogplay-tiny-gguf-${process.pid}`);
  await mkdir(dir, { recursive: true });
  const name = Object.values({ ...TINY, ...shape }).join('-');
  const path = join(dir, `tiny-${seed}${Object.keys(shape).length ? `-${name}` : ''}.gguf`);
  await writeFile(path, tinyGguf(seed, shape));
  return path;
}
