/**
 * Following a model's reasoning: the log of its replies while a class watches, the projector
 * view, and each call's prompt and reply on the run's page and in the replay.
 */
import { expect, test } from '@playwright/test';
import { FORMAT_ERROR } from '../../src/games/guess-number/parse';
import { guessFromConversation } from '../guess-number-server';
import { startScriptedServer, type ChatRequestBody, type ScriptedServer } from '../openai-server';
import { useServerModel } from './play';

/** A first reply with no guess (and markup, which must show as text), then the scripted model's guesses. */
const UNSURE = 'I am <b>not</b> sure';
const replyTo = (request: ChatRequestBody, index: number) => (index === 0 ? { text: UNSURE } : guessFromConversation(request));

let server: ScriptedServer;
/** Opens the gate at which the fourth reply waits, so that the game is surely running until the test has looked. */
let letFourthThrough: () => void;
test.beforeEach(async () => {
  const gate = new Promise<void>((resolve) => (letFourthThrough = resolve));
  server = await startScriptedServer(async (request, index) => {
    if (index === 3) await gate;
    return replyTo(request, index);
  });
});
test.afterEach(async () => server.close());

test.use({ viewport: { width: 1280, height: 900 } });

test('a viewer watching a model sees every reply kept, newest first, a refused one with its reason, and on the run page each call’s prompt and reply', async ({ page }) => {
  // Seed 3's secret takes the scripted model six guesses: the game goes on past the gate.
  await page.goto('./#/play/guess-number?seed=3');
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await useServerModel(page, server.baseUrl);
  // The friendly protocol asks again for a missing guess, so the first reply is refused rather than counted.
  await page.getByLabel('Prompts').selectOption('friendly');
  await page.getByRole('button', { name: 'Start game' }).click();

  const log = page.getByRole('region', { name: 'Reasoning log' });
  const calls = log.getByRole('article', { name: 'Model call of seat player' });
  // While the game runs, the refused reply stays in the log below the later ones.
  await expect(calls.nth(2)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(calls.last()).toContainText(UNSURE);
  await expect(calls.last()).toContainText(`Refused: ${FORMAT_ERROR}`);
  letFourthThrough();

  await expect(page.getByText(/^Solved in \d+ guesses!/)).toBeVisible();
  await expect(calls).toHaveCount(server.requests.length);
  const replies = server.requests.map((request, i) => (replyTo(request, i) as { text: string }).text);
  // Newest first: the log reads the replies in reverse, each with what was read from it and its tokens.
  expect(await calls.getByLabel('Reply', { exact: true }).allTextContents()).toEqual(replies.toReversed());
  await expect(calls.first()).toContainText(/Move read: \{"guess":"\d{4}"\}/);
  await expect(calls.first()).toContainText(/\d+ prompt \+ \d+ reply tokens .*· \d+\.\d s/);

  await page.getByRole('link', { name: 'Open this run' }).click();
  const transcript = page.getByRole('list', { name: 'Transcript' });
  const [first, refusal, second] = [0, 1, 2].map((i) => transcript.getByRole('listitem').nth(i));
  // The first call: the last message of its prompt (the rules and the first ask), the reply as written, the refusal.
  await expect(first!.getByLabel('Prompt', { exact: true })).toContainText('Game start:');
  await expect(first!.getByLabel('Reply', { exact: true })).toHaveText(UNSURE);
  await expect(first!).toContainText(`Refused: ${FORMAT_ERROR}`);
  await expect(first!.locator('b')).toHaveCount(0);
  await expect(refusal!).toContainText(`Invalid: ${FORMAT_ERROR}`);
  await expect(refusal!.getByLabel('Attempt')).toHaveText(UNSURE);
  // The second call was asked again; its whole prompt, opened, holds the refused reply as the model's turn.
  await expect(second!.getByLabel('Prompt', { exact: true })).toContainText(`${FORMAT_ERROR}\nPlease propose a guess number`);
  await expect(second!).not.toContainText(UNSURE);
  await second!.getByText('The whole prompt').click();
  await expect(second!.getByText(UNSURE, { exact: true })).toBeVisible();
  await expect(second!).toContainText(/Move read: \{"guess":"\d{4}"\}/);

  // The replay shows the call of each step beside the board.
  const replay = page.getByRole('region', { name: 'Replay' });
  const step = replay.getByRole('region', { name: 'This step' });
  await replay.getByRole('button', { name: 'Forward' }).click();
  await expect(step.getByLabel('Reply', { exact: true })).toHaveText(UNSURE);
  await expect(step.getByLabel('Prompt', { exact: true })).toContainText('Game start:');
  await replay.getByRole('button', { name: 'Forward' }).click();
  await expect(step).toContainText(`Invalid: ${FORMAT_ERROR}`);
  await replay.getByRole('button', { name: 'Forward' }).click();
  await expect(step.getByLabel('Reply', { exact: true })).toHaveText(replies[1]!);
  const board = await replay.getByRole('region', { name: 'Guess Number board' }).boundingBox();
  const beside = await step.boundingBox();
  expect(beside!.x).toBeGreaterThanOrEqual(board!.x + board!.width);
});

test('the projector view shows large type on every page and the log beside the board, keeps the newest guess in view, and stays on for the next visit', async ({ page }) => {
  // A short screen, so that the board outgrows it.
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto('./#/play/guess-number');
  const toggle = page.getByRole('button', { name: 'Projector view' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const fontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  const normal = await fontSize();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(parseFloat(await fontSize())).toBeGreaterThan(parseFloat(normal));

  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await useServerModel(page, server.baseUrl);
  // A secret the scripted model needs six guesses for (a random one may take four), so that the board outgrows the screen.
  await page.getByLabel('Puzzle number (optional)').fill('3');
  letFourthThrough();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText('Solved in 6 guesses!', { exact: false })).toBeVisible();
  // The settings fold away; the board and the log share the screen.
  await expect(page.getByRole('form', { name: 'Game settings' })).toBeHidden();
  const board = (await page.getByRole('region', { name: 'Guess Number board' }).boundingBox())!;
  const log = (await page.getByRole('region', { name: 'Reasoning log' }).boundingBox())!;
  expect(log.x).toBeGreaterThanOrEqual(board.x + board.width);
  expect(log.y).toBeLessThan(board.y + board.height);
  // The newest guess is on screen, though the board is taller than the screen.
  expect(board.height).toBeGreaterThan(560);
  const newest = page.getByRole('region', { name: 'Guess Number board' }).getByRole('row').last();
  await expect(newest).toBeInViewport();

  // Every page, not the Play page alone.
  await page.getByRole('link', { name: 'Runs' }).click();
  await expect(page.getByRole('heading', { name: 'Runs', level: 1 })).toBeVisible();
  expect(parseFloat(await fontSize())).toBeGreaterThan(parseFloat(normal));
  await page.goBack();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Projector view' })).toHaveAttribute('aria-pressed', 'true');
  expect(await fontSize()).not.toBe(normal);
  await page.getByRole('button', { name: 'Projector view' }).click();
  expect(await fontSize()).toBe(normal);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Projector view' })).toHaveAttribute('aria-pressed', 'false');
});
