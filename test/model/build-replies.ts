/**
 * Builds of llama.cpp for the browser set side by side: each loaded through wllama's own
 * JavaScript in Chromium on a generated GGUF, greedy, on its threads, every reply's chosen tokens with
 * the two likeliest log-probabilities at each step and llama.cpp's own speeds, the builds taking
 * turns in every round. Used by the check of Fogplay's builds (test/e2e/cpu-builds.spec.ts), by
 * the by-hand comparison (src/engines/wllama/build/compare.ts), and, one build kept loaded, by the
 * count of threads started and the by-hand look at a prompt's CPU (prompt-cpu.ts there).
 */
import { chromium, type Page, type Worker as PageWorker } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { glueFile, type OwnBuild } from '../../src/engines/wllama/builds';
import { findChromium } from '../e2e/chromium';
import { SPEED_SHAPE, tinyGguf, type Shape } from './tiny-gguf';

/** The weights of the generated models the builds are compared on (the Q4_0 one's output in Q6_K). */
export const WEIGHTS: Shape['weights'][] = ['q8_0', 'q4_k_m', 'q4_0', 'q6_k'];

interface Timings { prompt_n: number; prompt_per_second: number; predicted_n: number; predicted_per_second: number }
/** A token and its log-probability. */
interface Likely { id: number; logprob: number }
/** A reply's chosen tokens, their log-probabilities, and at each step the two likeliest tokens. */
export interface BuildReply { tokens: number[]; logprobs: number[]; top2: [Likely, Likely][]; timings: Timings }
export interface BuildRun { name: string; loadMs: number; replies: BuildReply[] }
/** A build's files (its WebAssembly and its JavaScript) and the threads it runs on. */
export interface BuildFiles { wasm: string; js: string; threads: number }

/** One of Fogplay's builds in a folder build.sh wrote, on `threads` threads. */
export const ownBuild = (folder: string, name: OwnBuild, threads = 1): BuildFiles => ({ wasm: join(folder, name, 'wllama.wasm'), js: join(folder, glueFile(name)), threads });

/** The page's own code: loads every build, then runs the rounds, builds taking turns. */
const PAGE = `<script type="module">
import { Wllama } from '/wllama/index.js';
const prompt = 'I think the secret number is not the answer, so my next guess is a number with digits that are not in the last guess. '.repeat(2);
// A greedy reply of \`predict\` tokens to the whole prompt, none of it from the cache, as every call here asks.
const greedy = (predict, more) => ({ prompt, max_tokens: predict, temperature: 0, ignore_eos: true, cache_prompt: false, ...more });
const load = async (name, threads, weights) => {
  const wasm = new URL('/' + name + '/wllama.wasm', location.href).href;
  const engine = new Wllama({ default: wasm }, { suppressNativeLog: true, logger: { ...console, debug() {}, log() {} } });
  // wllama takes a compatible build only where the browser lacks JSPI or Memory64; Chromium has both.
  if (name !== 'stock') engine.getWorkerResources = () => ({ wasmPath: wasm, jsPath: new URL('/' + name + '/wllama.js', location.href).href, compat: true });
  await engine.loadModel([await (await fetch('/models/' + weights + '.gguf')).blob()], { n_threads: threads, n_ctx: 1024 });
  if (engine.getNumThreads() !== threads) throw new Error(name + ' runs ' + engine.getNumThreads() + ' threads, not ' + threads);
  return engine;
};
window.compare = async (builds, weights, rounds, predict) => {
  const engines = [];
  for (const [name, threads] of builds) {
    const started = performance.now();
    const engine = await load(name, threads, weights);
    engines.push({ name, engine, loadMs: performance.now() - started, replies: [] });
  }
  for (let round = 0; round < rounds; round++) {
    // Each round starts with another build, so that none is always first after a pause.
    for (let turn = 0; turn < engines.length; turn++) {
      const { engine, replies } = engines[(round + turn) % engines.length];
      const reply = await engine.createCompletion(greedy(predict, { logprobs: 2 }));
      const chosen = reply.choices[0].logprobs.content;
      replies.push({
        tokens: chosen.map((token) => token.id),
        logprobs: chosen.map((token) => token.logprob),
        top2: chosen.map((token) => token.top_logprobs.slice(0, 2).map(({ id, logprob }) => ({ id, logprob }))),
        timings: reply.timings,
      });
    }
  }
  for (const { engine } of engines) await engine.exit();
  return engines.map(({ name, loadMs, replies }) => ({ name, loadMs, replies }));
};
// A greedy reply streamed, as the app asks for it: what each of wllama's requests for results
// handed out (its pieces of text, whether more was to come), then what one more request finds.
window.stream = async (name, threads, weights, predict) => {
  const engine = await load(name, threads, weights);
  const glue = engine.proxy;
  const action = glue.wllamaAction.bind(glue);
  const requests = [];
  glue.wllamaAction = async (kind, body) => {
    const result = await action(kind, body);
    if (kind === 'get_result') {
      const data = result.data_json && result.data_json !== 'null' ? JSON.parse(result.data_json) : [];
      requests.push({ pieces: (Array.isArray(data) ? data : [data]).map((chunk) => chunk.choices?.[0]?.text ?? ''), hasMore: result.has_more });
    }
    return result;
  };
  const chunks = await engine.createCompletion(greedy(predict, { stream: true }));
  let text = '';
  for await (const chunk of chunks) text += chunk.choices[0].text;
  const ended = requests.length;
  await glue.wllamaAction('get_result', { _name: 'gres_req' });
  glue.wllamaAction = action;
  const whole = (await engine.createCompletion(greedy(predict))).choices[0].text;
  await engine.exit();
  return { text, whole, requests: requests.slice(0, ended), after: requests[ended] };
};
// A build loaded and kept, so that a caller can look into its workers between replies; llama.cpp's timings back.
let kept;
window.loadKept = async (name, threads, weights) => { kept = await load(name, threads, weights); };
window.replyKept = async (predict) => (await kept.createCompletion(greedy(predict))).timings;
window.ready = true;
</script>`;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };
// Cross-origin isolated, as the app's page: the stock build's memory is shared.
const HEADERS = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

