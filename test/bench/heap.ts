/// <reference lib="dom" />
/** The page's JavaScript heap at its peak, for the benchmarks that run the built app in Chromium (started with --enable-precise-memory-info). */
import type { BrowserContext, Page } from '@playwright/test';

/** Samples the page's JS heap every 20 ms, so that a peak is seen while the page works. */
const HEAP_SAMPLER = () => {
  const w = window as unknown as { heapPeak: number; resetHeapPeak(): void };
  const memory = () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
  w.heapPeak = 0;
  w.resetHeapPeak = () => void (w.heapPeak = memory());
  setInterval(() => (w.heapPeak = Math.max(w.heapPeak, memory())), 20);
};

/** Every page of the context samples its heap from its start. */
export const sampleHeap = (context: BrowserContext) => context.addInitScript(HEAP_SAMPLER);
export const heapPeakMb = (page: Page) => page.evaluate(() => (window as unknown as { heapPeak: number }).heapPeak / 1e6);
export const resetHeapPeak = (page: Page) => page.evaluate(() => (window as unknown as { resetHeapPeak(): void }).resetHeapPeak());
