import { describe, expect, test } from 'vitest';
import { BUILD_NAMES, chooseBuild, glueFile, wasmFeatures } from '../../../src/engines/wllama/builds';

describe('the build of llama.cpp a model runs on', () => {
  const every = { simd: true, relaxedSimd: true };
  const noRelaxed = { simd: true, relaxedSimd: false };

  test('Fogplay’s relaxed-SIMD build runs where the browser has relaxed SIMD, else its SIMD build, and says why', () => {
    expect(chooseBuild(1, every)).toEqual({ name: 'relaxed-simd', why: 'this browser has relaxed SIMD' });
    expect(chooseBuild(1, noRelaxed)).toEqual({ name: 'simd', why: 'this browser has no relaxed SIMD' });
  });

  test('more than one thread runs the same kernels in the threaded build, whose JavaScript starts threads', () => {
    expect(chooseBuild(2, every).name).toBe('relaxed-simd-threads');
    expect(chooseBuild(4, noRelaxed).name).toBe('simd-threads');
    expect(glueFile('simd-threads')).toBe('multi-thread.js');
    expect(glueFile('relaxed-simd')).toBe('single-thread.js');
  });

  test('a browser without WebAssembly SIMD runs wllama’s own build, on any threads', () => {
    for (const threads of [1, 2]) {
      const build = chooseBuild(threads, { simd: false, relaxedSimd: false });
      expect(`${BUILD_NAMES[build.name]}, since ${build.why}`).toBe('wllama’s own build, since this browser has no WebAssembly SIMD');
    }
  });

  test('the features are asked of the engine by the very instructions the kernels use', () => {
    // Node's V8 knows WebAssembly SIMD; whether it has relaxed SIMD as Chromium numbers it is the
    // end-to-end tests' to show, in Chromium itself.
    expect(wasmFeatures().simd).toBe(true);
    const validate = WebAssembly.validate;
    try {
      WebAssembly.validate = () => false;
      expect(wasmFeatures()).toEqual({ simd: false, relaxedSimd: false });
    } finally {
      WebAssembly.validate = validate;
    }
  });
});
