import { prebuiltAppConfig } from '@mlc-ai/web-llm';
import { describe, expect, it } from 'vitest';
import { modelFolder, offeredModels, selfHostedConfig, smallModels } from '../../../src/engines/webllm/models';

// web-llm's own list, as the app reads it (importing web-llm in Node works for its config).
const models = smallModels(prebuiltAppConfig.model_list);
const anyGpu = { f16: true, maxStorageBufferBindingSize: 1 << 30 };

describe('smallModels', () => {
  it('keeps the 4-bit builds of the small models, smallest model first', () => {
    expect([...new Set(models.map((m) => m.family))]).toEqual([
      'SmolLM2 360M',
      'Qwen2.5 0.5B',
      'Qwen3 0.6B',
      'Gemma 3 1B',
      'Llama 3.2 1B',
      'TinyLlama 1.1B',
      'Qwen2.5 1.5B',
      'Qwen3 1.7B',
      'Llama 3.2 3B',
      'Qwen2.5 3B',
      'Phi-3.5 mini (3.8B)',
    ]);
    expect(new Set(models.map((m) => m.quantization))).toEqual(new Set(['q4f16_1', 'q4f32_1']));
    expect(models.map((m) => m.id)).not.toContain('Qwen2.5-Coder-0.5B-Instruct-q4f32_1-MLC');
    expect(models.map((m) => m.id)).toEqual(expect.arrayContaining(['Phi-3.5-mini-instruct-q4f32_1-MLC-1k', 'gemma3-1b-it-q4f16_1-MLC']));
  });

  it('carries what a person chooses by: memory, low-resource fitness, context window, quantisation', () => {
    expect(models.find((m) => m.id === 'SmolLM2-360M-Instruct-q4f32_1-MLC')).toEqual({
      id: 'SmolLM2-360M-Instruct-q4f32_1-MLC',
      family: 'SmolLM2 360M',
      quantization: 'q4f32_1',
      contextWindow: 4096,
      vramMB: 579.61,
      lowResource: true,
      needsF16: false,
      bufferBytes: undefined,
      url: 'https://huggingface.co/mlc-ai/SmolLM2-360M-Instruct-q4f32_1-MLC',
    });
    expect(models.find((m) => m.id === 'Phi-3.5-mini-instruct-q4f32_1-MLC-1k')).toMatchObject({ contextWindow: 1024, lowResource: true });
  });

  it('marks every f16 build as needing shader-f16, listed or not', () => {
    // web-llm lists the feature for some f16 builds only.
    expect(prebuiltAppConfig.model_list.find((m) => m.model_id === 'Llama-3.2-1B-Instruct-q4f16_1-MLC')?.required_features).toBeUndefined();
    expect(models.filter((m) => m.needsF16).every((m) => m.quantization === 'q4f16_1')).toBe(true);
    expect(models.filter((m) => m.quantization === 'q4f16_1').every((m) => m.needsF16)).toBe(true);
  });
});

describe('offeredModels', () => {
  it('offers every small build to a GPU with shader-f16, grouped by model', () => {
    const groups = offeredModels(models, anyGpu);
    expect(groups).toHaveLength(11);
    expect(groups.flatMap((g) => g.options)).toEqual(models);
    expect(groups[0]!.options.map((o) => o.id)).toEqual(['SmolLM2-360M-Instruct-q4f16_1-MLC', 'SmolLM2-360M-Instruct-q4f32_1-MLC']);
  });

  it('offers only q4f32_1 builds without shader-f16, leaving out models with none', () => {
    const groups = offeredModels(models, { ...anyGpu, f16: false });
    const offered = groups.flatMap((g) => g.options);
    expect(offered.length).toBeGreaterThan(10);
    expect(offered.every((o) => o.quantization === 'q4f32_1')).toBe(true);
    // Gemma 3 1B has an f16 build only.
    expect(groups.map((g) => g.family)).not.toContain('Gemma 3 1B');
  });

  it('leaves out builds needing larger buffers than the adapter binds', () => {
    const big = { ...models[0]!, id: 'big', bufferBytes: 256 << 20 };
    expect(offeredModels([big], { f16: true, maxStorageBufferBindingSize: 128 << 20 })).toEqual([]);
    expect(offeredModels([big], anyGpu)).toHaveLength(1);
  });
});

describe('a self-hosted model', () => {
  it('gets absolute URLs, against the page and its sub-path', () => {
    const config = selfHostedConfig({ id: 'qwen-q4f32_1', modelUrl: 'models/qwen/', libUrl: '/libs/qwen.wasm' }, 'http://192.168.1.10:8000/fogplay/index.html#/models');
    expect(config).toEqual({
      model_list: [{ model_id: 'qwen-q4f32_1', model: 'http://192.168.1.10:8000/fogplay/models/qwen/', model_lib: 'http://192.168.1.10:8000/libs/qwen.wasm' }],
    });
  });

  it('requires shader-f16 when its id names an f16 quantisation, so web-llm says so before downloading', () => {
    const config = selfHostedConfig({ id: 'Qwen2.5-0.5B-Instruct-q4f16_1-MLC', modelUrl: 'http://a/m', libUrl: 'http://a/l.wasm' }, 'http://a/');
    expect(config.model_list[0]!.required_features).toEqual(['shader-f16']);
  });

  it('is fetched from resolve/main/ under its folder unless the URL names a branch, as web-llm does', () => {
    expect(modelFolder('https://huggingface.co/mlc-ai/X')).toBe('https://huggingface.co/mlc-ai/X/resolve/main/');
    expect(modelFolder('http://192.168.1.10:8000/X/')).toBe('http://192.168.1.10:8000/X/resolve/main/');
    expect(modelFolder('http://192.168.1.10:8000/X/resolve/v2/')).toBe('http://192.168.1.10:8000/X/resolve/v2/');
  });
});
