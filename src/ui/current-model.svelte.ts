/**
 * The models the page can play with: one loaded in this browser (web-llm on the GPU, or wllama
 * on the CPU) and one on an
 * OpenAI-compatible server, so that one can play while the other answers. The server's settings,
 * key included, stay in this browser's storage.
 */
import type { Engine } from '../engines/engine';
import { openAiEngine, type OpenAiSettings } from '../engines/openai';

export type ModelSource = 'browser' | 'server';
const KEY = 'fogplay.openai';

class CurrentModels {
  browser = $state.raw<Engine | null>(null);
  server = $state.raw<Engine | null>(null);
  private serverUrl = $state('');

  /** The sources with a model ready, the browser's first. */
  get available(): ModelSource[] {
    return (['browser', 'server'] as const).filter((source) => this[source]);
  }

  /** Where a source's model runs, in words. */
  where(source: ModelSource): string {
    if (source === 'server') return `on ${this.serverUrl}`;
    return this.browser?.kind === 'wllama' ? 'in this browser, on the CPU' : 'in this browser';
  }

  /** The last server settings the person used. */
  get savedServer(): OpenAiSettings {
    try {
      return { baseUrl: '', model: '', ...JSON.parse(localStorage.getItem(KEY) ?? '{}') };
    } catch {
      return { baseUrl: '', model: '' };
    }
  }

  useServer(settings: OpenAiSettings): void {
    localStorage.setItem(KEY, JSON.stringify(settings));
    this.server = openAiEngine(settings);
    this.serverUrl = settings.baseUrl;
  }
}

export const currentModels = new CurrentModels();
