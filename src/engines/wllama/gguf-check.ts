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
  /** `general.architecture` (`llama`, `qwen2`). */
  architecture?: string;
  /** `general.file_type` as llama.cpp names it (`Q4_K_M`, `Q8_0`), when the GGUF states it. */
  quantization?: string;
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

/** llama.cpp's names of its file types (`llama_ftype`, as `llama_model_ftype_name` writes them), by `general.file_type`. */
const FILE_TYPES: Record<number, string> = {
  0: 'F32', 1: 'F16', 2: 'Q4_0', 3: 'Q4_1', 4: 'Q4_1_SOME_F16', 7: 'Q8_0', 8: 'Q5_0', 9: 'Q5_1', 10: 'Q2_K', 11: 'Q3_K_S', 12: 'Q3_K_M',
  13: 'Q3_K_L', 14: 'Q4_K_S', 15: 'Q4_K_M', 16: 'Q5_K_S', 17: 'Q5_K_M', 18: 'Q6_K', 19: 'IQ2_XXS', 20: 'IQ2_XS', 21: 'Q2_K_S', 22: 'IQ3_XS',
  23: 'IQ3_XXS', 24: 'IQ1_S', 25: 'IQ4_NL', 26: 'IQ3_S', 27: 'IQ3_M', 28: 'IQ2_S', 29: 'IQ2_M', 30: 'IQ4_XS', 31: 'IQ1_M', 32: 'BF16',
  36: 'TQ1_0', 37: 'TQ2_0', 38: 'MXFP4_MOE',
};
/** llama.cpp's flag on a file type it guessed from the tensors, the file stating none. */
const GUESSED = 1024;

/** A `general.file_type` in llama.cpp's words; a type it does not name is given by its number. */
export function quantizationName(fileType: number): string {
  const guessed = (fileType & GUESSED) !== 0;
  const type = fileType & ~GUESSED;
  return `${FILE_TYPES[type] ?? `file type ${type}`}${guessed ? ' (guessed)' : ''}`;
}

/** The `<architecture>.` keys the context and its cache are read from. */
const SIZES = ['context_length', 'block_count', 'embedding_length', 'attention.head_count', 'attention.head_count_kv', 'attention.key_length', 'attention.value_length'];

class Truncated extends Error {}

/** Why a file is refused, in plain words: it is no whole GGUF, or its vocabulary cannot write the games' text. */
export class GgufRefusal extends Error {
  constructor(
    readonly kind: 'bad-model-file' | 'unsupported-vocabulary',
    message: string,
  ) {
    super(message);
  }
}

/** Reads the header of `file`; throws a GgufRefusal in plain words when it is no GGUF, is cut short, or lacks characters. */
export async function checkGguf(file: Blob, name: string): Promise<GgufSummary> {
  const magic = new TextDecoder().decode(await file.slice(0, 4).arrayBuffer());
  if (magic !== 'GGUF') throw new GgufRefusal('bad-model-file', `${name} is not a GGUF model: it does not begin with “GGUF”.`);
  // The header is usually within a megabyte; a large vocabulary's (Gemma's, 262,144 tokens) takes a
  // few more, read by growing the slice rather than reading a whole model of gigabytes.
  for (let length = 1 << 20; ; length *= 8) {
    try {
      return parse(new DataView(await file.slice(0, length).arrayBuffer()), file.size, name);
    } catch (error) {
      if (!(error instanceof Truncated) || length >= file.size) throw error instanceof Truncated ? incomplete(name) : error;
    }
  }
}

const incomplete = (name: string) => new GgufRefusal('bad-model-file', `${name} is incomplete: the file ends inside its GGUF header, so the model is corrupted or incomplete.`);

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
    if (bytes === undefined) throw new GgufRefusal('bad-model-file', `${name} is not a valid GGUF model: its metadata has a value of unknown type ${type}.`);
    need(bytes);
    at += bytes;
  };

  const version = u32();
  if (version < 2 || version > 3) throw new GgufRefusal('bad-model-file', `${name} is a GGUF of version ${version}, which llama.cpp cannot read (it reads versions 2 and 3).`);
  const tensors = u64();
  const entries = u64();
  let architecture: string | undefined;
  let fileType: number | undefined;
  let tokenizer: string | undefined;
  /** The vocabulary's tokens of up to 6 characters: every byte's token is one (`<0x41>`, `A`, `Ġ`). */
  const short = new Set<string>();
  let alignment = 32;
  const sizes = new Map<string, number | undefined>();
  for (let i = 0; i < entries; i++) {
    const key = string();
    const type = u32();
    if (key === 'general.architecture' && type === 8) architecture = string();
    else if (key === 'tokenizer.ggml.model' && type === 8) tokenizer = string();
    else if (key === 'tokenizer.ggml.tokens' && type === 9 && view.getUint32(at, true) === 8) {
      at += 4;
      const count = u64();
      for (let t = 0; t < count; t++) {
        const token = string();
        if (token.length <= 6) short.add(token);
      }
    } else if (key === 'general.alignment' && type === 4) alignment = u32();
    else if (key === 'general.file_type') fileType = whole(type);
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
    throw new GgufRefusal('bad-model-file', `${name} is incomplete: it holds ${fileSize} bytes of the ${neededBytes} its tensors need, so the model is corrupted or incomplete.`);
  const missing = missingBytes(tokenizer, short);
  if (missing.length) {
    const names = missing.slice(0, 5).map((byte) => (byte === 0x0a ? 'a line break' : byte === 0x20 ? 'a space' : `“${String.fromCharCode(byte)}”`));
    throw new GgufRefusal(
      'unsupported-vocabulary',
      `${name} cannot write all of the text the games use: its vocabulary has no token for ${names.join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more characters` : ''} (neither as a piece nor as a byte), ` +
        'and llama.cpp stops at the first text that needs one, or the first reply whose grammar asks for it.',
    );
  }
  return { architecture, quantization: fileType === undefined ? undefined : quantizationName(fileType), neededBytes, ...contextSizes(architecture, sizes) };
}

/** The characters of the games' prompts and moves: printable ASCII and the line break. */
const TEXT_BYTES = [0x0a, ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i)];

/**
 * The bytes among the games' characters that the vocabulary cannot write. llama.cpp looks a byte's
 * token up by name, and aborts (WebAssembly and Node alike) where there is none: in SentencePiece
 * vocabularies (`llama`) the byte token `<0x41>` or else the character itself; in GPT-2-style
 * byte-level BPE (`gpt2`) the character GPT-2 maps the byte to (`Ġ` for a space). Other
 * tokenizers are not checked.
 */
function missingBytes(tokenizer: string | undefined, tokens: Set<string>): number[] {
  if (tokenizer === 'llama') return TEXT_BYTES.filter((byte) => !tokens.has(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`) && !tokens.has(String.fromCharCode(byte)));
  // GPT-2 keeps printable ASCII as itself and moves the rest (space, line break) past U+0100.
  if (tokenizer === 'gpt2') return TEXT_BYTES.filter((byte) => !tokens.has(String.fromCharCode(byte > 0x20 && byte < 0x7f ? byte : 0x100 + byte)));
  return [];
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
