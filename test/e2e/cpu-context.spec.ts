/**
 * A CPU model's context in the browser: the GGUF's own by default, a setting on the Models page
 * and per model seat, stated once loaded; a game that outgrows it ends as "context full".
 */
import { expect, test, type Page } from '@playwright/test';
import type { ModelCallEvent } from '../../src/core/record';
import { DIMENSIONS, tinyGguf } from '../model/tiny-gguf';
import { SLOWER } from '../slower';
import { exported, THREADS } from './play';

const ready = (page: Page) => page.getByRole('status').filter({ hasText: 'is loaded and ready' });

/** Loads the tiny model from a local file on the Models page, with `context` tokens when given. */
async function loadTinyModel(page: Page, context?: number) {
  await page.goto('./#/models');
  if (context) await page.getByLabel('Tokens of context', { exact: true }).fill(String(context));
  await page.getByText('A GGUF from a URL or from a file').click();
  await page.getByLabel('GGUF file').setInputFiles({ name: 'tiny.gguf', mimeType: 'application/octet-stream', buffer: Buffer.from(tinyGguf(1)) });
  await expect(ready(page)).toBeVisible();
}

/** Plays Guess Number with the loaded model under the grammar, replies of 16 tokens, the seat's context `context` when given. */
async function modelPlays(page: Page, context?: number) {
  await page.goto('./#/play/guess-number?variant=ten');
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await page.getByLabel('Prompts').selectOption({ label: 'AR-Bench (free text), constrained by a grammar' });
  await page.getByLabel('Max tokens per reply').fill('16');
  if (context) await page.getByLabel('Context (tokens)', { exact: true }).fill(String(context));
  await page.getByLabel('Puzzle number (optional)').fill('11');
  await page.getByRole('button', { name: 'Start game' }).click();
}

const FULL = /^This game ended with the model’s context full: The prompt \(([\d,]+) tokens\) and the reply budget \(16\) need more than the ([\d,]+) tokens of context\.$/;

test('the Models page loads a GGUF with its own context, or the context set, and says which', async ({ page }) => {
  await loadTinyModel(page);
  await expect(ready(page)).toContainText(new RegExp(`tiny is loaded and ready, on the CPU \\(${THREADS}\\), ${DIMENSIONS.context.toLocaleString('en')} tokens of context\\.`));
  await page.getByRole('button', { name: 'Unload model' }).click();

  await loadTinyModel(page, 1024);
  await expect(ready(page)).toContainText(new RegExp(`on the CPU \\(${THREADS}\\), 1,024 tokens of context \\(the model’s own is 8,192\\)\\.`));
});

test('on a device with little memory, the context is what half of it holds beside the model, and the page says so', async ({ page }) => {
  // Chromium reports between 0.25 and 8 GB; a school laptop often reports 4, a cheap phone less.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 0.25 }));
  await page.goto('./#/models');
  await page.getByText('A GGUF from a URL or from a file').click();
  await expect(page.getByText('as far as the 128 MB that this page lets a model use on a device that reports 0.25 GB of memory hold it')).toBeVisible();
  await page.getByLabel('GGUF file').setInputFiles({ name: 'tiny.gguf', mimeType: 'application/octet-stream', buffer: Buffer.from(tinyGguf(1)) });
  await expect(ready(page)).toContainText(
    new RegExp(`on the CPU \\(${THREADS}\\), 256 tokens of context \\(the model’s own is 8,192; more would not fit in the 128 MB that this page lets a model use on a device that reports 0\\.25 GB of memory\\)\\.`),
  );
});

test('a game that outgrows the seat’s context ends as "context full", with its moves kept and why', async ({ page }) => {
  await loadTinyModel(page);
  await modelPlays(page, 1024);
  const status = page.getByText(FULL);
  await expect(status).toBeVisible({ timeout: 90_000 * SLOWER });
  const [, prompt, context] = FULL.exec((await status.textContent())!)!;
  expect(context).toBe('1,024');
  expect(Number(prompt!.replace(',', '')) + 16).toBeGreaterThan(1024);

  const record = await exported(page);
  expect(record.status).toBe('context-full');
  expect(record.players[0]!.settings).toMatchObject({ contextSize: 1024, maxTokens: 16 });
  expect(record.events.some((e) => e.type === 'move')).toBe(true);
  const last = record.events.at(-1) as ModelCallEvent;
  expect(last).toMatchObject({ type: 'model-call', text: '', error: record.error });
  await expect(page.locator('.badge.context-full').first()).toHaveText('context full');
});

test('a model loaded with a context smaller than the first prompt ends the game at once as "context full"', async ({ page }) => {
  await loadTinyModel(page, 512);
  await modelPlays(page);
  const status = page.getByText(FULL);
  await expect(status).toBeVisible();
  expect(FULL.exec((await status.textContent())!)![2]).toBe('512');
  const record = await exported(page);
  expect(record.status).toBe('context-full');
  expect(record.events.map((e) => e.type)).toEqual(['model-call']);
  expect(record.players[0]!.settings).toMatchObject({ contextSize: 512 });

  // The runs list says how it ended, apart from an interrupted game.
  await page.goto('./#/runs');
  const row = page.getByRole('row', { name: /Guess Number/ }).first();
  await expect(row).toContainText('ended with the context full');
  await expect(row.locator('.badge')).toHaveText('context full');
});
