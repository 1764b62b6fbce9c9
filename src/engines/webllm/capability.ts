/**
 * Can this browser run a model? Checked before any download, and said in plain words.
 * `probeGpu` reads the browser; `assessGpu` decides from plain data, so tests need no GPU.
 */

/** The device limits below which web-llm 0.2.86 refuses to start (its `detectGPUDevice`). */
export const REQUIRED_LIMITS = {
  maxStorageBuffersPerShaderStage: 10,
  maxComputeWorkgroupStorageSize: 32 << 10,
  maxStorageBufferBindingSize: 128 << 20,
  maxBufferSize: 256 << 20,
};
export type Limit = keyof typeof REQUIRED_LIMITS;

/** web-llm asks for 1 GiB buffers and settles for less; with less, only small builds fit. */
const FULL_BUFFER = 1 << 30;
/** `navigator.deviceMemory` at or below this many GiB is a low-memory device. */
const LOW_MEMORY_GIB = 4;

export interface AdapterProbe {
  /** `GPUAdapterInfo.vendor`, e.g. `nvidia`, `google`. */
  vendor: string;
  /** `GPUAdapterInfo.architecture`, e.g. `ampere`, `swiftshader`. */
  architecture: string;
  features: string[];
  limits: Record<Limit, number>;
}

/** What the browser says about WebGPU, as plain data. */
export interface GpuProbe {
  /** `isSecureContext`: browsers offer WebGPU only on https, localhost and 127.0.0.1. */
  secureContext: boolean;
  /** Whether `navigator.gpu` exists. */
  webgpu: boolean;
  /** The adapter web-llm would get, or null when the browser gives none. */
  adapter: AdapterProbe | null;
  /** `navigator.deviceMemory` in GiB (Chromium only; rounded down, at most 8). */
  deviceMemoryGiB?: number;
}

export interface Finding {
  /** `blocker`: no model can run; `limit`: some builds are left out or advised against. */
  level: 'ok' | 'limit' | 'blocker';
  text: string;
}

export interface Capability {
  /** Whether any model can run here. */
  canRun: boolean;
  /** Whether the adapter has `shader-f16`; without it only q4f32_1 builds can run. */
  f16: boolean;
  /** Little memory: builds for low-resource devices and -1k (short context) builds are advised. */
  lowMemory: boolean;
  /** The largest storage buffer binding, which some builds need more of. */
  maxStorageBufferBindingSize: number;
  adapter: { vendor: string; architecture: string } | null;
  /** Whether the adapter is a software renderer (SwiftShader, llvmpipe): WebGPU on the CPU, far slower than a GPU. */
  software: boolean;
  /** What was found, in the order to show it. */
  findings: Finding[];
}

const amount = (n: number) => (n >= 1 << 20 ? `${n / (1 << 20)} MiB` : n >= 1 << 10 ? `${n / (1 << 10)} KiB` : String(n));

