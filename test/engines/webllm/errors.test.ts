import { describe, expect, it } from 'vitest';
import { classifyError, EngineError } from '../../../src/engines/errors';

const QWEN_F16 = 'https://huggingface.co/mlc-ai/Qwen2.5-0.5B-Instruct-q4f16_1-MLC/resolve/main';

// web-llm's worker sends `err.toString()`: these are its texts (0.2.86) and Chromium's.
const cases: [string, string][] = [
  ['network', 'TypeError: Failed to fetch'],
  ['network', "TypeError: Failed to execute 'add' on 'Cache': Request failed"],
  // The IndexedDB cache wraps the fetch error; the URL's "q4f16" is no shader-f16 error.
  ['network', `Error: Failed to store ${QWEN_F16}/mlc-chat-config.json with error: TypeError: Failed to fetch`],
  ['network', `Error: Cannot fetch ${QWEN_F16}/params_shard_0.bin`],
  ['quota', 'QuotaExceededError: Quota exceeded.'],
  [
    'device-lost',
    'DeviceLostError: The WebGPU device was lost while loading the model. This issue often occurs due to running out of memory (OOM). To resolve this, try reloading with a model that has fewer parameters or uses a smaller context length.',
  ],
  ['out-of-memory', 'GPUOutOfMemoryError: Not enough memory left.'],
  [
    'no-f16',
    'ShaderF16SupportError: This model requires WebGPU extension shader-f16, which is not enabled in this browser. You can try to launch Chrome Canary in command line with flag "--enable-dawn-features=allow_unsafe_apis".',
  ],
  ['no-f16', 'FeatureSupportError: This model requires feature shader-f16, which is not yet supported by this browser.'],
  [
    'context-window',
    'ContextWindowSizeExceededError: Prompt tokens exceed context window size: number of prompt tokens: 4100; context window size: 4096\nConsider shortening the prompt, or increase `context_window_size`, or using sliding window via `sliding_window_size`.',
  ],
  // llama.cpp's own words, from the CPU engine.
  ['context-window', 'request (2090 tokens) exceeds the available context size (2048 tokens), try increasing it'],
  [
    'gpu-limits',
    'Error: Cannot initialize runtime because of requested maxStorageBuffersPerShaderStage exceeds limit. requested=10, limit=8. ',
  ],
  ['no-webgpu', 'WebGPUNotAvailableError: WebGPU is not supported in your current environment, but it is necessary to run the WebLLM engine.'],
  [
    'no-webgpu',
    "Error: Unable to find a compatible GPU. This issue might be because your computer doesn't have a GPU, or your system settings are not configured properly. Please check if your device has a GPU properly set up and if your your browser supports WebGPU. You can also consult your browser's compatibility chart to see if it supports WebGPU. For more information about WebGPU support in your browser, visit https://webgpureport.org/",
  ],
  ['cancelled', 'AbortError: The user aborted a request.'],
];

describe('classifyError, for the strings web-llm’s worker sends', () => {
  it.each(cases)('%s: %s', (kind, text) => {
    const error = classifyError(text);
    expect(error.kind).toBe(kind);
    if (kind !== 'cancelled') expect(error.message).toBe(text);
  });

  it('advises a smaller or -1k build when the GPU runs out of memory', () => {
    expect(classifyError(cases.find(([kind]) => kind === 'device-lost')![1]).advice).toMatch(/smaller model or a -1k/);
    expect(classifyError('GPUOutOfMemoryError: Not enough memory left.').advice).toMatch(/smaller model or a -1k/);
  });

  it('keeps an EngineError as it is', () => {
    const cancelled = new EngineError('cancelled', 'Loading the model was cancelled.');
    expect(classifyError(cancelled)).toBe(cancelled);
  });
});
