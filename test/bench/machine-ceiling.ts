/**
 * What this machine itself gives two threads against one, now: the most that two threads of a
 * model could gain on these cores. Two kinds of work, each in workers of its own:
 * - arithmetic in registers, which shares nothing: what the cores give (other work on them shows);
 * - reading a block of memory as large as a model's weights, which a token's decode reads once
 *   each: what the memory gives. Where a model does not fit in the processor's caches, a decode
 *   cannot write more tokens a second than the bytes a second read here over the model's size
 *   (`readingBound`); a decode that reads slower than that, as it also works out its products,
 *   can gain more from a second thread than reading alone does.
 * Each the median of `turns` turns of one thread doing all the work, then two doing half each.
 */
import { Worker } from 'node:worker_threads';
import { median } from '../../src/core/stats';

/** Steps of arithmetic a measure takes in all: about half a second on one thread here. */
const ARITHMETIC = 3e8;

/** Bytes read in all by a measure of memory: about half a second on one thread here. */
const READ = 12e9;

const ARITHMETIC_WORKER = `const { parentPort, workerData } = require('node:worker_threads');
parentPort.once('message', () => {
  let x = 1;
  for (let i = 0; i < workerData.steps; i++) x = (Math.imul(x, 1103515245) + 12345) | 0;
  parentPort.postMessage(x);
});
parentPort.postMessage('ready');`;

/**
 * A WebAssembly module of one function, sum(from, to): the 64-bit lanes of memory from byte `from`
 * up to `to` added in vectors, 64 bytes a step (four loads, so that the loop is not what limits it),
 * over a shared memory it imports as m.m.
 */
export const SUM_MODULE = (() => {
  const load = (offset: number) => [0x20, 0x02, 0x20, 0x00, 0xfd, 0x00, 0x04, offset, 0xfd, 0xce, 0x01, 0x21, 0x02]; // acc = i64x2.add(acc, v128.load offset(from))
  const body = [
    0x01, 0x01, 0x7b, // one local: the v128 accumulator
    0x02, 0x40, 0x03, 0x40, // block, loop
    0x20, 0x00, 0x20, 0x01, 0x4f, 0x0d, 0x01, // from >= to: out
    ...load(0), ...load(16), ...load(32), ...load(48),
    0x20, 0x00, 0x41, 0xc0, 0x00, 0x6a, 0x21, 0x00, // from += 64
    0x0c, 0x00, 0x0b, 0x0b, // again; end loop, block
    0x20, 0x02, 0xfd, 0x1d, 0x00, 0x0b, // the first lane (the sum is only kept from being optimised away)
  ];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...[0x01, 0x07, 0x01, 0x60, 0x02, 0x7f, 0x7f, 0x01, 0x7e], // type: (i32, i32) → i64
    ...[0x02, 0x0b, 0x01, 0x01, 0x6d, 0x01, 0x6d, 0x02, 0x03, 0x01, 0x80, 0x80, 0x04], // import m.m: shared memory, 1 to 65,536 pages
    ...[0x03, 0x02, 0x01, 0x00], // one function of that type
    ...[0x07, 0x07, 0x01, 0x03, 0x73, 0x75, 0x6d, 0x00, 0x00], // exported as sum
    ...[0x0a, body.length + 2, 0x01, body.length, ...body],
  ]);
})();

const MEMORY_WORKER = `const { parentPort, workerData } = require('node:worker_threads');
const { memory, module, from, to, passes } = workerData;
const { sum } = new WebAssembly.Instance(module, { m: { m: memory } }).exports;
parentPort.once('message', () => {
  let x = 0n;
  for (let pass = 0; pass < passes; pass++) x += sum(from, to);
  parentPort.postMessage(x);
});
parentPort.postMessage('ready');`;

/** The wall time of `threads` workers from `source`, each given its `data`, timed from when all are started to when the last is done. */
async function timeWorkers(source: string, data: (index: number) => unknown, threads: number): Promise<number> {
  const workers = Array.from({ length: threads }, (_, index) => new Worker(source, { eval: true, workerData: data(index) }));
  const message = (worker: Worker) => new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
  try {
    await Promise.all(workers.map(message));
    const started = performance.now();
    const done = Promise.all(workers.map(message));
    for (const worker of workers) worker.postMessage('go');
    await done;
    return performance.now() - started;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** One thread's time over two threads' for the same work, and one thread's time: the medians of `turns` turns. */
async function ratio(time: (threads: number) => Promise<number>, turns: number): Promise<{ ratio: number; oneMs: number }> {
  const ones = [];
  const ratios = [];
  for (let turn = 0; turn < turns; turn++) {
    ones.push(await time(1));
    ratios.push(ones.at(-1)! / (await time(2)));
  }
  return { ratio: median(ratios), oneMs: median(ones) };
}

/** Two threads of arithmetic in registers against one. */
export const arithmeticCeiling = async (turns: number) =>
  (await ratio((threads) => timeWorkers(ARITHMETIC_WORKER, () => ({ steps: ARITHMETIC / threads }), threads), turns)).ratio;

/** What two threads gain at reading memory, and the bytes one thread read a second. */
export interface MemoryCeiling {
  ratio: number;
  oneThreadBytesPerSecond: number;
}

/** Two threads reading `bytes` of memory (each its half) against one reading it all, as often as makes `READ` bytes. */
export async function memoryCeiling(bytes: number, turns: number): Promise<MemoryCeiling> {
  const size = Math.ceil(bytes / 65536) * 65536;
  const memory = new WebAssembly.Memory({ initial: size / 65536, maximum: 65536, shared: true });
  // Written, so that every page is backed by memory of its own, not the one page of zeros.
  new Uint8Array(memory.buffer).fill(1);
  const module = new WebAssembly.Module(SUM_MODULE);
  const passes = Math.max(1, Math.round(READ / size));
  const { ratio: gain, oneMs } = await ratio((threads) => timeWorkers(MEMORY_WORKER, (index) => ({ memory, module, passes, from: (size / threads) * index, to: (size / threads) * (index + 1) }), threads), turns);
  return { ratio: gain, oneThreadBytesPerSecond: (passes * size) / (oneMs / 1000) };
}

/** The reading ceiling in words: each count's bytes a second, and the tokens a second they bound a decode of `bytes` a token to. */
export function readingBound({ ratio, oneThreadBytesPerSecond: one }: MemoryCeiling, bytes: number): string {
  const rate = (perSecond: number) => `${(perSecond / 1e9).toFixed(1)} GB/s (at most ${(perSecond / bytes).toFixed(0)} tokens/s)`;
  return `one thread read ${rate(one)}, two ${rate(one * ratio)}`;
}
