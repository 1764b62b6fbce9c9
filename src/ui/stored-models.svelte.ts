/**
 * The models kept in this browser: web-llm's (for the GPU), wllama's downloads and the GGUF files
 * opened from this computer (for the CPU); the room they take; and keeping a file once it has
 * loaded, so that it loads again after a reload with no file dialog.
 */
import { classifyError } from '../engines/errors';
import { cachedModels, deleteCachedModel, type CachedModel } from '../engines/webllm/library';
import type { ModelOption } from '../engines/webllm/models';
import type { CachedGguf, StoredFile } from '../engines/wllama/engine';
import type { ModelLoader } from './models.svelte';

/** The CPU engine's page side, fetched when the stored models are first looked at. */
const wllama = () => import('../engines/wllama/engine');

/** Where the keeping of a file opened from this computer stands. */
export type Keeping =
  | { state: 'storing'; name: string; share: number }
  /** `persisted`: whether the browser granted persistent storage when asked, once the file was kept. */
  | { state: 'stored'; name: string; persisted: boolean }
  | { state: 'failed'; name: string; message: string };

class StoredModels {
  /** web-llm's models; null until listed. */
  gpu = $state.raw<CachedModel[] | null>(null);
  /** wllama's downloads by URL; null until listed. */
  downloads = $state.raw<CachedGguf[] | null>(null);
  /** The GGUF files opened from this computer; null until listed. */
  files = $state.raw<StoredFile[] | null>(null);
  estimate = $state.raw<StorageEstimate | undefined>();
  /** Whether the browser keeps this site's storage when disk space runs low; null until known. */
  persisted = $state<boolean | null>(null);
  /** The last file opened from this computer, being kept or not. */
  keeping = $state.raw<Keeping | null>(null);
  /** Why a stored file could not be loaded, by its key. */
  failures = $state.raw<Record<string, string>>({});

  /** How many models are listed; null until a list is in. */
  get listed(): number | null {
    return this.gpu === null && this.downloads === null ? null : (this.gpu?.length ?? 0) + (this.downloads?.length ?? 0) + (this.files?.length ?? 0);
  }

  /** Bytes of the listed models whose size is known. */
  get bytes(): number {
    const sizes = [...(this.gpu ?? []).map((model) => model.bytes ?? 0), ...(this.downloads ?? []).map((model) => model.bytes), ...(this.files ?? []).map((file) => file.bytes)];
    return sizes.reduce((sum, bytes) => sum + bytes, 0);
  }

  async listGpu(models: ModelOption[]): Promise<void> {
    this.gpu = await cachedModels(models);
    await this.measure();
  }

  /** Counts the CPU listings: one that ends after a newer one began is out of date. */
  private listings = 0;

  async listCpu(): Promise<void> {
    const listing = ++this.listings;
    const engine = await wllama();
    const lists = await Promise.all([engine.cachedGgufs().catch(() => []), engine.storedGgufs().catch(() => [])]);
    if (listing !== this.listings) return;
    [this.downloads, this.files] = lists;
    await this.measure();
  }

  /** navigator.storage exists only in a secure context. */
  async measure(): Promise<void> {
    [this.estimate, this.persisted] = await Promise.all([navigator.storage?.estimate(), navigator.storage?.persisted() ?? null]);
  }

  async deleteGpu(id: string): Promise<void> {
    await deleteCachedModel(id);
    this.gpu = this.gpu?.filter((model) => model.option.id !== id) ?? null;
    await this.measure();
  }

  async deleteDownload(url: string): Promise<void> {
    await (await wllama()).deleteCachedGguf(url);
    await this.listCpu();
  }

  async deleteFile(key: string): Promise<void> {
    await (await wllama()).deleteStoredGguf(key);
    if (this.keeping?.state === 'failed') this.keeping = null;
    await this.listCpu();
  }

  /** Keeps a file that has loaded, with the hash its load found; the model stays loaded for this visit whatever happens here. */
  async keep(file: File, sha256?: string): Promise<void> {
    const { name } = file;
    this.keeping = { state: 'storing', name, share: 0 };
    try {
      await (await wllama()).storeGguf(file, name, sha256, (share) => (this.keeping = { state: 'storing', name, share }));
      this.keeping = { state: 'stored', name, persisted: await this.persist() };
    } catch (error) {
      const failure = classifyError(error);
      const message =
        failure.kind === 'quota'
          ? `${name} is loaded for this visit, but the browser has no room left to keep it. To free space, delete models you no longer need with their Delete buttons on the Models page, then open the file again.`
          : `${name} is loaded for this visit, but it could not be kept in this browser: ${failure.message}`;
      this.keeping = { state: 'failed', name, message };
    }
    await this.listCpu();
  }

  /** Loads a stored file; when it fails, its row says why. */
  async load(loader: ModelLoader, file: StoredFile): Promise<void> {
    const { [file.key]: _, ...others } = this.failures;
    this.failures = others;
    try {
      const source = await (await wllama()).openStoredGguf(file.key);
      if ((await loader.load({ gguf: source })) || loader.status !== 'failed' || !loader.error) return;
      this.failures = { ...this.failures, [file.key]: loader.error.message };
    } catch (error) {
      this.failures = { ...this.failures, [file.key]: classifyError(error).message };
    }
  }

  /** Asks the browser to keep this site's storage when disk space runs low; answers whether it will. */
  async persist(): Promise<boolean> {
    this.persisted = (await navigator.storage?.persist()) ?? false;
    return this.persisted;
  }
}

export const storedModels = new StoredModels();
