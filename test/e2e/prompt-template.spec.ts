import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { guessFromConversation } from '../guess-number-server';
import { startScriptedServer, type ScriptedServer } from '../openai-server';
import { validateEpisode } from '../schema';
import { useServerModel } from './play';

let server: ScriptedServer;
test.beforeEach(async () => {
  server = await startScriptedServer(guessFromConversation);
});
test.afterEach(async () => server.close());

const TEMPLATE = 'Four different digits, {{turns}} turns.\n---\n{{feedback}}\nTurn {{turn}}. Reply as Guess: [number]';
const file = (text: string) => ({ name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });

test("a model seat plays with a person's prompt template, its slots listed, its hash shown and recorded", async ({ page }) => {
  await page.goto('./#/play/guess-number');
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await useServerModel(page, server.baseUrl);
  await page.getByText('Slots these prompts fill').click();
  await expect(page.getByText('{{feedback}}: the feedback on the last guess')).toBeVisible();

  await page.getByLabel('Prompt template (optional)').setInputFiles(file('Turn {{turn}} {{secret}}'));
  await expect(page.getByRole('alert')).toHaveText(/mine\.txt cannot be used: The template uses \{\{secret\}\}, which these prompts do not fill/);
  await expect(page.getByRole('button', { name: 'Start game' })).toBeDisabled();

  await page.getByLabel('Prompt template (optional)').setInputFiles(file(TEMPLATE));
  const hash = createHash('sha256').update(TEMPLATE).digest('hex');
  await expect(page.getByRole('status').filter({ hasText: 'Playing with mine.txt' })).toContainText(`SHA-256 ${hash}.`);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText(/^Solved in \d+ guesses!/)).toBeVisible();
  expect(server.requests[0]!.messages).toEqual([
    { role: 'system', content: 'Four different digits, 25 turns.' },
    { role: 'user', content: '\nTurn 1. Reply as Guess: [number]' },
  ]);

  await page.getByRole('link', { name: 'Open this run' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
  const record = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  expect(record.players[0].settings).toMatchObject({ protocol: 'paper', promptTemplate: { name: 'mine.txt', hash, text: TEMPLATE } });
});

test('the picker says when the chosen prompts take no template', async ({ page }) => {
  await page.goto('./#/play/guess-number');
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await page.getByLabel('Prompts').selectOption({ label: 'Structured (JSON)' });
  await expect(page.getByText('These prompts take no template.')).toBeVisible();
  await expect(page.getByLabel('Prompt template (optional)')).toHaveCount(0);
});
