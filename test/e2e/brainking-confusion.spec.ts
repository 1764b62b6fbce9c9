/** A person judges a hard-mode BrainKing game, from the seed or from a file of exported BrainKing runs. */
import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { entityNamed } from '../../src/games/brainking/data';
import { playHard } from '../../src/games/brainking-confusion/episode';
import { tempFolder } from '../temp';

/** The board's status line. */
const verdict = (page: Page) => page.getByRole('region', { name: 'Confusion check board' }).getByRole('status');

test('a person reads a game with its misleading answers marked and says the player was misled', async ({ page }) => {
  await page.goto('./#/play/brainking-confusion');
  await page.getByLabel('Who plays').selectOption({ label: 'You' });
  await page.getByLabel('Puzzle number (optional)').fill('1');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(verdict(page)).toHaveText('Was the player misled without recovering?');
  await page.getByRole('button', { name: 'Misled, never recovered' }).click();
  await expect(verdict(page)).toHaveText('Judged misled without recovery.');
});

test('a file of BrainKing runs gives the games to judge, misleading answers and what came after shown', async ({ page }) => {
  const out = join(await tempFolder(), 'runs.jsonl');
  await promisify(execFile)('node', ['dist-node/fogplay.js', 'run', '--game', 'brainking', '--variant', 'hard', '--player', 'player=bot:bank', '--player', 'oracle=bot:rules', '--episodes', '12', '--out', out]);
  const records = (await readFile(out, 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as { setup: { entity: string } });
  const misled = records.findIndex((r) => playHard(entityNamed(r.setup.entity)!, 2).turns.some((t) => t.misleading));
  const episode = playHard(entityNamed(records[misled]!.setup.entity)!, 2);
  await page.goto('./#/play/brainking-confusion');
  await page.getByLabel(/^Setups from a file/).setInputFiles({ name: 'runs.jsonl', mimeType: 'application/json', buffer: await readFile(out) });
  await expect(page.getByRole('status').filter({ hasText: `${records.length} setups from runs.jsonl.` })).toBeVisible();
  await page.getByLabel('Record to play').selectOption({ label: `Record ${misled + 1} of ${records.length}` });
  await page.getByLabel('Who plays').selectOption({ label: 'You' });
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText(`The hidden entity was ${episode.entity}`)).toBeVisible();
  const first = episode.turns.find((t) => t.misleading)!;
  await expect(page.getByRole('list', { name: 'Computed from the record' })).toContainText(`After Q${first.number}, the player asked`);
  await page.getByRole('button', { name: 'Not misled, or recovered' }).click();
  await expect(verdict(page)).toHaveText('Judged not misled, or recovered.');
});
