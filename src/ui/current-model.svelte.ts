/**
 * The model the page plays with: one loaded in this browser (web-llm) or one on an
 * OpenAI-compatible server. The server's settings, key included, stay in this browser's storage.
 */
import type { Engine } from '../engines/engine';
import { openAiEngine, type OpenAiSettings } from '../engines/openai';

const KEY = 'fogplay.openai';

class CurrentModel {
  engine = $state.raw<Engine | null>(null);
  /** Where the model runs, in words. */
  where = $state('');

  use(engine: Engine, where: string): void {
    this.engine = engine;
    this.where = where;
  }

  clear(): void {
    this.engine = null;
    this.where = '';
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
    this.use(openAiEngine(settings), `on ${settings.baseUrl}`);
  }
}

export const currentModel = new CurrentModel();
