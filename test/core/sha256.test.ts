import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng';
import { Sha256, sha256Blob } from '../../src/core/sha256';
import { tinyGguf } from '../model/tiny-gguf';

const nodeHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('SHA-256 a piece at a time', () => {
  it('gives FIPS 180-4’s digests of its examples', () => {
    const text = (s: string) => new Sha256().update(new TextEncoder().encode(s)).hex();
    expect(text('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(text('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('agrees with Node’s hash whatever the lengths and however the input is cut', () => {
    const rng = createRng('sha256');
    for (const length of [1, 55, 56, 63, 64, 65, 119, 128, 1000, 70_001]) {
      const bytes = Uint8Array.from({ length }, () => rng.int(256));
      const hash = new Sha256();
      for (let at = 0; at < length; ) {
        const piece = 1 + rng.int(150);
        hash.update(bytes.subarray(at, at + piece));
        at += piece;
      }
      expect(hash.hex(), `${length} bytes`).toBe(nodeHash(bytes));
    }
  });

  it('hashes a model file as sha256sum does', async () => {
    const model = tinyGguf(1);
    expect(await sha256Blob(new Blob([new Uint8Array(model)]))).toBe(nodeHash(model));
  });
});
