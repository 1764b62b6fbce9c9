/**
 * The app's wllama worker in a page of Chromium, for the benches that time a model on the CPU in
 * the browser: its calls are timed in the page, so that the pipe to Node weighs on no figure.
 */
import type { Browser } from '@playwright/test';
import { basename } from 'node:path';
import type { LoadedInfo, Reply, Request } from '../../src/engines/wllama/protocol';
import { wllamaWorkerAsset, type StaticHost } from '../e2e/static-host';

/** A call's answer and its times in the page, from the request: to the answer, and to its first and last `delta`. */
export interface PageCall<T> {
  value: T;
  ms: number;
  firstDeltaMs: number;
  lastDeltaMs: number;
}

/** A request to the worker, its id left to the page. */
export type PageRequest = Omit<Request, 'id'>;

/**
 * A page of `host` (more than one thread needs a host that makes it cross-origin isolated) whose
 * worker has loaded the GGUF at `path` with the rest of `load`.
 */
export async function wllamaPage(browser: Browser, host: StaticHost, path: string, load: Omit<Request & { type: 'load' }, 'id' | 'type' | 'source'>) {
  const page = await browser.newPage();
  await page.goto(host.base);
  const worker = wllamaWorkerAsset(host.dist);
  // A file picked in the page is read from disk where it lies: hundreds of megabytes cross no pipe.
  await page.setContent('<input type="file">');
  await page.locator('input').setInputFiles(path);
  const started = performance.now();
  const info = await page.evaluate(
    async ({ worker, load, name }) => {
      const wllama = new Worker(worker, { type: 'module', name: 'wllama' });
      const handlers = new Map<number, (reply: Reply) => void>();
      wllama.onmessage = ({ data }: MessageEvent<Reply>) => handlers.get(data.id)?.(data);
      let next = 1;
      const call = <T,>(body: PageRequest) =>
        new Promise<PageCall<T>>((resolve, reject) => {
          const id = next++;
          const sent = performance.now();
          let firstDeltaMs = 0;
          let lastDeltaMs = 0;
          handlers.set(id, (reply) => {
            if (reply.type === 'delta') {
              lastDeltaMs = performance.now() - sent;
              firstDeltaMs ||= lastDeltaMs;
            } else if (reply.type === 'result') resolve({ value: reply.value as T, ms: performance.now() - sent, firstDeltaMs, lastDeltaMs });
            else if (reply.type === 'error') reject(new Error(reply.message));
          });
          wllama.postMessage({ ...body, id });
        });
      (window as unknown as { call: unknown }).call = call;
      const file = document.querySelector('input')!.files![0]!;
      return (await call<LoadedInfo>({ ...load, type: 'load', source: { file, name } } as PageRequest)).value;
    },
    { worker, load, name: basename(path) },
  );
  const loadMs = performance.now() - started;
  type Call = <T>(body: PageRequest) => Promise<PageCall<T>>;
  const call = <T>(body: PageRequest) => page.evaluate((body) => (window as unknown as { call: Call }).call<T>(body), body as never) as Promise<PageCall<T>>;
  return { info, loadMs, call, close: () => page.close() };
}

export type WllamaPage = Awaited<ReturnType<typeof wllamaPage>>;
