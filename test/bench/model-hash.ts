/**
 * What knowing a model by its content costs: the SHA-256 of a GGUF of 100 MB and of 1 GB. In Node,
 * the file streamed through `crypto.createHash` (what the command line does while node-llama-cpp
 * loads the model), and the project's own SHA-256 for comparison. In Chromium, the app's wllama
 * worker keeping a file in the browser (OPFS) with its hash computed from the slices it copies,
 * against the same copy with the hash given, so that the difference is the hashing alone. The
 * bytes are random: a hash's speed does not depend on them.
 */
import { chromium } from '@playwright/test';
import { createHash, randomFillSync } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Reply, Request } from '../../src/engines/wllama/protocol';
import { Sha256 } from '../../src/core/sha256';
import { findChromium } from '../e2e/chromium';
import { startStaticHost, wllamaWorkerAsset } from '../e2e/static-host';
import type { Row } from './main';

const SIZES = [100e6, 1e9];
const CHUNK = 1 << 24;
const rate = (bytes: number, ms: number) => `${Math.round(bytes / 1e6 / (ms / 1000)).toLocaleString('en')} MB/s`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const label = (bytes: number) => (bytes >= 1e9 ? `${bytes / 1e9} GB` : `${bytes / 1e6} MB`);

/** A file of `bytes` random bytes in a new temporary folder. */
async function randomFile(bytes: number): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'fogplay-hash-')), 'model.gguf');
  const file = await open(path, 'w');
  const chunk = Buffer.alloc(CHUNK);
  for (let at = 0; at < bytes; at += CHUNK) await file.write(randomFillSync(chunk), 0, Math.min(CHUNK, bytes - at));
  await file.close();
  return path;
}

async function timed<T>(run: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function nodeRows(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const bytes of SIZES) {
    const path = await randomFile(bytes);
    try {
      // Read once first, so that both hashes read from the page cache, as a hash beside a load does.
      const stream = async (update: (chunk: Buffer) => void) => {
        for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) update(chunk as Buffer);
      };
      await stream(() => {});
      const node = createHash('sha256');
      const nodeMs = await timed(() => stream((chunk) => node.update(chunk)));
      const own = new Sha256();
      const ownMs = await timed(() => stream((chunk) => own.update(chunk)));
      if (own.hex() !== node.digest('hex')) throw new Error('The two SHA-256s disagree.');
      rows.push({ name: `Node, ${label(bytes)}: crypto.createHash, streamed`, value: seconds(nodeMs), note: rate(bytes, nodeMs) });
      rows.push({ name: `Node, ${label(bytes)}: the project's SHA-256 (the browser's), streamed`, value: seconds(ownMs), note: rate(bytes, ownMs) });
    } finally {
      await rm(join(path, '..'), { recursive: true, force: true });
    }
  }
  return rows;
}

async function chromiumRows(): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-background-networking'] });
  const host = await startStaticHost('/');
  const rows: Row[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(host.base);
    const worker = wllamaWorkerAsset();
    for (const bytes of SIZES) {
      const [copyMs, hashedMs] = await page.evaluate(
        async ({ worker, bytes }) => {
          const wllama = new Worker(worker, { type: 'module', name: 'wllama' });
          let next = 1;
          const call = (body: Omit<Request, 'id'>) =>
            new Promise<unknown>((resolve, reject) => {
              const id = next++;
              wllama.addEventListener('message', function listen({ data }: MessageEvent<Reply>) {
                if (data.id !== id || (data.type !== 'result' && data.type !== 'error')) return;
                wllama.removeEventListener('message', listen);
                if (data.type === 'result') resolve(data.value);
                else reject(new Error(data.message));
              });
              wllama.postMessage({ ...body, id });
            });
          const parts: Uint8Array[] = [];
          for (let at = 0; at < bytes; at += 1 << 24) {
            const part = new Uint8Array(Math.min(1 << 24, bytes - at));
            for (let i = 0; i < part.length; i += 65_536) crypto.getRandomValues(part.subarray(i, i + 65_536));
            parts.push(part);
          }
          const file = new Blob(parts as BlobPart[]);
          const store = async (sha256?: string) => {
            const started = performance.now();
            const stored = (await call({ type: 'store', file, name: 'bench.gguf', sha256 } as Omit<Request, 'id'>)) as { key: string };
            const ms = performance.now() - started;
            await call({ type: 'stored-delete', key: stored.key } as Omit<Request, 'id'>);
            return ms;
          };
          // A first copy warms the disk; then the copy alone, then the copy that hashes.
          await store('0'.repeat(64));
          const copy = await store('0'.repeat(64));
          const hashed = await store();
          wllama.terminate();
          return [copy, hashed];
        },
        { worker, bytes },
      );
      const hashMs = hashedMs - copyMs;
      rows.push({ name: `Chromium, ${label(bytes)}: kept in the browser, hashed as copied`, value: seconds(hashedMs), note: `${seconds(copyMs)} to copy with the hash given: the hashing adds ${seconds(hashMs)}, ${rate(bytes, hashMs)}` });
    }
  } finally {
    await browser.close();
    await host.close();
  }
  return rows;
}

export async function benchModelHash(): Promise<Row[]> {
  return [...(await nodeRows()), ...(await chromiumRows())];
}
