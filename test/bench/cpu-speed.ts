/**
 * A model on the CPU, in the browser against native: the app's own wllama worker (llama.cpp in
 * WebAssembly) in Chromium without WebGPU, and node-llama-cpp in Node, on the same generated GGUF
 * (about 28 M parameters, 512 wide and 8 layers deep), with the same prompts (of two lengths:
 * `PROMPT`) and sampling, on one thread. Native runs on three of ggml's CPU variants, each in a
 * process of its own: the one ggml picks for this processor, AVX2 (haswell) and SSE4.2, whose
 * 128-bit vectors are as wide as WebAssembly's, so that the instruction set's share of the gap is
 * measured, not guessed. The browser runs twice, with llama.cpp's flash attention (its choice on
 * the CPU) and without. Both sides time a reply alike, from outside the engine (cpu-reply.ts);
 * wllama's own figures (llama.cpp's timings inside the WebAssembly) are read too, to tell its
 * compute from its overhead. Each figure is the median of 3 replies, the engines taking turns; a
 * ratio is the median of the 3 turns' ratios.
 */
import { chromium, type Browser } from '@playwright/test';
import { fork } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { Usage } from '../../src/core/record';
import { ISOLATION } from '../../src/engines/wllama/threads';
import { median } from '../../src/core/stats';
import { busyCores } from '../busy-cores';
import { findChromium } from '../e2e/chromium';
import { startStaticHost, type StaticHost } from '../e2e/static-host';
import { SPEED_SHAPE, tinyGguf, type Shape } from '../model/tiny-gguf';
import { arithmeticCeiling, memoryCeiling, readingBound } from './machine-ceiling';
import { backgroundCpuBetween, rendererBackgroundCpu } from './v8-background';
import { CHAT, CPU_PACKAGE, PROMPT, PROMPT_LENGTHS, prompt, type PromptLength, type Timed } from './cpu-reply';
import type { NativeReply, NativeRequest } from './cpu-native';
import type { Row } from './main';
import { wllamaPage, type PageRequest } from './wllama-page';

const WEIGHTS: Shape['weights'][] = ['q8_0', 'q4_k_m', 'f16'];
const RUNS = 3;
/** ggml's CPU variants to run native on, by the names of their libraries; `undefined` is ggml's own pick. */
const NATIVE: { label: string; variant?: string }[] = [
  { label: 'native' },
  { label: 'native AVX2', variant: 'haswell' },
  { label: 'native SSE4.2', variant: 'sse42' },
];

const promptSpeed = (r: Timed) => (r.promptTokens / r.firstTokenMs) * 1000;
const decodeSpeed = (r: Timed) => ((r.completionTokens - 1) / r.decodeMs) * 1000;

/**
 * A copy of node-llama-cpp's binaries for this platform that holds only `variant` of ggml's CPU
 * backend, in `folder`; undefined where the package is not this platform's or has no such variant.
 */
async function binariesWithOnly(variant: string, folder: string): Promise<string | undefined> {
  let source: string;
  try {
    source = dirname(dirname(createRequire(realpathSync('node_modules/node-llama-cpp/package.json')).resolve(CPU_PACKAGE)));
  } catch {
    return undefined;
  }
  const target = join(folder, variant);
  const library = /^libggml-cpu-(.+)\.so$/;
  const wanted = (path: string) => {
    const found = library.exec(basename(path));
    return !found || found[1] === variant;
  };
  await cp(source, target, { recursive: true, filter: wanted });
  const kept = (await readdir(target, { recursive: true })).filter((path) => library.test(basename(path)));
  return kept.length ? target : undefined;
}

/** node-llama-cpp in a child process (cpu-native.ts), on the CPU variant in `binaries` or on ggml's pick, loaded with the model. */
async function nativeEngine(model: string, binaries?: string, threads = 1) {
  const child = fork(join('dist-node', 'bench-cpu-native.js'), { env: { ...process.env, FOGPLAY_CPU_PACKAGE: binaries ?? '' } });
  const ask = (request: NativeRequest) =>
    new Promise<NativeReply>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`The native engine's process ended (${code}).`));
      child.once('exit', exited);
      child.once('message', (reply: NativeReply) => {
        child.off('exit', exited);
        if (reply.type === 'error') reject(new Error(reply.message));
        else resolve(reply);
      });
      child.send(request);
    });
  const loaded = await ask({ type: 'load', path: model, threads });
  return {
    variants: loaded.type === 'loaded' ? loaded.variants : [],
    chat: async (run: number, sentences?: number) => ((await ask({ type: 'chat', run, sentences })) as NativeReply & { type: 'reply' }).timed,
    close: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.disconnect())),
  };
}

