import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpuThreads } from '../../../src/engines/wllama/threads';

const page = (isolated: boolean, cores: number) => {
  vi.stubGlobal('crossOriginIsolated', isolated);
  vi.stubGlobal('navigator', { hardwareConcurrency: cores });
};

describe('threads for a model on the CPU', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are one where the page is not cross-origin isolated, however many the cores', () => {
    page(false, 16);
    expect(cpuThreads()).toBe(1);
  });

  it('are half the logical cores where it is, and never fewer than one', () => {
    for (const [cores, threads] of [[1, 1], [2, 1], [4, 2], [8, 4], [12, 6]]) {
      page(true, cores!);
      expect(cpuThreads()).toBe(threads);
    }
  });
});
