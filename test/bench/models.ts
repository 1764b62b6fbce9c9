/**
 * Real models on the CPU, and what Fogplay itself costs per model turn. The generated tiny GGUF
 * (2 layers, width 64: its speed is llama.cpp's overhead more than a model's compute) through
 * node-llama-cpp in Node and through wllama in Chromium, one thread each; and a model turn with
 * an instant scripted engine, so that the time left is Fogplay's: the prompt, the parse, the
 * validation and the record, written as the command line writes it.
 */
import { chromium } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { llmAgent } from '../../src/agents/llm';
import { loadGguf } from '../../src/engines/gguf/engine';
import { guessNumber } from '../../src/games/guess-number/game';
import { protocols } from '../../src/games/guess-number/prompts';
import { ALL_SECRETS } from '../../src/games/guess-number/rules';
import { playEpisode } from '../../src/run/episode';
import { toJsonLine } from '../../src/core/record';
import { median } from '../../src/core/stats';
import { scriptedEngine } from '../agents/scripted-engine';
import { findChromium } from '../e2e/chromium';
import { startStaticHost } from '../e2e/static-host';
import { tinyGguf, writeTinyGguf } from '../model/tiny-gguf';
import type { Row } from './main';

const PROMPT = [{ role: 'user' as const, content: 'Let us play a game of guessing numbers. Your first guess?' }];

async function fogplayPerTurn(): Promise<Row> {
  // An instant "model" that writes a fresh guess each turn, reasoning first as models do.
  let calls = 0;
  const engine = scriptedEngine(() => `The feedback narrows it down a little.\nGuess: [${ALL_SECRETS[(calls++ * 97) % ALL_SECRETS.length]}]`);
  const paper = protocols.find((p) => p.id === 'paper')!;
  const lines: string[] = [];
  let turns = 0;
  const started = performance.now();
  for (let seed = 1; seed <= 300; seed++) {
    const episode = await playEpisode({
      game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed,
      agents: { player: llmAgent({ engine, protocol: paper }) }, runId: 'bench',
      sink: { started() {}, event() {}, ended: (e) => void lines.push(toJsonLine(e)) },
    });
    turns += episode.events.filter((e) => e.type === 'model-call').length;
  }
  const perTurn = (performance.now() - started) / turns;
  return { name: 'Fogplay’s own cost per model turn (prompt, parse, validation, record)', value: `${perTurn.toFixed(2)} ms`, note: `${turns.toLocaleString('en')} turns of 300 Guess Number games with an instant engine; target ≤ 5 ms` };
}

async function nodeSpeed(): Promise<Row[]> {
  const engine = await loadGguf(await writeTinyGguf(1), { threads: 1 });
  const runs = [];
  for (let i = 0; i < 10; i++) runs.push((await engine.chat(PROMPT, { maxTokens: 128, seed: i, temperature: 1 })).usage);
  await engine.dispose();
  return [
    { name: 'Tiny GGUF in Node (node-llama-cpp, one thread): decode speed', value: `${median(runs.map((u) => u.decodeTokensPerSecond ?? 0)).toFixed(0)} tokens/s`, note: 'median of 10 replies of up to 128 tokens' },
    { name: 'Tiny GGUF in Node: time to first token', value: `${median(runs.map((u) => u.timeToFirstTokenMs ?? 0)).toFixed(0)} ms`, note: 'median of 10' },
  ];
}

/** The Models page's own try-out chat reports tokens, speed and first-token time: its line is read back. */
async function browserSpeed(): Promise<Row[]> {
  const host = await startStaticHost('/');
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const file = join(tmpdir(), 'fogplay-bench-tiny.gguf');
    await writeFile(file, tinyGguf(1));
    await page.goto(`${host.base}#/models`);
    await page.getByText('A GGUF from a URL or from a file').click();
    const loading = performance.now();
    await page.getByLabel('GGUF file').setInputFiles(file);
    await page.getByRole('status').filter({ hasText: 'is loaded and ready' }).waitFor({ timeout: 60_000 });
    const loaded = performance.now() - loading;
    const speeds: number[] = [];
    const firsts: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.getByRole('textbox', { name: 'Message' }).fill(PROMPT[0]!.content);
      await page.getByRole('button', { name: 'Send' }).click();
      const line = page.getByText(/\d+ tokens, \d+(\.\d)? tokens\/s, first token after \d+ ms\./);
      await line.waitFor({ timeout: 60_000 });
      const [, speed, first] = /tokens, ([\d.]+) tokens\/s, first token after (\d+) ms/.exec((await line.textContent())!)!;
      speeds.push(Number(speed));
      firsts.push(Number(first));
    }
    return [
      { name: 'Tiny GGUF in Chromium (wllama, one thread, no WebGPU): load', value: `${(loaded / 1000).toFixed(1)} s`, note: 'from a local file: worker start, 10 MB of WebAssembly compiled, a speed check' },
      { name: 'Tiny GGUF in Chromium: decode speed', value: `${median(speeds).toFixed(0)} tokens/s`, note: 'median of 5 try-out replies' },
      { name: 'Tiny GGUF in Chromium: time to first token', value: `${median(firsts).toFixed(0)} ms`, note: 'median of 5' },
    ];
  } finally {
    await browser.close();
    await host.close();
  }
}

export async function benchModels(): Promise<Row[]> {
  return [await fogplayPerTurn(), ...(await nodeSpeed()), ...(await browserSpeed())];
}
