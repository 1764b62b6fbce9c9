/// <reference lib="dom" />
/**
 * Reading a benchmark's own data file in the browser, as a person picks it on the Play page: 500
 * situation puzzles and 100 detective cases in AR-Bench's format (the bundled ones, repeated),
 * from the file chooser to the page saying how many setups it read. Reads the built app.
 */
import { chromium, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { findChromium } from '../e2e/chromium';
import { startStaticHost } from '../e2e/static-host';
import type { Row } from './main';

async function repeated(path: string, count: number): Promise<Buffer> {
  const records = JSON.parse(await readFile(path, 'utf8')) as object[];
  return Buffer.from(JSON.stringify(Array.from({ length: count }, (_, i) => ({ ...records[i % records.length], index: i }))));
}

async function timeToRead(page: Page, base: string, game: string, buffer: Buffer, count: number): Promise<number> {
  await page.goto(`${base}#/play/${game}`);
  const picker = page.getByLabel(/^Setups from a file/);
  await picker.waitFor();
  const started = performance.now();
  await picker.setInputFiles({ name: 'data.json', mimeType: 'application/json', buffer });
  await page.getByRole('status').filter({ hasText: `${count} setups from data.json.` }).waitFor({ timeout: 60_000 });
  return performance.now() - started;
}

export async function benchSetupsFiles(): Promise<Row[]> {
  const host = await startStaticHost('/');
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const rows: Row[] = [];
    for (const [game, path, count, what] of [
      ['situation-puzzles', 'static-data/situation-puzzles/puzzles.json', 500, 'situation puzzles'],
      ['detective-cases', 'static-data/detective-cases/cases.json', 100, 'detective cases'],
      // AR-Bench's own cases are longer: 100 of them make about 3.5 MB.
      ['detective-cases', 'static-data/detective-cases/cases.json', 270, 'detective cases'],
    ] as const) {
      const buffer = await repeated(path, count);
      const times = [];
      for (let i = 0; i < 3; i++) times.push(await timeToRead(page, host.base, game, buffer, count));
      rows.push({
        name: `A file of ${count} ${what} (${(buffer.length / 1e6).toFixed(1)} MB), read and checked in Chromium`,
        value: `${Math.min(...times).toFixed(0)} ms`,
        note: 'best of 3, from the file chooser to the count on the page; target ≤ 2 s',
        figures: { [`setups-files.${game}-${count}-mb`]: buffer.length / 1e6 },
      });
    }
    return rows;
  } finally {
    await browser.close();
    await host.close();
  }
}
