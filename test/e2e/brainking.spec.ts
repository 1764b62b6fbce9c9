import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { bankMove } from '../../src/games/brainking/bots';
import { questionById } from '../../src/games/brainking/data';
import { startScriptedServer, type ChatRequestBody, type ScriptedServer } from '../openai-server';
import { validateEpisode } from '../schema';
import { useServerModel } from './play';

const table = (page: Page) => page.getByRole('table', { name: 'Questions and answers' });

/** The questions and answers as a person reads them off the board. */
async function rows(page: Page) {
  const cells = await table(page).getByRole('row').evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
  return cells.map(([number, question, answer]) => ({ number: Number(number), question: question!, answer: answer === 'Yes' ? ('yes' as const) : ('no' as const) }));
}

async function exportRun(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
  const record = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  return record;
}

test('a person plays BrainKing against the rule-based oracle, searching the bank, and finds the entity', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Play BrainKing yourself' }).click();
  await page.getByLabel('Variant').selectOption('medium');
  await expect(page.getByLabel('Player (asks)')).toHaveValue('human');
  await expect(page.getByLabel('Oracle (answers)')).toHaveValue('bot:rules');
  await page.getByLabel('Puzzle number (optional)').fill('35');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('status')).toHaveText('Your turn: ask a question, or make your one guess.');
  await expect(page.getByText('Questions left 20 of 20')).toBeVisible();

  // The bank is a searchable list; a question outside it is refused, at no cost.
  await expect(page.locator('#brainking-bank option')).toHaveCount(48);
  await page.getByLabel('Your question').fill('Does it have stripes?');
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByRole('alert')).toContainText('I can only answer the questions on my list, word for word');
  await expect(page.getByText('Questions left 20 of 20')).toBeVisible();

  // The person reasons from the start concept and the answers on the page alone, as the bank bot would.
  const start = (await page.locator('.facts dd').first().locator('strong').textContent())!;
  for (;;) {
    const turns = await rows(page);
    const move = bankMove({ mode: 'medium', start, maxQuestions: 20, turns });
    if (move.kind === 'guess') {
      await page.getByLabel('Your guess').fill(move.text);
      await page.getByRole('button', { name: 'Guess', exact: true }).click();
      break;
    }
    await page.getByLabel('Your question').fill(questionById(move.questionId)!.text);
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(turns.length + 2);
    await expect(table(page).getByRole('row').last()).not.toContainText('…');
    expect(turns.length).toBeLessThan(20);
  }
  const questions = (await rows(page)).length;
  await expect(page.getByRole('status')).toHaveText(`Found after ${questions} questions.`);
  await expect(page.getByText('The entity was zebra; the most similar one is horse.')).toBeVisible();

  await page.getByRole('link', { name: 'Open this run' }).click();
  const record = await exportRun(page);
  expect(record.setup).toEqual({ mode: 'medium', entity: 'zebra', similar: 'horse', start, misleading: [] });
  expect(record.outcome).toEqual({ correct: true, questions, guess: 'zebra', forfeit: null });
  expect(record.metrics).toMatchObject({ correct: true, rounds: questions, invalid: 1 });
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript).toContainText('Q1: ');
  await expect(transcript).toContainText('Guess: zebra (right)');
});

test.describe('a model asks, a person answers', () => {
  let server: ScriptedServer;
  /** A scripted model: two questions, then its guess. */
  const script = ['Let me start.\nQ1: Is it alive?', 'Q2: Does it have wheels?', 'Guess: a red bicycle'];
  test.beforeEach(async () => {
    server = await startScriptedServer((request: ChatRequestBody) => ({ text: script[request.messages.filter((m) => m.role === 'user').length - 1] ?? 'Guess: a kite' }));
  });
  test.afterEach(async () => server.close());

  test('in classroom mode a person thinks of anything, answers Yes or No, and judges the guess', async ({ page }) => {
    await page.goto('./#/play/brainking');
    await page.getByLabel('Variant').selectOption('classroom');
    await page.getByLabel('Player (asks)').selectOption({ label: 'A language model' });
    await page.getByLabel('Oracle (answers)').selectOption({ label: 'You' });
    await useServerModel(page, server.baseUrl);
    await page.getByRole('button', { name: 'Start game' }).click();

    await expect(page.getByText('Think of anything you like and keep it to yourself')).toBeVisible();
    await expect(page.getByText('It can be anything.')).toBeVisible();
    await expect(page.getByText('Question 1: Is it alive?')).toBeVisible();
    await page.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'No' }).click();
    await expect(page.getByText('Question 2: Does it have wheels?')).toBeVisible();
    await page.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('The guess: a red bicycle')).toBeVisible();
    await page.getByRole('group', { name: 'Your verdict' }).getByRole('button', { name: 'Right' }).click();
    await expect(page.getByRole('status')).toHaveText('Found after 2 questions.');
    expect(await rows(page)).toEqual([
      { number: 1, question: 'Is it alive?', answer: 'no' },
      { number: 2, question: 'Does it have wheels?', answer: 'yes' },
    ]);

    // The model was told each answer.
    expect(server.requests).toHaveLength(3);
    expect(server.requests[1]!.messages.at(-1)!.content).toMatch(/^A1: No\./);
    expect(server.requests[2]!.messages.at(-1)!.content).toMatch(/^A2: Yes\./);
    // Reviewing the run, the person marks an answer as wrong; the run shows the count and the export keeps it.
    await page.getByRole('link', { name: 'Open this run' }).click();
    await page.getByRole('list', { name: 'Transcript' }).getByRole('listitem').filter({ hasText: 'A1: No' }).getByRole('button', { name: 'Wrong answer' }).click();
    await expect(page.getByText('1 answer marked wrong by a person.')).toBeVisible();
    const record = await exportRun(page);
    const answer = record.events.find((e: { type: string; seat: string }) => e.type === 'move' && e.seat === 'oracle');
    expect(record.annotations).toEqual([{ seq: answer.seq, kind: 'wrong-answer' }]);
    expect(record.setup).toEqual({ mode: 'easy', entity: null, similar: null, start: null, misleading: [] });
    expect(record.players.map((p: { seat: string; kind: string }) => [p.seat, p.kind])).toEqual([['player', 'llm'], ['oracle', 'human']]);
    expect(record.events.filter((e: { type: string }) => e.type === 'move').at(-1)).toMatchObject({ seat: 'oracle', move: { kind: 'verdict', correct: true } });
  });
});

