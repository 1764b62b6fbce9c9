/// <reference lib="dom" />
/**
 * The runs page with many stored runs, in Chromium with a profile on disk: the time from opening the
 * page to its first row on screen, and to the count of runs, with 1,000, 10,000 and 100,000 runs of
 * one episode each: the first opening after the app loads (the store opens with it, and the runs
 * left running are marked), the best of three after, and the first with the browser just started.
 * Reads the built app.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../e2e/chromium';
import { startStaticHost } from '../e2e/static-host';
import type { Row } from './main';

/** The numbers of runs stored; `RUNS_PAGE_SIZES=1000 npm run bench -- "runs page"` picks others. */
const SIZES = process.env.RUNS_PAGE_SIZES?.split(',').map(Number) ?? [1_000, 10_000, 100_000];

/** Stores `count` finished one-episode runs straight into the app's database, in chunks. */
async function seed(page: Page, count: number): Promise<void> {
  await page.evaluate(async (count) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('fogplay');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let from = 0; from < count; from += 5_000) {
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['runs', 'headerBlocks'], 'readwrite');
        for (let i = from; i < Math.min(count, from + 5_000); i++) {
          const id = `bench-${i}`;
          const createdAt = new Date(start + i * 60_000).toISOString();
          const players = [{ seat: 'player', kind: 'bot', name: 'max-entropy' }];
          const params = { maxGuesses: 25, finalAnswer: true };
          tx.objectStore('runs').put({ id, game: 'guess-number', variant: 'ar-bench', params, seed: i, players, episodes: 1, finished: 1, status: 'finished', createdAt, endedAt: createdAt });
          const episode = {
            schema: 'fogplay.episode/1', id: `${id}-0`, runId: id, index: 0, game: 'guess-number', variant: 'ar-bench', params, seed: i,
            setup: { secret: '0123' }, players, outcome: { solved: true, guesses: 5 }, metrics: { solved: true, guesses: 5 }, status: 'finished',
            startedAt: createdAt, endedAt: createdAt,
          };
          tx.objectStore('headerBlocks').put({ runId: id, block: 0, episodes: [episode] });
        }
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    }
    db.close();
  }, count);
}

/**
 * Opens the runs page: milliseconds to its first row in the document, and the longest main-thread
 * task from the click until a second after that row (0 when none took 50 ms, the shortest the
 * browser reports).
 */
function openRunsPage(page: Page): Promise<{ firstRowMs: number; countMs: number; longestTaskMs: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let longestTaskMs = 0;
        const tasks = new PerformanceObserver((list) => {
          for (const task of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, task.duration);
        });
        tasks.observe({ type: 'longtask' });
        const started = performance.now();
        let firstRowMs: number | undefined;
        const counted = () => /of [\d,]+$/.test(document.querySelector('.pager span')?.textContent?.trim() ?? '');
        const observer = new MutationObserver(() => {
          firstRowMs ??= document.querySelector('table tbody tr') ? performance.now() - started : undefined;
          if (firstRowMs === undefined || !counted()) return;
          observer.disconnect();
          const countMs = performance.now() - started;
          setTimeout(() => {
            tasks.disconnect();
            resolve({ firstRowMs: firstRowMs!, countMs, longestTaskMs });
          }, 1_000);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        location.hash = '#/runs';
      }),
  );
}

/**
 * The page's JavaScript heap in MB once collected: a collection in a task of its own, again until one
 * frees nothing more, since the first leaves up to a megabyte more or less, as the page's last task left it.
 */
async function heapMb(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const collected = async () => {
      await new Promise((resolve) => setTimeout(resolve));
      (window as unknown as { gc(): void }).gc();
      return (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize / 1e6;
    };
    let heap = await collected();
    for (let next = await collected(); next < heap; next = await collected()) heap = next;
    return heap;
  });
}

export async function benchRunsPage(): Promise<Row[]> {
  const host = await startStaticHost('/');
  const launch = (profile: string) =>
    // A profile on disk, as a person's browser keeps it: a context without one holds IndexedDB in memory, many times faster.
    chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      args: ['--no-sandbox', '--disable-background-networking', '--enable-precise-memory-info', '--js-flags=--expose-gc'],
    });
  const home = async (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
  const rows: Row[] = [];
  try {
    for (const count of SIZES) {
      const profile = await mkdtemp(join(tmpdir(), 'fogplay-profile-'));
      try {
        let context = await launch(profile);
        let page = context.pages()[0] ?? (await context.newPage());
        // The store opens (and is created) with the first page that reads runs.
        await page.goto(`${host.base}#/runs`);
        await page.getByText('No runs yet.').waitFor();
        await seed(page, count);
        await page.goto(host.base);
        await page.reload();
        await home(page);
        // The first opening opens the store; the three after read the page alone.
        const opened = [];
        for (let i = 0; i < 4; i++) {
          opened.push(await openRunsPage(page));
          await page.evaluate(() => (location.hash = '#/'));
          // The runs page gone, so that the next opening draws its rows anew.
          await page.locator('table tbody tr').first().waitFor({ state: 'detached' });
          await home(page);
        }
        const [first, ...again] = opened;
        const best = Math.min(...again.map((o) => o.firstRowMs));
        const counted = Math.min(...again.map((o) => o.countMs));
        const longest = Math.max(...opened.map((o) => o.longestTaskMs));
        await page.evaluate(() => (location.hash = '#/runs'));
        await page.locator('table tbody tr').first().waitFor();
        // The page as a person sees it once it has settled: its count shown.
        await page.locator('.pager span').filter({ hasText: /of [\d,]+$/ }).waitFor();
        const heap = await heapMb(page);
        // Cold: the browser started again on the same profile, the page opened once.
        await context.close();
        context = await launch(profile);
        page = context.pages()[0] ?? (await context.newPage());
        await page.goto(host.base);
        await home(page);
        const cold = await openRunsPage(page);
        await context.close();
        rows.push({
          name: `Runs page, ${count.toLocaleString('en')} stored runs on disk: first row on screen`,
          value: `${best.toFixed(0)} ms`,
          note: `best of 3 with the store open; ${first!.firstRowMs.toFixed(0)} ms the first opening, which opens the store; ${cold.firstRowMs.toFixed(0)} ms with the browser just started; the count shown at ${counted.toFixed(0)} ms (${first!.countMs.toFixed(0)}; ${cold.countMs.toFixed(0)}); longest main-thread task ${longest ? `${longest.toFixed(0)} ms` : 'under 50 ms'}; heap ${heap.toFixed(1)} MB with the page open and its count shown; target ≤ 100 ms at 100,000`,
          figures: { [`runs-page.heap-mb-${count}`]: heap },
        });
      } finally {
        await rm(profile, { recursive: true, force: true, maxRetries: 5 });
      }
    }
  } finally {
    await host.close();
  }
  return rows;
}
