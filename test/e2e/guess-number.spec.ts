import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { mostInformativeGuess } from '../../src/games/guess-number/bots';
import { consistentSecrets } from '../../src/games/guess-number/rules';
import { validateEpisode } from '../schema';
import { closeWriteGate, openWriteGate, storedEvents } from './write-gate';

/** Reads the feedback table as a person would see it. */
async function feedbackRows(page: Page) {
  const rows = page.getByRole('table', { name: 'Your guesses and their feedback' }).getByRole('row');
  const cells = await rows.evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
  return cells.map(([, guess, exact, misplaced]) => ({ guess: guess!, exact: Number(exact), misplaced: Number(misplaced) }));
}

async function guess(page: Page, code: string) {
  const before = (await feedbackRows(page)).length;
  await page.getByLabel('Your guess').fill(code);
  await page.getByRole('button', { name: 'Guess', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Your guesses and their feedback' }).getByRole('row')).toHaveCount(before + 2);
}

async function startGame(page: Page) {
  await page.goto('./');
  await page.getByRole('link', { name: 'Play Guess Number yourself' }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByLabel('Your guess')).toBeVisible();
}

test('a person plays Guess Number to a win, and finds and exports the run after a reload', async ({ page }) => {
  await startGame(page);

  // An invalid guess is explained and costs nothing.
  await page.getByLabel('Your guess').fill('112');
  await page.getByRole('button', { name: 'Guess', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('A guess is exactly 4 digits, like 0123; "112" is not.');
  await expect(page.getByText('Guess 1 of 25')).toBeVisible();

  // The person reasons from the feedback on the page alone.
  const played: string[] = [];
  // Read the table, not the status line: the last row's 4 in place is the win.
  for (let rows = await feedbackRows(page); rows.at(-1)?.exact !== 4; rows = await feedbackRows(page)) {
    const next = mostInformativeGuess(consistentSecrets(rows));
    played.push(next);
    await closeWriteGate(page);
    await guess(page, next);
    // Won while the store still holds the last move back: the win shows, and no link yet to a run not all stored.
    if ((await feedbackRows(page)).at(-1)!.exact === 4) {
      await expect(page.getByText(`Solved in ${played.length} guess`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open this run' })).toBeHidden();
    }
    await openWriteGate(page);
    expect(played.length).toBeLessThanOrEqual(10);
  }
  await expect(page.getByText(`Solved in ${played.length} guess`)).toBeVisible();
  await expect(page.getByText(`The secret was ${played.at(-1)}.`)).toBeVisible();

  // The teaching toggle shows what each guess resolved.
  await page.getByLabel('Show candidates left and bits gained').check();
  await expect(page.getByRole('columnheader', { name: 'Bits gained' })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Open this run' })).toBeVisible();
  await page.reload();
  await page.getByRole('link', { name: 'Runs' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Guess Number' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`solved in ${played.length}`);
  await expect(row).toContainText('finished');
  await row.getByRole('link', { name: /Open run/ }).click();
  const transcript = page.getByRole('list', { name: 'Transcript' });
  for (const code of played) await expect(transcript).toContainText(`${code}:`);
  await expect(transcript).toContainText('Invalid: A guess is exactly 4 digits');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  const record = JSON.parse(lines[0]!);
  expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  expect(record.setup.secret).toBe(played.at(-1));
  expect(record.events.filter((e: { type: string }) => e.type === 'move').map((e: { move: { guess: string } }) => e.move.guess)).toEqual(played);
  expect(record.outcome).toEqual({ solved: true, guesses: played.length });
  expect(record.status).toBe('finished');
});

test('a game cut off by a reload shows as interrupted, with its earlier guesses kept', async ({ page }) => {
  await startGame(page);
  await guess(page, '0123');
  await guess(page, '4567');
  // The store keeps a move once the game waits for the next: a page closed sooner may lose it.
  await expect.poll(() => storedEvents(page)).toBe(2);
  await page.reload();

  await page.getByRole('link', { name: 'Runs' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Guess Number' });
  await expect(row).toContainText('interrupted');
  await row.getByRole('link', { name: /Open run/ }).click();
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript.getByRole('listitem')).toHaveCount(2);
  await expect(transcript).toContainText('0123:');
  await expect(transcript).toContainText('4567:');
  await expect(page.getByText('The page closed before the episode ended.')).toBeVisible();

  // Deleting asks once more, then the run is gone from the list.
  await page.getByRole('button', { name: 'Delete run' }).click();
  await page.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page.getByRole('heading', { name: 'Runs' })).toBeVisible();
  await expect(page.getByText('No runs yet.')).toBeVisible();
});

test('a bot plays while the page watches, and a batch reports its summary', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Watch a bot play Guess Number' }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText(/^Solved in \d guesses!/)).toBeVisible();

  await page.goto('./#/batch/guess-number');
  await page.getByLabel('Episodes').fill('30');
  await page.getByRole('button', { name: 'Run batch' }).click();
  await expect(page.getByRole('table', { name: /Summary of 30 finished episodes/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Solved 100\.0%/ })).toBeVisible();
});
