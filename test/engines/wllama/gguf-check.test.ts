import { describe, expect, it } from 'vitest';
import { assessGpu, recommendEngine, softwareRenderer, type GpuProbe } from '../../../src/engines/webllm/capability';
import { checkGguf, quantizationName } from '../../../src/engines/wllama/gguf-check';
import { ggufUrl } from '../../../src/engines/wllama/models';
import { tinyGguf, vocabularyLacking } from '../../model/tiny-gguf';

const blob = (bytes: Uint8Array | string) => new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]);

describe('checkGguf', () => {
  const model = tinyGguf(1);

  it('reads a whole GGUF: its architecture, quantisation and the bytes its tensors need', async () => {
    const summary = await checkGguf(blob(model), 'tiny.gguf');
    expect(summary.architecture).toBe('llama');
    expect(summary.quantization).toBe('Q8_0');
    expect((await checkGguf(blob(tinyGguf(1, { weights: 'q4_k_m' })), 'q4.gguf')).quantization).toBe('Q4_K_M');
    expect(summary.neededBytes).toBeLessThanOrEqual(model.length);
    expect(summary.neededBytes).toBeGreaterThan(model.length - 64);
  });

  it('names file types as llama.cpp does, and one it does not know by its number', () => {
    expect([0, 1, 7, 15, 18, 32].map(quantizationName)).toEqual(['F32', 'F16', 'Q8_0', 'Q4_K_M', 'Q6_K', 'BF16']);
    expect(quantizationName(1024 + 15)).toBe('Q4_K_M (guessed)');
    expect(quantizationName(999)).toBe('file type 999');
  });

  it('says when a file is not a GGUF, is cut inside its tensors, or inside its header', async () => {
    await expect(checkGguf(blob('These are notes.'), 'notes.gguf')).rejects.toThrow('notes.gguf is not a GGUF model: it does not begin with “GGUF”.');
    await expect(checkGguf(blob(model.subarray(0, 100_000)), 'cut.gguf')).rejects.toThrow(/cut\.gguf is incomplete: it holds 100000 bytes of the \d+ its tensors need/);
    await expect(checkGguf(blob(model.subarray(0, 2_000)), 'cut.gguf')).rejects.toThrow(/ends inside its GGUF header/);
  });

  it('refuses a vocabulary that cannot write the characters of the games, naming them', async () => {
    await expect(checkGguf(blob(tinyGguf(1, {}, vocabularyLacking('0123456789'))), 'no-digits.gguf')).rejects.toThrow(
      'no-digits.gguf cannot write all of the text the games use: its vocabulary has no token for “0”, “1”, “2”, “3”, “4” and 5 more characters (neither as a piece nor as a byte), and llama.cpp stops at the first text that needs one, or the first reply whose grammar asks for it.',
    );
    await expect(checkGguf(blob(tinyGguf(1, {}, vocabularyLacking('{'))), 'no-brace.gguf')).rejects.toThrow('its vocabulary has no token for “{” (neither');
    // A GPT-2-style vocabulary writes a space and a line break as Ġ and Ċ: SentencePiece's pieces have neither.
    await expect(checkGguf(blob(tinyGguf(1, {}, { 'tokenizer.ggml.model': { type: 'string', value: 'gpt2' } })), 'gpt2.gguf')).rejects.toThrow(
      'its vocabulary has no token for a line break, a space (neither',
    );
  });
});

describe('which engine to recommend', () => {
  const limits = { maxStorageBuffersPerShaderStage: 10, maxComputeWorkgroupStorageSize: 32768, maxStorageBufferBindingSize: 1 << 30, maxBufferSize: 1 << 30 };
  const probe = (vendor: string, architecture: string): GpuProbe => ({ secureContext: true, webgpu: true, adapter: { vendor, architecture, features: ['shader-f16'], limits } });

  it('web-llm on a graphics card; the CPU on a software adapter, named as such; the CPU without WebGPU', () => {
    expect(recommendEngine(assessGpu(probe('nvidia', 'ampere')))).toMatchObject({ engine: 'web-llm' });
    const software = recommendEngine(assessGpu(probe('google', 'swiftshader')));
    expect(software.engine).toBe('wllama');
    expect(software.text).toContain('SwiftShader, a software renderer');
    expect(recommendEngine(assessGpu({ secureContext: true, webgpu: false, adapter: null }))).toMatchObject({ engine: 'wllama' });
    expect(softwareRenderer({ vendor: 'mesa', architecture: 'llvmpipe' })).toBe('llvmpipe');
    expect(softwareRenderer({ vendor: 'apple', architecture: 'metal-3' })).toBeNull();
  });
});

describe('ggufUrl', () => {
  it('takes http(s) URLs of .gguf files, resolved against the page', () => {
    expect(ggufUrl('models/tiny.gguf', 'http://127.0.0.1:4173/app/')).toBe('http://127.0.0.1:4173/app/models/tiny.gguf');
    expect(ggufUrl('https://huggingface.co/a/b/resolve/main/x.gguf?download=true', 'http://x/')).toMatch(/x\.gguf\?download=true$/);
    expect(ggufUrl('https://example.org/model.bin', 'http://x/')).toBeNull();
    expect(ggufUrl('ftp://example.org/model.gguf', 'http://x/')).toBeNull();
  });
});
