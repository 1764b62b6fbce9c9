/**
 * Checks a GGUF file before llama.cpp sees it. In WebAssembly, llama.cpp aborts on a truncated
 * file instead of returning an error, which leaves nothing to tell the person; this reads the
 * header and the tensor table (a few kilobytes) and says what is wrong in plain words.
 */

/** ggml's types: [weights per block, bytes per block] (`ggml_type_traits`); unknown types are not checked. */
const TYPES: Record<number, [number, number]> = {
  0: [1, 4], 1: [1, 2], 2: [32, 18], 3: [32, 20], 6: [32, 22], 7: [32, 24], 8: [32, 34], 9: [32, 36],
  10: [256, 84], 11: [256, 110], 12: [256, 144], 13: [256, 176], 14: [256, 210], 15: [256, 292],
  16: [256, 66], 17: [256, 74], 18: [256, 98], 19: [256, 50], 20: [32, 18], 21: [256, 110], 22: [256, 82],
  23: [256, 136], 24: [1, 1], 25: [1, 2], 26: [1, 4], 27: [1, 8], 28: [1, 8], 29: [256, 56], 30: [1, 2],
  34: [256, 54], 35: [256, 66], 39: [32, 17],
};
/** Bytes of each fixed-size metadata value type (`gguf_type`); 8 is a string, 9 an array. */
const VALUE_BYTES: Record<number, number> = { 0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8 };

export interface GgufSummary {
  architecture?: string;
  /** Bytes the file must hold for all its tensors, when every tensor type is known. */
  neededBytes?: number;
  /** `<architecture>.context_length`: the tokens of context the model was trained for. */
  contextLength?: number;
  /**
   * Bytes of KV cache each token of context takes in f16: per layer, a key and a value for each
   * KV head (`block_count`, `attention.head_count_kv`, `attention.key_length`/`value_length`,
   * which default to `embedding_length / attention.head_count`).
   */
  kvBytesPerToken?: number;
}

/** The `<architecture>.` keys the context and its cache are read from. */
const SIZES = ['context_length', 'block_count', 'embedding_length', 'attention.head_count', 'attention.head_count_kv', 'attention.key_length', 'attention.value_length'];

class Truncated extends Error {}

/** Reads the header of `file`; throws an Error in plain words when it is no GGUF or is cut short. */
export async function checkGguf(file: Blob, name: string): Promise<GgufSummary> {
  const magic = new TextDecoder().decode(await file.slice(0, 4).arrayBuffer());
  if (magic !== 'GGUF') throw new Error(`${name} is not a GGUF model: it does not begin with “GGUF”.`);
  // The header is usually far smaller than this; a larger one is read in full on a second pass.
  for (const length of [1 << 20, file.size]) {
    try {
      return parse(new DataView(await file.slice(0, length).arrayBuffer()), file.size, name);
    } catch (error) {
      if (!(error instanceof Truncated) || length >= file.size) throw error instanceof Truncated ? incomplete(name) : error;
    }
  }
  throw incomplete(name);
}

const incomplete = (name: string) => new Error(`${name} is incomplete: the file ends inside its GGUF header, so the model is corrupted or incomplete.`);

