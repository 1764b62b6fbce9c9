/** The researcher's workbench in the browser: a suite's runs imported, the leaderboard, a report card, the episode log and two runs side by side. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { answerWithSolution } from '../game24-server';
import { startScriptedServer, type ChatRequestBody } from '../openai-server';
import { tempFolder } from '../temp';
import { useServerModel } from './play';
import { CARD_COLUMNS } from '../../src/run/report-card-render';

/** The card's column of the time per reply, which two plays of the same suite do not share. */
const CARD_TIME_COLUMN = CARD_COLUMNS.findIndex((c) => c.heading === 'Time per reply');

const exec = promisify(execFile);

/** The rows of a card's table in a Markdown card: each row's cells as text, code spans as their text. */
function markdownRows(markdown: string): string[][] {
  const table = markdown.split('\n').filter((line) => line.startsWith('| ')).slice(2);
  return table.map((line) => line.slice(2, -2).split(' | ').map((cell) => cell.replace(/`/g, '').replace(/\\\|/g, '|')));
}

/** The rows of the card's table on the page, each row's cells as text, the benchmark's cell empty after a row group's first. */
async function pageRows(card: Locator): Promise<string[][]> {
  // The heading shows the model's name before its runs are read: the rows come with the card.
  await expect(card.locator('table.report-card tbody tr').first()).toBeVisible();
  return card.locator('table.report-card tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.children].map((cell) => cell.textContent!.trim());
      return row.firstElementChild!.tagName === 'TH' ? cells : ['', ...cells];
    }),
  );
}

test('a suite\'s runs make a leaderboard, a report card and an episode log with two runs side by side', async ({ page }) => {
  // Two scripted models on the Game of 24: `solver` solves, `mute` never answers.
  const server = await startScriptedServer((request) => (request.model === 'mute' ? { text: 'I would rather not say.' } : answerWithSolution(request)));
  const dir = await tempFolder('workbench');
  try {
    await exec('node', ['dist-node/fogplay.js', 'suite', '--player', 'llm:solver', '--player', 'llm:mute', '--games', 'game24', '--episodes', '3', '--base-url', server.baseUrl, '--dir', dir]);
  } finally {
    await server.close();
  }
  const files = ['bots/game24.solver.jsonl', 'bots/game24.first-solution.jsonl', 'solver/game24.io.jsonl', 'solver/game24.json.jsonl', 'mute/game24.io.jsonl', 'mute/game24.json.jsonl'];
  const texts = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
  const runOf = (text: string) => (JSON.parse(text.split('\n')[0]!) as { runId: string }).runId;
  const all = join(dir, 'all.jsonl');
  await writeFile(all, texts.join(''));

  await page.goto('./#/runs');
  await page.getByLabel('Import runs (JSON Lines)').setInputFiles(all);
  await expect(page.getByRole('status')).toHaveText('Imported 18 episodes in 6 new runs.');

  await page.getByRole('link', { name: 'Leaderboard' }).click();
  // Imported runs, whose players no one checked here, count only when asked for.
  await expect(page.getByText('No model has played a benchmark in its paper\'s setting here yet.')).toBeVisible();
  await page.getByRole('checkbox', { name: /Include imported runs/ }).check();
  const rows = page.getByRole('table').first().getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('mute');
  await expect(rows.nth(1)).toContainText('imported');
  await expect(rows.nth(1)).toContainText('0.0% (0.0%–56.1%), n = 3');
  await expect(rows.nth(2)).toContainText('solver');
  await expect(rows.nth(2)).toContainText('100.0% (43.9%–100.0%), n = 3');
  await expect(page.getByRole('region', { name: 'Avalon between models' })).toContainText('There are no model-vs-model games yet');
  await page.getByRole('button', { name: 'Game of 24' }).click();
  await expect(rows.nth(1)).toContainText('solver');
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('1');

  await page.getByRole('link', { name: 'solver' }).click();
  const card = page.getByRole('region', { name: 'Report card' });
  await expect(card.getByRole('row', { name: /io \(paper's protocol\)/ })).toContainText('100.0% (43.9%–100.0%)');
  await expect(card.getByText(/^GPT-4, Standard input-output prompting: 7\.3%/)).toBeVisible();
  await expect(card.getByText('Every line of this card is an imported run: who played it is not checked here.')).toBeVisible();
  // The same card as the command line's, row for row and column for column, for the same runs.
  const cliCard = await readFile(join(dir, 'solver', 'report-card.md'), 'utf8');
  expect(await pageRows(card)).toEqual(markdownRows(cliCard));
  const [markdown] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download as Markdown' }).click()]);
  expect(await readFile((await markdown.path())!, 'utf8')).toBe(cliCard);
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download as HTML' }).click()]);
  expect(download.suggestedFilename()).toBe('fogplay-report-card-solver.html');
  expect(await readFile((await download.path())!, 'utf8')).toBe(await readFile(join(dir, 'solver', 'report-card.html'), 'utf8'));

  // The mute model's episodes: all failed, each reply searchable; beside the solver's, they part at the first move.
  await page.goto(`./#/episodes/${runOf(texts[4]!)}`);
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

  await page.getByRole('combobox', { name: /Set beside another run/ }).selectOption(runOf(texts[2]!));
  await expect(page.getByRole('region', { name: 'Episode 1 of the other run' })).toBeVisible();
  const mine = page.getByRole('list', { name: 'Transcript of episode 1', exact: true });
  await expect(mine.getByText('They part here')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Transcript of episode 1 of the other run' }).getByText('They part here')).toBeVisible();
  await expect(mine.getByLabel('Reply')).toHaveText('I would rather not say.');
});

test('the suite runs on the page for two of a server\'s models, the bots once, and each model has its report card, the command line\'s', async ({ page }) => {
  const server = await startScriptedServer((request) => (request.model === 'mute' ? { text: 'I would rather not say.' } : answerWithSolution(request)), { models: ['solver', 'mute'] });
  try {
    await page.goto('./#/evaluate');
    await useServerModel(page, server.baseUrl, 'solver');
    const models = page.getByRole('group', { name: 'Models' });
    await expect(models.getByRole('checkbox', { name: /^solver on / })).toBeChecked();
    await models.getByRole('checkbox', { name: /^mute on / }).check();
    await page.getByLabel('Episodes per line').fill('2');
    await expect(page.getByText('gives a 95% interval of about ±69 points')).toBeVisible();
    await onlyGame24(page, true);
    await expect(page.getByText('6 lines: 4 with the 2 models, 2 of bots; 12 episodes.')).toBeVisible();
    // Said before it starts, from each model's speed, measured by a call of its own.
    await expect(page.getByRole('status', { name: 'Time the suite will take' })).toHaveText(
      /^The suite will take (under a minute|about \d+ minutes?), measured at .+ reading and .+ writing \(solver\); .+ reading and .+ writing \(mute\)\.$/,
    );
    expect(server.requests.filter(probe).map((r) => r.model).sort()).toEqual(['mute', 'solver']);
    await page.getByRole('button', { name: 'Run the suite' }).click();
    await expect(progress(page)).toContainText('12 of 12 episodes · done.');
    expect(server.requests.filter((r) => r.model === 'solver' && !probe(r))).toHaveLength(4);
    expect(await finishedIndices(page)).toEqual({ 'bot:first-solution': [0, 1], 'bot:solver': [0, 1], 'llm:mute': [0, 1, 0, 1], 'llm:solver': [0, 1, 0, 1] });

    // The page's cards are the command line's for the same suite, row for row and column for column, but for the time each reply took.
    const dir = await tempFolder('evaluate');
    await exec('node', ['dist-node/fogplay.js', 'suite', '--player', 'llm:solver', '--player', 'llm:mute', '--games', 'game24', '--episodes', '2', '--base-url', server.baseUrl, '--dir', dir]);
    const untimed = (rows: string[][]) => rows.map((cells) => cells.filter((_, i) => i !== CARD_TIME_COLUMN));
    const evaluated: Record<string, string[][]> = {};
    for (const model of ['solver', 'mute']) {
      const card = page.getByRole('region', { name: `Report card of ${model}` });
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(`Report card: ${model}`);
      evaluated[model] = await pageRows(card);
      expect(untimed(evaluated[model])).toEqual(untimed(markdownRows(await readFile(join(dir, model, 'report-card.md'), 'utf8'))));
    }
    expect(evaluated.solver!.find((cells) => cells[1] === "io (paper's protocol)")![2]).toBe('100.0% (34.2%–100.0%)');

    // The leaderboard's card of the same runs is the Evaluate page's, times and all.
    await page.getByRole('link', { name: 'the report card of mute' }).click();
    const card = page.getByRole('region', { name: 'Report card' });
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Report card: mute');
    expect(await pageRows(card)).toEqual(evaluated.mute);
    await page.getByRole('link', { name: 'solver', exact: true }).click();
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Report card: solver');
    await expect(card.getByRole('row', { name: /io \(paper's protocol\)/ })).toContainText('100.0% (34.2%–100.0%)');
    expect(await pageRows(card)).toEqual(evaluated.solver);
    // The leaderboard tells the two models apart, a row each.
    const rows = page.getByRole('table').first().getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: 'mute' })).toContainText('0.0%');
    await expect(rows.filter({ hasText: 'solver' })).toContainText('100.0%');
  } finally {
    await server.close();
  }
});

test('a suite cut off in the middle of a line by a reload resumes with the same model only, and plays each episode once', async ({ page }) => {
  // The model's second request is never answered: the suite is held there, in the middle of its line, until the page goes.
  let reached = () => {};
  const held = new Promise<void>((resolve) => (reached = resolve));
  let games = 0;
  const server = await startScriptedServer((request) => (!probe(request) && games++ === 1 ? (reached(), { hang: true }) : answerWithSolution(request)), { models: ['other'] });
  try {
    await page.goto('./#/evaluate');
    await useServerModel(page, server.baseUrl, 'solver');
    await page.getByLabel('Episodes per line').fill('3');
    await onlyGame24(page);
    await page.getByRole('button', { name: 'Run the suite' }).click();
    await held;
    // The model's first episode is stored before the page goes, so its line stops part-way.
    await expect.poll(() => finishedIndices(page)).toEqual({ 'bot:first-solution': [0, 1, 2], 'bot:solver': [0, 1, 2], 'llm:solver': [0] });
    await page.reload();

    const stopped = page.getByRole('region', { name: 'The stopped suite' });
    await expect(stopped).toContainText('A suite of solver stopped before its end: 1 line of 3 left, 2 episodes, from solver on Game of 24 (io).');
    const refusal = 'The stopped suite was played by solver on a server; load solver to resume, or start a new suite.';
    await stopped.getByRole('button', { name: 'Resume the stopped suite' }).click();
    await expect(stopped.getByRole('alert')).toHaveText(refusal);
    await useServerModel(page, server.baseUrl, 'other');
    await stopped.getByRole('button', { name: 'Resume the stopped suite' }).click();
    await expect(stopped.getByRole('alert')).toHaveText(refusal);
    expect(server.requests.filter((r) => !probe(r))).toHaveLength(2);

    await page.getByText('A model on a server').click();
    await useServerModel(page, server.baseUrl, 'solver');
    await stopped.getByRole('button', { name: 'Resume the stopped suite' }).click();
    await expect(progress(page)).toContainText('9 of 9 episodes · done.');
    await expect(stopped).toHaveCount(0);
    expect(server.requests.filter((r) => !probe(r))).toHaveLength(4);
    expect(await finishedIndices(page)).toEqual({ 'bot:first-solution': [0, 1, 2], 'bot:solver': [0, 1, 2], 'llm:solver': [0, 1, 2] });
  } finally {
    await server.close();
  }
});

/** Leaves the Game of 24 alone among the benchmarks, by the paper's protocol only unless `constrained`. */
async function onlyGame24(page: Page, constrained = false) {
  await page.getByLabel('Constrained protocols too').setChecked(constrained);
  for (const box of await page.getByRole('group', { name: 'Benchmarks' }).getByRole('checkbox').all()) await box.uncheck();
  await page.getByLabel('Game of 24').check();
}

const progress = (page: Page) => page.getByRole('region', { name: 'Suite progress' }).getByRole('status');

/** Whether a request is the page's probe of a model's speed, not a game's. */
const probe = (request: ChatRequestBody) => request.messages[0]!.content.startsWith('Probe ');

/** The indices of every stored run's finished episodes, as often as each is stored, by who played the run (`bot:ID`, `llm:MODEL`). */
function finishedIndices(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('fogplay');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['runs', 'headerBlocks']);
          const runs = tx.objectStore('runs').getAll();
          const blocks = tx.objectStore('headerBlocks').getAll();
          tx.oncomplete = () => {
            db.close();
            const players = new Map((runs.result as { id: string; players: { kind: string; name: string }[] }[]).map((r) => [r.id, `${r.players[0]!.kind}:${r.players[0]!.name}`]));
            const found: Record<string, number[]> = {};
            for (const block of blocks.result as { runId: string; episodes: { index: number; status: string }[] }[]) {
              for (const e of block.episodes) if (e.status === 'finished') (found[players.get(block.runId)!] ??= []).push(e.index);
            }
            resolve(found);
          };
        };
      }),
  );
}
