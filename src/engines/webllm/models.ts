/**
 * Which of web-llm's prebuilt models to offer: the small ones, and of those only the builds this
 * device can run. Pure functions over web-llm's own `prebuiltAppConfig.model_list`.
 */
import type { AppConfig, ModelRecord } from '@mlc-ai/web-llm';
import type { Capability } from './capability';

/** The small models offered, smallest first: a model id's part before its quantisation, and its name. */
const FAMILIES: [prefix: string, name: string][] = [
  ['SmolLM2-360M-Instruct', 'SmolLM2 360M'],
  ['Qwen2.5-0.5B-Instruct', 'Qwen2.5 0.5B'],
  ['Qwen3-0.6B', 'Qwen3 0.6B'],
  ['gemma3-1b-it', 'Gemma 3 1B'],
  ['Llama-3.2-1B-Instruct', 'Llama 3.2 1B'],
  ['TinyLlama-1.1B-Chat-v1.0', 'TinyLlama 1.1B'],
  ['Qwen2.5-1.5B-Instruct', 'Qwen2.5 1.5B'],
  ['Qwen3-1.7B', 'Qwen3 1.7B'],
  ['Llama-3.2-3B-Instruct', 'Llama 3.2 3B'],
  ['Qwen2.5-3B-Instruct', 'Qwen2.5 3B'],
  ['Phi-3.5-mini-instruct', 'Phi-3.5 mini (3.8B)'],
];
/** 4-bit weights; the q0 (unquantised) builds are several times larger for little gain. */
const QUANTIZATIONS = ['q4f16_1', 'q4f32_1'];

export interface ModelOption {
  /** web-llm's `model_id`, e.g. `Qwen2.5-0.5B-Instruct-q4f32_1-MLC`. */
  id: string;
  /** The model's name, shared by its builds. */
  family: string;
  /** e.g. `q4f32_1`: 4-bit weights, 32-bit float activations. */
  quantization: string;
  /** Tokens of context the build holds (1024 for a -1k build). */
  contextWindow?: number;
  /** GPU memory the build needs, in MB (web-llm's estimate). */
  vramMB?: number;
  /** Whether web-llm marks it fit for low-resource devices. */
  lowResource: boolean;
  /** Whether it needs 16-bit floats on the GPU (shader-f16). */
  needsF16: boolean;
  /** The storage buffer binding it needs, when more than the default. */
  bufferBytes?: number;
  /** The folder its weights are fetched from. */
  url: string;
}

export interface ModelGroup {
  family: string;
  options: ModelOption[];
}

/** `<name>-<quantization>-MLC[-1k]`, web-llm's naming of its builds. */
const BUILD = /^(.+)-(q\d+f\d+(?:_\d+)?)-MLC(?:-1k)?$/;

/** Whether a quantisation computes in 16-bit floats, which needs `shader-f16`. */
const computesInF16 = (quantization: string) => /f16/.test(quantization);

/** Every 4-bit build of the small models, in the order of `FAMILIES`. */
export function smallModels(list: ModelRecord[]): ModelOption[] {
  return FAMILIES.flatMap(([prefix, family]) =>
    list.flatMap((record): ModelOption[] => {
      const [, name, quantization = ''] = BUILD.exec(record.model_id) ?? [];
      if (name !== prefix || !QUANTIZATIONS.includes(quantization)) return [];
      return [
        {
          id: record.model_id,
          family,
          quantization,
          contextWindow: record.overrides?.context_window_size,
          vramMB: record.vram_required_MB,
          lowResource: record.low_resource_required ?? false,
          // Some f16 builds do not list the feature, yet none of them can run without it.
          needsF16: computesInF16(quantization) || (record.required_features ?? []).includes('shader-f16'),
          bufferBytes: record.buffer_size_required_bytes,
          url: record.model,
        },
      ];
    }),
  );
}

/** The builds this device can run, grouped by model; models with no such build are left out. */
export function offeredModels(options: ModelOption[], device: Pick<Capability, 'f16' | 'maxStorageBufferBindingSize'>): ModelGroup[] {
  const groups = new Map<string, ModelOption[]>();
  for (const option of options) {
    if ((option.needsF16 && !device.f16) || (option.bufferBytes ?? 0) > device.maxStorageBufferBindingSize) continue;
    groups.set(option.family, [...(groups.get(option.family) ?? []), option]);
  }
  return [...groups].map(([family, options]) => ({ family, options }));
}

/** A model served from a folder of one's own, e.g. a classroom's machine. */
export interface SelfHostedModel {
  id: string;
  /** The folder holding `mlc-chat-config.json` and the weights. */
  modelUrl: string;
  /** The compiled model library (`.wasm`). */
  libUrl: string;
}

/**
 * The appConfig for one self-hosted model. URLs are made absolute here, against the page: the
 * worker would resolve them against its own origin and lose the app's sub-path.
 */
export function selfHostedConfig({ id, modelUrl, libUrl }: SelfHostedModel, page: string): AppConfig {
  const quantization = /q\d+f\d+/.exec(id)?.[0] ?? '';
  return {
    model_list: [
      {
        model_id: id,
        model: new URL(modelUrl, page).href,
        model_lib: new URL(libUrl, page).href,
        // web-llm then says so before downloading, instead of failing at the first shader.
        ...(computesInF16(quantization) ? { required_features: ['shader-f16'] } : {}),
      },
    ],
  };
}

/**
 * The folder web-llm actually fetches a model's files from: like Hugging Face, it appends
 * `resolve/main/` unless the URL already names a `resolve/<branch>/` (web-llm's `cleanModelUrl`).
 */
export function modelFolder(url: string): string {
  const folder = url.endsWith('/') ? url : `${url}/`;
  return new URL(/.+\/resolve\/.+\//.test(folder) ? folder : `${folder}resolve/main/`).href;
}
