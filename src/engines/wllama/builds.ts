/**
 * Which WebAssembly build of llama.cpp runs a model on the CPU. wllama's own build runs ggml's
 * generic C kernels (build/NOTES.md shows it); Fogplay's builds, made by `build/build.sh` from the
 * same pinned sources, run ggml's WebAssembly SIMD kernels, and relaxed-SIMD dot products for the
 * quantisations small models use where the browser has relaxed SIMD. Each comes without threads,
 * for any page, and with them, for a cross-origin isolated page (the only one offered more than
 * one thread). wllama's own build is left for a browser without WebAssembly SIMD.
 */

/** Fogplay's builds: their kernels, and whether they start threads. */
export type OwnBuild = 'relaxed-simd' | 'simd' | 'relaxed-simd-threads' | 'simd-threads';
export type BuildName = OwnBuild | 'wllama';

/** A build, and why it was chosen: a sentence to follow its name. */
export interface Build {
  name: BuildName;
  why: string;
}

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
export function chooseBuild(threads: number, features: WasmFeatures): Build {
  if (!features.simd) return { name: 'wllama', why: 'this browser has no WebAssembly SIMD' };
  const kernels = features.relaxedSimd ? 'relaxed-simd' : 'simd';
  return { name: threads > 1 ? `${kernels}-threads` : kernels, why: `this browser has ${features.relaxedSimd ? '' : 'no '}relaxed SIMD` };
}

/** The file of a build's JavaScript, which the builds of one kind share (build.sh writes it). */
export const glueFile = (build: OwnBuild): 'single-thread.js' | 'multi-thread.js' => (build.endsWith('-threads') ? 'multi-thread.js' : 'single-thread.js');

/** The build in words, for the page and the run's record of the engine. */
export const BUILD_NAMES: Record<BuildName, string> = {
  'relaxed-simd': 'Fogplay’s build with relaxed-SIMD kernels',
  simd: 'Fogplay’s build with WebAssembly SIMD kernels',
  'relaxed-simd-threads': 'Fogplay’s threaded build with relaxed-SIMD kernels',
  'simd-threads': 'Fogplay’s threaded build with WebAssembly SIMD kernels',
  wllama: 'wllama’s own build',
};
