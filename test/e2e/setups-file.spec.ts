/**
 * Setups a person brings in a file (AR-Bench's own situation puzzles): chosen on the Play and
 * Batch pages, checked record by record, played, never put in a puzzle link, and in a replay link
 * only when the person asks.
 */
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';

const puzzles = async () => JSON.parse(await readFile('static-data/situation-puzzles/puzzles.json', 'utf8')) as { surface: string }[];
const file = (records: unknown) => ({ name: 'ar-bench-sp.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(records)) });

test('a person plays a chosen record of a file of puzzles, and no puzzle link is offered for it', async ({ page }) => {
  const chosen = (await puzzles()).slice(5, 8);
  await page.goto('./#/play/situation-puzzles');
  await page.getByLabel(/^Setups from a file/).setInputFiles(file(chosen));
  await expect(page.getByRole('status').filter({ hasText: '3 setups from ar-bench-sp.json.' })).toBeVisible();
  await page.getByLabel('Record to play').selectOption({ label: 'Record 2 of 3' });
  await page.getByLabel('Player (asks)').selectOption({ label: 'You' });
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('region', { name: 'The puzzle' })).toContainText(chosen[1]!.surface);
  await expect(page.getByRole('button', { name: 'Copy puzzle link' })).toHaveCount(0);
});

test('a batch plays every record of a file once, and a bad file is refused with its record and field named', async ({ page }) => {
  await page.goto('./#/batch/situation-puzzles');
  const picker = page.getByLabel(/^Setups from a file/);
  await picker.setInputFiles(file([{ surface: 'A man walks into a bar.', bottom: 'He had hiccups.' }]));
  await expect(page.getByRole('alert')).toContainText(/ar-bench-sp\.json cannot be used: Record 1: the field "\w+"/);
  await picker.setInputFiles(file((await puzzles()).slice(0, 4)));
  await expect(page.getByRole('status').filter({ hasText: '4 setups from ar-bench-sp.json.' })).toBeVisible();
  await expect(page.getByLabel('Episodes')).toBeDisabled();
  await page.getByRole('button', { name: 'Run batch' }).click();
  await expect(page.getByRole('table', { name: /Summary of 4 finished episodes/ })).toBeVisible();

  // The file's records stay on this computer: a replay link, which would hold one, only when asked for.
  await page.getByRole('link', { name: 'Open this run' }).click();
  await page.getByRole('button', { name: 'Show episode 2' }).click();
  await expect(page.getByRole('region', { name: 'Episode' }).getByRole('heading', { name: /^Episode 2/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy replay link' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^Share a replay link: it holds the record/ }).check();
  await page.getByRole('button', { name: 'Copy replay link' }).click();
  await expect(page.getByLabel('The replay link')).toHaveValue(/#\/replay\?d=/);
});
