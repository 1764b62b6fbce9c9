/**
 * A real model plays in the browser: the generated tiny GGUF through wllama on the CPU (no WebGPU),
 * its moves held to the protocol's grammar or JSON schema, every call stored with its prompt,
 * reply, tokens and timings.
 */
import { expect, test, type Page } from '@playwright/test';
import type { EpisodeRecord, ModelCallEvent } from '../../src/core/record';
import { tinyGguf } from '../model/tiny-gguf';
import { SLOWER } from '../slower';
import { exported } from './play';

/** Loads the tiny model from a local file on the Models page; it stays loaded while the page does. */
async function loadTinyModel(page: Page) {
  await page.goto('./#/models');
  await page.getByText('A GGUF from a URL or from a file').click();
  await page.getByLabel('GGUF file').setInputFiles({ name: 'tiny.gguf', mimeType: 'application/octet-stream', buffer: Buffer.from(tinyGguf(1)) });
  await expect(page.getByRole('status').filter({ hasText: 'is loaded and ready' })).toBeVisible();
}

/** Starts a game on its Play page with the loaded model in its seat, by these prompts, with seed 11. */
async function modelPlays(page: Page, game: string, variant: string, prompts: string) {
  await page.goto(`./#/play/${game}?variant=${variant}`);
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await page.getByLabel('Prompts').selectOption({ label: prompts });
  await page.getByLabel('Max tokens per reply').fill('48');
  await page.getByLabel('Puzzle number (optional)').fill('11');
  await page.getByRole('button', { name: 'Start game' }).click();
}

const calls = (record: EpisodeRecord) => record.events.filter((e): e is ModelCallEvent => e.type === 'model-call');
const guesses = (record: EpisodeRecord) => record.events.flatMap((e) => (e.type === 'move' ? [(e.move as { guess: string }).guess] : []));

test('the CPU model plays a whole Guess Number game under the grammar, and the same seed plays the same game', async ({ page }) => {
  test.slow();
  await loadTinyModel(page);
  // Ten guesses: the tiny model's small vocabulary spells most words out, so 25 turns would outgrow its context.
  await modelPlays(page, 'guess-number', 'ten', 'AR-Bench (free text), constrained by a grammar');
  await expect(page.getByText(/^(Solved in \d+ guess(es)?!|Not solved in 10 guesses\.)$/)).toBeVisible({ timeout: 90_000 * SLOWER });
  const record = await exported(page);
  expect(record.status).toBe('finished');
  expect(record.players[0]).toMatchObject({ kind: 'llm', model: { engine: 'wllama' }, settings: { protocol: 'paper-constrained', maxTokens: 48 } });
  expect(record.events.filter((e) => e.type === 'invalid')).toEqual([]);
  for (const guess of guesses(record)) expect(guess).toMatch(/^(?!.*(.).*\1)\d{4}$/);
  expect(calls(record)).toHaveLength(guesses(record).length);
  for (const call of calls(record)) {
    expect(call.messages.at(-1)!.content).toContain('Guess: [number]');
    expect(call.text).toMatch(/^Guess: \d{4}$/);
    expect(call.usage.completionTokens).toBeGreaterThan(0);
    expect(call.usage.promptTokens).toBeGreaterThan(0);
    expect(call.latencyMs).toBeGreaterThan(0);
  }

  // The same seed, and the same model: the same guesses.
  await modelPlays(page, 'guess-number', 'ten', 'AR-Bench (free text), constrained by a grammar');
  await expect(page.getByText(/^(Solved in \d+ guess(es)?!|Not solved in 10 guesses\.)$/)).toBeVisible({ timeout: 90_000 * SLOWER });
  expect(guesses(await exported(page))).toEqual(guesses(record));
});

test('the CPU model answers a Game of 24 puzzle by the JSON protocol, held to its schema', async ({ page }) => {
  test.slow();
  await loadTinyModel(page);
  await modelPlays(page, 'game24', 'test', 'Structured (JSON: steps and answer)');
  await expect(page.getByText(/^(Solved|Not solved) in 1 answer/)).toBeVisible();
  const record = await exported(page);
  expect(record.events.filter((e) => e.type === 'invalid')).toEqual([]);
  const [call] = calls(record);
  expect(() => JSON.parse(call!.text)).not.toThrow();
  expect(record.metrics).toMatchObject({ attempts: 1, modelQueries: 1, method: 'json' });
});
