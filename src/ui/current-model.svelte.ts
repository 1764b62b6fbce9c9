/**
 * The models the page can play with: one loaded in this browser (web-llm on the GPU, or wllama
 * on the CPU) and one on an OpenAI-compatible server, so that one can play while the other
 * answers; the suite may play the server's other models too. The server's settings,
 * key included, stay in this browser's storage.
 */
import type { Engine } from '../engines/engine';
import { listModels, openAiEngine, type OpenAiSettings } from '../engines/openai';

export type ModelSource = 'browser' | 'server';
const KEY = 'fogplay.openai';

class CurrentModels {
  browser = $state.raw<Engine | null>(null);
  server = $state.raw<Engine | null>(null);
  private serverSettings = $state.raw<OpenAiSettings | null>(null);

  /** The sources with a model ready, the browser's first. */
  get available(): ModelSource[] {
    return (['browser', 'server'] as const).filter((source) => this[source]);
  }

  /** Where a source's model runs, in words. */
  where(source: ModelSource): string {
    if (source === 'server') return `on ${this.serverSettings?.baseUrl ?? 'a server'}`;
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
    this.serverSettings = settings;
  }

  /** The models the server in use lists, the one in use first; that one alone when the server lists none or does not answer. */
  async serverModels(): Promise<string[]> {
    const settings = this.serverSettings;
    if (!settings) return [];
    const listed = await listModels(settings).catch(() => []);
    return [...new Set([settings.model, ...listed])];
  }

  /** One of the server's models, with the settings of the one in use: a suite may play several. */
  serverEngine(model: string): Engine | null {
    if (!this.server || !this.serverSettings) return null;
    return model === this.server.model ? this.server : openAiEngine({ ...this.serverSettings, model });
  }
}

export const currentModels = new CurrentModels();
