/**
 * A result that rests on a judge's answers says how far they can be trusted: a rule-based
 * stand-in by construction, a model by its record in the judge check, or that it is not checked yet.
 */
import { expect, test, type Page } from '@playwright/test';
import { startScriptedServer } from '../openai-server';
import { useServerModel } from './play';

/** Runs a batch of the game on the Batch page, with the judge seat as set by `seat`, and opens the run. */
async function batch(page: Page, game: string, episodes: number, seat: (page: Page) => Promise<void>) {
  await page.goto(`./#/batch/${game}`);
  await seat(page);
  await page.getByLabel('Episodes').fill(String(episodes));
  await page.getByRole('button', { name: 'Run batch' }).click();
  await expect(page.getByRole('table', { name: new RegExp(`Summary of ${episodes} finished episodes?$`) })).toBeVisible();
  await page.getByRole('link', { name: 'Open this run' }).click();
}

const trust = (page: Page) => page.getByRole('region', { name: 'How far the answers can be trusted' });

test('a model judge is trusted as far as its judge check says, and a rule-based judge by construction', async ({ page }) => {
  test.slow();
  // A judge that says Yes to everything, and counts the first key point hit.
  const server = await startScriptedServer((request) => ({ text: request.messages.at(-1)!.content.startsWith("The player's final answer") ? 'Partly' : 'Yes\nHit point: 1' }));
  try {
    await batch(page, 'situation-puzzles', 2, async () => undefined);
    await expect(trust(page)).toContainText('Seat judge was the rule-based stand-in rules, which answers from the data and agrees with it by construction.');

    await batch(page, 'situation-puzzles', 1, async (p) => {
      await p.getByLabel('Player (asks)').selectOption({ label: 'Key-question bot (a reference line)' });
      await p.getByLabel('Judge (answers)').selectOption({ label: 'A language model' });
      await useServerModel(p, server.baseUrl, 'yes-judge');
    });
    await expect(trust(page)).toContainText('Seat judge was the model yes-judge, not yet checked against the data');
    const runUrl = page.url();

    // The server model stays ready from page to page.
    await batch(page, 'situation-puzzles-judge-check', 3, (p) => p.getByLabel('Who plays').selectOption({ label: 'A language model' }).then(() => undefined));
    // A check game draws no plot: its run page has no empty Plots card beside its summary.
    await expect(page.getByRole('table', { name: 'Summary of 3 finished episodes' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plots' })).toHaveCount(0);
    // It shows its agreement and its confusion table instead: a judge saying Yes to all has nothing in the No column.
    const agreement = page.getByRole('region', { name: 'Agreement' });
    await expect(agreement.getByRole('heading')).toHaveText(/^Agreement with the data, all key questions \(\d+\): \d+\.\d%$/);
    const table = agreement.getByRole('table', { name: 'The judge’s replies to the key questions against the data’s answers' });
    await expect(table.getByRole('row')).toHaveText([/The judge replied/, /The data says\s*Yes\s*No\s*Unknown\s*not a question\s*All/, /^Yes\s*\d+\s*0\s*0\s*0\s*\d+$/, /^No\s*\d+\s*0\s*0\s*0\s*\d+$/]);
    await page.goto(runUrl);
    await expect(trust(page)).toContainText(/Seat judge was the model yes-judge, which agreed with the data on \d+\.\d% of its answers in Situation puzzles: judge check \(95% CI \d+\.\d%–\d+\.\d%, 3 episodes\)\./);
  } finally {
    await server.close();
  }
});