/** Serves the page, wllama's package (its JavaScript and stock build), each build's two files as NAME/wllama.{wasm,js}, and the models. */
function serve(port: number, wllamaPackage: string, builds: Record<string, BuildFiles>, models: Record<string, Uint8Array>): Promise<{ server: Server; port: number }> {
  const roots: Record<string, string> = { wllama: join(wllamaPackage, 'esm'), stock: join(wllamaPackage, 'esm/wasm') };
  const fileOf = (top: string, rest: string): string | undefined => {
    if (Object.hasOwn(builds, top)) return ({ 'wllama.wasm': builds[top]!.wasm, 'wllama.js': builds[top]!.js } as Record<string, string>)[rest];
    if (!Object.hasOwn(roots, top)) return undefined;
    const file = normalize(join(roots[top]!, rest));
    return file.startsWith(normalize(roots[top]!)) ? file : undefined;
  };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    if (path === '/') return void response.writeHead(200, { ...HEADERS, 'content-type': 'text/html' }).end(PAGE);
    const [, top, rest] = /^\/([\w@-]+)\/(.+)$/.exec(path) ?? [];
    if (top === 'models' && models[rest!]) return void response.writeHead(200, HEADERS).end(models[rest!]);
    const file = top && rest ? fileOf(top, rest) : undefined;
    if (!file || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { ...HEADERS, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

interface PageOptions { port?: number; wllamaPackage: string; builds: Record<string, BuildFiles>; weights: Shape['weights'][]; onPageError?: (text: string) => void; onConsole?: (text: string) => void }

/** The page, serving the builds and the generated models of `weights`, open in Chromium while `use` runs. */
async function onPage<T>(options: PageOptions, use: (tab: Page) => Promise<T>): Promise<T> {
  for (const [name, { wasm, js }] of Object.entries(options.builds)) {
    for (const file of [wasm, js]) if (!existsSync(file)) throw new Error(`${name}: there is no ${file}; give a folder that build.sh wrote.`);
  }
  const models = Object.fromEntries(options.weights.map((weights) => [`${weights}.gguf`, tinyGguf(1, { ...SPEED_SHAPE, weights })]));
  const { server, port } = await serve(options.port ?? 0, options.wllamaPackage, options.builds, models);
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  try {
    const tab = await browser.newPage();
    tab.on('pageerror', (error) => options.onPageError?.(error.message));
    tab.on('console', (message) => options.onConsole?.(message.text()));
    await tab.goto(`http://127.0.0.1:${port}/`);
    await tab.waitForFunction(() => (window as unknown as { ready?: boolean }).ready);
    return await use(tab);
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * The stock build's runs on one thread and each build's (`builds`: name → its files and threads),
 * per weights, over `rounds` rounds of `predict` tokens. The stock run comes first. The page is
 * served on `port`, or on any free port; `onConsole` hears what the page and its workers log.
 */
export function buildReplies(options: PageOptions & { rounds: number; predict: number }): Promise<Map<Shape['weights'], BuildRun[]>> {
  return onPage(options, async (tab) => {
    const runs = new Map<Shape['weights'], BuildRun[]>();
    for (const weights of options.weights) {
      const builds = [['stock', 1], ...Object.entries(options.builds).map(([name, { threads }]) => [name, threads])];
      runs.set(weights, await tab.evaluate(
        ([builds, weights, rounds, predict]) => (window as unknown as { compare: (...args: unknown[]) => Promise<BuildRun[]> }).compare(builds, weights, rounds, predict),
        [builds, weights, options.rounds, options.predict] as const,
      ));
    }
    return runs;
  });
}

/** What one of wllama's requests for a reply's results handed out: its pieces of text, and whether more was to come. */
export interface ResultsRequest { pieces: string[]; hasMore: boolean }
/** A greedy reply streamed: its text, the same reply's text unstreamed, its requests, and what one more request found. */
export interface StreamedReply { text: string; whole: string; requests: ResultsRequest[]; after: ResultsRequest }

/** Each build's greedy reply of `predict` tokens on the first of `weights`, streamed. */
export function streamedReplies(options: PageOptions & { predict: number }): Promise<Map<string, StreamedReply>> {
  return onPage(options, async (tab) => {
    const replies = new Map<string, StreamedReply>();
    for (const [name, { threads }] of Object.entries(options.builds)) {
      replies.set(name, await tab.evaluate(
        ([name, threads, weights, predict]) => (window as unknown as { stream: (...args: unknown[]) => Promise<StreamedReply> }).stream(name, threads, weights, predict),
        [name, threads, options.weights[0]!, options.predict] as const,
      ));
    }
    return replies;
  });
}

/** A build loaded on a page of its own: its module's worker, and a reply to ask of it. */
export interface KeptBuild {
  /** The module's worker (its threads' workers are the page's others). */
  worker: PageWorker;
  /** A greedy reply of `predict` tokens to the page's prompt (180 tokens); llama.cpp's timings. */
  reply(predict: number): Promise<Timings>;
}

/** The build `name` (or `stock`) loaded on `threads` threads with the first of `weights`, kept while `use` runs. */
export function onKeptBuild<T>(options: PageOptions, name: string, threads: number, use: (build: KeptBuild) => Promise<T>): Promise<T> {
  const served = name === 'stock' ? {} : { [name]: options.builds[name]! };
  return onPage({ ...options, builds: served }, async (tab) => {
    // The page starts one worker, the module's; its threads' workers come after it. Awaited after
    // the load, which may fail first: its own error is the one to report.
    const moduleWorker = tab.waitForEvent('worker');
    moduleWorker.catch(() => undefined);
    await tab.evaluate(
      ([name, threads, weights]) => (window as unknown as { loadKept: (...args: unknown[]) => Promise<void> }).loadKept(name, threads, weights),
      [name, threads, options.weights[0]!] as const,
    );
    const reply = (predict: number) => tab.evaluate((predict) => (window as unknown as { replyKept: (predict: number) => Promise<Timings> }).replyKept(predict), predict);
    return use({ worker: await moduleWorker, reply });
  });
}

/** The threads a build started while it wrote a reply, and the tokens it wrote. */
export interface ThreadStarts { started: number; written: number }

/**
 * How many threads the stock build on two threads, then each build, started while it wrote a
 * greedy reply of `predict` tokens on the first of `weights`, once loaded: Emscripten starts a
 * thread by a "run" message from the module's worker to a worker of its pool, counted there. Each
 * build in a page of its own.
 */
export async function threadStarts(options: PageOptions & { predict: number }): Promise<Map<string, ThreadStarts>> {
  const starts = new Map<string, ThreadStarts>();
  const builds: [string, number][] = [['stock', 2], ...Object.entries(options.builds).map(([name, { threads }]): [string, number] => [name, threads])];
  for (const [name, threads] of builds) {
    starts.set(name, await onKeptBuild(options, name, threads, async ({ worker, reply }) => {
      // The module's worker alone: a thread of a pool waiting for work never answers.
      await worker.evaluate(() => {
        const scope = globalThis as unknown as { runs: number };
        scope.runs = 0;
        const post = Worker.prototype.postMessage as (this: Worker, ...args: unknown[]) => void;
        Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
          if ((args[0] as { cmd?: string } | null)?.cmd === 'run') scope.runs++;
          post.apply(this, args);
        };
      });
      const { predicted_n: written } = await reply(options.predict);
      return { started: await worker.evaluate(() => (globalThis as unknown as { runs: number }).runs), written };
    }));
  }
  return starts;
}

/**
 * Where a build's greedy reply parts from the stock build's: the first step with another token,
 * how far apart the stock build's two likeliest tokens were there (a margin near 0 is a tie that
 * another order of summing may break either way), and, where the two builds' two likeliest are the
 * same two tokens in the other order, the most either token's log-probability moved between the
 * builds at that step (null where they are not). Null where every token is the same.
 */
export function parting(stock: BuildReply, build: BuildReply): { at: number; margin: number; swapDrift: number | null } | null {
  const at = stock.tokens.findIndex((token, i) => token !== build.tokens[i]);
  if (at < 0) return null;
  const [first, second] = stock.top2[at]!;
  const [own, other] = build.top2[at]!;
  const swapped = own.id === second.id && other.id === first.id;
  return { at, margin: first.logprob - second.logprob, swapDrift: swapped ? Math.max(Math.abs(first.logprob - other.logprob), Math.abs(second.logprob - own.logprob)) : null };
}

/** The largest difference of log-probability of the same chosen token, over the steps before `end`. */
export function drift(stock: BuildReply, build: BuildReply, end = stock.tokens.length): number {
  return Math.max(0, ...build.logprobs.slice(0, end).map((logprob, i) => Math.abs(logprob - stock.logprobs[i]!)));
}
