/**
 * Fogplay's builds of llama.cpp (src/engines/wllama/build/wasm, made by build.sh) against wllama's
 * stock build of the same llama.cpp, in Chromium, greedy, one thread, on generated Q8_0 and
 * Q4_K_M models: each build loads, and writes the stock build's reply token for token until the
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
import { buildReplies, drift, parting } from '../model/build-replies';
import { SLOWER } from '../slower';

const SOURCES = 'src/engines/wllama/build';
const BUILDS = { simd: `${SOURCES}/wasm/simd`, 'relaxed-simd': `${SOURCES}/wasm/relaxed-simd` };
/** The most a chosen token's log-probability may drift by rounding alone, before the replies part. */
const ROUNDING = 0.5;

test('each of Fogplay’s builds loads and writes the stock build’s greedy reply, parting from it only at a tie', async () => {
  test.setTimeout(600_000 * SLOWER);
  const pageErrors: string[] = [];
  const runs = await buildReplies({ wllamaPackage: 'node_modules/@wllama/wllama', builds: BUILDS, weights: ['q8_0', 'q4_k_m'], rounds: 1, predict: 48, onPageError: (text) => pageErrors.push(text) });
  expect(pageErrors).toEqual([]);
  for (const [weights, [stock, ...builds]] of runs) {
    expect(stock!.replies[0]!.tokens).toHaveLength(48);
    for (const build of builds) {
      const [reply] = build.replies;
      const parted = parting(stock!.replies[0]!, reply!);
      const where = `${build.name} on ${weights}`;
      const drifted = drift(stock!.replies[0]!, reply!, parted?.at);
      expect(drifted, where).toBeLessThan(ROUNDING);
      // Two likeliest tokens closer than twice the drift seen are a tie the builds' rounding may turn either way.
      if (parted) expect(parted.margin, `${where} parts from stock at token ${parted.at + 1} where the stock build's choice was clear`).toBeLessThan(2 * drifted);
    }
  }
});

test('the committed builds are the files their SHA256SUMS names, made by the build scripts as they are now', () => {
  const sums = readFileSync(`${SOURCES}/wasm/SHA256SUMS`, 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
  const named = sums.map((line) => /^([0-9a-f]{64}) {2}(.+)$/.exec(line)!.slice(1) as [string, string]);
  const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
  const files = named.map(([, file]) => file);
  for (const name of Object.keys(BUILDS)) expect(files).toEqual(expect.arrayContaining([`${name}/wllama.js`, `${name}/wllama.wasm`]));
  expect(files).toEqual(expect.arrayContaining(['build.sh', 'relaxed-simd.patch']));
  for (const [hash, file] of named) {
    const path = file.includes('/') ? join(SOURCES, 'wasm', file) : join(SOURCES, file);
    expect(sha256(path), `${file} differs from the one the builds were made with: run build.sh again`).toBe(hash);
  }
});
