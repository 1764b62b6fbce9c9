/**
 * A tiny llama model for tests: 2 layers, 64 dimensions, random weights from a seed, a
 * SentencePiece vocabulary of the pieces Fogplay's games write, and a ChatML template. It writes
 * nonsense, but it is a real model: llama.cpp (in Node or in WebAssembly) loads it in a blink and
 * generates real tokens, constrained by grammars and JSON schemas like any other. Its weights,
 * and how they keep tokens that are no text from being sampled, are stand-in.ts's.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRng } from '../../src/core/rng';
import { tempRoot } from '../temp';
import { writeGguf, type MetadataValue } from './gguf-writer';
import { FILE_TYPES, shapeMetadata, standInWeights, type Quantization } from './stand-in';

export const DIMENSIONS = { embedding: 64, layers: 2, heads: 4, feedForward: 128, context: 8192 };

/** The larger shape the CPU benches and the builds' comparison measure speed on: 512 wide, 8 layers (27.7 M weights). */
export const SPEED_SHAPE = { embedding: 512, layers: 8, heads: 8, feedForward: 1536 };

/**
 * A model's shape and the type of its matrices, the tiny model's by default. Larger shapes are for
 * measuring speed, where a model's compute must outweigh llama.cpp's overhead.
 */
export interface Shape {
  embedding: number;
  layers: number;
  heads: number;
  feedForward: number;
  /** The type of the matrices (the norms are always F32); q4_k_m and q4_0 as stand-in.ts writes them. */
  weights: Quantization;
}
const TINY: Shape = { ...DIMENSIONS, weights: 'q8_0' };

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

/**
 * The model's GGUF file, the same bytes for the same seed and shape. `metadata` replaces entries
 * by key, for a file that is wrong in one way (another architecture, another chat template).
 */
export function tinyGguf(seed = 1, shape: Partial<Shape> = {}, metadata: Record<string, MetadataValue> = {}): Uint8Array {
  const full: Shape = { ...TINY, ...shape };
  const tiny = Object.entries(full).every(([key, value]) => TINY[key as keyof Shape] === value);
  const dimensions = { ...full, context: DIMENSIONS.context };
  const vocab = vocabulary();
  const u32 = (value: number): MetadataValue => ({ type: 'u32', value });
  const own: [string, MetadataValue][] = [
    ['general.architecture', { type: 'string', value: 'llama' }],
    ['general.name', { type: 'string', value: tiny ? `fogplay-tiny-${seed}` : `fogplay-${full.embedding}x${full.layers}-${full.weights}-${seed}` }],
    ['general.file_type', u32(FILE_TYPES[full.weights])],
    ...shapeMetadata('llama', dimensions, vocab.tokens.length),
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
  const weights = standInWeights(createRng(`tiny-gguf/${seed}`), {
    architecture: 'llama',
    shape: dimensions,
    vocabSize: vocab.tokens.length,
    suppressed: new Set(suppressedTokens()),
    endsOfTurn: new Set([SPECIAL.eos, SPECIAL.imEnd]),
    quantization: full.weights,
  });
  return writeGguf(own.map(([key, value]) => [key, metadata[key] ?? value]), weights);
}

/**
 * Metadata for `tinyGguf` that takes `characters` out of the vocabulary: every piece holding one,
 * and their byte tokens, become control tokens of other names. llama.cpp aborts at the first
 * text that needs one; checkGguf refuses such a file first.
 */
export function vocabularyLacking(characters: string): Record<string, MetadataValue> {
  const { tokens, types } = vocabulary();
  const bytes = new Set([...characters].map((c) => byteToken(c.charCodeAt(0))));
  tokens.forEach((token, id) => {
    if (bytes.has(token) || (types[id] === 1 && [...characters].some((c) => token.includes(c)))) {
      tokens[id] = `<removed-${id}>`;
      types[id] = 3;
    }
  });
  return { 'tokenizer.ggml.tokens': { type: 'strings', value: tokens }, 'tokenizer.ggml.token_type': { type: 'i32s', value: types } };
}

/** Writes the model for `seed` to a temporary file (once per seed and process) and returns its path. */
export async function writeTinyGguf(seed = 1): Promise<string> {
  const dir = join(tempRoot(), `tiny-gguf-${process.pid}`);
  await mkdir(dir, { recursive: true });
  const path = join(dir, `tiny-${seed}.gguf`);
  await writeFile(path, tinyGguf(seed));
  return path;
}
