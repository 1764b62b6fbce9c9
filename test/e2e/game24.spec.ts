import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { format, rational } from '../../src/games/game24/rational';
import { nextStep } from '../../src/games/game24/solve';
import { thinkAlongSolver } from '../game24-server';
import { startScriptedServer } from '../openai-server';
import { validateEpisode } from '../schema';
import { useServerModel } from './play';

const OPERATION = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by' } as const;

const cards = (page: Page) => page.getByRole('group', { name: 'Your cards' }).getByRole('button');

/** The cards as the person reads them: whole numbers or fractions like 8/3. */
async function readCards(page: Page) {
  return (await cards(page).allTextContents()).map((text) => {
    const [n, d = '1'] = text.trim().split('/');
    return rational(Number(n), Number(d));
  });
}

/** Clicks a card by its number: the first with that number, or the next one for the second operand of a pair. */
const card = (page: Page, value: string, nth = 0) => page.getByRole('group', { name: 'Your cards' }).getByRole('button', { name: value, exact: true }).nth(nth);

test('a person solves a Game of 24 puzzle on the board, and the run is stored and exported', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Play Game of 24 yourself' }).click();
  await page.getByLabel('Variant').selectOption('classroom');
  await page.getByLabel('Puzzle number (optional)').fill('1');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(cards(page)).toHaveCount(4);
  const numbers = (await readCards(page)).map((r) => r.n);
  await expect(page.getByText(`Make 24 from ${numbers.join(' ')}, answer 1 of 3`)).toBeVisible();

  // A typed wrong answer gets the checker's reason, and costs one of the three answers.
  const wrong = `${numbers[0]} * ${numbers[1]}`;
  await page.getByLabel('Or type an expression').fill(wrong);
  await page.getByRole('button', { name: 'Submit expression' }).click();
  const answers = page.getByRole('list', { name: 'Answers and results' });
  await expect(answers.getByRole('listitem')).toHaveText([`${wrong}: Use each of ${numbers.join(' ')} exactly once: ${numbers[2]} ${numbers[3]} not used.`]);
  await expect(page.getByText('answer 2 of 3')).toBeVisible();

  // The controls: a combination can be undone; a hint and a solution are a click away.
  await cards(page).first().click();
  await page.getByRole('button', { name: 'plus' }).click();
  await cards(page).nth(1).click();
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cards(page)).toHaveCount(4);
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByText(/Hint: .* keeps 24 within reach\./)).toBeVisible();
  await page.getByRole('button', { name: 'Show a solution' }).click();
  await expect(page.getByText(/A solution: .* = 24/)).toBeVisible();

  // The person plays the solver's steps by clicking cards and operations, reading the cards each time.
  for (let step = 1; step <= 3; step++) {
    const { a, op, b } = nextStep(await readCards(page))!;
    await card(page, format(a)).click();
    await expect(card(page, format(a))).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: OPERATION[op] }).click();
    await card(page, format(b), format(a) === format(b) ? 1 : 0).click();
    await expect(cards(page)).toHaveCount(4 - step);
  }
  await expect(cards(page)).toHaveText(['24']);
  await page.getByRole('button', { name: 'Check' }).click();

  await expect(page.getByText('Solved in 2 answers!')).toBeVisible();
  await expect(answers.getByRole('listitem').nth(1)).toContainText('correct, it makes 24.');
  await expect(page.getByText(/^You took \d+\.\d s\.$/)).toBeVisible();
  await expect(page.getByText(/People solve this puzzle \(rank (\d+) of 1362\) \d+\.\d% of the time, in [\d.]+ s on average/)).toBeVisible();

  await page.getByRole('link', { name: 'Runs' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Game of 24' });
  await expect(row).toContainText('solved in 2');
  await expect(row).toContainText('finished');
  await row.getByRole('link', { name: /Open run/ }).click();
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText('makes 24, solved.');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
  const [line, ...more] = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
  expect(more).toHaveLength(0);
  const record = JSON.parse(line!);
  expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  expect(record.setup.numbers).toEqual(numbers);
  expect(record.players[0]).toMatchObject({ kind: 'human' });
  const moves = record.events.filter((e: { type: string }) => e.type === 'move');
  expect(moves[0].move.expression).toBe(wrong);
  expect(moves.map((e: { result: { correct: boolean } }) => e.result.correct)).toEqual([false, true]);
  expect(record.outcome).toEqual({ solved: true, attempts: 2 });
});

test('a bot plays while the board shows its answer read-only, and a batch shows the papers’ results beside its own', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Watch a bot play Game of 24' }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText('Solved in 1 answer!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Answers and results' })).toContainText('correct, it makes 24.');
  await expect(page.getByRole('group', { name: 'Your cards' })).toHaveCount(0);
  await expect(page.getByLabel('Or type an expression')).toHaveCount(0);

  await page.goto('./#/batch/game24');
  await page.getByLabel('Episodes').fill('20');
  await page.getByRole('button', { name: 'Run batch' }).click();
  await expect(page.getByRole('table', { name: /Summary of 20 finished episodes/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Success rate 100\.0%/ })).toBeVisible();
  const reference = page.getByRole('table', { name: /Published results on the same 100 puzzles, with GPT-4/ });
  await expect(reference.getByRole('row', { name: /Algorithm of Thoughts GPT-4 71\.0% 1\.00 Published: Sel et al\. 2023, Table 1/ })).toBeVisible();
  await expect(reference.getByRole('row', { name: /Tree of Thoughts \(b = 5\) GPT-4 74\.0%/ }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Open this run' }).click();
  await expect(page.getByRole('table', { name: /Published results on the same 100 puzzles/ })).toBeVisible();
});

test('a model searches with Tree of Thoughts in the browser, every query stored', async ({ page }) => {
  const server = await startScriptedServer(thinkAlongSolver);
  try {
    await page.goto('./#/play/game24');
    await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
    await useServerModel(page, server.baseUrl);
    await page.getByLabel('Prompts').selectOption({ label: 'Tree of Thoughts (breadth-first search, as its authors’ code reads it)' });
    await page.getByLabel('States kept per level (b)').fill('1');
    await page.getByLabel('Judgements per state (n)').fill('1');
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByText('Solved in 1 answer!')).toBeVisible();

    await page.getByRole('link', { name: 'Open this run' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
    const record = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
    expect(record.players[0].settings).toMatchObject({ protocol: 'tot', breadth: 1, valueSamples: 1 });
    const calls = record.events.filter((e: { type: string }) => e.type === 'model-call');
    expect(calls.length).toBe(server.requests.length);
    expect(calls.length).toBeGreaterThan(3);
    expect(record.metrics).toMatchObject({ solved: true, totSolved: true, method: 'tot', modelQueries: calls.length });
  } finally {
    await server.close();
  }
});
