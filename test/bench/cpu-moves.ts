/**
 * A move in seconds with a real model's shape: the stand-ins of the listed small models
 * (test/model/real-shapes.ts: their exact shapes on random weights) in the app's wllama worker in
 * Chromium without WebGPU, each game played by its paper's prompts (the protocol named `paper`,
 * else the game's first) in the first seat a model can take, the game's bots elsewhere, as the
 * model matrix plays it (free text cut at 32 tokens). A move is one model call, timed in the
 * page from the request to the worker's answer; the first move of a game reads the whole
 * prompt, the others should read only what is new since the last (llama.cpp reuses its cache of
 * the conversation), which the bench checks from llama.cpp's own count of the tokens it served from
 * the cache. Every game on the threads the app's probe after loading chooses; then one game on one
 * thread and on two, loaded side by side and taking turns.
 *
 * PAIRED_DIST=FOLDER (the app built elsewhere, as another commit's `dist`, copied aside before
 * `npm run bench` builds this one) plays every game on that build's worker as well, on the same
 * threads, the two loaded side by side and taking turns game by game: a change to the engine, as
 * its WebAssembly builds, measured against the build before it in one run. The listed shapes'
 * suite pairs them so too.
 */
import { chromium, type Browser } from '@playwright/test';
import { stat } from 'node:fs/promises';
import type { Usage } from '../../src/core/record';
import type { ChatMessage, ChatOptions, ChatResult, Engine } from '../../src/engines/engine';
import type { ChatDone } from '../../src/engines/wllama/protocol';
import { ISOLATION } from '../../src/engines/wllama/threads';
import { median } from '../../src/core/stats';
import { findChromium } from '../e2e/chromium';
import { startStaticHost, wllamaWorkerAsset, type StaticHost } from '../e2e/static-host';
import { caseName, matrixCases, playCase, type MatrixCase } from '../model/matrix';
import { REAL_SHAPES, writeRealShapeGguf, type RealShape } from '../model/real-shapes';
import { arithmeticCeiling, memoryCeiling, readingBound } from './machine-ceiling';
import type { Row } from './main';
import { wllamaPage, type PageRequest, type WllamaPage } from './wllama-page';

/** Model calls a game plays at most: the first move and two after it. */
const CALLS = 3;
const CONTEXT = 8192;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** A shape's name in the rows, with its file's size. */
const named = (real: RealShape, bytes: number) => `${real.name} shape (${(bytes / 1e6).toFixed(0)} MB)`;

/** One model call as the bench saw it. */
interface Call {
  ms: number;
  usage: Usage;
}

/**
 * The page's worker as an Engine for the games' agents in Node; `calls` gets every call's time and
 * usage, counts of the prompt (made only when a prompt nears the context) added to the next call's time.
 */
function pageEngine(wllama: WllamaPage, calls: Call[]): Engine & { threads: number; contextSize: number } {
  let counting = 0;
  return {
    kind: 'wllama',
    model: wllama.info.name,
    identity: wllama.info.identity,
    contextSize: wllama.info.contextSize,
    threads: wllama.info.threads.threads,
    async countTokens(messages: ChatMessage[]) {
      const { value, ms } = await wllama.call<number>({ type: 'count', messages: messages.map(({ role, content }) => ({ role, content })) } as PageRequest);
      counting += ms;
      return value;
    },
    async chat(messages: ChatMessage[], { signal: _signal, onText: _onText, ...options }: ChatOptions = {}): Promise<ChatResult> {
      if (calls.length >= CALLS) throw new Error(`The bench stops a game after ${CALLS} model calls.`);
      const { value, ms } = await wllama.call<ChatDone>({ type: 'chat', messages: messages.map(({ role, content }) => ({ role, content })), options } as PageRequest);
      calls.push({ ms: ms + counting, usage: value.usage });
      counting = 0;
      return value;
    },
  };
}

/** Each game once, by its paper's prompts, in its first seat a model can take. */
async function paperCases(): Promise<MatrixCase[]> {
  const cases = await matrixCases();
  const games = [...new Set(cases.map((c) => c.game))];
  return games.map((game) => {
    const own = cases.filter((c) => c.game === game && caseName(c) === `${game} ${c.protocol}`);
    return own.find((c) => c.protocol === 'paper') ?? own[0]!;
  });
}

/** The tokens a call read anew, and the tokens new since the call before it in the same game (its reply and what came after). */
function reading(calls: Call[]) {
  return calls.slice(1).map((call, i) => {
    const before = calls[i]!.usage;
    return {
      read: (call.usage.promptTokens ?? 0) - (call.usage.cachedPromptTokens ?? 0),
      fresh: (call.usage.promptTokens ?? 0) - (before.promptTokens ?? 0) - (before.completionTokens ?? 0),
      prompt: call.usage.promptTokens ?? 0,
    };
  });
}

