/**
 * Fogplay's builds of llama.cpp (src/engines/wllama/build/wasm, made by build.sh) against wllama's
 * stock build of the same llama.cpp on one thread, in Chromium, greedy, on generated Q8_0, Q4_K_M,
 * Q4_0 (with a Q6_K output, as llama.cpp's own Q4_0 files) and Q6_K models, the threaded
 * builds on two threads: each build loads, and writes the stock build's reply token for token until the
 * two builds' rounding turns a near tie. Their SIMD kernels sum in another order than the stock
 * build's C ones, and a difference in the last bit of an activation can move its 8-bit
 * quantisation by a step, so the log-probabilities of a model with random weights drift by up to
 * about 0.2 (natural log): a reply may part from the stock one only where the stock build's two
 * likeliest tokens were closer than that. A broken kernel parts at once, or drifts far more. The
 * files committed are the ones their SHA256SUMS names, made by the build scripts as they are now.
 */
import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { glueFile, type OwnBuild } from '../../src/engines/wllama/builds';
import { busyCores } from '../busy-cores';
import { buildReplies, drift, ownBuild, parting, streamedReplies, threadStarts, WEIGHTS } from '../model/build-replies';
import { SLOWER } from '../slower';

const SOURCES = 'src/engines/wllama/build';
const NAMES: OwnBuild[] = ['simd', 'relaxed-simd', 'simd-threads', 'relaxed-simd-threads'];
// The threaded builds on two threads, where each thread has rows of every product of its own.
const BUILDS = Object.fromEntries(NAMES.map((name) => [name, ownBuild(`${SOURCES}/wasm`, name, name.endsWith('-threads') ? 2 : 1)]));
/** The most a chosen token's log-probability may drift by rounding alone, before the replies part. */
const ROUNDING = 0.5;

test('each of Fogplay’s builds loads and writes the stock build’s greedy reply, parting from it only at a tie', async () => {
  test.setTimeout(600_000 * SLOWER);
  const pageErrors: string[] = [];
  const runs = await buildReplies({ wllamaPackage: 'node_modules/@wllama/wllama', builds: BUILDS, weights: WEIGHTS, rounds: 1, predict: 48, onPageError: (text) => pageErrors.push(text) });
  expect(pageErrors).toEqual([]);
  for (const [weights, [stock, ...builds]] of runs) {
    expect(stock!.replies[0]!.tokens).toHaveLength(48);
    for (const build of builds) {
      const [reply] = build.replies;
      const parted = parting(stock!.replies[0]!, reply!);
      const where = `${build.name} on ${weights}`;
      // The drift before the parting, and at it where the two builds swapped their two likeliest
      // tokens (a parting at the first token has nothing before it to judge by).
      const drifted = Math.max(drift(stock!.replies[0]!, reply!, parted?.at), parted?.swapDrift ?? 0);
      expect(drifted, where).toBeLessThan(ROUNDING);
      // Two likeliest tokens closer than twice the drift seen are a tie the builds' rounding may turn either way.
      if (parted) expect(parted.margin, `${where} parts from stock at token ${parted.at + 1} where the stock build's choice was clear`).toBeLessThan(2 * drifted);
    }
    // Each thread computes whole rows of a product with the same kernels: two threads write what one does, to the last bit.
    const reply = (name: string) => builds.find((build) => build.name === name)!.replies[0]!;
    for (const name of NAMES.filter((name) => name.endsWith('-threads'))) {
      const alone = reply(name.replace(/-threads$/, ''));
      expect({ tokens: reply(name).tokens, logprobs: reply(name).logprobs }, `${name} on ${weights}`).toEqual({ tokens: alone.tokens, logprobs: alone.logprobs });
    }
  }
});

