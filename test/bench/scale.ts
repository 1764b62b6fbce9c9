/// <reference lib="dom" />
/**
 * How the cost grows with the work: 1,000, 10,000 and 100,000 Guess Number episodes (the
 * max-entropy bot, the game that ends at the right guess) played by the command line and by the
 * Batch page, then exported and imported on the Runs page. Reads the built app and command line.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { findChromium } from '../e2e/chromium';
import { startStaticHost } from '../e2e/static-host';
import { processes, statOf } from '../proc';
import { heapPeakMb, resetHeapPeak, sampleHeap } from './heap';
import type { Row } from './main';

const exec = promisify(execFile);
/** The sizes measured; `SCALE_SIZES=1000,5000 npm run bench -- scale` picks others. */
const SIZES = process.env.SCALE_SIZES?.split(',').map(Number) ?? [1_000, 10_000, 100_000];
const fmt = (n: number) => n.toLocaleString('en');
const perThousand = (ms: number, n: number) => `${((ms / n) * 1000).toFixed(0)} ms per 1,000`;

/** The command line's wall time, CPU time and peak memory (GNU time's %e %U %S %M). */
async function cliBatch(episodes: number, out: string) {
  const { stderr } = await exec('/usr/bin/time', ['-f', 'TIME %e %U %S %M', 'node', 'dist-node/fogplay.js', 'run', '--game', 'guess-number', '--variant', 'early-stop',
    '--player', 'bot:max-entropy', '--episodes', String(episodes), '--seed', '1', '--out', out], { maxBuffer: 1 << 26 });
  const [wall, user, system, peakKb] = stderr.match(/TIME (\S+) (\S+) (\S+) (\S+)/)!.slice(1).map(Number);
  return { wallMs: wall! * 1000, cpuMs: (user! + system!) * 1000, peakMb: peakKb! / 1024 };
}

/**
 * CPU time of this Chromium, from /proc: of all its processes (the page, the browser and its
 * storage, the GPU process), and of its pages' main threads (a renderer's first thread). CPU time,
 * not Chrome's TaskDuration, which counts the wall time of the main thread's tasks, the time the
 * thread waited for a core on a loaded machine included.
 */
async function chromiumCpuMs(profile: string): Promise<{ all: number; pages: number }> {
  const cpu = { all: 0, pages: 0 };
  for await (const { pid, cmdline } of processes()) {
    if (!cmdline.includes(profile)) continue;
    cpu.all += (await statOf(`/proc/${pid}/stat`))?.cpuMs ?? 0;
    if (cmdline.includes('--type=renderer')) cpu.pages += (await statOf(`/proc/${pid}/task/${pid}/stat`))?.cpuMs ?? 0;
  }
  return cpu;
}

/** A stand-in for the File System Access API's picker that keeps only the size written: a large export streams into it. */
const COUNTING_PICKER = () => {
  // Not `closed`: that is the window's own read-only property, and a write to it is lost.
  const w = window as unknown as { written: number; saved: boolean; showSaveFilePicker(): Promise<unknown> };
  w.written = 0;
  w.saved = false;
  w.showSaveFilePicker = async () => ({
    createWritable: async () => ({ write: async (piece: string) => void (w.written += piece.length), close: async () => void (w.saved = true), abort: async () => {} }),
  });
};

/** The heap an export or an import must fit in: their pages run with V8's heap capped at this, so an overrun crashes the page and the benchmark. */
const HEAP_CAP_MB = 100;

async function open(profile: string, base: string, capMb?: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: [
      '--no-sandbox', '--disable-background-networking', '--enable-precise-memory-info',
      // The old generation capped, and the young one kept small (1 MB semi-spaces), so the whole heap stays under the cap.
      ...(capMb ? [`--js-flags=--max-old-space-size=${capMb - 4} --max-semi-space-size=1`] : []),
    ],
    acceptDownloads: true,
  });
  await sampleHeap(context);
  await context.addInitScript(COUNTING_PICKER);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(base);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { context, page };
}

