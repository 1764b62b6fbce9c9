/**
 * A model on the CPU, in the browser against native: the app's own wllama worker (llama.cpp in
 * WebAssembly) in Chromium without WebGPU, and node-llama-cpp in Node, on the same generated GGUF
 * (about 28 M parameters, 512 wide and 8 layers deep), with the same prompt, threads and sampling.
 * Both are timed alike, from outside the engine: prompt speed is the prompt's tokens over the time
 * to the first token, decode speed the tokens after the first over the time they took. wllama's
 * own figures (llama.cpp's timings inside the WebAssembly) are read too, to tell its compute from
 * its overhead. Two threads in the browser need a cross-origin isolated page: the host sends the
 * headers that the service worker adds to the app's responses. Each figure is the median of 3
 * replies, the two engines taking turns; a ratio is the median of the 3 turns' ratios.
 */
import { chromium, type Browser } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadGguf } from '../../src/engines/gguf/engine';
import type { Usage } from '../../src/core/record';
import type { ChatMessage } from '../../src/engines/engine';
import type { Reply, Request } from '../../src/engines/wllama/protocol';
import { ISOLATION } from '../../src/engines/wllama/threads';
import { findChromium } from '../e2e/chromium';
import { startStaticHost, type StaticHost } from '../e2e/static-host';
import { tinyGguf, type Shape } from '../model/tiny-gguf';
import type { Row } from './main';

const SHAPE = { embedding: 512, layers: 8, heads: 8, feedForward: 1536 };
const WEIGHTS: Shape['weights'][] = ['q8_0', 'f16'];
const THREADS = [1, 2];
const MAX_TOKENS = 32;
const RUNS = 3;
/** What the worker is sent: the worker's own protocol, timed by the page. */
const CHAT = { temperature: 1, seed: 7, maxTokens: MAX_TOKENS };

/** A prompt of 126 tokens of the model's own words; each run's starts differently, so that no cache is reused. */
function prompt(run: number): ChatMessage[] {
  const words = 'I think the secret number is not the answer, so my next guess is a number with digits that are not in the last guess. ';
  return [{ role: 'user', content: `Game ${run}. ${words}Your guess?` }];
}

