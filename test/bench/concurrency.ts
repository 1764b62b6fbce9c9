/**
 * The command line against a model server that batches: a stand-in whose reply takes 100 ms
 * whatever else it is serving (plus 2 ms per request served at once), as vLLM's or llama.cpp's
 * server with parallel slots nearly does. Guess Number, the game that ends at the right guess,
 * played one at a time and then several at once, and compared as replies a second; timed from the first episode's start
 * to the last one's end, as the records give them, so that Node's start-up is left out.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { quickGuessFromConversation } from '../guess-number-server';
import { startScriptedServer } from '../openai-server';
import type { Row } from './main';

const exec = promisify(execFile);
/** Episodes per run: enough for the lanes to stay busy to the end, whatever each episode's length. */
const EPISODES: Record<number, number> = { 1: 32, 4: 128, 16: 256 };

export async function benchConcurrency(): Promise<Row[]> {
  let serving = 0;
  const server = await startScriptedServer((request) => {
    serving++;
    const latency = 100 + 2 * serving;
    setTimeout(() => serving--, latency);
    return { ...quickGuessFromConversation(request), pieces: 1, pauseMs: latency };
  });
  const work = await mkdtemp(join(tmpdir(), 'fogplay-concurrency-'));
  const rows: Row[] = [];
  try {
    let single = 0;
    for (const concurrency of [1, 4, 16]) {
      const before = server.requests.length;
      const out = join(work, `c${concurrency}.jsonl`);
      await exec('node', ['dist-node/fogplay.js', 'run', '--game', 'guess-number', '--variant', 'early-stop', '--player', 'llm:stand-in', '--base-url', server.baseUrl,
        '--episodes', String(EPISODES[concurrency]), '--concurrency', String(concurrency), '--out', out]);
      const records = (await readFile(out, 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as { startedAt: string; endedAt: string });
      const seconds = (Math.max(...records.map((r) => Date.parse(r.endedAt))) - Math.min(...records.map((r) => Date.parse(r.startedAt)))) / 1000;
      const perSecond = (server.requests.length - before) / seconds;
      single ||= perSecond;
      rows.push({
        name: `Model server, --concurrency ${concurrency}: ${EPISODES[concurrency]} episodes`,
        value: `${perSecond.toFixed(1)} replies/s${concurrency > 1 ? `, ${(perSecond / single).toFixed(1)}× one at a time` : ''}`,
        note: `${seconds.toFixed(1)} s; ${server.requests.length - before} replies of 100 ms`,
        ...(concurrency > 1 ? { figures: { [`concurrency.vs-one-${concurrency}`]: perSecond / single } } : {}),
      });
    }
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
  return rows;
}