/** Runs `measure` in a browser on `profile`, closed after. */
async function inBrowser<T>(profile: string, base: string, capMb: number | undefined, measure: (page: Page) => Promise<T>): Promise<T> {
  const { context, page } = await open(profile, base, capMb);
  const limitMb = await page.evaluate(() => (performance as unknown as { memory: { jsHeapSizeLimit: number } }).memory.jsHeapSizeLimit / 2 ** 20);
  if (capMb && limitMb > capMb) throw new Error(`The page's heap limit is ${limitMb.toFixed(0)} MB, not the ${capMb} MB asked for.`);
  // A page out of memory crashes: the benchmark stops there instead of waiting for its end.
  const crashed = new Promise<never>((_, reject) => page.once('crash', () => reject(new Error(`The page crashed (its heap is capped at ${capMb ?? 'no'} MB).`))));
  try {
    return await Promise.race([measure(page), crashed]);
  } finally {
    await context.close();
  }
}

/** Plays a batch on the Batch page: wall time, the CPU time of all of Chromium and of the page's main thread, and the heap's peak. */
async function browserBatch(page: Page, profile: string, base: string, episodes: number) {
  await page.goto(`${base}#/batch/guess-number?variant=early-stop&bot=max-entropy`);
  await page.getByLabel('Episodes').fill(String(episodes));
  await page.getByLabel('First puzzle number (optional)').fill('1');
  const before = await chromiumCpuMs(profile);
  await resetHeapPeak(page);
  const started = performance.now();
  await page.getByRole('button', { name: 'Run batch' }).click();
  await page.getByRole('link', { name: 'Open this run' }).waitFor({ timeout: 3_600_000 });
  const wallMs = performance.now() - started;
  const after = await chromiumCpuMs(profile);
  return { wallMs, pageMs: after.pages - before.pages, cpuMs: after.all - before.all, heapMb: await heapPeakMb(page) };
}

/** Exports every run from the Runs page: through the picker past 10,000 episodes, else as a download saved to `file`. */
async function browserExport(page: Page, base: string, file: string) {
  await page.goto(`${base}#/runs`);
  const button = page.getByRole('button', { name: 'Export all runs (JSON Lines)' });
  await button.waitFor();
  await resetHeapPeak(page);
  const started = performance.now();
  const download = page.waitForEvent('download', { timeout: 3_600_000 }).catch(() => null);
  await button.click();
  // A large export ends when the picker's file has been written; a small one when the download comes.
  const saved = await Promise.race([
    download.then(async (d) => (d ? (await d.saveAs(file), 'download') : null)),
    page.waitForFunction(() => (window as unknown as { saved: boolean }).saved, null, { timeout: 3_600_000, polling: 50 }).then(() => 'picker'),
  ]);
  const written = await page.evaluate(() => (window as unknown as { written: number }).written);
  return { wallMs: performance.now() - started, heapMb: await heapPeakMb(page), how: saved, written };
}

/** Opens the batch's run page: the time until its summary shows, and the heap's peak. */
async function runPage(page: Page, episodes: number) {
  await resetHeapPeak(page);
  const started = performance.now();
  await page.getByRole('link', { name: 'Open this run' }).click();
  await page.getByRole('table', { name: new RegExp(`Summary of (${fmt(episodes)}|${episodes}) finished episodes`) }).waitFor({ timeout: 3_600_000 });
  await page.getByRole('button', { name: 'Show episode 1', exact: true }).waitFor({ timeout: 3_600_000 });
  return { wallMs: performance.now() - started, heapMb: await heapPeakMb(page) };
}

