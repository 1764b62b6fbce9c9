/**
 * SHA-256 (FIPS 180-4) fed a piece at a time, for a model file of gigabytes in a browser: Web
 * Crypto's `digest` takes the whole input at once, which a worker beside a model cannot hold. Node
 * streams through `crypto.createHash`; the two agree on every file (test/core/sha256.test.ts).
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

export class Sha256 {
  private readonly state = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  private readonly w = new Int32Array(64);
  /** Bytes of an unfinished block, kept until the next piece completes it. */
  private readonly pending = new Uint8Array(64);
  private pendingBytes = 0;
  private length = 0;

  update(bytes: Uint8Array): this {
    this.length += bytes.length;
    let at = 0;
    if (this.pendingBytes) {
      const take = Math.min(64 - this.pendingBytes, bytes.length);
      this.pending.set(bytes.subarray(0, take), this.pendingBytes);
      this.pendingBytes += take;
      at = take;
      if (this.pendingBytes < 64) return this;
      this.blocks(this.pending, 0, 64);
      this.pendingBytes = 0;
    }
    const whole = at + Math.floor((bytes.length - at) / 64) * 64;
    this.blocks(bytes, at, whole);
    this.pending.set(bytes.subarray(whole));
    this.pendingBytes = bytes.length - whole;
    return this;
  }

  /** The digest in lowercase hex; the hash takes no more input after it. */
  hex(): string {
    const bits = this.length * 8;
    const tail = new Uint8Array(this.pendingBytes < 56 ? 64 : 128);
    tail.set(this.pending.subarray(0, this.pendingBytes));
    tail[this.pendingBytes] = 0x80;
    const view = new DataView(tail.buffer);
    view.setUint32(tail.length - 8, Math.floor(bits / 2 ** 32));
    view.setUint32(tail.length - 4, bits >>> 0);
    this.blocks(tail, 0, tail.length);
    return Array.from(this.state, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
  }

  /** The compression function over the 64-byte blocks of `bytes` from `from` to `to`. */
  private blocks(bytes: Uint8Array, from: number, to: number): void {
    const { w, state } = this;
    let h0 = state[0]!, h1 = state[1]!, h2 = state[2]!, h3 = state[3]!, h4 = state[4]!, h5 = state[5]!, h6 = state[6]!, h7 = state[7]!;
    for (let at = from; at < to; at += 64) {
      for (let i = 0; i < 16; i++) {
        const j = at + i * 4;
        w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
      }
      for (let i = 16; i < 64; i++) {
        const a = w[i - 15]!;
        const b = w[i - 2]!;
        const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
        const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
        // Each sum kept to 32 bits as it goes: V8 then never leaves small integers for doubles.
        w[i] = (((s1 + w[i - 7]!) | 0) + ((s0 + w[i - 16]!) | 0)) | 0;
      }
      let a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7;
      for (let i = 0; i < 64; i++) {
        const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
        const t1 = (((s1 + ((e & f) ^ (~e & g))) | 0) + ((h + ((K[i]! + w[i]!) | 0)) | 0)) | 0;
        const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
        const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        h = g;
        g = f;
        f = e;
        e = (d + t1) | 0;
        d = c;
        c = b;
        b = a;
        a = (t1 + t2) | 0;
      }
      h0 = (h0 + a) | 0;
      h1 = (h1 + b) | 0;
      h2 = (h2 + c) | 0;
      h3 = (h3 + d) | 0;
      h4 = (h4 + e) | 0;
      h5 = (h5 + f) | 0;
      h6 = (h6 + g) | 0;
      h7 = (h7 + h) | 0;
    }
    state.set([h0, h1, h2, h3, h4, h5, h6, h7]);
  }
}

/** Bytes read at a time: all a hash holds of the file in memory. */
const SLICE = 1 << 24;

/** The SHA-256 of a file (a Blob) in lowercase hex, read a slice at a time; `onProgress` gets the bytes read so far. */
export async function sha256Blob(file: Blob, onProgress?: (read: number) => void): Promise<string> {
  const hash = new Sha256();
  for (let at = 0; at < file.size; at += SLICE) {
    hash.update(new Uint8Array(await file.slice(at, at + SLICE).arrayBuffer()));
    onProgress?.(Math.min(at + SLICE, file.size));
  }
  return hash.hex();
}
