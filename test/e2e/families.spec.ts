/**
 * The model families' stand-ins (test/model/families.ts: real tokenizers and chat templates on tiny
 * random weights) in wllama, llama.cpp in WebAssembly, in Chromium without WebGPU: each loads from a
 * file on the Models page, chats, and plays a whole Guess Number game under the grammar, every
 * reply ended by its own stop token. And one of them plays every game once, from the Batch page, by
 * its first prompts and by its JSON protocol, which it finishes with no reply refused and none cut.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { EpisodeRecord, ModelCallEvent } from '../../src/core/record';
import { FAMILIES, writeFamilyGguf } from '../model/families';
import { MAX_TOKENS, VARIANTS } from '../model/matrix-settings';
import { SLOWER } from '../slower';

async function exported(page: Page): Promise<EpisodeRecord> {
  await page.getByRole('link', { name: 'Open this run' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
  return JSON.parse(await readFile((await download.path())!, 'utf8')) as EpisodeRecord;
}

for (const family of Object.values(FAMILIES)) {
  test(`the ${family.id} stand-in (${family.architecture}, ${family.quantization}) loads on the CPU, chats and plays Guess Number under the grammar`, async ({ page }) => {
    // Generating the file (a vocabulary of up to 262,000 tokens) and loading it take a while on a busy machine.
    test.setTimeout(600_000 * SLOWER);
    const path = await writeFamilyGguf(family);
    const name = basename(path, '.gguf');
    await page.goto('./#/models');
    await page.getByText('A GGUF from a URL or from a file').click();
    await page.getByLabel('GGUF file').setInputFiles(path);
    await expect(page.getByRole('status').filter({ hasText: 'is loaded and ready' })).toContainText(`${name} is loaded and ready, on the CPU`, { timeout: 300_000 * SLOWER });

    await page.getByRole('textbox', { name: 'Message' }).fill('Your guess?');
    await page.getByLabel('Token limit').fill('16');
    await page.getByRole('button', { name: 'Send' }).click();
    const usage = page.getByText(/\d+ tokens, \d+(\.\d)? tokens\/s, first token after \d+ ms\./);
    await expect(usage).toBeVisible({ timeout: 120_000 * SLOWER });
    expect(Number(/^\d+/.exec((await usage.textContent())!)![0])).toBeLessThanOrEqual(16);
    // Plain text: the stand-in never writes a control token or a stray byte.
    expect(await page.getByLabel('Reply').textContent()).toMatch(/^[\t\n\x20-\x7e]+$/);

    await page.goto('./#/play/guess-number?variant=ten');
    await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
    await page.getByLabel('Prompts').selectOption({ label: 'AR-Bench (free text), constrained by a grammar' });
    await page.getByLabel('Max tokens per reply').fill('16');
    await page.getByLabel('Puzzle number (optional)').fill('11');
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByText(/^(Solved in \d+ guess(es)?!|Not solved in 10 guesses\.)$/)).toBeVisible({ timeout: 300_000 * SLOWER });
    const record = await exported(page);
    expect(record.status).toBe('finished');
    expect(record.players[0]).toMatchObject({ kind: 'llm', model: { engine: 'wllama' }, settings: { protocol: 'paper-constrained' } });
    expect(record.events.filter((e) => e.type === 'invalid')).toEqual([]);
    const calls = record.events.filter((e): e is ModelCallEvent => e.type === 'model-call');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.text).toMatch(/^Guess: \d{4}$/);
      // The grammar ended the reply, and the family's stop token ended the generation before the budget.
      expect(call.finishReason).toBe('stop');
      expect(call.usage.completionTokens).toBeLessThan(16);
    }
  });
}

/** Loads the llama3 stand-in from a file on the Models page, and gives the games the Batch page lists. */
async function loadStandIn(page: Page): Promise<string[]> {
  const path = await writeFamilyGguf(FAMILIES.llama3);
  await page.goto('./#/models');
  await page.getByText('A GGUF from a URL or from a file').click();
  await page.getByLabel('GGUF file').setInputFiles(path);
  await expect(page.getByRole('status').filter({ hasText: 'is loaded and ready' })).toBeVisible({ timeout: 300_000 * SLOWER });
  await page.goto('./#/');
  const links = await page.getByRole('link', { name: /^Run a batch of / }).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  return links.map((href) => /#\/batch\/([a-z0-9-]+)/.exec(href)![1]!);
}

/** One episode of `game` from the Batch page, the model in the first seat a model can take (the others keep their bots), with the prompts labelled `prompts` where given. */
async function batchEpisode(page: Page, game: string, settings: { prompts?: string; maxTokens?: number }): Promise<EpisodeRecord | null> {
  await page.goto(`./#/batch/${game}${VARIANTS[game] ? `?variant=${VARIANTS[game]}` : ''}`);
  await page.locator('select').filter({ has: page.locator('option', { hasText: /^A language model$/ }) }).first().selectOption({ label: 'A language model' });
  if (settings.prompts) {
    const prompts = page.getByLabel('Prompts');
    if (!(await prompts.locator('option', { hasText: settings.prompts }).count())) return null;
    await prompts.selectOption({ label: settings.prompts });
  }
  if (settings.maxTokens) await page.getByLabel('Max tokens per reply').fill(String(settings.maxTokens));
  await page.getByLabel('Episodes').fill('1');
  await page.getByRole('button', { name: 'Run batch' }).click();
  await expect(page.getByRole('table', { name: 'Summary of 1 finished episode' }), game).toBeVisible({ timeout: 300_000 * SLOWER });
  return exported(page);
}

test('a stand-in plays every game once from the Batch page, in the first seat a model can take, and each episode ends as the game ends it', async ({ page }) => {
  test.setTimeout(1_200_000 * SLOWER);
  const games = await loadStandIn(page);
  expect(games.length).toBeGreaterThanOrEqual(10);
  for (const game of games) {
    const record = (await batchEpisode(page, game, { maxTokens: MAX_TOKENS }))!;
    expect(record.status, `${game}: ${record.error}`).toBe('finished');
    expect(record.players.some((p) => p.kind === 'llm'), game).toBe(true);
    expect(record.events.some((e) => e.type === 'model-call'), game).toBe(true);
  }
});

test('held to its JSON schema at its own budget, a stand-in plays every game that has one to the end, with no reply refused and none cut', async ({ page }) => {
  test.setTimeout(2_400_000 * SLOWER);
  let played = 0;
  for (const game of await loadStandIn(page)) {
    const record = await batchEpisode(page, game, { prompts: 'Structured (JSON)' });
    if (!record) continue;
    played++;
    expect(record.status, `${game}: ${record.error}`).toBe('finished');
    expect(record.events.filter((e) => e.type === 'invalid'), game).toEqual([]);
    expect(record.events.filter((e) => e.type === 'model-call' && e.finishReason === 'length'), game).toEqual([]);
    expect(record.events.some((e) => e.type === 'forfeit'), game).toBe(false);
  }
  expect(played).toBeGreaterThanOrEqual(8);
});
