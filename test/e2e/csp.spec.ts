/** The Content-Security-Policy as a header: it reaches the model workers, which the page's meta tag does not, and the app still works under it. */
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';

test('the preview server sends the policy to the page and to the workers, as dist/_headers gives hosts; the app works under it', async ({ page, request }) => {
  const policy = (await request.get('./')).headers()['content-security-policy'];
  expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; .*; frame-ancestors 'none'$/);
  const workers = readdirSync('dist/assets').filter((file) => /^(worker|wllama)-[\w-]+\.js$/.test(file));
  expect(workers.length).toBeGreaterThan(0);
  for (const worker of workers) expect((await request.get(`./assets/${worker}`)).headers()['content-security-policy']).toBe(policy);
  expect(readFileSync('dist/_headers', 'utf8')).toContain(`/*\n  Content-Security-Policy: ${policy}\n`);

  const refused: string[] = [];
  page.on('console', (message) => /Content.Security.Policy/i.test(message.text()) && refused.push(message.text()));
  await page.goto('./#/models');
  await expect(page.getByRole('heading', { name: 'Models', level: 1 })).toBeVisible();
  await page.goto('./');
  await page.getByRole('link', { name: 'Watch a bot play Game of 24' }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText('Solved in 1 answer!')).toBeVisible();
  expect(refused).toEqual([]);
});
