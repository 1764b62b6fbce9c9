/// <reference lib="webworker" />
/**
 * The service worker. After one visit the app shell, the games' code and data (and the model
 * engines' code, once first used) are cached, so Fogplay opens and plays with no network.
 *
 * It also makes the page cross-origin isolated, which a static host such as GitHub Pages cannot:
 * the pages and scripts it serves carry COOP and COEP, so from the first page it controls (the visit
 * after the first, or a reload) the page may share memory with its workers, and llama.cpp on the
 * CPU runs on several threads. COEP is `require-corp`, the value every browser knows: it refuses
 * only cross-origin loads that are neither CORS nor marked as shareable, and the app has none (its
 * model servers and model downloads are CORS requests, which it allows).
 */
import type { WorkboxPlugin } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

import { ISOLATION } from './engines/wllama/threads';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const isolation: WorkboxPlugin = {
  handlerWillRespond: async ({ response }) => {
    // An opaque response has no headers to add to.
    if (response.type === 'opaque' || response.type === 'opaqueredirect') return response;
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(ISOLATION)) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
};

addPlugins([isolation]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));
// web-llm's code (two chunks of about 6 MB) and wllama's (its worker and 10 MB of WebAssembly) are
// cached when a model first loads, not on every first visit; the weights have caches of their own.
registerRoute(/assets\/(lib|worker)-[\w-]+\.js$/, new CacheFirst({ cacheName: 'fogplay-web-llm', plugins: [isolation] }));
registerRoute(/assets\/wllama-[\w-]+\.js$/, new CacheFirst({ cacheName: 'fogplay-wllama', plugins: [isolation] }));
// The WebAssembly goes out as it was stored, without the isolation's headers (a module is neither a
// page nor a worker): Chromium keeps the code V8 compiled from a module beside the response it came
// from, and finds it again only for that same stored response, never for one made anew here. So a
// later visit runs llama.cpp from the code kept, instead of compiling it again at every visit.
registerRoute(/assets\/wllama-[\w-]+\.wasm$/, new CacheFirst({ cacheName: 'fogplay-wllama' }));

// A new version waits until the page's prompt is accepted.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
