/**
 * A GGUF v3 file, written byte by byte: the header, typed metadata, tensor descriptions, then
 * tensor data aligned to 32 bytes. Only what generated models need: F32, F16, Q8_0, Q4_0, Q4_K and
 * Q6_K tensors.
 * The format is llama.cpp's `docs/gguf.md`; every number is little-endian.
 */
import { open } from 'node:fs/promises';

/** GGUF's metadata value types (`gguf_type`). */
const ValueType = { Uint32: 4, Int32: 5, Float32: 6, Bool: 7, String: 8, Array: 9 } as const;

/** ggml's tensor types used here (`ggml_type`). */
export const TensorType = { F32: 0, F16: 1, Q4_0: 2, Q8_0: 8, Q4_K: 12, Q6_K: 14 } as const;
export type TensorType = (typeof TensorType)[keyof typeof TensorType];

export type MetadataValue =
  | { type: 'u32'; value: number }
  | { type: 'f32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'strings'; value: string[] }
  | { type: 'f32s'; value: number[] }
  | { type: 'i32s'; value: number[] };

export interface Tensor {
  name: string;
  /** ggml's order: the first dimension is the contiguous one (a matrix's row length). */
  dims: number[];
  type: TensorType;
  /** The values, or a function that makes them when they are written: tensors are made in order, one at a time. */
  values: Float32Array | (() => Float32Array);
}

/** The data section's alignment, GGUF's default (`general.alignment` is left unset). */
export const ALIGNMENT = 32;
/** Q8_0: 32 weights share one 16-bit float scale, each weight an 8-bit integer. */
const Q8_0_BLOCK = 32;
const Q8_0_BYTES = 2 + Q8_0_BLOCK;
/** Q4_0: 32 weights share one 16-bit float scale, each weight a 4-bit integer. */
const Q4_0_BLOCK = 32;
const Q4_0_BYTES = 2 + Q4_0_BLOCK / 2;
/** Q4_K: a super-block of 256 weights in 8 sub-blocks of 32, each with a 6-bit scale and minimum. */
const Q4_K_BLOCK = 256;
const Q4_K_BYTES = 2 + 2 + 12 + Q4_K_BLOCK / 2;
/** Q6_K: a super-block of 256 weights in 16 groups of 16, each with an 8-bit scale, each weight 6 bits. */
const Q6_K_BLOCK = 256;
const Q6_K_BYTES = Q6_K_BLOCK / 2 + Q6_K_BLOCK / 4 + Q6_K_BLOCK / 16 + 2;
/** The weights and bytes of a block of each quantised type. */
const BLOCKS = {
  [TensorType.Q4_0]: { weights: Q4_0_BLOCK, bytes: Q4_0_BYTES },
  [TensorType.Q8_0]: { weights: Q8_0_BLOCK, bytes: Q8_0_BYTES },
  [TensorType.Q4_K]: { weights: Q4_K_BLOCK, bytes: Q4_K_BYTES },
  [TensorType.Q6_K]: { weights: Q6_K_BLOCK, bytes: Q6_K_BYTES },
};

class ByteWriter {
  private buffer: Uint8Array;
  private view: DataView;
  length = 0;

  constructor(capacity = 1 << 16) {
    this.buffer = new Uint8Array(capacity);
    this.view = new DataView(this.buffer.buffer);
  }

  private reserve(bytes: number): number {
    const at = this.length;
    if (at + bytes > this.buffer.length) {
      const grown = new Uint8Array(Math.max(this.buffer.length * 2, at + bytes));
      grown.set(this.buffer);
      this.buffer = grown;
      this.view = new DataView(grown.buffer);
    }
    this.length += bytes;
    return at;
  }

  // The offset first: reserving may replace the buffer and its view.
  u8(value: number) { const at = this.reserve(1); this.view.setUint8(at, value); }
  i8(value: number) { const at = this.reserve(1); this.view.setInt8(at, value); }
  u16(value: number) { const at = this.reserve(2); this.view.setUint16(at, value, true); }
  u32(value: number) { const at = this.reserve(4); this.view.setUint32(at, value, true); }
  i32(value: number) { const at = this.reserve(4); this.view.setInt32(at, value, true); }
  u64(value: number) { const at = this.reserve(8); this.view.setBigUint64(at, BigInt(value), true); }
  f32(value: number) { const at = this.reserve(4); this.view.setFloat32(at, value, true); }
  string(value: string) {
    const bytes = new TextEncoder().encode(value);
    this.u64(bytes.length);
    const at = this.reserve(bytes.length);
    this.buffer.set(bytes, at);
  }
  pad(alignment: number) {
    while (this.length % alignment) this.u8(0);
  }
  bytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

/** IEEE 754 half precision, as ggml stores a Q8_0 block's scale (rounded half up, not to even). */
export function toFloat16(value: number): number {
  const sign = value < 0 || Object.is(value, -0) ? 0x8000 : 0;
  const magnitude = Math.abs(value);
  if (magnitude >= 65520) return sign | 0x7c00;
  // Below 2^-14 the format has no exponent left: subnormals count in units of 2^-24.
  if (magnitude < 2 ** -14) return sign | Math.round(magnitude / 2 ** -24);
  let exponent = Math.floor(Math.log2(magnitude));
  if (2 ** exponent > magnitude) exponent--;
  let mantissa = Math.round((magnitude / 2 ** exponent - 1) * 1024);
  if (mantissa === 1024) (exponent++, (mantissa = 0));
  return sign | ((exponent + 15) << 10) | mantissa;
}

export function fromFloat16(half: number): number {
  const sign = half & 0x8000 ? -1 : 1;
  const exponent = (half >>> 10) & 0x1f;
  const mantissa = half & 0x3ff;
  if (exponent === 0) return sign * mantissa * 2 ** -24;
  if (exponent === 0x1f) return mantissa ? NaN : sign * Infinity;
  return sign * (1 + mantissa / 1024) * 2 ** (exponent - 15);
}

function tensorBytes({ type, dims }: Tensor): number {
  const count = dims.reduce((a, b) => a * b, 1);
  if (type === TensorType.F32) return count * 4;
  if (type === TensorType.F16) return count * 2;
  const block = BLOCKS[type];
  return (count / block.weights) * block.bytes;
}

/** ggml's `quantize_row_q8_0_ref`: scale = max |w| / 127, each weight rounded to scale units. */
function writeQ8_0(out: ByteWriter, values: Float32Array) {
  for (let start = 0; start < values.length; start += Q8_0_BLOCK) {
    const block = values.subarray(start, start + Q8_0_BLOCK);
    const amax = block.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
    const scale = amax / 127;
    out.u16(toFloat16(scale));
    for (const v of block) out.i8(scale ? Math.round(v / scale) : 0);
  }
}

/** The value of largest magnitude, with its sign (0 for none). */
const largest = (values: Float32Array) => values.reduce((max, v) => (Math.abs(v) > Math.abs(max) ? v : max), 0);

/**
 * ggml's `quantize_row_q4_0_ref`: d = the weight of largest magnitude / −8, so that it is q = 0, and
 * weight = d·(q − 8) with q in 0..15. The first 16 weights are the low nibbles, the next 16 the high ones.
 */
function writeQ4_0(out: ByteWriter, values: Float32Array) {
  for (let start = 0; start < values.length; start += Q4_0_BLOCK) {
    const block = values.subarray(start, start + Q4_0_BLOCK);
    const d = fromFloat16(toFloat16(largest(block) / -8));
    const q = block.map((v) => (d ? Math.max(0, Math.min(15, Math.round(v / d + 8))) : 8));
    out.u16(toFloat16(d));
    for (let j = 0; j < Q4_0_BLOCK / 2; j++) out.u8(q[j]! | (q[j + Q4_0_BLOCK / 2]! << 4));
  }
}

/**
 * Q4_K as ggml's `dequantize_row_q4_K` reads it: weight = d·scale·q − dmin·min, q in 0..15, with
 * 6-bit scales and minimums per sub-block of 32 and half-precision d and dmin per super-block.
 */
function writeQ4_K(out: ByteWriter, values: Float32Array) {
  for (let start = 0; start < values.length; start += Q4_K_BLOCK) {
    const block = values.subarray(start, start + Q4_K_BLOCK);
    const steps: number[] = [];
    const mins: number[] = [];
    for (let sub = 0; sub < 8; sub++) {
      const part = block.subarray(sub * 32, sub * 32 + 32);
      const low = Math.min(0, ...part);
      steps.push((Math.max(...part) - low) / 15);
      mins.push(-low);
    }
    const d = fromFloat16(toFloat16(Math.max(...steps) / 63));
    const dmin = fromFloat16(toFloat16(Math.max(...mins) / 63));
    const scale = steps.map((step) => (d ? Math.min(63, Math.round(step / d)) : 0));
    const min = mins.map((m) => (dmin ? Math.min(63, Math.round(m / dmin)) : 0));
    out.u16(toFloat16(d));
    out.u16(toFloat16(dmin));
    // ggml's `get_scale_min_k4` packing: sub-blocks 4..7 keep their top two bits in bytes 0..7.
    for (let j = 0; j < 4; j++) out.u8(scale[j]! | ((scale[j + 4]! >> 4) << 6));
    for (let j = 0; j < 4; j++) out.u8(min[j]! | ((min[j + 4]! >> 4) << 6));
    for (let j = 4; j < 8; j++) out.u8((scale[j]! & 0xf) | ((min[j]! & 0xf) << 4));
    const q = block.map((v, i) => {
      const sub = i >> 5;
      const step = d * scale[sub]!;
      return step ? Math.max(0, Math.min(15, Math.round((v + dmin * min[sub]!) / step))) : 0;
    });
    // Each run of 64 weights: the first 32 in the low nibbles, the next 32 in the high ones.
    for (let chunk = 0; chunk < Q4_K_BLOCK; chunk += 64) for (let l = 0; l < 32; l++) out.u8(q[chunk + l]! | (q[chunk + 32 + l]! << 4));
  }
}

/**
 * Q6_K as ggml's `dequantize_row_q6_K` reads it: weight = d·scale·(q − 32), q in 0..63, an 8-bit
 * scale per group of 16 and a half-precision d per super-block. Each group's own step is its weight
 * of largest magnitude / −32, as in ggml's `make_qx_quants`; its scale is rounded up, away from
 * zero, so that no weight falls outside the group's range.
 */
function writeQ6_K(out: ByteWriter, values: Float32Array) {
  for (let start = 0; start < values.length; start += Q6_K_BLOCK) {
    const block = values.subarray(start, start + Q6_K_BLOCK);
    const steps = Array.from({ length: 16 }, (_, group) => largest(block.subarray(group * 16, group * 16 + 16)) / -32);
    const d = fromFloat16(toFloat16(Math.max(...steps.map(Math.abs)) / 127));
    const scale = steps.map((step) => (d ? Math.sign(step) * Math.min(127, Math.ceil(Math.abs(step) / d)) : 0));
    const q = block.map((v, i) => {
      const step = d * scale[i >> 4]!;
      return step ? Math.max(0, Math.min(63, Math.round(v / step + 32))) : 32;
    });
    // Each half of 128 weights: 64 bytes of low four bits (runs of 32 in the low nibbles, the next
    // two runs in the high ones), then 32 bytes with the top two bits of all four runs.
    for (let half = 0; half < Q6_K_BLOCK; half += 128) for (let l = 0; l < 64; l++) out.u8((q[half + l]! & 0xf) | ((q[half + l + 64]! & 0xf) << 4));
    for (let half = 0; half < Q6_K_BLOCK; half += 128) {
      for (let l = 0; l < 32; l++) out.u8((q[half + l]! >> 4) | ((q[half + l + 32]! >> 4) << 2) | ((q[half + l + 64]! >> 4) << 4) | ((q[half + l + 96]! >> 4) << 6));
    }
    for (const s of scale) out.i8(s);
    out.u16(toFloat16(d));
  }
}

function writeValue(out: ByteWriter, value: MetadataValue) {
  switch (value.type) {
    case 'u32': return out.u32(ValueType.Uint32), out.u32(value.value);
    case 'f32': return out.u32(ValueType.Float32), out.f32(value.value);
    case 'bool': return out.u32(ValueType.Bool), out.u8(value.value ? 1 : 0);
    case 'string': return out.u32(ValueType.String), out.string(value.value);
    case 'strings':
      out.u32(ValueType.Array), out.u32(ValueType.String), out.u64(value.value.length);
      return value.value.forEach((item) => out.string(item));
    case 'f32s':
      out.u32(ValueType.Array), out.u32(ValueType.Float32), out.u64(value.value.length);
      return value.value.forEach((item) => out.f32(item));
    case 'i32s':
      out.u32(ValueType.Array), out.u32(ValueType.Int32), out.u64(value.value.length);
      return value.value.forEach((item) => out.i32(item));
  }
}

/** The header, the metadata and the tensors' descriptions, padded to where the data begins. */
function header(metadata: [key: string, value: MetadataValue][], tensors: Tensor[]): ByteWriter {
  for (const tensor of tensors) {
    const block: { weights: number } | undefined = BLOCKS[tensor.type as keyof typeof BLOCKS];
    if (block && tensor.dims[0]! % block.weights) throw new Error(`${tensor.name}: rows of this type must be a multiple of ${block.weights}`);
  }
  const out = new ByteWriter();
  out.u32(0x46554747); // "GGUF"
  out.u32(3);
  out.u64(tensors.length);
  out.u64(metadata.length);
  for (const [key, value] of metadata) {
    out.string(key);
    writeValue(out, value);
  }
  let offset = 0;
  for (const tensor of tensors) {
    out.string(tensor.name);
    out.u32(tensor.dims.length);
    for (const dim of tensor.dims) out.u64(dim);
    out.u32(tensor.type);
    out.u64(offset);
    offset += tensorBytes(tensor);
    offset += (ALIGNMENT - (offset % ALIGNMENT)) % ALIGNMENT;
  }
  out.pad(ALIGNMENT);
  return out;
}

/** One tensor's data, padded to the next tensor's. */
function writeData(out: ByteWriter, tensor: Tensor) {
  const values = typeof tensor.values === 'function' ? tensor.values() : tensor.values;
  const count = tensor.dims.reduce((a, b) => a * b, 1);
  if (count !== values.length) throw new Error(`${tensor.name}: ${values.length} values for dimensions ${tensor.dims}`);
  if (tensor.type === TensorType.F32) for (const v of values) out.f32(v);
  else if (tensor.type === TensorType.F16) for (const v of values) out.u16(toFloat16(v));
  else if (tensor.type === TensorType.Q4_0) writeQ4_0(out, values);
  else if (tensor.type === TensorType.Q8_0) writeQ8_0(out, values);
  else if (tensor.type === TensorType.Q4_K) writeQ4_K(out, values);
  else writeQ6_K(out, values);
  out.pad(ALIGNMENT);
}

export function writeGguf(metadata: [key: string, value: MetadataValue][], tensors: Tensor[]): Uint8Array {
  const out = header(metadata, tensors);
  for (const tensor of tensors) writeData(out, tensor);
  return out.bytes();
}

/**
 * The same file written to `path` a tensor at a time, for models too large to hold whole in memory
 * (a model of a billion weights is 4 GB of values before quantisation).
 */
export async function writeGgufFile(path: string, metadata: [key: string, value: MetadataValue][], tensors: Tensor[]): Promise<void> {
  const file = await open(path, 'w');
  try {
    await file.write(header(metadata, tensors).bytes());
    for (const tensor of tensors) {
      const out = new ByteWriter(tensorBytes(tensor) + ALIGNMENT);
      writeData(out, tensor);
      await file.write(out.bytes());
    }
  } finally {
    await file.close();
  }
}