async function browserImport(page: Page, base: string, file: string, episodes: number) {
  await page.goto(`${base}#/runs`);
  await resetHeapPeak(page);
  const started = performance.now();
  await page.getByLabel('Import runs (JSON Lines)').setInputFiles(file);
  await page.getByText(`Imported ${fmt(episodes)} episodes`).or(page.getByText(`Imported ${episodes} episodes`)).waitFor({ timeout: 3_600_000 });
  return { wallMs: performance.now() - started, heapMb: await heapPeakMb(page) };
}

export async function benchScale(): Promise<Row[]> {
  const rows: Row[] = [];
  const host = await startStaticHost('/');
  const work = await mkdtemp(join(tmpdir(), 'fogplay-scale-'));
  try {
    for (const n of SIZES) {
      const step = (what: string) => console.error(`scale, ${fmt(n)} episodes: ${what}`);
      step('command line');
      const cli = await cliBatch(n, join(work, `cli-${n}.jsonl`));
      const profile = await mkdtemp(join(tmpdir(), 'fogplay-profile-'));
      const fresh = await mkdtemp(join(tmpdir(), 'fogplay-profile-'));
      try {
        const { batch, opened } = await inBrowser(profile, host.base, undefined, async (page) => {
          step('Batch page');
          const batch = await browserBatch(page, profile, host.base, n);
          step('run page');
          return { batch, opened: await runPage(page, n) };
        });
        // The export in the same profile, a browser started anew: the batch's garbage is not its heap.
        step('export');
        const file = join(work, `browser-${n}.jsonl`);
        const exported = await inBrowser(profile, host.base, HEAP_CAP_MB, (page) => browserExport(page, host.base, file));
        // The import needs the file: the picker (past 10,000) only counted, so it reads the command line's run instead.
        const source = exported.how === 'download' ? file : join(work, `cli-${n}.jsonl`);
        step('import');
        const imported = await inBrowser(fresh, host.base, HEAP_CAP_MB, (page) => browserImport(page, host.base, source, n));
        const size = (await stat(source)).size / 1e6;
        const capped = `heap capped at ${HEAP_CAP_MB} MB, its peak`;
        rows.push(
          { name: `Command line, ${fmt(n)} episodes`, value: `${(cli.wallMs / 1000).toFixed(1)} s, ${perThousand(cli.cpuMs, n)} of CPU`, note: `peak memory ${cli.peakMb.toFixed(0)} MB` },
          {
            name: `Batch page, ${fmt(n)} episodes`,
            value: `${(batch.wallMs / 1000).toFixed(1)} s; CPU ${(batch.cpuMs / cli.cpuMs).toFixed(2)}× the command line’s`,
            note: `all of Chromium ${perThousand(batch.cpuMs, n)} of CPU, the page’s main thread ${perThousand(batch.pageMs, n)} (${(batch.pageMs / cli.cpuMs).toFixed(2)}× the command line’s); heap peak ${batch.heapMb.toFixed(0)} MB`,
          },
          { name: `Run page of ${fmt(n)} episodes: summary shown`, value: `${(opened.wallMs / 1000).toFixed(1)} s`, note: `heap peak ${opened.heapMb.toFixed(0)} MB` },
          { name: `Export of ${fmt(n)} episodes (JSON Lines)`, value: `${(exported.wallMs / 1000).toFixed(1)} s, ${perThousand(exported.wallMs, n)}`, note: `${capped} ${exported.heapMb.toFixed(0)} MB; ${exported.how === 'picker' ? `streamed to a picked file (${(exported.written / 1e6).toFixed(0)} MB)` : 'a download'}` },
          { name: `Import of ${fmt(n)} episodes (${size.toFixed(0)} MB)`, value: `${(imported.wallMs / 1000).toFixed(1)} s, ${perThousand(imported.wallMs, n)}`, note: `${capped} ${imported.heapMb.toFixed(0)} MB` },
        );
      } finally {
        await rm(profile, { recursive: true, force: true });
        await rm(fresh, { recursive: true, force: true });
      }
    }
  } finally {
    await host.close();
    await rm(work, { recursive: true, force: true });
  }
  return rows;
}