test('“Think of anything”, where a person opens the game, has the bank bot asking and the person answering, and offers no puzzle link', async ({ page }) => {
  await page.goto('./#/play/brainking?player=human');
  await expect(page.getByLabel('Variant')).toHaveValue('classroom');
  await expect(page.getByLabel('Player (asks)')).toHaveValue('bot:bank');
  await expect(page.getByLabel('Oracle (answers)')).toHaveValue('human');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText('Think of anything you like and keep it to yourself')).toBeVisible();
  // The bot asks until it guesses; the person answers No to everything, then judges the guess wrong.
  const verdict = page.getByRole('group', { name: 'Your verdict' });
  for (let number = 1; number <= 20; number++) {
    await expect(page.getByText(`Question ${number}:`).or(verdict)).toBeVisible();
    if (await verdict.isVisible()) break;
    await page.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'No' }).click();
  }
  await verdict.getByRole('button', { name: 'Wrong' }).click();
  await expect(page.getByRole('link', { name: 'Open this run' })).toBeVisible();
  expect((await rows(page)).length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Copy puzzle link' })).toHaveCount(0);
  // Another variant draws a thing: its puzzle can be shared.
  await page.getByLabel('Variant').selectOption('easy');
  await expect(page.getByLabel('Player (asks)')).toHaveValue('human');
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('button', { name: 'Copy puzzle link' })).toBeVisible();
});

test('a batch seats the bank bot as the player and the rule-based oracle as the oracle', async ({ page }) => {
  await page.goto('./#/batch/brainking');
  await page.getByLabel('Variant').selectOption('hard');
  await page.getByLabel('Episodes').fill('20');
  await page.getByRole('button', { name: 'Run batch' }).click();
  const summary = page.getByRole('table', { name: /Summary of 20 finished episodes/ });
  await expect(summary).toBeVisible();
  for (const metric of ['Accuracy', 'Mean rounds (30 when not found)', 'Accuracy win rate', 'Rounds win rate', 'Total win rate', 'Final guess was the similar entity (hard mode)']) {
    await expect(summary.getByRole('rowheader', { name: metric, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Open this run' }).click();
  // The run's line under its title; the paper's tables, once drawn, name the players in their "This run" rows too.
  await expect(page.getByText(/ · bank, rules · /)).toBeVisible();
});

test('a person playing never sees what a model seat writes while the game runs, only its answers', async ({ page }) => {
  // A model oracle that thinks aloud, and misleads.
  const server = await startScriptedServer(() => ({ text: 'Thinking: the entity is a dog, and this answer will mislead.\nNo (misleading)' }));
  try {
    await page.goto('./#/play/brainking');
    await page.getByLabel('Variant').selectOption('hard-open');
    await page.getByLabel('Player (asks)').selectOption({ label: 'You' });
    await page.getByLabel('Oracle (answers)').selectOption({ label: 'A language model' });
    await useServerModel(page, server.baseUrl);
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByLabel('Your question').fill('Is it alive?');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Is it alive?' })).toContainText('No');
    await expect(page.getByRole('region', { name: /^Model in seat/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Reasoning log' })).toHaveCount(0);
    await expect(page.getByText(/the entity is a dog|\(misleading\)/)).toHaveCount(0);
  } finally {
    await server.close();
  }
});
