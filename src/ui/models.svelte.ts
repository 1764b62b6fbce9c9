/**
 * Models on this page's GPU: what the device can run (checked once per page), and loading one.
 * web-llm itself is imported only once the check says a model can run.
 */
import type { AppConfig } from '@mlc-ai/web-llm';
import { classifyError, type EngineError } from '../engines/errors';
import { assessGpu, probeGpu, type Capability } from '../engines/webllm/capability';
import { loadWebLlm, type WebLlmEngine } from '../engines/webllm/engine';
import { prebuiltModels } from '../engines/webllm/library';
import { offeredModels, smallModels, type ModelGroup, type ModelOption } from '../engines/webllm/models';
import type { LoadProgress } from '../engines/webllm/progress';
import { currentModels } from './current-model.svelte';

class ModelCatalog {
  /** Null until checked. */
  capability = $state.raw<Capability | null>(null);
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

/** A model to load: a prebuilt one by id, or a self-hosted one with its appConfig. */
export interface ModelChoice {
  modelId: string;
  appConfig?: AppConfig;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'cancelled' | 'failed';

/** Loads one model at a time; a new load replaces the model loaded before. */
export class ModelLoader {
  status = $state<LoadStatus>('idle');
  progress = $state.raw<LoadProgress | null>(null);
  /** The loaded model, ready to chat. */
  engine = $state.raw<WebLlmEngine | null>(null);
  /** Why the last load failed, with advice. */
  error = $state.raw<EngineError | null>(null);
  private controller: AbortController | null = null;

  async load(choice: ModelChoice): Promise<void> {
    this.cancel();
    this.unload();
    const controller = (this.controller = new AbortController());
    this.status = 'loading';
    try {
      const engine = await loadWebLlm(choice.modelId, {
        appConfig: choice.appConfig,
        signal: controller.signal,
        onProgress: (progress) => (this.progress = progress),
      });
      // A newer load has taken over.
      if (this.controller !== controller) return engine.dispose();
      this.engine = engine;
      this.status = 'ready';
      currentModels.browser = engine;
    } catch (error) {
      if (this.controller !== controller) return;
      const failure = classifyError(error);
      this.status = failure.kind === 'cancelled' ? 'cancelled' : 'failed';
      this.error = failure.kind === 'cancelled' ? null : failure;
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  cancel(): void {
    this.controller?.abort();
  }

  /** Frees the GPU memory of the loaded model. */
  unload(): void {
    if (this.engine && currentModels.browser === this.engine) currentModels.browser = null;
    this.engine?.dispose();
    this.engine = null;
    this.progress = null;
    this.error = null;
    this.status = 'idle';
  }
}

/** The model loaded in this browser, shared by every page: load it once, then play. */
export const browserModel = new ModelLoader();

/** A size in bytes as people read it: 580 MB, 1.1 GB. */
export function formatBytes(bytes: number): string {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${Math.round(bytes / 1e6)} MB`;
}