/**
 * The app's wllama worker in a page of `host` (wllama-page.ts), loaded with the GGUF at `path` on
 * `threads` threads; a reply is timed in the page as the Node side times it, from the request to
 * its first and last piece of text.
 */
async function browserEngine(browser: Browser, host: StaticHost, path: string, flashAttention?: boolean, threads = 1) {
  const page = await wllamaPage(browser, host, path, { contextSize: 2048, threads: { count: threads }, flashAttention });
  if (page.info.threads.threads !== threads) {
    await page.close();
    throw new Error(`The page ran ${page.info.threads.threads} threads, not ${threads}: is the host cross-origin isolated?`);
  }
  return {
    async chat(run: number, sentences?: number): Promise<Timed> {
      const reply = await page.call<{ usage: Usage }>({ type: 'chat', messages: prompt(run, sentences), options: CHAT } as PageRequest);
      const { usage } = reply.value;
      return {
        promptTokens: usage.promptTokens!,
        completionTokens: usage.completionTokens!,
        firstTokenMs: reply.firstDeltaMs,
        decodeMs: reply.lastDeltaMs - reply.firstDeltaMs,
        inside: { prompt: usage.prefillTokensPerSecond, decode: usage.decodeTokensPerSecond },
      };
    },
    close: page.close,
  };
}

const rate = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} tokens/s`;

export async function benchCpuSpeed(): Promise<Row[]> {
  const rows: Row[] = [];
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-background-networking'] });
  const host = await startStaticHost('/');
  const folder = await mkdtemp(join(tmpdir(), 'fogplay-cpu-'));
  try {
    const binaries = await Promise.all(NATIVE.map(({ variant }) => variant && binariesWithOnly(variant, folder)));
    for (const weights of WEIGHTS) {
      const model = tinyGguf(1, { ...SPEED_SHAPE, weights });
      const path = join(folder, `${weights}.gguf`);
      await writeFile(path, model);
      const where = `${weights.toUpperCase()}, ${(model.length / 1e6).toFixed(0)} MB, one thread`;
      const starting = NATIVE.map(({ variant }, index) => (variant && !binaries[index] ? undefined : nativeEngine(path, binaries[index])));
      const wasm = await browserEngine(browser, host, path);
      // llama.cpp's choice on the CPU is flash attention, whose half-precision cache WebAssembly converts one number at a time.
      const wasmPlain = await browserEngine(browser, host, path, false);
      const engines = await Promise.all(starting);
      // The engines take turns, so that the machine's other work weighs on all alike; the first turn warms up.
      type Turn = { wasm: Timed; wasmPlain: Timed; natives: (Timed | undefined)[] };
      // A turn: each engine's reply to each length of prompt.
      const turns: Record<PromptLength, Turn>[] = [];
      try {
        for (let run = 0; run <= RUNS; run++) {
          const turn = {} as Record<PromptLength, Turn>;
          for (const length of PROMPT_LENGTHS) {
            const natives: (Timed | undefined)[] = [];
            for (const engine of engines) natives.push(await engine?.chat(run, PROMPT[length]));
            turn[length] = { wasm: await wasm.chat(run, PROMPT[length]), wasmPlain: await wasmPlain.chat(run, PROMPT[length]), natives };
          }
          if (run) turns.push(turn);
        }
      } finally {
        await Promise.all([wasm.close(), wasmPlain.close(), ...engines.map((engine) => engine?.close())]);
      }
      const measures = [
        ['decode', decodeSpeed, 'decode', 'line'],
        ['prompt', promptSpeed, 'prompt', 'line'],
        [`prompt as long as a first move (${turns[0]!.firstMove.wasm.promptTokens} tokens)`, promptSpeed, 'prompt', 'firstMove'],
      ] as const;
      for (const [name, speed, inside, length] of measures) {
        const of = (pick: (turn: Turn) => number | undefined) => median(turns.map((turn) => pick(turn[length]) ?? 0));
        rows.push(
          {
            name: `${where}: ${name}, browser`,
            value: rate(of((turn) => speed(turn.wasm))),
            note: `llama.cpp's own count in the browser ${rate(of((turn) => turn.wasm.inside?.[inside]))}; ${of((turn) => (inside === 'decode' ? turn.wasm.completionTokens : turn.wasm.promptTokens))} tokens`,
          },
          {
            name: `${where}: ${name}, browser with flash attention off / on`,
            value: `**${Math.round(of((turn) => speed(turn.wasmPlain) / speed(turn.wasm)) * 100)}%**`,
            note: `${rate(of((turn) => speed(turn.wasmPlain)))}; llama.cpp's own count ${rate(of((turn) => turn.wasmPlain.inside?.[inside]))}`,
          },
        );
        NATIVE.forEach(({ label, variant }, index) => {
          const engine = engines[index];
          rows.push({
            name: `${where}: ${name}, browser / ${label}`,
            value: engine ? `**${Math.round(of((turn) => speed(turn.wasm) / speed(turn.natives[index]!)) * 100)}%**` : 'not measured',
            note: engine
              ? `${rate(of((turn) => speed(turn.natives[index]!)))} native, ggml's CPU variant ${engine.variants.join(', ') || 'unknown'}; with flash attention off in the browser ${Math.round(of((turn) => speed(turn.wasmPlain) / speed(turn.natives[index]!)) * 100)}%`
              : `no ${variant} variant in node-llama-cpp's binaries for this platform`,
          });
        });
      }
    }
  } finally {
    await browser.close();
    await host.close();
    await rm(folder, { recursive: true, force: true });
  }
  return rows;
}

