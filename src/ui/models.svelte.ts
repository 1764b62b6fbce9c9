/**
 * Models in this browser: on the GPU (web-llm) or on the CPU (wllama). What the device can run
 * (checked once per page), and loading one. web-llm itself is imported only once the check says a
 * model can run on the GPU; wllama only in its worker, when a CPU model loads.
 */
import type { AppConfig } from '@mlc-ai/web-llm';
import type { Engine } from '../engines/engine';
import { classifyError, type EngineError } from '../engines/errors';
import { assessGpu, probeGpu, recommendEngine, type Capability, type Recommendation } from '../engines/webllm/capability';
import { loadWebLlm } from '../engines/webllm/engine';
import type { GgufSource, LoadedInfo } from '../engines/wllama/engine';
import { forgetThreads } from '../engines/wllama/threads';
import { prebuiltModels } from '../engines/webllm/library';
import { offeredModels, smallModels, type ModelGroup, type ModelOption } from '../engines/webllm/models';
import type { LoadProgress } from '../engines/webllm/progress';
import { currentModels } from './current-model.svelte';

class ModelCatalog {
  /** Null until checked. */
  capability = $state.raw<Capability | null>(null);
  /** Which engine suits this device, once checked. */
  recommendation = $state.raw<Recommendation | null>(null);
  /** Every build of the small models, whether or not this device runs it (cached ones may be deleted). */
  models = $state.raw<ModelOption[]>([]);
  /** The builds this device can run, by model. */
  offered = $state.raw<ModelGroup[]>([]);
  /** Set when web-llm's model list could not be loaded. */
  failure = $state<string | null>(null);
  private checking: Promise<void> | null = null;

  /** Checks the device, then lists the models; the second call waits for the first. */
  check(): Promise<void> {
    return (this.checking ??= this.run());
  }

  private async run(): Promise<void> {
    const capability = assessGpu(await probeGpu());
    this.capability = capability;
    this.recommendation = recommendEngine(capability);
    if (!capability.canRun) return;
    try {
      this.models = smallModels(await prebuiltModels());
      this.offered = offeredModels(this.models, capability);
    } catch (error) {
      this.failure = `The list of models could not be loaded: ${error instanceof Error ? error.message : String(error)}. Reload the page to try again.`;
    }
  }
}

export const catalog = new ModelCatalog();

/** A model to load on the GPU: a prebuilt one by id, or a self-hosted one with its appConfig; or a GGUF for the CPU. */
export type ModelChoice = { modelId: string; appConfig?: AppConfig } | { gguf: GgufSource; contextSize?: number };

/** A loaded model: an engine whose memory can be freed. */
export type LoadedModel = Engine & { dispose(): void; info?: LoadedInfo };

/** The prompt a freshly loaded CPU model answers, to measure its speed on this device. */
const SPEED_PROBE = { maxTokens: 24, temperature: 0, seed: 0 };

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'cancelled' | 'failed';

/** Loads one model at a time; a new load replaces the model loaded before. */
export class ModelLoader {
  status = $state<LoadStatus>('idle');
  progress = $state.raw<LoadProgress | null>(null);
  /** The loaded model, ready to chat. */
  engine = $state.raw<LoadedModel | null>(null);
  /** Decoding speed of the loaded CPU model on this device, in tokens per second. */
  speed = $state<number | null>(null);
  /** Why the last load failed, with advice. */
  error = $state.raw<EngineError | null>(null);
  private controller: AbortController | null = null;
  /** What the loaded model was loaded from, to load it again. */
  private choice: ModelChoice | null = null;

  /** Resolves true when this choice is the model now loaded. */
  async load(choice: ModelChoice): Promise<boolean> {
    this.cancel();
    this.unload();
    const controller = (this.controller = new AbortController());
    this.status = 'loading';
    try {
      const options = { signal: controller.signal, onProgress: (progress: LoadProgress) => (this.progress = progress) };
      const engine: LoadedModel = 'gguf' in choice ? await (await import('../engines/wllama/engine')).loadWllama(choice.gguf, { ...options, contextSize: choice.contextSize }) : await loadWebLlm(choice.modelId, { ...options, appConfig: choice.appConfig });
      if ('gguf' in choice) this.speed = await this.measure(engine, controller.signal).catch((error: unknown) => (engine.dispose(), Promise.reject(error)));
      // A newer load has taken over.
      if (this.controller !== controller) return (engine.dispose(), false);
      this.engine = engine;
      this.choice = choice;
      this.status = 'ready';
      currentModels.browser = engine;
      return true;
    } catch (error) {
      if (this.controller !== controller) return false;
      const failure = classifyError(error);
      this.status = failure.kind === 'cancelled' ? 'cancelled' : 'failed';
      this.error = failure.kind === 'cancelled' ? null : failure;
      return false;
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  /** A CPU model's speed differs tenfold between devices: a first short reply measures it. */
  private async measure(engine: Engine, signal: AbortSignal): Promise<number | null> {
    this.progress = { phase: 'preparing', progress: 1, text: 'Measuring the speed on this device' };
    const probe = await engine.chat([{ role: 'user', content: 'Say hello.' }], { ...SPEED_PROBE, signal });
    return probe.usage.decodeTokensPerSecond ?? null;
  }

  /** Loads the CPU model again with a new probe of its threads: the count kept for it on this device is forgotten. */
  async probeThreadsAgain(): Promise<boolean> {
    const { choice, engine } = this;
    if (!choice || !('gguf' in choice) || !engine?.identity?.sha256) return false;
    forgetThreads(engine.identity.sha256);
    return this.load(choice);
  }

  cancel(): void {
    this.controller?.abort();
  }

  /** Frees the memory of the loaded model. */
  unload(): void {
    if (this.engine && currentModels.browser === this.engine) currentModels.browser = null;
    this.engine?.dispose();
    this.engine = null;
    this.choice = null;
    this.speed = null;
    this.progress = null;
    this.error = null;
    this.status = 'idle';
  }
}

/** The model loaded in this browser, shared by every page: load it once, then play. */
export const browserModel = new ModelLoader();

/** A size in bytes as people read it: 180 KB, 580 MB, 1.1 GB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  return bytes >= 1e6 ? `${Math.round(bytes / 1e6)} MB` : `${Math.round(bytes / 1e3)} KB`;
}
