/**
 * Importing many runs of one episode against one run of as many episodes, on the Runs page in
 * Chromium with a profile on disk: Guess Number episodes the command line plays (one run), and the
 * same episodes made each its own run. Each import goes into a new profile; the two files take
 * turns, round by round, and the ratio is that of their medians. Reads the built app and command line.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import type { EpisodeRecord } from '../../src/core/record';
import { median } from '../../src/core/stats';
import { findChromium } from '../e2e/chromium';
import { startStaticHost } from '../e2e/static-host';
import type { Row } from './main';

const exec = promisify(execFile);
/** Episodes per file; `IMPORT_SIZES=100000 npm run bench -- "runs import"` picks others. */
const SIZES = process.env.IMPORT_SIZES?.split(',').map(Number) ?? [1_000, 10_000];
const ROUNDS = Number(process.env.IMPORT_ROUNDS ?? 3);
const fmt = (n: number) => n.toLocaleString('en');

/** Milliseconds to import `file` on the Runs page of a browser with a new profile on disk. */
async function importInNewProfile(base: string, file: string, episodes: number): Promise<number> {
  const profile = await mkdtemp(join(tmpdir(), 'fogplay-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: findChromium(), args: ['--no-sandbox', '--disable-background-networking'] });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}#/runs`);
    await page.getByText('No runs yet.').waitFor();
    const started = performance.now();
    await page.getByLabel('Import runs (JSON Lines)').setInputFiles(file);
    await page.getByText(new RegExp(`^Imported ${episodes} episodes`)).waitFor({ timeout: 3_600_000 });
    return performance.now() - started;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

export async function benchImportRuns(): Promise<Row[]> {
  const rows: Row[] = [];
  const host = await startStaticHost('/');
  const work = await mkdtemp(join(tmpdir(), 'fogplay-import-'));
  try {
    for (const n of SIZES) {
      const one = join(work, `one-${n}.jsonl`);
      await exec('node', ['dist-node/fogplay.js', 'run', '--game', 'guess-number', '--variant', 'early-stop', '--player', 'bot:max-entropy', '--episodes', String(n), '--seed', '1', '--out', one], { maxBuffer: 1 << 26 });
      // The same episodes, each the first of its own run.
      const lines = (await readFile(one, 'utf8')).trimEnd().split('\n');
      const many = join(work, `many-${n}.jsonl`);
      await writeFile(many, lines.map((line) => {
        const episode = JSON.parse(line) as EpisodeRecord;
        return `${JSON.stringify({ ...episode, runId: `${episode.runId}-${episode.index}`, index: 0 })}\n`;
      }).join(''));
      const times = { one: [] as number[], many: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        // The side that goes first changes each round, so a change in the machine's load falls on both.
        for (const side of round % 2 ? (['many', 'one'] as const) : (['one', 'many'] as const)) {
          console.error(`runs import, ${fmt(n)} episodes, round ${round + 1}: ${side === 'one' ? 'one run' : 'many runs'}`);
          times[side].push(await importInNewProfile(host.base, side === 'one' ? one : many, n));
        }
      }
      const perEpisode = (ms: number) => `${(ms / n).toFixed(2)} ms per episode`;
      const [oneMs, manyMs] = [median(times.one), median(times.many)];
      const rounds = `median of ${ROUNDS} rounds taken in turn`;
      rows.push(
        { name: `Import of one run of ${fmt(n)} episodes`, value: `${(oneMs / 1000).toFixed(1)} s, ${perEpisode(oneMs)}`, note: `${rounds}: ${times.one.map((t) => (t / 1000).toFixed(1)).join(', ')} s` },
        {
          name: `Import of ${fmt(n)} runs of one episode`,
          value: `${(manyMs / 1000).toFixed(1)} s, ${perEpisode(manyMs)}: **${(manyMs / oneMs).toFixed(2)}×** one run’s`,
          note: `${rounds}: ${times.many.map((t) => (t / 1000).toFixed(1)).join(', ')} s; target ≤ 2×`,
          // Checked from 10,000 episodes: below, each import is mostly the page's start and its code loading, which move with the load more than the two files differ.
          ...(n >= 10_000 ? { figures: { [`runs-import.ratio-${n}`]: manyMs / oneMs } } : {}),
        },
      );
    }
  } finally {
    await host.close();
    await rm(work, { recursive: true, force: true });
  }
  return rows;
}