/** What the machine gives two threads now, at arithmetic and at reading `bytes` of memory. */
const ceiling = async (bytes: number) => ({ arithmetic: await arithmeticCeiling(RUNS), memory: await memoryCeiling(bytes, RUNS) });

/** Turns of warm-up at most, while V8 compiles beside the model's threads. */
const MAX_SETTLING = 60;

/**
 * Replies from `engines` in turn until V8 has stopped compiling beside them. After a build of
 * llama.cpp loads, and again as its functions grow hot, V8's background threads compile its
 * WebAssembly, about a core's worth for a minute or more; two threads timed meanwhile share the
 * other core. Settled once three turns in a row left those threads under a tenth of the turn's
 * time; off Linux, where they cannot be watched, at once. The turns taken, and whether it settled.
 */
async function untilV8Settles(engines: { chat(run: number): Promise<Timed> }[], firstRun: number): Promise<{ turns: number; settled: boolean }> {
  let before = await rendererBackgroundCpu();
  if (before === undefined) return { turns: 0, settled: true };
  let quiet = 0;
  for (let turn = 0; turn < MAX_SETTLING; turn++) {
    const started = performance.now();
    for (const engine of engines) await engine.chat(firstRun + turn);
    const after = (await rendererBackgroundCpu())!;
    quiet = backgroundCpuBetween(before, after) < 0.1 * (performance.now() - started) ? quiet + 1 : 0;
    before = after;
    if (quiet === 3) return { turns: turn + 1, settled: true };
  }
  return { turns: MAX_SETTLING, settled: false };
}

/**
 * What two threads give against one, in the browser (a cross-origin isolated page) and native, turn
 * by turn: on a quiet machine, then beside a process that keeps one core busy, where threads that
 * wait for each other by spinning lose a time slice at every step a thread has lost its core. The
 * browser's turns wait for V8 to stop compiling the build beside them (`untilV8Settles`), and run
 * again with the build compiled whole at load (`COMPILING`). Prompts are read at two lengths
 * (`PROMPT`): what a reply costs around its prompt, which two threads do not divide, weighs more
 * on a short one.
 */
export async function benchCpuThreads(): Promise<Row[]> {
  const rows: Row[] = [];
  const host = await startStaticHost('/', ISOLATION);
  const folder = await mkdtemp(join(tmpdir(), 'fogplay-cpu-'));
  try {
    for (const compiling of COMPILING) rows.push(...(await threadTurns(host, folder, compiling)));
  } finally {
    await host.close();
    await rm(folder, { recursive: true, force: true });
  }
  return rows;
}

/**
 * How V8 compiles the build: as Chromium does by default, fast code first and optimised code for
 * each function once it is hot, in the background, for a minute or more of replies; and, to set
 * the engine's own gain apart from that, the whole build optimised at load (a flag no visitor's
 * browser has), where a quiet machine gives two threads what the engine can.
 */
const COMPILING = [
  { label: '', flags: [], busy: [0, 1] },
  { label: ', the build compiled whole at load', flags: ['--js-flags=--no-wasm-dynamic-tiering'], busy: [0] },
];