const onThreads = (count: number) => (count === 1 ? 'one thread' : `${count} threads`);

/** A build of the app (the site serving it) and the threads its worker runs on, as the bench's rows name them. */
interface Setup {
  label: string;
  host: StaticHost;
  threads: number;
}

/** A shape's stand-in, as a file. */
interface ShapeFile {
  path: string;
  size: number;
}

/** The stand-in's file of `real`, and a row of what making it took (nothing where an earlier run left it). */
async function shapeFile(real: RealShape): Promise<ShapeFile & { row: Row }> {
  const generating = performance.now();
  const { path, written } = await writeRealShapeGguf(real);
  const { size } = await stat(path);
  const value = written ? `${seconds(performance.now() - generating)} to make` : 'made by an earlier run';
  return { path, size, row: { name: `${named(real, size)}: the file`, value, note: path } };
}

async function benchShape(browser: Browser, real: RealShape, { path, size }: ShapeFile, setups: Setup[], games: MatrixCase[], rows: Row[]) {
  const pages = [];
  for (const { host, threads } of setups) pages.push(await wllamaPage(browser, host, path, { contextSize: CONTEXT, threads: { count: threads } }));
  const played = setups.map((): { game: string; calls: Call[] }[] => []);
  try {
    for (const game of games) {
      // The engines take turns game by game, so that the machine's other work weighs on all alike.
      for (const [i, setup] of setups.entries()) {
        const calls: Call[] = [];
        await playCase(game, path, pageEngine(pages[i]!, calls));
        played[i]!.push({ game: caseName(game), calls });
        // Each game's calls as they end: a run of many minutes shows where it is, and what it found so far.
        const shown = calls.map((call) => `${seconds(call.ms)} (${call.usage.promptTokens} tokens, ${call.usage.cachedPromptTokens} from the cache, ${call.usage.completionTokens} written)`);
        console.error(`${real.name}, ${setup.label}, ${caseName(game)}: ${shown.join('; ') || 'no call'}`);
      }
    }
  } finally {
    await Promise.all(pages.map((page) => page.close()));
  }
  const where = named(real, size);
  for (const [i, setup] of setups.entries()) {
    const games = played[i]!.filter((game) => game.calls.length);
    const firsts = games.map((game) => game.calls[0]!.ms);
    const later = games.flatMap((game) => game.calls.slice(1).map((call) => call.ms));
    const reads = games.flatMap((game) => reading(game.calls));
    const firstPrompts = games.map((game) => game.calls[0]!.usage.promptTokens ?? 0);
    const decode = median(games.flatMap((game) => game.calls.map((call) => call.usage.decodeTokensPerSecond ?? 0)));
    const prompt = median(games.map((game) => game.calls[0]!.usage.prefillTokensPerSecond ?? 0));
    const laterPrompt = median(games.flatMap((game) => game.calls.slice(1).map((call) => call.usage.prefillTokensPerSecond ?? 0)));
    const read = reads.reduce((sum, r) => sum + r.read, 0);
    const fresh = reads.reduce((sum, r) => sum + r.fresh, 0);
    rows.push(
      {
        name: `${where}, ${setup.label}: first move, median of ${games.length} games`,
        value: `**${seconds(median(firsts))}**`,
        note: `a prompt of ${median(firstPrompts)} tokens (median) read at ${prompt.toFixed(0)} tokens/s; slowest ${seconds(Math.max(...firsts))}; loaded in ${seconds(pages[i]!.loadMs)}`,
      },
      {
        name: `${where}, ${setup.label}: median move after the first`,
        value: `**${seconds(median(later))}**`,
        note: `${later.length} moves; written at ${decode.toFixed(1)} tokens/s (median); each read ${median(reads.map((r) => r.read))} tokens anew, at ${laterPrompt.toFixed(0)} tokens/s, of a prompt of ${median(reads.map((r) => r.prompt))} (medians): ${read} read against ${fresh} new since the turn before, over all`,
      },
    );
  }
  rows.push({
    name: `${where}: games, first move / median move, ${setups.map((setup) => setup.label).join(' / ')}`,
    value: `${games.length} games`,
    note: games
      .map((game, g) => `${caseName(game)}: ${played.map((games) => {
        const calls = games[g]!.calls;
        return calls.length ? `${seconds(calls[0]!.ms)}, ${seconds(median(calls.slice(1).map((call) => call.ms)))}` : 'no call';
      }).join(' / ')}`)
      .join('; '),
  });
}

