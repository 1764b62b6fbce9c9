/** Pass-and-play: two people at one phone, each turn behind a hand-over, no secret on screen between them. */
import { expect, test } from '@playwright/test';

test('Alice and Bob share a phone: each turn waits for its player, and neither sees the other’s clues', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./#/play/asympuzl');
  await page.getByLabel('Variant').selectOption('n5-both');
  await page.getByLabel(/^Bob/).selectOption('human');
  await page.getByLabel('Puzzle number (optional)').fill('12');
  await page.getByRole('button', { name: 'Start game' }).click();

  const board = page.getByRole('region', { name: 'AsymPuzl board' });
  const handOver = page.getByRole('region', { name: 'Hand-over' });
  const aliceClues = page.getByRole('list', { name: 'Your clues: the shape at each position' });
  await expect(handOver.getByRole('heading')).toHaveText('Pass to Alice');
  await expect(board).toHaveCount(0);

  await handOver.getByRole('button', { name: 'I am Alice: show my turn' }).click();
  const clues = await aliceClues.getByRole('listitem').allTextContents();
  expect(clues).toHaveLength(5);
  await board.getByLabel(/^Message to Bob/).fill('Hello Bob.');
  await board.getByRole('button', { name: 'Send and apply' }).click();

  // Between the two: nothing of Alice's on the page, and not yet Bob's.
  await expect(handOver.getByRole('heading')).toHaveText('Pass to Bob');
  const between = await page.locator('body').innerText();
  for (const clue of clues) expect(between).not.toContain(clue);
  expect(between).not.toContain('for your eyes only');

  await handOver.getByRole('button', { name: 'I am Bob: show my turn' }).click();
  await expect(board.getByRole('heading', { name: 'Bob (Agent B): for your eyes only' })).toBeVisible();
  await expect(board.getByText('Turn 1, Alice: Hello Bob.')).toBeVisible();
  await expect(aliceClues).toHaveCount(0);
  const shown = await page.locator('body').innerText();
  for (const clue of clues) expect(shown).not.toContain(clue);
});