test('two threads kept waiting by a busy core, so that they sleep at the barriers, write what one thread writes', async () => {
  test.setTimeout(300_000 * SLOWER);
  // A process that keeps a core busy: a thread that loses its core keeps the other waiting at the
  // barrier long enough to sleep there, and a wake-up lost would leave the reply unfinished.
  const stopBusy = busyCores(1);
  try {
    const builds = { 'relaxed-simd': BUILDS['relaxed-simd']!, 'relaxed-simd-threads': BUILDS['relaxed-simd-threads']! };
    const runs = await buildReplies({ wllamaPackage: 'node_modules/@wllama/wllama', builds, weights: ['q8_0'], rounds: 1, predict: 48 });
    const [, alone, threads] = runs.get('q8_0')!;
    expect(threads!.replies[0]!.tokens).toHaveLength(48);
    expect({ tokens: threads!.replies[0]!.tokens, logprobs: threads!.replies[0]!.logprobs }).toEqual({ tokens: alone!.replies[0]!.tokens, logprobs: alone!.replies[0]!.logprobs });
  } finally {
    stopBusy();
  }
});

test('each of Fogplay’s builds streams a reply as it is written: its first text at once, then what was written since each request, all of it before the end is told', async () => {
  test.setTimeout(300_000 * SLOWER);
  const replies = await streamedReplies({ wllamaPackage: 'node_modules/@wllama/wllama', builds: BUILDS, weights: ['q8_0'], predict: 48 });
  for (const [name, { text, whole, requests, after }] of replies) {
    // The streamed text is the reply's, whatever the requests' number.
    expect(text, name).toBe(whole);
    expect(requests.flatMap((request) => request.pieces).join(''), name).toBe(text);
    const first = requests.findIndex((request) => request.pieces.some((piece) => piece));
    expect(requests[first]!.pieces.filter((piece) => piece), `${name}: the request that hands out the first text hands out one token's`).toHaveLength(1);
    // wllama stops asking once a request says no more is to come: nothing may be left then.
    expect(requests.at(-1)!.hasMore, name).toBe(false);
    expect(requests.slice(0, -1).every((request) => request.hasMore), name).toBe(true);
    expect(after, `${name}: one more request finds nothing left`).toEqual({ pieces: [], hasMore: false });
  }
});

test('a threaded build starts its threads once, at the load, where wllama’s stock build starts them again for every token', async () => {
  test.setTimeout(300_000 * SLOWER);
  const predict = 24;
  const builds = { 'simd-threads': BUILDS['simd-threads']!, 'relaxed-simd-threads': BUILDS['relaxed-simd-threads']! };
  const starts = await threadStarts({ wllamaPackage: 'node_modules/@wllama/wllama', builds, weights: ['q8_0'], predict });
  // The stock build, which makes a pool of threads for each of llama.cpp's graphs, shows what is counted.
  expect(starts.get('stock')!.written).toBe(predict);
  expect(starts.get('stock')!.started).toBeGreaterThanOrEqual(predict);
  for (const name of Object.keys(builds)) expect(starts.get(name), name).toEqual({ started: 0, written: predict });
});

test('the committed builds are the files their SHA256SUMS names, made by the build scripts as they are now', () => {
  const sums = readFileSync(`${SOURCES}/wasm/SHA256SUMS`, 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
  const named = sums.map((line) => /^([0-9a-f]{64}) {2}(.+)$/.exec(line)!.slice(1) as [string, string]);
  const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
  const files = named.map(([, file]) => file);
  for (const name of NAMES) expect(files).toEqual(expect.arrayContaining([glueFile(name), `${name}/wllama.wasm`]));
  expect(files).toEqual(expect.arrayContaining(['build.sh', 'pthread-worker.mjs', 'relaxed-simd.patch']));
  for (const [hash, file] of named) {
    const built = file.includes('/') || NAMES.some((name) => glueFile(name) === file);
    const path = join(SOURCES, built ? 'wasm' : '', file);
    expect(sha256(path), `${file} differs from the one the builds were made with: run build.sh again`).toBe(hash);
  }
});