/** `benchCpuThreads`' rows for one way of compiling, each model's engines loaded anew. */
async function threadTurns(host: StaticHost, folder: string, compiling: (typeof COMPILING)[number]): Promise<Row[]> {
  const rows: Row[] = [];
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-background-networking', ...compiling.flags] });
  try {
    for (const weights of ['q8_0', 'q4_k_m'] as const) {
      const model = tinyGguf(1, { ...SPEED_SHAPE, weights });
      const path = join(folder, `${weights}.gguf`);
      await writeFile(path, model);
      const sides = {
        browser: [await browserEngine(browser, host, path, undefined, 1), await browserEngine(browser, host, path, undefined, 2)],
        native: [await nativeEngine(path, undefined, 1), await nativeEngine(path, undefined, 2)],
      };
      try {
        // Quiet, then beside one busy core.
        for (const busy of compiling.busy) {
          const stopBusy = busyCores(busy);
          const settling = await untilV8Settles(sides.browser, 1000 * (busy + 1));
          const ceilings = [await ceiling(model.length)];
          // A turn: one thread's reply and two threads', to each length of prompt.
          const turns: Record<keyof typeof sides, Record<PromptLength, Timed[]>[]> = { browser: [], native: [] };
          const v8Before = await rendererBackgroundCpu();
          const turnsStarted = performance.now();
          let v8Share = 0;
          try {
            for (let run = 0; run <= RUNS; run++) {
              for (const side of ['browser', 'native'] as const) {
                const turn = {} as Record<PromptLength, Timed[]>;
                for (const length of PROMPT_LENGTHS) {
                  // Each pass's prompts its own, so that none is read from the cache of the pass before.
                  turn[length] = [];
                  for (const engine of sides[side]) turn[length].push(await engine.chat(busy * (RUNS + 1) + run, PROMPT[length]));
                }
                if (run) turns[side].push(turn);
              }
            }
            if (v8Before !== undefined) v8Share = backgroundCpuBetween(v8Before, (await rendererBackgroundCpu())!) / (performance.now() - turnsStarted);
            ceilings.push(await ceiling(model.length));
          } finally {
            stopBusy();
          }
          const v8 = settling.turns === 0 ? 'V8 not watched here' : `after ${settling.turns} turns of warm-up${settling.settled ? '' : ', V8 still compiling'}; V8 compiling ${Math.round(100 * v8Share)}% of the turns' time`;
          rows.push({
            name: `${weights.toUpperCase()}: the machine's own ceiling, two threads against one${busy ? ' beside a busy core' : ''}${compiling.label}`,
            value: ceilings.map(({ arithmetic, memory }) => `arithmetic ${arithmetic.toFixed(2)}×, reading ${memory.ratio.toFixed(2)}×`).join('; '),
            note: `before the turns below and after them (machine-ceiling.ts): what two threads gain on these cores then at arithmetic in registers, which shares nothing, and at reading memory as large as the model's file (${(model.length / 1e6).toFixed(0)} MB), which a token's decode reads once: ${ceilings.map(({ memory }) => readingBound(memory, model.length)).join('; then ')}`,
          });
          const measures = [
            ['decode', decodeSpeed, 'line', ''],
            ['prompt', promptSpeed, 'line', ` of a game's line (${turns.browser[0]!.line[0]!.promptTokens} tokens)`],
            ['prompt', promptSpeed, 'firstMove', ` as long as a first move (${turns.browser[0]!.firstMove[0]!.promptTokens} tokens)`],
          ] as const;
          for (const [name, speed, length, which] of measures) {
            const ratio = (side: keyof typeof sides) => median(turns[side].map(({ [length]: [one, two] }) => speed(two!) / speed(one!)));
            const rates = (side: keyof typeof sides) => [0, 1].map((i) => rate(median(turns[side].map((turn) => speed(turn[length][i]!))))).join(' and ');
            // llama.cpp's own timings leave out what a reply costs around the model (the request, the
            // template, the first token's sampling and its way back), which does not shrink with threads.
            const inside = median(turns.browser.map(({ [length]: [one, two] }) => two!.inside![name]! / one!.inside![name]!));
            rows.push({
              name: `${weights.toUpperCase()}: ${name}${which}, two threads against one${busy ? ' beside a busy core' : ''}${compiling.label}`,
              value: `browser **${ratio('browser').toFixed(2)}×**, native ${ratio('native').toFixed(2)}×`,
              note: `browser ${rates('browser')}, native ${rates('native')} on one and two threads; in the browser by llama.cpp's own timings ${inside.toFixed(2)}×; ${v8}`,
            });
          }
        }
      } finally {
        await Promise.all([...sides.browser, ...sides.native].map((engine) => engine.close()));
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
