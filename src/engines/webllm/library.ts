/**
 * What the page needs from web-llm outside the worker: its model list and its cache of
 * downloaded models. Imported on demand, because web-llm is megabytes.
 */
import type { ModelRecord } from '@mlc-ai/web-llm';
import { modelFolder, type ModelOption } from './models';

const webLlm = () => import('@mlc-ai/web-llm');

/** web-llm's own list of prebuilt models, the only one its model libraries match. */
export async function prebuiltModels(): Promise<ModelRecord[]> {
  return (await webLlm()).prebuiltAppConfig.model_list;
}

export interface CachedModel {
  option: ModelOption;
  /** Bytes of weights stored, when the browser tells. */
  bytes?: number;
}

/** The models among `options` whose weights are all in this browser's cache. */
export async function cachedModels(options: ModelOption[]): Promise<CachedModel[]> {
  const { hasModelInCache, TENSOR_CACHE_MANIFEST_FILENAME } = await webLlm();
  // web-llm keeps weights in the Cache API store "webllm/model", beside a manifest listing each shard's size.
  const store = await caches.open('webllm/model');
  const found = await Promise.all(
    options.map(async (option): Promise<CachedModel[]> => {
      if (!(await hasModelInCache(option.id))) return [];
      const manifest = await store.match(new URL(TENSOR_CACHE_MANIFEST_FILENAME, modelFolder(option.url)).href);
      const shards = ((await manifest?.json()) as { records?: { nbytes: number }[] } | undefined)?.records;
      return [{ option, bytes: shards?.reduce((sum, shard) => sum + shard.nbytes, 0) }];
    }),
  );
  return found.flat();
}

/** Deletes a model's weights, library and configuration from the cache. */
export async function deleteCachedModel(id: string): Promise<void> {
  await (await webLlm()).deleteModelAllInfoInCache(id);
}
