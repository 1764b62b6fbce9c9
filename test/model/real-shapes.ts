/**
 * Stand-ins with the exact shapes of the small models the app lists (src/engines/wllama/models.ts):
 * their width, layers, heads, heads of keys and values, feed-forward width and vocabulary, on
 * random weights (stand-in.ts), with their family's real tokenizer and chat template (families.ts).
 * They write nonsense, but llama.cpp does the same work per token as with the real models, so they
 * time a move. Shapes are from each model's `config.json` on its publisher's page.
 *
 * Written as "Q4_K_M" is by this project's writer: Q4_K where a matrix's rows are whole 256-weight
 * super-blocks, Q8_0 where not (llama.cpp's own quantiser falls back to Q5_0 there, and keeps a few
 * matrices in Q6_K). The real models tie their output to the token embeddings; the stand-ins need
 * an output matrix of their own (stand-in.ts), which costs the same per token and more file.
 * The files are large (0.5 to 1.6 GB) and take a minute or more to make: they are written once to
 * the system's temporary folder, named by a hash of the generator's code, and never committed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeGgufFile } from './gguf-writer';
import { FAMILIES, familyModel, type Family } from './families';

export interface RealShape {
  /** The listed model's name. */
  name: string;
  family: Family;
}

const Q4_K_M = 'q4_k_m' as const;

export const REAL_SHAPES: RealShape[] = [
  {
    name: 'Qwen2.5-0.5B',
    family: { ...FAMILIES.qwen2_5, quantization: Q4_K_M, shape: { embedding: 896, layers: 24, heads: 14, kvHeads: 2, feedForward: 4864, context: 32768 } },
  },
  {
    // SmolLM2's own vocabulary is in no package: Qwen2.5's first 49,152 tokens stand for it, as many as SmolLM2's.
    name: 'SmolLM2-360M',
    family: { ...FAMILIES.qwen2_5, architecture: 'llama', quantization: Q4_K_M, vocabularySize: 49152, shape: { embedding: 960, layers: 32, heads: 15, kvHeads: 5, feedForward: 2560, context: 8192 } },
  },
  {
    name: 'Llama-3.2-1B',
    family: { ...FAMILIES.llama3, quantization: Q4_K_M, shape: { embedding: 2048, layers: 16, heads: 32, kvHeads: 8, feedForward: 8192, context: 131072 } },
  },
  {
    name: 'Gemma-3-1B',
    family: { ...FAMILIES.gemma3, quantization: Q4_K_M, shape: { embedding: 1152, layers: 26, heads: 4, kvHeads: 1, headSize: 256, feedForward: 6912, context: 32768 } },
  },
];

const FOLDER = join(tmpdir(), 'fogplay-real-shapes');

/** What makes the file: the generator's code (read from the project's root, where the bench runs bundled) and the shape. */
function cacheKey({ name, family }: RealShape): string {
  const hash = createHash('sha256');
  for (const file of ['real-shapes.ts', 'families.ts', 'stand-in.ts', 'gguf-writer.ts']) hash.update(readFileSync(join('test', 'model', file)));
  hash.update(JSON.stringify(family));
  return `${name.toLowerCase()}-${hash.digest('hex').slice(0, 16)}`;
}

/** Writes the stand-in of `real` to the system's temporary folder, once: its path, and whether this call wrote it. */
export async function writeRealShapeGguf(real: RealShape): Promise<{ path: string; written: boolean }> {
  const path = join(FOLDER, `${cacheKey(real)}.gguf`);
  if (await stat(path).then((file) => file.size > 0, () => false)) return { path, written: false };
  await mkdir(FOLDER, { recursive: true });
  const partial = `${path}.${process.pid}.part`;
  const { metadata, tensors } = familyModel(real.family);
  await writeGgufFile(partial, metadata, tensors);
  await rename(partial, path);
  // An earlier generator's file of the same model is no use any more.
  const prefix = `${real.name.toLowerCase()}-`;
  for (const name of await readdir(FOLDER)) if (name.startsWith(prefix) && name.endsWith('.gguf') && join(FOLDER, name) !== path) await rm(join(FOLDER, name), { force: true });
  return { path, written: true };
}
