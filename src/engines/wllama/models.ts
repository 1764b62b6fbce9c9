/**
 * Small instruct models as GGUF files that run on a CPU in the browser, smallest first. Sizes are
 * the files' on Hugging Face; memory is the file plus a 4k-token context and llama.cpp's buffers (a model loads
 * with its own context unless a smaller one is set, so it may take more),
 * rounded up. wllama reads one file of at most 2 GB, so every build here is a single file below it.
 */
export interface GgufOption {
  /** The file's name without `.gguf`, recorded as the model's id. */
  id: string;
  family: string;
  /** llama.cpp's quantisation, e.g. Q8_0 (8-bit) or Q4_K_M (about 4.8 bits a weight). */
  quantization: string;
  url: string;
  /** Download size in MB. */
  downloadMB: number;
  /** Memory needed to run it, in MB. */
  memoryMB: number;
}

const HF = 'https://huggingface.co';

export const GGUF_MODELS: GgufOption[] = [
  {
    id: 'smollm2-135m-instruct-q8_0',
    family: 'SmolLM2 135M',
    quantization: 'Q8_0',
    url: `${HF}/HuggingFaceTB/SmolLM2-135M-Instruct-GGUF/resolve/main/smollm2-135m-instruct-q8_0.gguf`,
    downloadMB: 145,
    memoryMB: 300,
  },
  {
    id: 'smollm2-360m-instruct-q8_0',
    family: 'SmolLM2 360M',
    quantization: 'Q8_0',
    url: `${HF}/HuggingFaceTB/SmolLM2-360M-Instruct-GGUF/resolve/main/smollm2-360m-instruct-q8_0.gguf`,
    downloadMB: 386,
    memoryMB: 600,
  },
  {
    id: 'qwen2.5-0.5b-instruct-q4_k_m',
    family: 'Qwen2.5 0.5B',
    quantization: 'Q4_K_M',
    url: `${HF}/Qwen/Qwen2.5-0.5B-Instruct-GGUF/resolve/main/qwen2.5-0.5b-instruct-q4_k_m.gguf`,
    downloadMB: 491,
    memoryMB: 700,
  },
  {
    id: 'Qwen3-0.6B-Q8_0',
    family: 'Qwen3 0.6B',
    quantization: 'Q8_0',
    url: `${HF}/Qwen/Qwen3-0.6B-GGUF/resolve/main/Qwen3-0.6B-Q8_0.gguf`,
    downloadMB: 639,
    memoryMB: 1000,
  },
  {
    id: 'gemma-3-1b-it-Q4_K_M',
    family: 'Gemma 3 1B',
    quantization: 'Q4_K_M',
    url: `${HF}/ggml-org/gemma-3-1b-it-GGUF/resolve/main/gemma-3-1b-it-Q4_K_M.gguf`,
    downloadMB: 806,
    memoryMB: 1200,
  },
  {
    id: 'Llama-3.2-1B-Instruct-Q4_K_M',
    family: 'Llama 3.2 1B',
    quantization: 'Q4_K_M',
    url: `${HF}/bartowski/Llama-3.2-1B-Instruct-GGUF/resolve/main/Llama-3.2-1B-Instruct-Q4_K_M.gguf`,
    downloadMB: 808,
    memoryMB: 1300,
  },
];

/** wllama's own rule: it takes a URL as a model only when the path ends in `.gguf`. */
export function ggufUrl(text: string, page: string): string | null {
  try {
    const url = new URL(text.trim(), page);
    return /^https?:$/.test(url.protocol) && /\.gguf$/i.test(url.pathname) ? url.href : null;
  } catch {
    return null;
  }
}

/** The name of a model's file, from its URL, for lists. */
export const fileName = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? url);
