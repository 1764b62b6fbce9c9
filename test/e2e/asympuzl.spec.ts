import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { readColors, readPositions } from '../../src/games/asympuzl/bots';
import { startScriptedServer, type ChatRequestBody, type Reply, type ScriptedServer } from '../openai-server';
import { validateEpisode } from '../schema';
import { useServerModel } from './play';

const board = (page: Page) => page.getByRole('region', { name: 'AsymPuzl board' });

async function exportRun(page: Page) {
  await page.getByRole('link', { name: 'Open this run' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
  const record = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  return record;
}

test('a person plays Alice against the share-all bot on a phone-sized screen, and solves the puzzle in two turns', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('./#/play/asympuzl');
  await page.getByLabel('Variant').selectOption('n5-both');
  await expect(page.getByLabel(/^Alice/)).toHaveValue('human');
  await expect(page.getByLabel(/^Bob/)).toHaveValue('bot:share-all');
  await page.getByLabel('Puzzle number (optional)').fill('12');
  await page.getByRole('button', { name: 'Start game' }).click();

  const status = board(page).getByRole('status');
  await expect(status).toHaveText('Your turn as Alice (Agent A): edit your hypothesis and write to Bob.');
  const clues = await board(page).getByRole('list', { name: 'Your clues: the shape at each position' }).getByRole('listitem').allTextContents();
  expect(clues).toHaveLength(5);
  // Alice sees shapes, never a colour: every colour picker starts unknown.
  for (let position = 1; position <= 5; position++) await expect(board(page).getByLabel(`Color at position ${position}`)).toHaveValue('');

  // A colour left unknown on a changed position is refused with the game's reason.
  await board(page).getByLabel('Shape at position 1').selectOption('bolt');
  await board(page).getByRole('button', { name: 'Send and apply' }).click();
  await expect(board(page).getByRole('alert')).toHaveText(/^Action 1: "" is not a color of the puzzle's set/);
  await board(page).getByLabel('Shape at position 1').selectOption(clues[0]!.match(/the (\w+)$/)![1]!);

  await board(page).getByRole('button', { name: 'Put my clues in the message' }).click();
  await expect(board(page).getByLabel(/^Message to Bob/)).toHaveValue(/^Position 1: the \w+\. Position 2: /);
  await board(page).getByRole('button', { name: 'Send and apply' }).click();

  // Bob's answer arrives; the person reads it and paints each position.
  const messages = board(page).getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await expect(status).toHaveText('Your turn as Alice (Agent A): edit your hypothesis and write to Bob.');
  await expect(board(page).getByText('Agent A’s part of the puzzle is unsolved and Agent B’s part of the puzzle is solved.')).toBeVisible();
  const colors = readColors((await messages.nth(1).textContent())!);
  expect(colors.size).toBe(5);
  for (const [i, clue] of clues.entries()) {
    await board(page).getByLabel(`Color at position ${i + 1}`).selectOption(colors.get(clue.match(/the (\w+)$/)![1]!)!);
  }
  await expect(board(page).getByText('5 positions changed')).toBeVisible();
  await board(page).getByLabel(/^Message to Bob/).fill('Thank you, all painted.');
  // The board fits the 360 px screen: nothing in it reaches past its right edge, nor it past the screen's.
  const widest = await board(page).evaluate((section) => Math.max(section.getBoundingClientRect().right, ...[...section.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(360);
  await board(page).getByRole('button', { name: 'Send and apply' }).click();

  await expect(status).toHaveText('Solved in 2 turns.');
  await expect(board(page).getByRole('list', { name: 'The solution' }).getByRole('listitem')).toHaveCount(5);
  await expect(board(page).getByText('Alice’s final hypothesis: solved.')).toBeVisible();

  const record = await exportRun(page);
  expect(record.params).toEqual({ size: 5, feedback: 'both', setting: 'pair' });
  expect(record.setup.truth.map((t: { position: number; shape: string }) => `Position ${t.position}: the ${t.shape}`)).toEqual(clues);
  expect(record.outcome).toEqual({ solved: true, turns: 2, forfeit: null });
  expect(record.metrics).toMatchObject({ solved: true, turnsToSolve: 2, actionsPerPositionBySeat: { alice: 1 }, invalid: 1, failures: ['format-errors'], tokens: null, messageShare: null });
  const moves = record.events.filter((e: { type: string }) => e.type === 'move');
  expect(moves.map((e: { seat: string }) => e.seat)).toEqual(['alice', 'bob', 'alice', 'bob']);
  expect(moves[2].move.message).toBe('Thank you, all painted.');
  expect(moves[3].result).toEqual({ turn: 2, feedback: { alice: 'Agent A’s part of the puzzle is solved and Agent B’s part of the puzzle is solved.', bob: 'Agent A’s part of the puzzle is solved and Agent B’s part of the puzzle is solved.' } });
});

/**
 * A scripted model that plays either seat as the share-all bot would, from the prompt alone: it
 * reads its clues and its partner's latest message off the paper's sections, reasons in a line,
 * and ends with the JSON object.
 */
function shareAllModel(request: ChatRequestBody): Reply {
  const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
  const prompt = request.messages.at(-1)!.content;
  const clues = prompt.split('Initial clues:\n')[1]!.split('\n\n')[0]!.split('\n').map((line) => /Position (\d+): the (\w+) is (\w+)\./.exec(line)!);
  const heard = (letter: string) => new RegExp(`^${letter}: (.*)$`, 'm').exec(prompt)?.[1] ?? '';
  let move: { message: string; actions: { replace: number; by: { shape: string; color: string } }[] };
  if (system.includes('You are Agent A.')) {
    const colors = readColors(heard('B'));
    move = {
      message: clues.map(([, position, shape]) => `Position ${position}: the ${shape}.`).join(' '),
      actions: clues.flatMap(([, position, shape]) => (colors.has(shape!) ? [{ replace: Number(position), by: { shape: shape!, color: colors.get(shape!)! } }] : [])),
    };
  } else {
    const colorOf = new Map(clues.map(([, , shape, color]) => [shape!, color!]));
    move = {
      message: clues.map(([, , shape, color]) => `The ${shape} is ${color}.`).join(' '),
      actions: [...readPositions(heard('A'), clues.length)].map(([position, shape]) => ({ replace: position, by: { shape, color: colorOf.get(shape)! } })),
    };
  }
  return { text: `I will tell my partner everything I know.\n\`\`\`json\n${JSON.stringify(move)}\n\`\`\``, completionTokens: 100 };
}

test.describe('a model plays both seats', () => {
  let server: ScriptedServer;
  test.beforeEach(async () => {
    server = await startScriptedServer(shareAllModel);
  });
  test.afterEach(async () => server.close());

  test('through the paper’s prompts, and solves the puzzle in two turns', async ({ page }) => {
    await page.goto('./#/play/asympuzl');
    await page.getByLabel('Variant').selectOption('n5-own-detailed');
    await page.getByLabel(/^Alice/).selectOption({ label: 'A language model' });
    await page.getByLabel(/^Bob/).selectOption({ label: 'A language model' });
    await useServerModel(page, server.baseUrl);
    await page.getByLabel('Puzzle number (optional)').fill('4');
    await page.getByRole('button', { name: 'Start game' }).click();

    await expect(board(page).getByRole('status')).toHaveText('Solved in 2 turns.');
    // A spectator's board: the messages, never a hypothesis or a clue while the game ran.
    await expect(board(page).getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(4);
    expect(server.requests).toHaveLength(4);
    const prompts = server.requests.map((r) => r.messages.at(-1)!.content);
    expect(prompts[0]).toMatch(/^# Puzzle State\nTurn 1 of 10\.\n\nInitial clues:\nPosition 1: the \w+ is unknown\./);
    expect(prompts[1]).toContain('Recent conversation:\nA: Position 1: the ');
    expect(prompts[2]).toContain('Feedback:\nAgent A’s part of the puzzle is unsolved (wrong positions: 1, 2, 3, 4, 5).');

    const record = await exportRun(page);
    expect(record.players.map((p: { seat: string; kind: string }) => [p.seat, p.kind])).toEqual([['alice', 'llm'], ['bob', 'llm']]);
    expect(record.outcome).toEqual({ solved: true, turns: 2, forfeit: null });
    expect(record.metrics.tokens.alice).toMatchObject({ calls: 2, output: 200 });
    expect(record.metrics.messageShare).toBeGreaterThan(0.3);
    expect(record.metrics.messageShare).toBeLessThan(1);
  });
});
