/** A run's plots: drawn on its page, downloaded as SVG and PNG, and overlaid with another run's on the compare page. */
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

async function batch(page: Page, bot: string, episodes: number) {
  await page.goto('./#/batch/guess-number');
  await page.getByLabel('Who plays').selectOption({ label: bot });
  await page.getByLabel('Episodes').fill(String(episodes));
  await page.getByRole('button', { name: 'Run batch' }).click();
  await expect(page.getByRole('table', { name: `Summary of ${episodes} finished episodes` })).toBeVisible();
}

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFile((await file.path())!);
}

test('a run’s plot is drawn, downloads as SVG and PNG, and is overlaid with another run’s on the compare page', async ({ page }) => {
  await batch(page, 'Random consistent bot', 5);
  await page.getByRole('link', { name: 'Open this run' }).click();

  const plot = page.getByRole('figure').filter({ hasText: 'Secrets still possible after each guess' });
  await expect(plot.locator('svg[aria-label="Secrets still possible after each guess"]')).toBeVisible();
  // The bot's curve over the same secrets is drawn beside the run's, and listed in the data table.
  await plot.getByText('The plot’s data').click();
  await expect(plot.getByRole('cell', { name: 'Max-entropy bot, same secrets' }).first()).toBeVisible();

  const svg = (await downloaded(page, 'Download “Secrets still possible after each guess” as SVG')).toString('utf8');
  expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).toContain('This run');
  const png = await downloaded(page, 'Download “Secrets still possible after each guess” as PNG');
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // Drawn at twice the plot's size: the PNG's width (bytes 16-19 of its header) is twice the SVG's.
  const width = Number(/width="(\d+)"/.exec(svg)![1]);
  expect(png.readUInt32BE(16)).toBe(2 * width);

  await batch(page, 'Max-entropy bot', 4);
  await page.goto('./#/runs');
  const rows = page.getByRole('table').getByRole('row');
  // Newest first: the max-entropy bot's run, then the random consistent bot's with the max-entropy curve beside it; each named by its player.
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByRole('link', { name: 'Compare selected' })).toBeHidden();
  await rows.nth(2).getByRole('checkbox').check();
  await page.getByRole('link', { name: 'Compare selected' }).click();

  await expect(page.getByRole('heading', { name: 'Compare runs' })).toBeVisible();
  const table = page.getByRole('table', { name: /Each run’s figures/ });
  await expect(table.getByRole('row', { name: /^Solved/ })).toContainText(/100\.0%.*100\.0%.*±0\.0 points.*overlap/);
  const overlaid = page.getByRole('figure').filter({ hasText: 'Secrets still possible after each guess' });
  await expect(overlaid.locator('svg')).toBeVisible();
  await overlaid.getByText('The plot’s data').click();
  await expect(overlaid.getByRole('cell', { name: 'max-entropy', exact: true }).first()).toBeVisible();
  await expect(overlaid.getByRole('cell', { name: 'random-consistent: This run', exact: true }).first()).toBeVisible();
  await expect(overlaid.getByRole('cell', { name: 'random-consistent: Max-entropy bot, same secrets', exact: true }).first()).toBeVisible();
});

test('the compare page refuses runs of different games in a sentence', async ({ page }) => {
  await batch(page, 'Max-entropy bot', 2);
  await page.goto('./#/batch/game24');
  await page.getByLabel('Episodes').fill('2');
  await page.getByRole('button', { name: 'Run batch' }).click();
  await expect(page.getByRole('table', { name: 'Summary of 2 finished episodes' })).toBeVisible();
  await page.goto('./#/runs');
  const rows = page.getByRole('table').getByRole('row');
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  await page.getByRole('link', { name: 'Compare selected' }).click();
  await expect(page.getByRole('alert')).toHaveText('These runs are of different games (Game of 24, Guess Number): only runs of the same game can be compared.');
});

test('in the projector view a run’s plot takes the page’s width and its text is 18 px, and the board of a game without a model has the width', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await batch(page, 'Random consistent bot', 3);
  await page.getByRole('link', { name: 'Open this run' }).click();
  const svg = page.getByRole('figure').filter({ hasText: 'Secrets still possible after each guess' }).locator('svg[aria-label="Secrets still possible after each guess"]');
  await expect(svg).toBeVisible();
  const measure = () => svg.evaluate((drawn) => ({ width: drawn.getBoundingClientRect().width, text: parseFloat(getComputedStyle(drawn.querySelector('text')!).fontSize) }));
  expect(await measure()).toEqual({ width: 640, text: 12 });
  await page.getByRole('button', { name: 'Projector view' }).click();
  // Drawn again for the view: wider than the plain view's 640 px, within the page.
  await expect.poll(async () => (await measure()).width).toBeGreaterThan(900);
  expect((await measure()).width).toBeLessThanOrEqual(1280);
  expect((await measure()).text).toBe(18);

  // A person's board beside no reasoning log: one column, the page's width.
  await page.goto('./#/play/guess-number');
  await page.getByRole('button', { name: 'Start game' }).click();
  const board = page.getByRole('region', { name: 'Guess Number board' });
  await expect(board).toBeVisible();
  expect((await board.boundingBox())!.width).toBeGreaterThan(0.8 * 1280 - 100);
});