/** One reply's figures, as timed from outside the engine. */
interface Timed {
  promptTokens: number;
  completionTokens: number;
  firstTokenMs: number;
  decodeMs: number;
  /** llama.cpp's own speeds, where the engine reports them. */
  inside?: { prompt?: number; decode?: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const promptSpeed = (r: Timed) => (r.promptTokens / r.firstTokenMs) * 1000;
const decodeSpeed = (r: Timed) => ((r.completionTokens - 1) / r.decodeMs) * 1000;

/** A reply timed from outside: `chat` calls `onText` for each piece of text as it comes. */
async function timed(chat: (onText: () => void) => Promise<{ usage: Usage }>): Promise<Timed> {
  const started = performance.now();
  let first = 0;
  let last = 0;
  const { usage } = await chat(() => {
    last = performance.now();
    first ||= last;
  });
  return {
    promptTokens: usage.promptTokens!,
    completionTokens: usage.completionTokens!,
    firstTokenMs: first - started,
    decodeMs: last - first,
    inside: { prompt: usage.prefillTokensPerSecond, decode: usage.decodeTokensPerSecond },
  };
}

/** The app's wllama worker in a page of `host`, loaded with the model; its replies are timed in the page. */
async function browserEngine(browser: Browser, host: StaticHost, model: Uint8Array, threads: number) {
  const page = await browser.newPage();
  await page.route('**/bench-model.gguf', (route) => route.fulfill({ status: 200, contentType: 'application/octet-stream', body: Buffer.from(model) }));
  await page.goto(host.base);
  const worker = `assets/${readdirSync('dist/assets').find((file) => /^wllama-[\w-]+\.js$/.test(file))}`;
  const loaded = await page.evaluate(
    async ({ worker, threads }) => {
      const wllama = new Worker(worker, { type: 'module', name: 'wllama' });
      const handlers = new Map<number, (reply: Reply) => void>();
      wllama.onmessage = ({ data }: MessageEvent<Reply>) => handlers.get(data.id)?.(data);
      let next = 1;
      const call = <T,>(body: Omit<Request, 'id'>, onDelta = () => {}) =>
        new Promise<T>((resolve, reject) => {
          const id = next++;
          handlers.set(id, (reply) => {
            if (reply.type === 'delta') return onDelta();
            if (reply.type === 'result') resolve(reply.value as T);
            else if (reply.type === 'error') reject(new Error(reply.message));
          });
          wllama.postMessage({ ...body, id });
        });
      // The page's side of a reply, timed as the Node side is, then handed back whole.
      (window as unknown as { chat: unknown }).chat = async (messages: ChatMessage[], options: object) => {
        const started = performance.now();
        let first = 0;
        let last = 0;
        const { usage } = await call<{ usage: Usage }>({ type: 'chat', messages, options } as Omit<Request, 'id'>, () => {
          last = performance.now();
          first ||= last;
        });
        return { usage, firstTokenMs: first - started, decodeMs: last - first };
      };
      const file = await (await fetch('bench-model.gguf')).blob();
      const info = await call<{ threads: number }>({ type: 'load', source: { file, name: 'bench.gguf' }, contextSize: 2048, threads } as Omit<Request, 'id'>);
      return { threads: info.threads, isolated: crossOriginIsolated };
    },
    { worker, threads },
  );
  return {
    ...loaded,
    async chat(messages: ChatMessage[]): Promise<Timed> {
      type PageChat = (messages: ChatMessage[], options: object) => Promise<{ usage: Usage; firstTokenMs: number; decodeMs: number }>;
      const reply = await page.evaluate(([messages, options]) => (window as unknown as { chat: PageChat }).chat(messages, options), [messages, CHAT] as const);
      const { usage } = reply;
      return {
        promptTokens: usage.promptTokens!,
        completionTokens: usage.completionTokens!,
        firstTokenMs: reply.firstTokenMs,
        decodeMs: reply.decodeMs,
        inside: { prompt: usage.prefillTokensPerSecond, decode: usage.decodeTokensPerSecond },
      };
    },
    close: () => page.close(),
  };
}

const rate = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} tokens/s`;

export async function benchCpuSpeed(): Promise<Row[]> {
  const rows: Row[] = [];
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-background-networking'] });
  // GitHub Pages sends no headers; a host (or the service worker) that sends these isolates the page.
  const hosts = { plain: await startStaticHost('/'), isolated: await startStaticHost('/', ISOLATION) };
  try {
    for (const weights of WEIGHTS) {
      const model = tinyGguf(1, { ...SHAPE, weights });
      const path = join(tmpdir(), `fogplay-bench-${weights}.gguf`);
      await writeFile(path, model);
      const size = `${(model.length / 1e6).toFixed(0)} MB`;
      for (const threads of THREADS) {
        const native = await loadGguf(path, { threads, contextSize: 2048 });
        const wasm = await browserEngine(browser, threads > 1 ? hosts.isolated : hosts.plain, model, threads);
        // The two take turns, so that the machine's other work weighs on both alike; the first turn warms up.
        const pairs: { native: Timed; wasm: Timed }[] = [];
        try {
          for (let run = 0; run <= RUNS; run++) {
            const pair = { native: await timed((onText) => native.chat(prompt(run), { ...CHAT, onText })), wasm: await wasm.chat(prompt(run)) };
            if (run) pairs.push(pair);
          }
        } finally {
          await native.dispose();
          await wasm.close();
        }
        const where = `${weights}, ${size}, ${threads === 1 ? 'one thread' : `${threads} threads`}`;
        const used = wasm.threads === threads ? '' : ` (wllama used ${wasm.threads}: the page was${wasm.isolated ? '' : ' not'} isolated)`;
        const of = (pick: (pair: { native: Timed; wasm: Timed }) => number | undefined) => median(pairs.map((pair) => pick(pair) ?? 0));
        const key = `cpu-speed.${weights}-${threads}-thread`;
        rows.push(
          {
            name: `${where}: decode, browser / native`,
            value: `**${Math.round(of((p) => decodeSpeed(p.wasm) / decodeSpeed(p.native)) * 100)}%**`,
            note: `${rate(of((p) => decodeSpeed(p.wasm)))} against ${rate(of((p) => decodeSpeed(p.native)))}; llama.cpp's own count in the browser ${rate(of((p) => p.wasm.inside?.decode))}; ${of((p) => p.wasm.completionTokens)} tokens${used}`,
            // Decoding on more threads than free cores crawls on both sides: BENCHMARKS.md states no ratio for it.
            ...(threads === 1 ? { figures: { [`${key}.decode`]: 100 * of((p) => decodeSpeed(p.wasm) / decodeSpeed(p.native)) } } : {}),
          },
          {
            name: `${where}: prompt, browser / native`,
            value: `**${Math.round(of((p) => promptSpeed(p.wasm) / promptSpeed(p.native)) * 100)}%**`,
            note: `${rate(of((p) => promptSpeed(p.wasm)))} against ${rate(of((p) => promptSpeed(p.native)))}; llama.cpp's own count in the browser ${rate(of((p) => p.wasm.inside?.prompt))}; ${of((p) => p.wasm.promptTokens)} prompt tokens (${of((p) => p.native.promptTokens)} in Node)`,
            figures: { [`${key}.prompt`]: 100 * of((p) => promptSpeed(p.wasm) / promptSpeed(p.native)) },
          },
        );
      }
    }
  } finally {
    await browser.close();
    await hosts.plain.close();
    await hosts.isolated.close();
  }
  return rows;
}
