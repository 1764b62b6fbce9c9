/**
 * A returning visitor: the app's wllama worker loads the CPU speed bench's model (Q8_0 and Q4_K_M)
 * at visit after visit in one browser profile on disk, the service worker serving the engine's
 * builds (and making the page cross-origin isolated), as on a static host; each visit loads each
 * model on one thread and then on two, each its own build. For each load: whether V8 compiled the
 * build or Chromium had kept its code (V8's trace tells), the load's time, the CPU time V8 spent
 * compiling WebAssembly at the load and over a dozen replies (from its trace), and the speeds of
 * the last half of the replies.
 *
 * PAIRED_DIST=FOLDER (another commit's `dist`, copied aside before `npm run bench` builds this one)
 * visits that build as well, in a profile of its own, the two taking turns visit by visit.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from '../../src/core/stats';
import { findChromium, QUIET } from '../e2e/chromium';
import { startStaticHost, wllamaWorkerAsset, type StaticHost } from '../e2e/static-host';
import { SPEED_SHAPE, tinyGguf, type Shape } from '../model/tiny-gguf';
import { compilingMs, fromCodeCache, wasmEvents } from '../wasm-trace';
import { CHAT, prompt } from './cpu-reply';
import type { Row } from './main';
import { wllamaPage, type PageRequest, type WllamaPage } from './wllama-page';

const VISITS = 10;
const REPLIES = 12;

/** A build of the app visited in a browser profile of its own. */
interface Site {
  label: string;
  host: StaticHost;
  context: BrowserContext;
  /** A session on the profile's first page, for V8's trace. */
  cdp: CDPSession;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function openSite(label: string, profile: string, dist?: string): Promise<Site> {
  const host = await startStaticHost('/', {}, dist);
  const context = await chromium.launchPersistentContext(profile, { executablePath: findChromium(), args: QUIET });
  const first = context.pages()[0] ?? (await context.newPage());
  await first.goto(host.base);
  await first.evaluate(() => navigator.serviceWorker.ready);
  return { label, host, context, cdp: await context.newCDPSession(first) };
}

interface Load {
  cached: boolean;
  loadMs: number;
  /** V8's CPU time compiling at the load and over the replies, in milliseconds. */
  compiling: [number, number];
  /** llama.cpp's speeds over the last half of the replies (medians), tokens/s. */
  prompt: number;
  decode: number;
}

/** The model loaded on `threads` threads, then the replies, each traced. */
async function load(site: Site, model: string, threads: number): Promise<Load> {
  let page!: WllamaPage;
  const loading = await wasmEvents(site.cdp, async () => {
    page = await wllamaPage(site.context as unknown as Browser, site.host, model, { contextSize: 2048, threads: { count: threads } });
  });
  try {
    if (page.info.threads.threads !== threads) throw new Error(`The page ran ${page.info.threads.threads} threads, not ${threads}: is the service worker in control?`);
    const speeds: { prompt: number; decode: number }[] = [];
    const replying = await wasmEvents(site.cdp, async () => {
      for (let run = 0; run < REPLIES; run++) {
        const reply = await page.call<{ usage: { prefillTokensPerSecond: number; decodeTokensPerSecond: number } }>({ type: 'chat', messages: prompt(run), options: CHAT } as PageRequest);
        speeds.push({ prompt: reply.value.usage.prefillTokensPerSecond, decode: reply.value.usage.decodeTokensPerSecond });
      }
    });
    const late = speeds.slice(REPLIES / 2);
    return {
      cached: fromCodeCache(loading),
      loadMs: page.loadMs,
      compiling: [compilingMs(loading), compilingMs(replying)],
      prompt: median(late.map((speed) => speed.prompt)),
      decode: median(late.map((speed) => speed.decode)),
    };
  } finally {
    await page.close();
  }
}

const describe = (load: Load) =>
  `${load.cached ? 'kept' : 'compiled'}, load ${seconds(load.loadMs)}, V8 compiling ${seconds(load.compiling[0])} + ${seconds(load.compiling[1])}`;

/** A model of the visits: its weights and its file. */
interface Model {
  weights: Shape['weights'];
  path: string;
}

/** One visit's loads of a model: on one thread, then on two. */
async function visit(site: Site, model: Model, number: number): Promise<{ row: Row; ratios: [number, number] }> {
  const [one, two] = [await load(site, model.path, 1), await load(site, model.path, 2)];
  const ratios: [number, number] = [two.prompt / one.prompt, two.decode / one.decode];
  return {
    row: {
      name: `${site.label}${model.weights.toUpperCase()}, visit ${number}`,
      value: `one thread: ${describe(one)}; two: ${describe(two)}`,
      note: `two threads against one: prompt ${one.prompt.toFixed(0)} and ${two.prompt.toFixed(0)} tokens/s (${ratios[0].toFixed(2)}×), decode ${one.decode.toFixed(0)} and ${two.decode.toFixed(0)} (${ratios[1].toFixed(2)}×)`,
    },
    ratios,
  };
}

export async function benchCpuCodeCache(): Promise<Row[]> {
  const paired = process.env.PAIRED_DIST;
  if (paired) wllamaWorkerAsset(paired);
  const folder = await mkdtemp(join(tmpdir(), 'fogplay-code-cache-'));
  const models: Model[] = [];
  for (const weights of ['q8_0', 'q4_k_m'] as const) {
    const path = join(folder, `${weights}.gguf`);
    await writeFile(path, tinyGguf(1, { ...SPEED_SHAPE, weights }));
    models.push({ weights, path });
  }
  const sites: Site[] = [];
  const visits: { site: Site; model: Model; row: Row; ratios: [number, number] }[] = [];
  try {
    sites.push(await openSite(paired ? 'This build, ' : '', join(folder, 'profile')));
    if (paired) sites.push(await openSite('PAIRED_DIST, ', join(folder, 'paired-profile'), paired));
    for (let number = 1; number <= VISITS; number++) {
      for (const site of sites) for (const model of models) visits.push({ site, model, ...(await visit(site, model, number)) });
    }
  } finally {
    for (const site of sites) {
      await site.context.close();
      await site.host.close();
    }
    await rm(folder, { recursive: true, force: true });
  }
  // Each build's visits of a model together, then what two threads gave over its last three visits.
  return sites.flatMap((site) =>
    models.flatMap((model) => {
      const own = visits.filter((visit) => visit.site === site && visit.model === model);
      const last = own.slice(-3);
      const middle = (i: 0 | 1) => median(last.map((visit) => visit.ratios[i])).toFixed(2);
      return [
        ...own.map((visit) => visit.row),
        {
          name: `${site.label}${model.weights.toUpperCase()}, two threads against one over the last 3 visits`,
          value: `prompt ${middle(0)}×, decode ${middle(1)}×`,
          note: `medians of the visits' ratios (${last.map((visit) => visit.ratios.map((ratio) => ratio.toFixed(2)).join(' and ')).join('; ')}); llama.cpp's timings`,
        },
      ];
    }),
  );
}
