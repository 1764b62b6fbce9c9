/** The runs list for many runs: a headline per batch, filters and search, tags, bulk delete, a CSV file per game. */
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

async function batch(page: Page, game: string, episodes: number) {
  await page.goto(`./#/batch/${game}`);
  await page.getByRole('spinbutton', { name: 'Episodes' }).fill(String(episodes));
  await page.getByRole('button', { name: 'Run batch' }).click();
  await expect(page.getByRole('table', { name: `Summary of ${episodes} finished episodes` })).toBeVisible();
}

test('filter, search, tag, delete two runs and export one game’s CSV', async ({ page }) => {
  await batch(page, 'guess-number', 3);
  await batch(page, 'game24', 2);
  await batch(page, 'guess-number', 2);
  await page.goto('./#/runs');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  // Each batch shows the first figure of its summary beside its count.
  await expect(rows.nth(3)).toContainText(/Solved \d+\.\d% · 3 of 3 episodes/);
  await expect(rows.nth(2)).toContainText(/Success rate \d+\.\d% · 2 of 2 episodes/);
  // Variants by their labels, not their ids ("test").
  await expect(rows.nth(2)).toContainText('Game of 24 (Test set)');
  await expect(rows.nth(3)).toContainText('Guess Number (AR-Bench)');

  await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Game of 24' });
  await expect(page.getByRole('status')).toHaveText('1 run match.');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(4);
  await page.getByRole('searchbox', { name: 'Search' }).fill('guess number');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('2 runs match.');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(4);

  // Tags: one from the list for the selection, one on a run's page; a tag on a row shows its runs.
  await rows.nth(2).getByRole('checkbox').check();
  await rows.nth(3).getByRole('checkbox').check();
  await page.getByLabel('Tag for the selected runs').fill('week 1');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await rows.nth(1).getByRole('link', { name: /Open run/ }).click();
  await page.getByLabel('New tag').fill('pilot');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('button', { name: 'Remove the tag pilot' })).toBeVisible();
  await page.goto('./#/runs');
  await expect(rows.nth(1).getByRole('button', { name: 'Show the runs tagged pilot' })).toBeVisible();
  await rows.nth(2).getByRole('button', { name: 'Show the runs tagged week 1' }).click();
  await expect(page.getByRole('searchbox', { name: 'Tag', exact: true })).toHaveValue('week 1');
  await expect(page.getByRole('status')).toHaveText('2 runs match.');
  await expect(rows.filter({ hasText: 'Game of 24' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Guess Number' })).toHaveCount(1);

  // The matching runs span two games: a CSV file each, with its own game's columns.
  await page.getByRole('button', { name: 'Export 2 matching (CSV)' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV: Guess Number (1 run)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^fogplay-guess-number-.*\.csv$/);
  const [header, ...lines] = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(header).toContain('metrics.digitScores');
  expect(header).not.toContain('metrics.errorClass');
  expect(lines.map((l) => l.split(',')[3])).toEqual(['guess-number', 'guess-number', 'guess-number']);

  // Bulk delete names its count before it deletes.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(4);
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(3).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete 2 selected' }).click();
  await page.getByRole('button', { name: 'Delete 2 runs permanently' }).click();
  await expect(page.getByRole('status')).toHaveText('Deleted 2 runs.');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Game of 24');
});
