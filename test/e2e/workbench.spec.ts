/** The researcher's workbench in the browser: a suite's runs imported, the leaderboard, a report card, the episode log and two runs side by side. */
import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { answerWithSolution } from '../game24-server';
import { startScriptedServer } from '../openai-server';
import { useServerModel } from './play';

const exec = promisify(execFile);

test('a suite\'s runs make a leaderboard, a report card and an episode log with two runs side by side', async ({ page }) => {
  // Two scripted models on the Game of 24, by the paper's prompts only: `solver` solves, `mute` never answers.
  const server = await startScriptedServer((request) => (request.model === 'mute' ? { text: 'I would rather not say.' } : answerWithSolution(request)));
  const dir = await mkdtemp(join(tmpdir(), 'fogplay-workbench-'));
  try {
    await exec('node', ['dist-node/fogplay.js', 'suite', '--player', 'llm:solver', '--player', 'llm:mute', '--games', 'game24', '--episodes', '3', '--base-url', server.baseUrl, '--dir', dir]);
  } finally {
    await server.close();
  }
  const files = ['bots/game24.solver.jsonl', 'solver/game24.io.jsonl', 'mute/game24.io.jsonl'];
  const texts = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
  const runOf = (text: string) => (JSON.parse(text.split('\n')[0]!) as { runId: string }).runId;
  const all = join(dir, 'all.jsonl');
  await writeFile(all, texts.join(''));

  await page.goto('./#/runs');
  await page.getByLabel('Import runs (JSON Lines)').setInputFiles(all);
  await expect(page.getByRole('status')).toHaveText('Imported 9 episodes in 3 new runs.');

  await page.getByRole('link', { name: 'Leaderboard' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('mute');
  await expect(rows.nth(1)).toContainText('0.0% (95% CI 0.0%–56.1%)');
  await expect(rows.nth(2)).toContainText('solver');
  await expect(rows.nth(2)).toContainText('100.0% (95% CI 43.9%–100.0%)');
  await expect(page.getByRole('region', { name: 'Avalon between models' })).toContainText('There are no model-vs-model games yet');
  await page.getByRole('button', { name: 'Game of 24' }).click();
  await expect(rows.nth(1)).toContainText('solver');

  await page.getByRole('link', { name: 'solver' }).click();
  const card = page.getByRole('region', { name: 'Report card' });
  await expect(card.getByRole('row', { name: /io \(paper's protocol\)/ })).toContainText('100.0% (95% CI 43.9%–100.0%)');
  await expect(card.getByRole('row', { name: /bot solver/ })).toBeVisible();
  await expect(card.getByText('GPT-4, Tree of Thoughts (b = 5): 74.0%')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download as HTML' }).click()]);
  expect(download.suggestedFilename()).toBe('fogplay-report-card-solver.html');
  expect(await readFile((await download.path())!, 'utf8')).toContain('<h1>Report card: solver</h1>');

  // The mute model's episodes: all failed, each reply searchable; beside the solver's, they part at the first move.
  await page.goto(`./#/episodes/${runOf(texts[2]!)}`);
  const list = page.getByRole('table');
  await expect(page.getByRole('status')).toHaveText('3 of 3 episodes shown.');
  await page.getByRole('checkbox', { name: 'Solved' }).check();
  await expect(page.getByRole('status')).toHaveText('0 of 3 episodes shown.');
  await page.getByRole('checkbox', { name: 'Failed' }).check();
  await expect(page.getByRole('status')).toHaveText('3 of 3 episodes shown.');
  await page.getByRole('searchbox', { name: 'Words in the prompts or replies' }).fill('RATHER NOT');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('3 of 3 episodes shown, holding “RATHER NOT”.');
  await page.getByRole('searchbox', { name: 'Words in the prompts or replies' }).fill('24 = 24');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('0 of 3 episodes shown, holding “24 = 24”.');
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(list.getByRole('row')).toHaveCount(4);

  await page.getByRole('combobox', { name: /Set beside another run/ }).selectOption(runOf(texts[1]!));
  await expect(page.getByRole('region', { name: 'Episode 1 of the other run' })).toBeVisible();
  const mine = page.getByRole('list', { name: 'Transcript of episode 1', exact: true });
  await expect(mine.getByText('They part here')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Transcript of episode 1 of the other run' }).getByText('They part here')).toBeVisible();
  await expect(mine.getByLabel('Reply')).toHaveText('I would rather not say.');
});

test('the suite runs on the page against a server\'s model, and its card is on the leaderboard', async ({ page }) => {
  const server = await startScriptedServer(answerWithSolution);
  try {
    await page.goto('./#/evaluate');
    await useServerModel(page, server.baseUrl, 'solver');
    await page.getByLabel('Episodes per line').fill('2');
    await expect(page.getByText('gives a 95% interval of about ±69 points')).toBeVisible();
    await page.getByLabel('Constrained protocols too').uncheck();
    for (const box of await page.getByRole('group', { name: 'Benchmarks' }).getByRole('checkbox').all()) await box.uncheck();
    await page.getByLabel('Game of 24').check();
    await expect(page.getByText('3 lines: 1 with the model, 2 of bots; 6 episodes.')).toBeVisible();
    await page.getByRole('button', { name: 'Run the suite' }).click();
    await expect(page.getByRole('status')).toContainText('6 of 6 episodes · done.');
    expect(server.requests).toHaveLength(2);
    await page.getByRole('link', { name: 'The leaderboard and the model\'s report card' }).click();
    await page.getByRole('link', { name: 'solver' }).click();
    await expect(page.getByRole('region', { name: 'Report card' }).getByRole('row', { name: /io \(paper's protocol\)/ })).toContainText('100.0% (95% CI 34.2%–100.0%)');
  } finally {
    await server.close();
  }
});
