/**
 * Which WebAssembly build of llama.cpp runs a model on the CPU. wllama's own build runs ggml's
 * generic C kernels (build/NOTES.md shows it); Fogplay's builds, made by `build/build.sh` from the
 * same pinned sources, run ggml's WebAssembly SIMD kernels, and relaxed-SIMD dot products for Q8_0
 * and Q4_K where the browser has relaxed SIMD. They run one thread (Emscripten 3.1.6 starts threads
 * from a file of their own, which wllama's worker code cannot serve), so more threads run wllama's
 * build: the thread probe then weighs Fogplay's one thread against wllama's several.
 */

export type BuildName = 'relaxed-simd' | 'simd' | 'wllama';

/** The WebAssembly features a build needs, as this browser answers them. */
export interface WasmFeatures {
  simd: boolean;
  relaxedSimd: boolean;
}

/**
 * A module of one function returning the `opcode` (two bytes, LEB128) of two vectors: valid only
 * where the browser has that instruction, as numbered in the build's kernels. Relaxed SIMD's
 * opcodes were renumbered late in its proposal, so the instruction itself is asked about.
 */
function validates(opcode: [number, number]): boolean {
  const vector = (byte: number) => [0xfd, 0x0c, ...new Array<number>(16).fill(byte)];
  const body = [0x00, ...vector(1), ...vector(2), 0xfd, ...opcode, 0x0b];
  const module = [
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...[0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b], // one type: () → v128
    ...[0x03, 0x02, 0x01, 0x00], // one function of that type
    ...[0x0a, body.length + 2, 0x01, body.length, ...body],
  ];
  return WebAssembly.validate(new Uint8Array(module));
}

/** SIMD's `i32x4.dot_i16x8_s` and relaxed SIMD's `i16x8.relaxed_dot_i8x16_i7x16_s`, which the kernels use. */
export const wasmFeatures = (): WasmFeatures => ({ simd: validates([0xba, 0x01]), relaxedSimd: validates([0x92, 0x02]) });

/** The build for `threads` threads in a browser with `features`. */
export function chooseBuild(threads: number, features: WasmFeatures): BuildName {
  if (threads > 1) return 'wllama';
  if (features.relaxedSimd) return 'relaxed-simd';
  return features.simd ? 'simd' : 'wllama';
}

/** The build in words, for the page and the run's record of the engine. */
export const BUILD_NAMES: Record<BuildName, string> = {
  'relaxed-simd': 'Fogplay’s build with relaxed-SIMD kernels',
  simd: 'Fogplay’s build with WebAssembly SIMD kernels',
  wllama: 'wllama’s own build',
};

/** Why that build: a sentence to follow the build's name. */
export function buildReason(threads: number, features: WasmFeatures): string {
  if (threads > 1) return 'Fogplay’s builds run one thread';
  if (features.relaxedSimd) return 'this browser has relaxed SIMD';
  return features.simd ? 'this browser has no relaxed SIMD' : 'this browser has no WebAssembly SIMD';
}
