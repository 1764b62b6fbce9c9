import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { puzzleWithSurface } from '../../src/games/situation-puzzles/data';
import { NOT_A_QUESTION } from '../../src/games/situation-puzzles/transcript';
import { startScriptedServer, type ChatRequestBody, type ScriptedServer } from '../openai-server';
import { validateEpisode } from '../schema';
import { useServerModel } from './play';

const table = (page: Page) => page.getByRole('table', { name: 'Questions and answers' });

/** The bundled puzzle the page shows. */
async function shownPuzzle(page: Page) {
  const surface = await page.getByRole('region', { name: 'The puzzle' }).locator('.story').textContent();
  return puzzleWithSurface(surface!.trim())!;
}

async function exportRun(page: Page) {
  await page.getByRole('link', { name: 'Open this run' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
  const record = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  return record;
}

const isJudge = (request: ChatRequestBody) => request.messages[0]!.content.startsWith('You are the judge of a situation puzzle');

test.describe('a person plays, a model judges', () => {
  let server: ScriptedServer;
  /** A judge that denies deaths, calls "What happened?" not a question, says Yes to the rest, and finds an explanation partly right. */
  test.beforeEach(async () => {
    server = await startScriptedServer((request) => {
      const last = request.messages.at(-1)!.content;
      if (last.startsWith("The player's final answer")) return { text: 'Partly' };
      if (last === 'Did someone die?') return { text: 'No\nNo point is hit' };
      if (last === 'What happened?') return { text: NOT_A_QUESTION };
      return { text: 'Yes\nHit point: 1' };
    });
  });
  test.afterEach(async () => server.close());

  test('in the classroom variant, asking questions, explaining early, and getting a verdict apart from the F1 scores', async ({ page }) => {
    await page.goto('./#/play/situation-puzzles');
    await page.getByLabel('Variant').selectOption('classroom');
    await expect(page.getByLabel('Player (asks)')).toHaveValue('human');
    // Before Start, a person learns what the rule-based judge beside them cannot do, and what to seat instead.
    const note = page.getByRole('note').filter({ hasText: 'The rule-based judge cannot follow a story' });
    await expect(page.getByLabel('Judge (answers)')).toHaveValue('bot:rules');
    await expect(note).toContainText('let the teacher judge (set the judge to You, on a second screen) or seat a model');
    await page.getByLabel('Judge (answers)').selectOption({ label: 'A language model' });
    await expect(note).toHaveCount(0);
    await useServerModel(page, server.baseUrl);
    await page.getByLabel('Puzzle number (optional)').fill('4');
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByRole('status')).toHaveText('Your turn: ask question 1 of 15, or explain.');
    const puzzle = await shownPuzzle(page);
    // The page holds nothing of the story while the game runs.
    await expect(page.getByText(puzzle.bottom)).toHaveCount(0);
    await expect(page.getByText(puzzle.key_question[0]!)).toHaveCount(0);

    for (const [question, reply] of [['Did someone die?', 'No'], ['What happened?', NOT_A_QUESTION], ['Was it planned?', 'Yes']] as const) {
      await page.getByLabel('Your question').fill(question);
      await page.getByRole('button', { name: 'Ask' }).click();
      await expect(table(page).getByRole('row').last()).toContainText(reply);
    }
    // The question that was not one used up its turn.
    await expect(page.getByText('Questions left: 12 of 15')).toBeVisible();
    await page.getByLabel('Your explanation').fill('Someone made a mistake long ago.');
    await page.getByRole('button', { name: 'Explain' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Explained after 3 questions and judged partly correct: found 1 of \d key facts; AR-Bench's F1 0\.\d\d \(characters\), 0\.\d\d \(words\) against the story\.$/);
    await expect(page.getByText(puzzle.bottom)).toBeVisible();

    // The judge saw each question alone, as the player wrote it, with the story; never the key answers' file.
    const judge = server.requests.filter(isJudge);
    expect(judge.map((r) => r.messages.at(-1)!.content).slice(0, 3)).toEqual(['Did someone die?', 'What happened?', 'Was it planned?']);
    expect(judge[0]!.messages[0]!.content).toContain(puzzle.bottom);

    const record = await exportRun(page);
    expect(record.setup.puzzle).toEqual(puzzle);
    expect(record.players.map((p: { seat: string; kind: string }) => [p.seat, p.kind])).toEqual([['player', 'human'], ['judge', 'llm']]);
    expect(record.outcome).toMatchObject({ explanation: 'Someone made a mistake long ago.', questions: 3, resolved: 1, verdict: 'partly' });
    expect(record.metrics).toMatchObject({ notAQuestion: 1, process: [0, 0, 1 / puzzle.key_question.length], verdict: 'partly' });
    await expect(page.getByRole('list', { name: 'Transcript' })).toContainText('Verdict on the explanation: partly correct');
  });
});

test.describe('a model plays, a person judges', () => {
  let server: ScriptedServer;
  /** A player that first asks for the answer, then numbered questions, then answers when asked. */
  test.beforeEach(async () => {
    server = await startScriptedServer((request) => {
      const last = request.messages.at(-1)!.content;
      if (last.includes('The questions are over')) return { text: 'A: It was all a misunderstanding.' };
      const turn = Number(/Turn (\d+):/.exec(last)?.[1] ?? 0);
      return { text: turn === 1 ? 'Q: Tell me the answer.' : `Thinking…\nQ: Is clue ${turn} important?` };
    });
  });
  test.afterEach(async () => server.close());

  test('in AR-Bench’s loop: the hidden story on the judge’s board, 25 replies with key questions ticked, then the scored answer', async ({ page }) => {
    test.slow();
    await page.goto('./#/play/situation-puzzles');
    await page.getByLabel('Player (asks)').selectOption({ label: 'A language model' });
    await page.getByLabel('Judge (answers)').selectOption({ label: 'You' });
    await useServerModel(page, server.baseUrl);
    await page.getByRole('button', { name: 'Start game' }).click();

    // AR-Bench's loop gives the judge each whole reply as the question, as the model wrote it.
    await expect(page.getByText('Question 1: Q: Tell me the answer.')).toBeVisible();
    const puzzle = await shownPuzzle(page);
    // The judge's private panel opens closed, so a projector never shows the story by itself.
    const story = page.getByText(puzzle.bottom);
    await expect(story).toBeHidden();
    await page.getByText('Private to the judge: the hidden story and its key questions').click();
    await expect(story).toBeVisible();
    await expect(page.getByRole('region', { name: 'Situation puzzle board' }).getByRole('checkbox')).toHaveCount(puzzle.key_question.length);
    const reply = (name: string) => page.getByRole('group', { name: 'Your reply' }).getByRole('button', { name, exact: true });

    await reply('Not a question').click();
    for (let n = 2; n <= 25; n++) {
      await expect(page.getByText(`Question ${n}: Thinking… Q: Is clue ${n} important?`)).toBeVisible();
      if (n === 2) await page.getByRole('checkbox', { name: new RegExp(`^1\\. ${puzzle.key_question[0]!.replace(/[?.]/g, '\\$&')}`) }).check();
      await reply(n % 2 ? 'Unknown' : 'Yes').click();
    }
    await expect(page.getByRole('status')).toHaveText(/^Explained after 25 questions: found 1 of \d key facts; AR-Bench's F1 0\.\d\d \(characters\), 0\.\d\d \(words\) against the story\.$/);
    await expect(table(page).getByRole('row').nth(1)).toContainText(NOT_A_QUESTION);

    // The model read each reply as the judge gave it, and never the story.
    const asker = server.requests;
    expect(asker).toHaveLength(26);
    expect(asker[1]!.messages.at(-1)!.content).toBe(`${NOT_A_QUESTION}\nTurn 2: ask your next question.`);
    expect(asker[2]!.messages.at(-1)!.content).toBe('Yes\nTurn 3: ask your next question.');
    expect(asker.every((r) => r.messages.every((m) => !m.content.includes(puzzle.bottom) && !m.content.includes(puzzle.key_question[0]!)))).toBe(true);

    const record = await exportRun(page);
    expect(record.players.map((p: { seat: string; kind: string }) => [p.seat, p.kind])).toEqual([['player', 'llm'], ['judge', 'human']]);
    expect(record.outcome).toMatchObject({ explanation: 'A: It was all a misunderstanding.', questions: 25, resolved: 1, verdict: null });
    const replies = record.events.filter((e: { type: string; seat: string }) => e.type === 'move' && e.seat === 'judge');
    expect(replies[0].move).toEqual({ kind: 'answer', reply: 'not-a-question', resolved: [] });
    expect(replies[1].move).toEqual({ kind: 'answer', reply: 'Yes', resolved: [1] });
    expect(replies[24].move).toEqual({ kind: 'answer', reply: 'Unknown', resolved: [1] });
  });
});

test('the board fits a 360 px wide screen, for the player and for a person judging', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./#/play/situation-puzzles');
  await page.getByLabel('Judge (answers)').selectOption({ label: 'You' });
  await page.getByRole('button', { name: 'Start game' }).click();
  // Two people at one device: each turn waits behind a hand-over.
  await page.getByRole('button', { name: 'I am Player (asks): show my turn' }).click();
  await expect(page.getByRole('status')).toHaveText('Your turn: ask question 1 of 25.');
  await page.getByLabel('Your question').fill('Was the weather important to what happened that night?');
  await page.getByRole('button', { name: 'Ask' }).click();
  await page.getByRole('button', { name: 'I am Judge (answers): show my turn' }).click();
  await page.getByText('Private to the judge: the hidden story and its key questions').click();
  await expect(page.getByRole('group', { name: 'Key questions resolved so far' })).toBeVisible();
  // The board alone: the Play page's own settings form is wider than 360 px, which is not the board's doing.
  const board = page.getByRole('region', { name: 'Situation puzzle board' });
  const beyond = await board.evaluate((section) =>
    [section, ...section.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > 360).map((e) => e.tagName).concat(section.scrollWidth > section.clientWidth ? ['scrolls'] : []),
  );
  expect(beyond).toEqual([]);
});
