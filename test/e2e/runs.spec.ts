import { chromium, expect, test, type Page } from '@playwright/test';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EpisodeRecord } from '../../src/core/record';
import { verify } from '../../src/core/replay';
import { guessNumber } from '../../src/games/guess-number/game';
import { processes } from '../proc';
import { tempFolder } from '../temp';
import { findChromium } from './chromium';
import { closeWriteGate, passUntilStored, storedEvents } from './write-gate';

async function botGame(page: Page, url: string) {
  await page.goto(url);
  await page.getByLabel('Who plays').selectOption({ label: 'Max-entropy bot' });
  await page.getByRole('button', { name: 'Start game' }).click();
  const secret = page.getByText(/^The secret was/);
  await expect(secret).toBeVisible();
  return (await secret.textContent())!;
}

async function runRows(page: Page) {
  await page.goto('./#/runs');
  await expect(page.getByRole('heading', { name: 'Runs' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.first()).toBeVisible();
  return (await rows.allTextContents()).slice(1).map((t) => t.replace(/\s+/g, ' ').trim()).sort();
}

async function exportAll(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all runs (JSON Lines)' }).click()]);
  return readFile((await download.path())!, 'utf8');
}

async function importText(page: Page, text: string, name = 'runs.jsonl') {
  const path = join(await tempFolder(), name);
  await writeFile(path, text);
  await page.getByLabel('Import runs (JSON Lines)').setInputFiles(path);
}

test('export, then import in a fresh browser profile, gives the same runs; a bad file changes nothing', async ({ page, browser }) => {
  await botGame(page, './#/play/guess-number');
  await page.goto('./#/batch/guess-number');
  await page.getByLabel('Episodes').fill('12');
  await page.getByRole('button', { name: 'Run batch' }).click();
  await expect(page.getByRole('table', { name: /Summary of 12 finished episodes/ })).toBeVisible();
  const rows = await runRows(page);
  const exported = await exportAll(page);
  expect(exported.trimEnd().split('\n')).toHaveLength(13);

  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto('./#/runs');
  await expect(fresh.getByText('No runs yet.')).toBeVisible();
  await importText(fresh, exported);
  await expect(fresh.getByRole('status')).toHaveText('Imported 13 episodes in 2 new runs.');
  expect(await runRows(fresh)).toEqual(rows);
  expect(await exportAll(fresh)).toBe(exported);

  // Importing again adds nothing; a bad file is refused whole and changes nothing.
  await importText(fresh, exported);
  await expect(fresh.getByRole('status')).toHaveText('Imported 0 episodes in 0 new runs; 13 already stored.');
  const lines = exported.trimEnd().split('\n');
  const bad = [lines[0], lines[1]!.replace('"status":"finished"', '"status":"done"'), lines[2]].join('\n');
  await importText(fresh, bad, 'bad.jsonl');
  await expect(fresh.getByRole('alert')).toContainText('was not imported, and nothing was changed. Line 2: not a Fogplay episode: /status must be equal to one of the allowed values');
  expect(await runRows(fresh)).toEqual(rows);
});

test('text from an import is shown as text, never as HTML', async ({ page }) => {
  await botGame(page, './#/play/guess-number');
  await page.goto('./#/runs');
  const line = (await exportAll(page)).trimEnd();
  const hostile = line.replace(/"name":"max-entropy"/, '"name":"<img src=x onerror=\\"window.pwned=1\\">"').replace(/"runId":"[^"]+"/, '"runId":"hostile-run"').replace(/"id":"[^"]+"/, '"id":"hostile-episode"');
  await importText(page, hostile);
  // No bot of that name made these moves: the refusal names it, as text.
  await expect(page.getByRole('alert')).toContainText('<img src=x onerror="window.pwned=1">');
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
});

test('a puzzle link gives the receiver the same puzzle', async ({ page, browser }) => {
  const secret = await botGame(page, './#/play/guess-number?seed=4242');
  await page.getByRole('button', { name: 'Copy puzzle link' }).click();
  const link = await page.getByLabel('The puzzle link').inputValue();
  expect(link).toMatch(/#\/p\/guess-number\/early-stop\/4242$/);
  expect(link).not.toContain(secret.match(/\d{4}/)![0]);

  // The receiver lands on the board, ready to guess, with no settings: no puzzle number, no bot to play it for them.
  const receiver = await (await browser.newContext()).newPage();
  await receiver.goto(link);
  await expect(receiver.getByLabel('Your guess')).toBeVisible();
  await expect(receiver.getByText('A puzzle from a link: it is yours to solve.')).toBeVisible();
  for (const setting of ['Game settings', 'Puzzle number (optional)', '4242']) await expect(receiver.getByText(setting)).toHaveCount(0);
  await expect(receiver.getByLabel('Who plays')).toHaveCount(0);
  // The same puzzle: its secret, guessed first, solves it.
  await receiver.getByLabel('Your guess').fill(secret.match(/\d{4}/)![0]);
  await receiver.getByRole('button', { name: 'Guess' }).click();
  await expect(receiver.getByText('Solved in 1 guess!')).toBeVisible();
});

test('a puzzle link whose number is no puzzle number is refused in words, and plays no other puzzle', async ({ page }) => {
  for (const seed of ['NaN', '1.5', '9'.repeat(400), '9007199254740992']) {
    await page.goto(`./#/p/guess-number/early-stop/${seed}`);
    await expect(page.getByRole('alert')).toHaveText(new RegExp(`^“${seed.slice(0, 24)}…?” is not a puzzle number: a puzzle number is a whole number from 0 to 9,007,199,254,740,991\\.$`));
    await expect(page.getByRole('button', { name: 'Copy puzzle link' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  }
  // Corrected in the form, the game starts, and its link carries the number.
  await page.getByLabel('Who plays').selectOption({ label: 'Max-entropy bot' });
  await page.getByLabel('Puzzle number (optional)').fill('9007199254740991');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: 'Copy puzzle link' }).click();
  await expect(page.getByLabel('The puzzle link')).toHaveValue(/#\/p\/guess-number\/early-stop\/9007199254740991$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a replay link opens a read-only replay that steps through the game and can be imported', async ({ page, browser }) => {
  await botGame(page, './#/play/guess-number');
  await page.getByRole('link', { name: 'Open this run' }).click();
  await expect(page.getByText('Played in this browser.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy replay link' }).click();
  const link = await page.getByLabel('The replay link').inputValue();

  const receiver = await (await browser.newContext()).newPage();
  await receiver.goto(link);
  await expect(receiver.getByRole('heading', { name: 'Shared replay' })).toBeVisible();
  const replay = receiver.getByRole('region', { name: 'Replay' });
  await expect(replay.getByText('The start of the game.')).toBeVisible();
  await replay.getByRole('button', { name: 'Forward' }).click();
  await expect(replay.getByText('Step 1 of')).toBeVisible();
  await expect(replay.getByText(/Seat player:.*digits are present/)).toBeVisible();
  await expect(replay.getByRole('region', { name: 'Guess Number board' }).getByRole('row')).toHaveCount(2);
  await expect(replay.getByLabel('Hidden setup')).toHaveCount(0);
  await replay.getByLabel('Reveal the hidden state (for a teacher)').check();
  await expect(replay.getByLabel('Hidden setup')).toContainText('"secret"');
  await receiver.getByRole('button', { name: 'Import into my runs' }).click();
  await expect(receiver.getByRole('status').filter({ hasText: 'Added to your runs.' })).toBeVisible();
  await receiver.getByRole('link', { name: 'Open it' }).click();
  await expect(receiver.getByText('Kept from a replay link.')).toBeVisible();

  await receiver.goto(`${link.slice(0, -40)}`);
  await expect(receiver.getByRole('alert')).toContainText(/damaged|does not hold a valid episode/);
});

test('a batch cut off by a reload resumes and completes with the right episode count', async ({ page }) => {
  await page.goto('./#/batch/guess-number');
  await page.getByLabel('Who plays').selectOption({ label: 'Random consistent bot' });
  await page.getByLabel('Episodes').fill('400');
  await closeWriteGate(page);
  await page.getByRole('button', { name: 'Run batch' }).click();
  // Its writes go through the gate until some episodes are stored, and the next is held: the batch is surely mid-run.
  expect(await passUntilStored(page)).toBeGreaterThan(0);
  await page.reload();

  await page.getByRole('link', { name: 'Runs' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Guess Number' });
  await expect(row).toContainText('stopped');
  const before = Number((await row.textContent())!.match(/(\d+) of 400 episodes/)![1]);
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(400);
  await row.getByRole('link', { name: /Resume run/ }).click();
  await page.getByRole('button', { name: 'Resume the batch' }).click();
  await expect(page.getByRole('table', { name: 'Summary of 400 finished episodes' })).toBeVisible();

  await page.getByRole('link', { name: 'Runs' }).click();
  await expect(row).toContainText('400 of 400 episodes');
  await expect(row).toContainText('finished');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all runs (CSV)' }).click()]);
  const csv = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n').slice(1).map((l) => l.split(','));
  const finished = csv.filter((cells) => cells[6] === 'finished').map((cells) => Number(cells[2]));
  expect(finished).toHaveLength(400);
  expect(new Set(finished).size).toBe(400);
  // The episode the reload cut off is kept, as interrupted, with its own events.
  expect(csv.filter((cells) => cells[6] === 'interrupted').length).toBeLessThanOrEqual(1);
});

test('a batch whose browser is killed loses no finished episode it stored, and resumes to a whole run', async ({ baseURL }) => {
  // A browser of its own, with its profile on disk, killed as a crash would kill it: no unload, no last write.
  const profile = await tempFolder('profile');
  const launch = () => chromium.launchPersistentContext(profile, { executablePath: findChromium(), args: ['--no-sandbox'], acceptDownloads: true, baseURL });
  const first = await launch();
  const page = first.pages()[0] ?? (await first.newPage());
  await page.goto('./#/batch/guess-number?variant=early-stop');
  await page.getByLabel('Who plays').selectOption({ label: 'Random consistent bot' });
  await page.getByLabel('Episodes').fill('400');
  await closeWriteGate(page);
  await page.getByRole('button', { name: 'Run batch' }).click();
  // Some episodes are stored, the next write is held at the gate, and the batch goes on: now it dies.
  expect(await passUntilStored(page)).toBeGreaterThan(0);
  await killProcessesOf(profile);
  await first.close().catch(() => {});

  const second = await launch();
  try {
    const next = second.pages()[0] ?? (await second.newPage());
    await next.goto('./#/runs');
    const row = next.getByRole('row').filter({ hasText: 'Guess Number' });
    await expect(row).toContainText('stopped');
    const [download] = await Promise.all([next.waitForEvent('download'), next.getByRole('button', { name: 'Export all runs (JSON Lines)' }).click()]);
    const stored = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as EpisodeRecord);
    const finished = stored.filter((e) => e.status === 'finished');
    expect(finished.length).toBeGreaterThan(0);
    // Every episode stored as finished is whole: its moves replay to the outcome it records.
    for (const episode of finished) expect(() => verify(guessNumber, episode)).not.toThrow();

    await row.getByRole('link', { name: /Resume run/ }).click();
    await next.getByRole('button', { name: 'Resume the batch' }).click();
    await expect(next.getByRole('table', { name: 'Summary of 400 finished episodes' })).toBeVisible();
    await next.getByRole('link', { name: 'Runs' }).click();
    await expect(row).toContainText('400 of 400 episodes');
  } finally {
    await second.close();
    await rm(profile, { recursive: true, force: true });
  }
});

/** Sends SIGKILL to every process of the Chromium that uses this profile. */
async function killProcessesOf(profile: string): Promise<void> {
  for await (const { pid, cmdline } of processes()) {
    if (cmdline.includes(profile)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
  }
}

test('two tabs playing at once keep their own runs intact', async ({ page, context }) => {
  const other = await context.newPage();
  const start = async (p: Page, episodes: string) => {
    await p.goto('./#/batch/guess-number');
    await p.getByLabel('Episodes').fill(episodes);
    await p.getByRole('button', { name: 'Run batch' }).click();
  };
  await Promise.all([start(page, '60'), start(other, '70')]);
  await expect(page.getByRole('table', { name: 'Summary of 60 finished episodes' })).toBeVisible();
  await expect(other.getByRole('table', { name: 'Summary of 70 finished episodes' })).toBeVisible();
  const rows = await runRows(page);
  expect(rows.some((r) => r.includes('60 of 60 episodes') && r.includes('finished'))).toBe(true);
  expect(rows.some((r) => r.includes('70 of 70 episodes') && r.includes('finished'))).toBe(true);
});

test('a full disk stops the game with a clear message, keeping what was stored', async ({ page }) => {
  await page.addInitScript(() => {
    // Simulates a full disk: once the page sets the flag, every write fails as a real quota error would.
    for (const method of ['put', 'add'] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<typeof original>) {
        if ((window as { diskFull?: boolean }).diskFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return original.apply(this, args);
      };
    }
  });
  await page.goto('./#/play/guess-number');
  await page.getByRole('button', { name: 'Start game' }).click();
  for (const guess of ['0123', '4567']) {
    await page.getByLabel('Your guess').fill(guess);
    await page.getByRole('button', { name: 'Guess', exact: true }).click();
  }
  await expect(page.getByRole('table', { name: 'Your guesses and their feedback' }).getByRole('row')).toHaveCount(3);
  // The store keeps a move once the game waits for the next: the disk fills after both are kept.
  await expect.poll(() => storedEvents(page)).toBe(2);
  await page.evaluate(() => ((window as { diskFull?: boolean }).diskFull = true));
  await page.getByLabel('Your guess').fill('8901');
  await page.getByRole('button', { name: 'Guess', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The browser has no room left to store this run. Everything stored before this move is kept');

  await page.evaluate(() => ((window as { diskFull?: boolean }).diskFull = false));
  await page.reload();
  await page.getByRole('link', { name: 'Runs' }).click();
  await page.getByRole('row').filter({ hasText: 'Guess Number' }).getByRole('link', { name: /Open run/ }).click();
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript).toContainText('0123:');
  await expect(transcript).toContainText('4567:');
});

test('after one visit the app opens and plays with no network', async ({ page, context }) => {
  await page.goto('./');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise<void>((resolve) => registration.active!.addEventListener('statechange', () => resolve()));
    }
  });
  await context.setOffline(true);
  await page.reload();
  await botGame(page, './#/play/guess-number');
  await expect(page.getByText(/^Solved in \d guesses!/)).toBeVisible();
});
