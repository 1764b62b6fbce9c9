/**
 * A replay link can reach anyone: seen by everyone, it shows what all may see. In BrainKing's hard
 * mode, which answers misled is the oracle's secret: the link's transcript and its replay leave
 * the flag out, and show it only as the oracle or with the reveal on.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { EpisodeRecord, MoveEvent } from '../../src/core/record';

test('a shared replay keeps BrainKing’s misleading answers to the oracle and the reveal', async ({ page, browser }) => {
  await page.goto('./#/batch/brainking');
  await page.getByLabel('Variant').selectOption('hard');
  await page.getByLabel('Episodes').fill('1');
  // A game where the oracle does mislead (most of the bank bot's games end before it can).
  await page.getByLabel('First puzzle number (optional)').fill('2');
  await page.getByRole('button', { name: 'Run batch' }).click();
  await expect(page.getByRole('table', { name: 'Summary of 1 finished episode' })).toBeVisible();
  await page.getByRole('link', { name: 'Open this run' }).click();

  // Where the oracle misled, from the run's own record.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
  const record = JSON.parse(await readFile((await download.path())!, 'utf8')) as EpisodeRecord;
  const misled = record.events.findIndex((e) => e.type === 'move' && (e as MoveEvent).move !== null && (e.move as { misleading?: boolean }).misleading === true);
  expect(misled).toBeGreaterThan(0);
  const number = ((record.events[misled] as MoveEvent).result as { number: number }).number;

  await page.getByRole('button', { name: 'Copy replay link' }).click();
  const link = await page.getByLabel('The replay link').inputValue();
  const receiver = await (await browser.newContext()).newPage();
  await receiver.goto(link);
  await expect(receiver.getByRole('heading', { name: 'Shared replay' })).toBeVisible();

  // The transcript: every answer, none marked misleading.
  const transcript = receiver.getByRole('region', { name: 'Episode' }).getByRole('list', { name: 'Transcript' });
  await expect(transcript).toContainText(new RegExp(`A${number}: (Yes|No)`));
  await expect(transcript).not.toContainText('misleading');

  // The replay at that answer: plain to everyone and to the player, flagged to the oracle and with the reveal.
  const replay = receiver.getByRole('region', { name: 'Replay' });
  const step = replay.getByRole('region', { name: 'This step' });
  await replay.getByLabel('Step', { exact: true }).fill(String(misled + 1));
  await expect(replay.getByText(`Step ${misled + 1} of`)).toBeVisible();
  await expect(step).toHaveText(new RegExp(`^Seat oracle: A${number}: (Yes|No)$`));
  await replay.getByLabel('Seen by').selectOption('player');
  await expect(step).not.toContainText('misleading');
  await replay.getByLabel('Seen by').selectOption('oracle');
  await expect(step).toContainText(`A${number}: ${/Yes|No/.exec((await step.textContent())!)![0]} (misleading)`);
  await replay.getByLabel('Seen by').selectOption('');
  await expect(step).not.toContainText('misleading');
  await replay.getByLabel('Reveal the hidden state (for a teacher)').check();
  await expect(step).toContainText('(misleading)');
  await expect(replay.getByLabel('Hidden setup')).toContainText('"entity"');
});
