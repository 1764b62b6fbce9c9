import { describe, expect, it } from 'vitest';
import { assessGpu, REQUIRED_LIMITS, type AdapterProbe, type GpuProbe } from '../../../src/engines/webllm/capability';

/** The software adapter of headless Chromium (`--use-webgpu-adapter=swiftshader`), as probed. */
const swiftshader: AdapterProbe = {
  vendor: 'google',
  architecture: 'swiftshader',
  features: ['subgroups', 'timestamp-query'],
  limits: { maxStorageBuffersPerShaderStage: 10, maxComputeWorkgroupStorageSize: 32768, maxStorageBufferBindingSize: 1 << 30, maxBufferSize: 1 << 30 },
};
const probe = (over: Partial<GpuProbe> = {}): GpuProbe => ({ secureContext: true, webgpu: true, adapter: swiftshader, deviceMemoryGiB: 8, ...over });
const blockers = (probe: GpuProbe) => assessGpu(probe).findings.filter((f) => f.level === 'blocker').map((f) => f.text);

describe('assessGpu', () => {
  it('passes a capable adapter, naming it', () => {
    const result = assessGpu(probe({ adapter: { ...swiftshader, features: ['shader-f16'] } }));
    expect(result).toMatchObject({ canRun: true, f16: true, lowMemory: false, adapter: { vendor: 'google', architecture: 'swiftshader' } });
    expect(result.findings.every((f) => f.level === 'ok')).toBe(true);
    expect(result.findings[0]!.text).toContain('google swiftshader');
  });

  it('explains a browser without WebGPU', () => {
    const result = assessGpu(probe({ webgpu: false, adapter: null }));
    expect(result.canRun).toBe(false);
    expect(blockers(probe({ webgpu: false, adapter: null }))).toEqual([expect.stringContaining('This browser has no WebGPU')]);
  });

  it('explains an insecure context, where browsers hide WebGPU', () => {
    const result = assessGpu(probe({ secureContext: false, webgpu: false, adapter: null }));
    expect(result.canRun).toBe(false);
    expect(result.findings[0]!.text).toMatch(/not a secure context \(https, localhost or 127\.0\.0\.1\)/);
  });

  it('explains WebGPU without an adapter', () => {
    const result = assessGpu(probe({ adapter: null }));
    expect(result.canRun).toBe(false);
    expect(result.findings[0]!.text).toMatch(/found no graphics adapter/);
  });

  it('without shader-f16, still runs but says only q4f32_1 builds are offered', () => {
    const result = assessGpu(probe());
    expect(result).toMatchObject({ canRun: true, f16: false });
    expect(result.findings).toContainEqual({ level: 'limit', text: expect.stringContaining('only q4f32_1 builds') });
  });

  it('blocks on each limit below what web-llm needs', () => {
    for (const limit of Object.keys(REQUIRED_LIMITS) as (keyof typeof REQUIRED_LIMITS)[]) {
      const low = probe({ adapter: { ...swiftshader, limits: { ...swiftshader.limits, [limit]: REQUIRED_LIMITS[limit] / 2 } } });
      expect(assessGpu(low).canRun, limit).toBe(false);
      expect(blockers(low), limit).toEqual([expect.stringContaining(limit)]);
    }
    const eight = probe({ adapter: { ...swiftshader, limits: { ...swiftshader.limits, maxStorageBuffersPerShaderStage: 8 } } });
    expect(blockers(eight)[0]).toContain('maxStorageBuffersPerShaderStage is 8, below the 10 web-llm needs');
  });

  it('advises low-resource and -1k builds on a device with little memory or small buffers', () => {
    for (const low of [
      probe({ deviceMemoryGiB: 4 }),
      probe({ adapter: { ...swiftshader, limits: { ...swiftshader.limits, maxBufferSize: 512 << 20 } } }),
      probe({ adapter: { ...swiftshader, limits: { ...swiftshader.limits, maxStorageBufferBindingSize: 256 << 20 } } }),
    ]) {
      const result = assessGpu(low);
      expect(result).toMatchObject({ canRun: true, lowMemory: true });
      expect(result.findings.at(-1)!.text).toMatch(/low-memory devices, and -1k \(short context\) builds/);
    }
    expect(assessGpu(probe({ deviceMemoryGiB: undefined })).lowMemory).toBe(false);
  });
});
