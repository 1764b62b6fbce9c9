import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { CASES } from '../../src/games/detective-cases/data';
import { startScriptedServer, type ScriptedServer } from '../openai-server';
import { validateEpisode } from '../schema';
import { useServerModel } from './play';

const table = (page: Page) => page.getByRole('table', { name: 'Questions and answers' });
const SUSPECTS = ['A', 'B', 'C', 'D', 'E'];

test.describe('a person questions model suspects', () => {
  let server: ScriptedServer;
  /** Each suspect answers with its own name, read from its own system message, and names no key point. */
  test.beforeEach(async () => {
    server = await startScriptedServer((request) => {
      const name = /Your name: (.*)/.exec(request.messages[0]!.content)?.[1] ?? 'nobody';
      return { text: `I am ${name}, and I was nowhere near.\nNo point is hit` };
    });
  });
  test.afterEach(async () => server.close());

  test('in the classroom variant: two questions to two suspects, each told only their own story, then the accusation', async ({ page }) => {
    await page.goto('./#/play/detective-cases');
    await page.getByLabel('Variant').selectOption('classroom');
    await expect(page.getByLabel(/^Detective/)).toHaveValue('human');
    for (const seat of SUSPECTS) await page.getByRole('combobox', { name: `Suspect ${seat}`, exact: true }).selectOption({ label: 'A language model' });
    await useServerModel(page, server.baseUrl);
    await page.getByLabel('Puzzle number (optional)').fill('3');
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByRole('status')).toHaveText('Your turn: question a suspect (turn 1 of 15), or name the murderer.');

    const victim = (await page.locator('.case dd strong').first().textContent())!;
    const record = CASES.find((c) => c.victim.name === victim)!;
    const names = record.initial_information.suspect.map((s) => s.name);
    // The page holds no story while the game runs.
    for (const suspect of record.suspects) await expect(page.getByText(suspect.story)).toHaveCount(0);

    for (const [letter, question] of [['B', 'Where were you at the time of the murder?'], ['D', 'Why did you come that day?']] as const) {
      await page.getByLabel('Suspect to question', { exact: true }).selectOption(letter);
      await page.getByLabel('Your question').fill(question);
      await page.getByRole('button', { name: 'Ask' }).click();
      const name = names[SUSPECTS.indexOf(letter)]!;
      await expect(table(page).getByRole('row').last()).toContainText(`I am ${name}, and I was nowhere near.`);
    }
    // The board shows the answer without the key-point line.
    await expect(table(page)).not.toContainText('No point is hit');
    await expect(page.getByText('Turns left: 13 of 15')).toBeVisible();

    const murderer = SUSPECTS[record.label]!;
    await page.getByLabel('Who is the murderer?', { exact: true }).selectOption(murderer);
    await page.getByLabel('Your reasoning').fill('Nobody else had the key.');
    await page.getByRole('button', { name: 'Accuse' }).click();
    await expect(page.getByRole('status')).toHaveText(`Solved after 2 turns: ${murderer} is the murderer; 0 of 6 key questions hit.`);
    await expect(page.getByText(record.explanation!)).toBeVisible();

    // Two model calls, each with only the questioned suspect's story, and the question as the person wrote it.
    expect(server.requests).toHaveLength(2);
    for (const [i, letter] of ['B', 'D'].entries()) {
      const self = record.suspects.find((s) => s.name === names[SUSPECTS.indexOf(letter)])!;
      const prompt = JSON.stringify(server.requests[i]!.messages);
      expect(prompt).toContain(JSON.stringify(self.story).slice(1, -1));
      for (const other of record.suspects.filter((s) => s !== self)) expect(prompt).not.toContain(JSON.stringify(other.story).slice(1, -1));
    }

    await page.getByRole('link', { name: 'Open this run' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
    const episode = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(validateEpisode(episode), JSON.stringify(validateEpisode.errors)).toBe(true);
    expect(episode.setup.record).toEqual(record);
    expect(episode.outcome).toMatchObject({ accused: murderer, correct: true, turns: 2 });
    expect(episode.metrics).toMatchObject({ correct: true, process: [0, 0], processFinal: 0 });
    await expect(page.getByRole('list', { name: 'Transcript' })).toContainText('Q1 to B: Where were you at the time of the murder?');
  });
});