export function assessGpu(probe: GpuProbe): Capability {
  const { adapter } = probe;
  if (!probe.webgpu || !adapter) {
    const text = !probe.webgpu
      ? probe.secureContext
        ? 'This browser has no WebGPU, so no model can run on the graphics card here: a model on the processor (CPU) can. For the graphics card, use a recent Chrome or Edge on a computer, or turn WebGPU on in this browser’s settings.'
        : 'This page is not a secure context (https, localhost or 127.0.0.1), and browsers offer WebGPU only there, so no model can run on the graphics card. Open the app over https or from localhost.'
      : 'This browser has WebGPU but found no graphics adapter it may use, so no model can run on the graphics card here: a model on the processor (CPU) can. The computer may lack a suitable GPU, or the browser has blocked it (chrome://gpu tells why).';
    return { canRun: false, f16: false, lowMemory: false, maxStorageBufferBindingSize: 0, adapter: null, software: false, findings: [{ level: 'blocker', text }] };
  }

  const name = [adapter.vendor, adapter.architecture].filter(Boolean).join(' ') || 'unnamed';
  const findings: Finding[] = [{ level: 'ok', text: `WebGPU is available, on the graphics adapter “${name}”.` }];
  const short = (Object.keys(REQUIRED_LIMITS) as Limit[]).filter((limit) => adapter.limits[limit] < REQUIRED_LIMITS[limit]);
  for (const limit of short)
    findings.push({
      level: 'blocker',
      text: `The adapter’s ${limit} is ${amount(adapter.limits[limit])}, below the ${amount(REQUIRED_LIMITS[limit])} web-llm needs, so no model can run on it.`,
    });

  const f16 = adapter.features.includes('shader-f16');
  findings.push(
    f16
      ? { level: 'ok', text: 'It supports 16-bit floats (shader-f16), so every build can run.' }
      : { level: 'limit', text: 'It lacks 16-bit floats (shader-f16), so only q4f32_1 builds are offered: they need a little more memory.' },
  );

  const smallBuffers = Math.min(adapter.limits.maxBufferSize, adapter.limits.maxStorageBufferBindingSize) < FULL_BUFFER;
  const lowMemory = smallBuffers || (probe.deviceMemoryGiB ?? Infinity) <= LOW_MEMORY_GIB;
  if (lowMemory)
    findings.push({
      level: 'limit',
      text: `${smallBuffers ? 'The adapter allows only small GPU buffers' : `This device reports ${probe.deviceMemoryGiB} GB of memory`}: prefer models marked for low-memory devices, and -1k (short context) builds.`,
    });

  return {
    canRun: short.length === 0,
    f16,
    lowMemory,
    maxStorageBufferBindingSize: adapter.limits.maxStorageBufferBindingSize,
    adapter: { vendor: adapter.vendor, architecture: adapter.architecture },
    software: softwareRenderer(adapter) !== null,
    findings,
  };
}

/** Software renderers that browsers offer as WebGPU adapters, by the words in their name. */
const SOFTWARE: [RegExp, string][] = [
  [/swiftshader/i, 'SwiftShader'],
  [/llvmpipe|lavapipe/i, 'llvmpipe'],
  [/microsoft basic render|warp/i, 'WARP'],
];

/** The software renderer's name when the adapter is one, else null. */
export function softwareRenderer(adapter: { vendor: string; architecture: string }): string | null {
  const name = `${adapter.vendor} ${adapter.architecture}`;
  return SOFTWARE.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

export interface Recommendation {
  /** `web-llm` on a graphics card; `wllama` on the processor. */
  engine: 'web-llm' | 'wllama';
  text: string;
}

/** Which engine to use here: web-llm on a hardware GPU, else wllama on the CPU. */
export function recommendEngine(capability: Capability): Recommendation {
  const { adapter } = capability;
  if (capability.canRun && adapter && !capability.software)
    return { engine: 'web-llm', text: 'Recommended: a model on the graphics card (web-llm), several times faster than on the processor.' };
  const renderer = adapter && softwareRenderer(adapter);
  if (capability.canRun && renderer)
    return {
      engine: 'wllama',
      text: `Recommended: a model on the processor (CPU). The WebGPU adapter here is ${renderer}, a software renderer that runs on the processor, not a graphics card: web-llm would be very slow on it.`,
    };
  return { engine: 'wllama', text: 'Recommended: a model on the processor (CPU), which needs no graphics card: slower than a GPU, but it runs anywhere.' };
}

/** The part of WebGPU the probe reads (TypeScript's DOM library has no WebGPU types). */
interface Gpu {
  requestAdapter(options?: { powerPreference?: string }): Promise<{
    info?: { vendor: string; architecture: string };
    features: ReadonlySet<string>;
    limits: Record<Limit, number>;
  } | null>;
}

export async function probeGpu(): Promise<GpuProbe> {
  const { gpu, deviceMemory } = navigator as Navigator & { gpu?: Gpu; deviceMemory?: number };
  // The same request web-llm makes, so both see the same adapter.
  const adapter = await gpu?.requestAdapter({ powerPreference: 'high-performance' }).catch(() => null);
  return {
    secureContext: isSecureContext,
    webgpu: gpu !== undefined,
    deviceMemoryGiB: deviceMemory,
    adapter: adapter
      ? {
          vendor: adapter.info?.vendor ?? '',
          architecture: adapter.info?.architecture ?? '',
          features: [...adapter.features],
          limits: Object.fromEntries((Object.keys(REQUIRED_LIMITS) as Limit[]).map((limit) => [limit, adapter.limits[limit]])) as Record<Limit, number>,
        }
      : null,
  };
}
