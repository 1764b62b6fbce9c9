import { describe, expect, test } from 'vitest';
import { BUILD_NAMES, buildReason, chooseBuild, wasmFeatures } from '../../../src/engines/wllama/builds';

describe('the build of llama.cpp a model runs on', () => {
  const every = { simd: true, relaxedSimd: true };

  test('one thread runs Fogplay’s relaxed-SIMD build where the browser has relaxed SIMD, else its SIMD build', () => {
    expect(chooseBuild(1, every)).toBe('relaxed-simd');
    expect(chooseBuild(1, { simd: true, relaxedSimd: false })).toBe('simd');
    expect(buildReason(1, { simd: true, relaxedSimd: false })).toBe('this browser has no relaxed SIMD');
  });

  test('more threads, or a browser without SIMD, run wllama’s own build, and say why', () => {
    expect(chooseBuild(2, every)).toBe('wllama');
    expect(buildReason(2, every)).toBe('Fogplay’s builds run one thread');
    expect(chooseBuild(1, { simd: false, relaxedSimd: false })).toBe('wllama');
    expect(`${BUILD_NAMES.wllama}, since ${buildReason(1, { simd: false, relaxedSimd: false })}`).toBe('wllama’s own build, since this browser has no WebAssembly SIMD');
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
