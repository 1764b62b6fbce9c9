/**
 * The models the page can play with: one loaded in this browser (web-llm on the GPU, or wllama
 * on the CPU) and one on an OpenAI-compatible server, so that one can play while the other
 * answers; the suite may play the server's other models too. The server's settings stay in this
 * browser's storage; its API key only for this tab's session, unless the person asks to keep it on
 * this device: every page of the app's origin can read its storage, and on a shared origin (the
 * GitHub Pages sites of one account) those are other projects' pages too.
 */
import type { Engine } from '../engines/engine';
import { listModels, openAiEngine, type OpenAiSettings } from '../engines/openai';

export type ModelSource = 'browser' | 'server';
/** The server's settings, without its key. */
const KEY = 'fogplay.openai';
/** The server's API key: in sessionStorage, or in localStorage when the person keeps it on this device. */
const API_KEY = 'fogplay.openai.key';

/** A server's settings as the form shows them: with its key, and whether it is kept on this device. */
export type SavedServer = OpenAiSettings & { keepKey: boolean };

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

  /** The last server settings the person used, with the key kept for this session or on this device. */
  get savedServer(): SavedServer {
    let settings: Partial<OpenAiSettings> = {};
    try {
      settings = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<OpenAiSettings>;
    } catch {
      // Settings no version wrote: none.
    }
    const kept = localStorage.getItem(API_KEY);
    const apiKey = kept ?? sessionStorage.getItem(API_KEY) ?? undefined;
    return { baseUrl: '', model: '', ...settings, apiKey, keepKey: kept !== null };
  }

  /** Plays with a server from now on; its key is kept on this device only when `keepKey`, else for this session. */
  useServer({ apiKey, ...settings }: OpenAiSettings, keepKey = false): void {
    localStorage.setItem(KEY, JSON.stringify(settings));
    localStorage.removeItem(API_KEY);
    sessionStorage.removeItem(API_KEY);
    if (apiKey) (keepKey ? localStorage : sessionStorage).setItem(API_KEY, apiKey);
    this.server = openAiEngine({ ...settings, apiKey });
    this.serverSettings = { ...settings, apiKey };
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

/**
 * Earlier versions kept the key with the settings, on this device: it is moved to this session,
 * and kept on this device again only if the person asks.
 */
function forgetStoredKey(): void {
  try {
    const { apiKey, ...settings } = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<OpenAiSettings>;
    if (apiKey === undefined) return;
    if (typeof apiKey === 'string' && apiKey) sessionStorage.setItem(API_KEY, apiKey);
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Unreadable settings hold no key to move.
  }
}

forgetStoredKey();
export const currentModels = new CurrentModels();