/** What the app's probe after loading chooses on this machine now, and what it adds to a load. */
async function benchProbe(browser: Browser, host: StaticHost, path: string, real: RealShape): Promise<{ row: Row; threads: number }> {
  const plain = await wllamaPage(browser, host, path, { contextSize: CONTEXT, threads: { count: 1 } });
  await plain.close();
  const probed = await wllamaPage(browser, host, path, { contextSize: CONTEXT, threads: { upTo: 2 } });
  await probed.close();
  const { threads } = probed.info;
  const rates = threads.probed?.map(({ threads, rates }) => `${onThreads(threads)} ${rates.prompt.toFixed(1)} and ${rates.decode.toFixed(1)} tokens/s`).join(', ');
  const row = {
    name: `${real.name} shape: threads the app's probe chooses (one against 2)`,
    value: onThreads(threads.threads),
    note: `${threads.why} (prompt and decode: ${rates}); the load took ${seconds(probed.loadMs)} with the probe, ${seconds(plain.loadMs)} on one thread without`,
  };
  console.error(`${row.name}: ${row.value}, ${row.note}`);
  return { row, threads: threads.threads };
}

/** What the machine gives two threads, just before the shape plays on one and on two: reading its file's size of memory is what a token's decode does. */
async function ceilingRow(real: RealShape, size: number): Promise<Row> {
  const [arithmetic, memory] = [await arithmeticCeiling(3), await memoryCeiling(size, 3)];
  return {
    name: `${named(real, size)}: the machine's own ceiling, two threads against one`,
    value: `arithmetic ${arithmetic.toFixed(2)}×, reading ${memory.ratio.toFixed(2)}×`,
    note: `machine-ceiling.ts: two threads against one at arithmetic in registers, and at reading as much memory as the file holds: ${readingBound(memory, size)}, were a token to read the file once and do nothing else`,
  };
}

/**
 * The site of this build, and of the build in PAIRED_DIST when given (checked first: a folder
 * without a built worker stops the bench now, not after the minutes of the first games).
 */
async function sites(): Promise<{ host: StaticHost; paired?: { host: StaticHost; dist: string }; close: () => Promise<void> }> {
  const dist = process.env.PAIRED_DIST;
  if (dist) wllamaWorkerAsset(dist);
  const host = await startStaticHost('/', ISOLATION);
  const paired = dist ? { host: await startStaticHost('/', ISOLATION, dist), dist } : undefined;
  const close = async () => {
    await Promise.all([host.close(), paired?.host.close()]);
  };
  return { host, paired, close };
}

/** This build on `threads` threads, and beside it the paired build on as many, taking turns game by game. */
function pairedSetups({ host, paired }: Awaited<ReturnType<typeof sites>>, threads: number): Setup[] {
  const on = onThreads(threads);
  return paired
    ? [{ label: `this build, ${on}`, host, threads }, { label: `the build in ${paired.dist}, ${on}`, host: paired.host, threads }]
    : [{ label: on, host, threads }];
}

/**
 * The 0.5B shape: the threads the app's probe chooses, every game on them (what a person gets
 * here now; beside the build in PAIRED_DIST, when given), then Guess Number on one thread and two, paired.
 */
export async function benchCpuMoves(): Promise<Row[]> {
  const rows: Row[] = [];
  const site = await sites();
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-background-networking'] });
  try {
    const real = REAL_SHAPES[0]!;
    const games = await paperCases();
    const file = await shapeFile(real);
    rows.push(file.row);
    const probe = await benchProbe(browser, site.host, file.path, real);
    rows.push(probe.row);
    await benchShape(browser, real, file, pairedSetups(site, probe.threads), games, rows);
    rows.push(await ceilingRow(real, file.size));
    await benchShape(browser, real, file, [1, 2].map((threads) => ({ label: onThreads(threads), host: site.host, threads })), games.filter((c) => c.game === 'guess-number'), rows);
  } finally {
    await browser.close();
    await site.close();
  }
  return rows;
}

/** Every listed shape through Guess Number's paper protocol, on two threads (beside the build in PAIRED_DIST, when given). */
export async function benchCpuShapes(): Promise<Row[]> {
  const rows: Row[] = [];
  const site = await sites();
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-background-networking'] });
  try {
    const games = (await paperCases()).filter((c) => c.game === 'guess-number');
    for (const real of REAL_SHAPES) {
      const file = await shapeFile(real);
      rows.push(file.row);
      await benchShape(browser, real, file, pairedSetups(site, 2), games, rows);
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return rows;
}
