import { describe, expect, it } from 'vitest';
import { readingBound, SUM_MODULE } from './machine-ceiling';

describe('the machine ceiling’s reading of memory', () => {
  it('adds up every 64-bit lane it is given to read, and no other', () => {
    const memory = new WebAssembly.Memory({ initial: 2, maximum: 65536, shared: true });
    const words = new BigUint64Array(memory.buffer);
    words.forEach((_, i) => (words[i] = BigInt(i)));
    const { sum } = new WebAssembly.Instance(new WebAssembly.Module(SUM_MODULE), { m: { m: memory } }).exports as { sum: (from: number, to: number) => bigint };
    // The first lane of each 16 bytes: the even words.
    const evens = (from: number, to: number) => words.slice(from / 8, to / 8).filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0n);
    expect(sum(0, 131072)).toBe(evens(0, 131072));
    expect(sum(65536, 131072)).toBe(evens(65536, 131072));
    expect(sum(64, 64)).toBe(0n);
  });

  it('bounds the tokens a second of a decode that reads the model once a token by the bytes a second read', () => {
    expect(readingBound({ ratio: 1.5, oneThreadBytesPerSecond: 20e9 }, 500e6)).toBe('one thread read 20.0 GB/s (at most 40 tokens/s), two 30.0 GB/s (at most 60 tokens/s)');
  });
});
