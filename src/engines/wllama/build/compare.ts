/**
 * Compares builds of wllama with its stock one in Chromium, through wllama's own JavaScript: on
 * generated GGUFs (Q8_0 and Q4_K_M, 512 wide, 8 layers, as the CPU speed bench's), greedy, one
 * thread, each build's reply token for token against the stock build's, and llama.cpp's own prompt
 * and decode speeds, the builds taking turns in every round. Run by hand (the toolchain is not in CI):
 *
 *   npx tsx src/engines/wllama/build/compare.ts PORT WLLAMA_PACKAGE NAME=BUILD_DIR...
 *
 * WLLAMA_PACKAGE is the unpacked npm package whose JavaScript and stock wllama.wasm are used; each
 * BUILD_DIR holds a compat-shaped wllama.js and wllama.wasm that build.sh made from its sources.
 * ROUNDS (default 5) sets the rounds.
 */
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { tinyGguf, type Shape } from '../../../../test/model/tiny-gguf';

const [port, wllamaPackage, ...builds] = process.argv.slice(2);
if (!port || !wllamaPackage || builds.some((build) => !/^[\w-]+=./.test(build))) {
  console.error('Usage: npx tsx src/engines/wllama/build/compare.ts PORT WLLAMA_PACKAGE NAME=BUILD_DIR...');
  process.exit(2);
}
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SHAPE = { embedding: 512, layers: 8, heads: 8, feedForward: 1536 };
const WEIGHTS: Shape['weights'][] = ['q8_0', 'q4_k_m'];
const PREDICT = 64;

/** What the server gives under each path: the package's ESM, the stock wasm, each build, the models. */
const roots: Record<string, string> = { wllama: join(wllamaPackage, 'esm'), stock: join(wllamaPackage, 'esm/wasm') };
for (const build of builds) {
  const [name, dir] = build.split(/=(.*)/) as [string, string];
  for (const file of ['wllama.js', 'wllama.wasm']) {
    if (!existsSync(join(dir, file))) throw new Error(`${dir} has no ${file}: give a folder that build.sh wrote.`);
  }
  roots[name] = dir;
}
const models = Object.fromEntries(WEIGHTS.map((weights) => [`${weights}.gguf`, tinyGguf(1, { ...SHAPE, weights })]));
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };
// Cross-origin isolated, as the app's page: the stock build's memory is shared.
const HEADERS = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

/** The page's own code: loads every engine, then runs each model's rounds, engines taking turns. */
const PAGE = `<script type="module">
import { Wllama } from '/wllama/index.js';
window.compare = async (names, weights, rounds, predict) => {
  const prompt = 'I think the secret number is not the answer, so my next guess is a number with digits that are not in the last guess. '.repeat(2);
  const engines = [];
  for (const name of names) {
    const wasm = new URL('/' + name + '/wllama.wasm', location.href).href;
    const engine = new Wllama({ default: wasm }, { suppressNativeLog: true, logger: { ...console, debug() {}, log() {} } });
    // wllama takes a compat build only where the browser lacks JSPI or Memory64; Chromium has both.
    if (name !== 'stock') engine.getWorkerResources = () => ({ wasmPath: wasm, jsPath: new URL('/' + name + '/wllama.js', location.href).href, compat: true });
    const started = performance.now();
    await engine.loadModel([await (await fetch('/models/' + weights + '.gguf')).blob()], { n_threads: 1, n_ctx: 1024 });
    engines.push({ name, engine, loadMs: performance.now() - started, replies: [] });
  }
  for (let round = 0; round < rounds; round++) {
    // Each round starts with another engine, so that none is always first after a pause.
    for (let turn = 0; turn < engines.length; turn++) {
      const { engine, replies } = engines[(round + turn) % engines.length];
      const reply = await engine.createCompletion({ prompt, max_tokens: predict, temperature: 0, ignore_eos: true, cache_prompt: false, logprobs: 1 });
      const chosen = reply.choices[0].logprobs.content;
      replies.push({ tokens: chosen.map((token) => token.id), logprobs: chosen.map((token) => token.logprob), timings: reply.timings });
    }
  }
  for (const { engine } of engines) await engine.exit();
  return engines.map(({ name, loadMs, replies }) => ({ name, loadMs, replies }));
};
window.ready = true;
</script>`;

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
  if (path === '/favicon.ico') return void response.writeHead(204).end();
  if (path === '/') return void response.writeHead(200, { ...HEADERS, 'content-type': 'text/html' }).end(PAGE);
  const [, top, rest] = /^\/([\w-]+)\/(.+)$/.exec(path) ?? [];
  if (top === 'models' && models[rest!]) return void response.writeHead(200, HEADERS).end(models[rest!]);
  const root = roots[top ?? ''];
  const file = root && normalize(join(root, rest!));
  if (!file || !file.startsWith(normalize(root)) || !existsSync(file)) return void response.writeHead(404).end();
  response.writeHead(200, { ...HEADERS, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
}).listen(Number(port), '127.0.0.1');

