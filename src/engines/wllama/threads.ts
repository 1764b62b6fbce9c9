/**
 * llama.cpp's threads in the browser. wllama's threads share the model's memory, which a page may
 * do only when it is cross-origin isolated: served with these two headers (by the host, or by the
 * app's service worker, which adds them to every response it serves).
 */
export const ISOLATION = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } as const;

/**
 * One thread unless the page is cross-origin isolated; then half the logical cores, as llama.cpp
 * counts physical ones (two logical cores are often one physical core's). llama.cpp's threads wait
 * for each other at every step, so a thread more than the cores free to run it costs far more than
 * it brings: on a busy 2-core machine, 2 threads decoded 80 times slower than one (BENCHMARKS.md).
 */
export function cpuThreads(): number {
  return globalThis.crossOriginIsolated ? Math.max(1, Math.floor((navigator.hardwareConcurrency || 1) / 2)) : 1;
}
