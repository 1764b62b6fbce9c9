/// <reference lib="dom" />
/**
 * The first opening after an update that changes how runs are stored: a store of the previous
 * version (an episode a row with three indices, its events a row with one) holding 1,000, 10,000
 * and 100,000 Guess Number episodes, opened by the built app in Chromium. Time until the runs
 * list shows, and the page's heap peak.
 */
import { chromium } from '@playwright/test';
import { maxEntropy } from '../../src/games/guess-number/bots';
import { guessNumber } from '../../src/games/guess-number/game';
import { playEpisode } from '../../src/run/episode';
import { findChromium } from '../e2e/chromium';
import { createOldStore, TABLES_V4, type OldStore } from '../e2e/old-store';
import { startStaticHost } from '../e2e/static-host';
import { heapPeakMb, sampleHeap } from './heap';
import type { Row } from './main';

/** Fills the version-4 store the page holds open with `count` copies of `record`, and closes it. */
const FILL_V4 = async ({ count, text }: { count: number; text: string }) => {
  const { events, ...header } = JSON.parse(text) as { events: unknown[]; runId: string; startedAt: string } & Record<string, unknown>;
  const store = (window as unknown as { oldStore: OldStore }).oldStore;
  const { runId } = header;
  await store.write((tx) => tx.objectStore('runs').put({ ...header, id: runId, seed: 1, episodes: count, finished: count, status: 'finished', createdAt: header.startedAt }));
  for (let from = 0; from < count; from += 1_000) {
    await store.write((tx) => {
      for (let index = from; index < Math.min(count, from + 1_000); index++) {
        const id = `episode-${String(index).padStart(7, '0')}`;
        tx.objectStore('episodes').put({ ...header, id, index, seed: 1 + index });
        tx.objectStore('eventGroups').put({ episodeId: id, runId, seq: 0, events });
      }
    });
  }
  store.close();
};

export async function benchUpgrade(): Promise<Row[]> {
  const params = guessNumber.variants.find((v) => v.id === 'early-stop')!.params;
  const record = await playEpisode({ game: guessNumber, variant: 'early-stop', params, seed: 1, agents: { player: maxEntropy }, runId: 'upgraded-run' });
  const host = await startStaticHost('/');
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-background-networking', '--enable-precise-memory-info'] });
  const rows: Row[] = [];
  try {
    for (const count of [1_000, 10_000, 100_000]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Before the app's first page: nothing has opened the store yet.
      await page.goto(`${host.base}favicon.svg`);
      await createOldStore(page, 4, TABLES_V4);
      await page.evaluate(FILL_V4, { count, text: JSON.stringify(record) });
      await sampleHeap(context);
      const started = performance.now();
      await page.goto(`${host.base}#/runs`);
      await page.getByRole('row').filter({ hasText: 'Guess Number' }).first().waitFor({ timeout: 3_600_000 });
      const ms = performance.now() - started;
      const heapMb = await heapPeakMb(page);
      rows.push({
        name: `Opening a store of the previous version, ${count.toLocaleString('en')} episodes`,
        value: `${(ms / 1000).toFixed(1)} s, ${((ms / count) * 1000).toFixed(0)} ms per 1,000`,
        note: `until the runs list shows, the store brought up to date; heap peak ${heapMb.toFixed(0)} MB`,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await host.close();
  }
  return rows;
}
