import { expect, test } from '@playwright/test';
import { startStaticHost, type StaticHost } from './static-host';

let host: StaticHost;
test.beforeEach(async () => {
  host = await startStaticHost();
});
test.afterEach(async () => host.close());

test('the built app works from a sub-path of a plain static host', async ({ page }) => {
  const missing: string[] = [];
  // The page asks the server it came from for the computer's network addresses (npm run classroom's own
  // file) only when opened at a loopback address, as here; a static host has none to give.
  page.on('response', (response) => response.status() === 404 && !response.url().endsWith('/fogplay-network.json') && missing.push(response.url()));
  await page.goto(host.base);
  await page.getByRole('link', { name: 'Watch a bot play Game of 24' }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText('Solved in 1 answer!')).toBeVisible();
  await page.getByRole('link', { name: 'Runs' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Game of 24' })).toContainText('finished');
  expect(missing).toEqual([]);
});

test('a new version deployed after a visit is offered with a reload prompt', async ({ page }) => {
  await page.goto(host.base);
  await page.evaluate(() => navigator.serviceWorker.ready);
  host.append.set('sw.js', '\n// a new deployment\n');
  await page.reload();
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of Fogplay is ready.' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Games of incomplete information' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
});