function parse(view: DataView, fileSize: number, name: string): GgufSummary {
  let at = 4;
  const need = (bytes: number) => {
    if (at + bytes > view.byteLength) throw new Truncated();
  };
  const u32 = () => (need(4), (at += 4), view.getUint32(at - 4, true));
  const u64 = () => (need(8), (at += 8), Number(view.getBigUint64(at - 8, true)));
  const string = () => {
    const length = u64();
    need(length);
    at += length;
    return new TextDecoder().decode(new Uint8Array(view.buffer, view.byteOffset + at - length, length));
  };
  /** An unsigned or signed whole number of type 0–5, 10 or 11, or the largest of an array of them (KV heads per layer). */
  const whole = (type: number): number | undefined => {
    const read: Record<number, () => number> = {
      0: () => view.getUint8(at - 1), 1: () => view.getInt8(at - 1), 2: () => view.getUint16(at - 2, true), 3: () => view.getInt16(at - 2, true),
      4: () => view.getUint32(at - 4, true), 5: () => view.getInt32(at - 4, true), 10: () => Number(view.getBigUint64(at - 8, true)), 11: () => Number(view.getBigInt64(at - 8, true)),
    };
    if (type === 9) {
      const itemType = u32();
      const count = u64();
      let most: number | undefined;
      for (let i = 0; i < count; i++) {
        const value = read[itemType] ? whole(itemType) : (skip(itemType), undefined);
        if (value !== undefined) most = Math.max(most ?? value, value);
      }
      return most;
    }
    if (!read[type]) return void skip(type);
    need(VALUE_BYTES[type]!);
    at += VALUE_BYTES[type]!;
    return read[type]();
  };
  const skip = (type: number): void => {
    if (type === 8) return void string();
    if (type === 9) {
      const itemType = u32();
      const count = u64();
      if (VALUE_BYTES[itemType] !== undefined) return need(count * VALUE_BYTES[itemType]!), void (at += count * VALUE_BYTES[itemType]!);
      for (let i = 0; i < count; i++) skip(itemType);
      return;
    }
    const bytes = VALUE_BYTES[type];
    if (bytes === undefined) throw new Error(`${name} is not a valid GGUF model: its metadata has a value of unknown type ${type}.`);
    need(bytes);
    at += bytes;
  };

  const version = u32();
  if (version < 2 || version > 3) throw new Error(`${name} is a GGUF of version ${version}, which llama.cpp cannot read (it reads versions 2 and 3).`);
  const tensors = u64();
  const entries = u64();
  let architecture: string | undefined;
  let alignment = 32;
  const sizes = new Map<string, number | undefined>();
  for (let i = 0; i < entries; i++) {
    const key = string();
    const type = u32();
    if (key === 'general.architecture' && type === 8) architecture = string();
    else if (key === 'general.alignment' && type === 4) alignment = u32();
    else if (SIZES.some((size) => key.endsWith(`.${size}`))) sizes.set(key, whole(type));
    else skip(type);
  }
  let end = 0;
  let known = true;
  for (let i = 0; i < tensors; i++) {
    string();
    const dims = u32();
    let count = 1;
    for (let d = 0; d < dims; d++) count *= u64();
    const traits = TYPES[u32()];
    const offset = u64();
    if (!traits) known = false;
    else end = Math.max(end, offset + (count / traits[0]) * traits[1]);
  }
  const dataStart = Math.ceil(at / alignment) * alignment;
  const neededBytes = known ? dataStart + end : undefined;
  if (neededBytes !== undefined && neededBytes > fileSize)
    throw new Error(`${name} is incomplete: it holds ${fileSize} bytes of the ${neededBytes} its tensors need, so the model is corrupted or incomplete.`);
  return { architecture, neededBytes, ...contextSizes(architecture, sizes) };
}

function contextSizes(architecture: string | undefined, sizes: Map<string, number | undefined>): Pick<GgufSummary, 'contextLength' | 'kvBytesPerToken'> {
  const size = (key: string) => sizes.get(`${architecture}.${key}`);
  const [layers, embedding, heads] = [size('block_count'), size('embedding_length'), size('attention.head_count')];
  const kvHeads = size('attention.head_count_kv') ?? heads;
  const headLength = embedding && heads ? embedding / heads : undefined;
  const [keyLength, valueLength] = [size('attention.key_length') ?? headLength, size('attention.value_length') ?? headLength];
  const kvBytesPerToken = layers && kvHeads && keyLength && valueLength ? layers * kvHeads * (keyLength + valueLength) * 2 : undefined;
  return { contextLength: size('context_length') || undefined, kvBytesPerToken };
}