interface Timings { prompt_n: number; prompt_per_second: number; predicted_n: number; predicted_per_second: number }
/** The chosen tokens and their log-probabilities. */
interface Reply { tokens: number[]; logprobs: number[]; timings: Timings }
interface Engine { name: string; loadMs: number; replies: Reply[] }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const names = ['stock', ...builds.map((build) => build.split('=')[0]!)];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
let agree = true;
try {
  const tab = await browser.newPage();
  tab.on('console', (message) => ['error', 'warning'].includes(message.type()) && console.error(`page ${message.type()}: ${message.text()}`));
  tab.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await tab.goto(`http://127.0.0.1:${port}/`);
  await tab.waitForFunction(() => (window as unknown as { ready?: boolean }).ready);
  for (const weights of WEIGHTS) {
    const engines: Engine[] = await tab.evaluate(
      ([names, weights, rounds, predict]) => (window as unknown as { compare: (...args: unknown[]) => Promise<Engine[]> }).compare(names, weights, rounds, predict),
      [names, weights, ROUNDS, PREDICT] as const,
    );
    const stock = engines[0]!;
    console.log(`\n${weights}: ${stock.replies[0]!.timings.prompt_n} prompt tokens, ${PREDICT} decoded, ${ROUNDS} rounds; median speed, median of the rounds' ratios to stock`);
    for (const engine of engines) {
      const { replies } = engine;
      const sameAsStock = replies.every((reply, round) => reply.tokens.join() === stock.replies[round]!.tokens.join());
      const drift = Math.max(...replies.flatMap((reply, round) => reply.logprobs.map((logprob, i) => Math.abs(logprob - stock.replies[round]!.logprobs[i]!))));
      agree &&= sameAsStock;
      const ratio = (pick: (t: Timings) => number) => median(replies.map((reply, round) => pick(reply.timings) / pick(stock.replies[round]!.timings)));
      console.log(
        [
          engine.name.padEnd(24),
          `load ${Math.round(engine.loadMs)} ms`,
          `prompt ${median(replies.map((r) => r.timings.prompt_per_second)).toFixed(0)} t/s (×${ratio((t) => t.prompt_per_second).toFixed(2)})`,
          `decode ${median(replies.map((r) => r.timings.predicted_per_second)).toFixed(1)} t/s (×${ratio((t) => t.predicted_per_second).toFixed(2)})`,
          sameAsStock ? `same tokens as stock (log-probabilities within ${drift.toExponential(1)})` : 'OTHER TOKENS than stock',
        ].join('  '),
      );
      if (!sameAsStock) console.log(`  stock: ${stock.replies[0]!.tokens.join(' ')}\n  ${engine.name}: ${replies[0]!.tokens.join(' ')}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
process.exitCode = agree ? 0 : 1;
