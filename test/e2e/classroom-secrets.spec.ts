/**
 * A class at the teacher's plain-http address: the page is not a secure context (no Web Locks, no
 * service worker), as on a phone that opens `http://192.168.1.20:5173/`. Chromium maps a test host
 * name to this machine, so no network is needed. While a person plays a game in one tab, a second
 * tab of the same browser opens every page that shows runs and every export button: none shows or
 * writes anything of the game but that it is played, and the game is never called interrupted.
 * Once its tab is closed or killed, the game is interrupted within seconds, and its hidden setup,
 * revealed, holds the secrets that nothing showed before.
 */
import { readFile, readdir } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { classroomHost } from './classroom-host';

/** A page of the app at the classroom's address. */
const at = classroomHost();

type Setup = Record<string, unknown> & { [key: string]: any };
/**
 * For each game, the texts of its hidden setup that no page may show while a person plays it; an
 * empty list where none is distinctive enough to look for in a page's words (its whole setup is
 * still held back from the exports, which the walk checks by the run's id).
 */
const SECRETS: Record<string, (setup: Setup) => string[]> = {
  'guess-number': (s) => [s.secret],
  brainking: (s) => [s.entity, s.similar].filter((t): t is string => typeof t === 'string'),
  'brainking-oracle-check': (s) => [s.entity],
  'brainking-confusion': (s) => [JSON.stringify(s)],
  'situation-puzzles': (s) => [s.puzzle.bottom.slice(0, 80)],
  'situation-puzzles-judge-check': () => [],
  'detective-cases': (s) => [s.record.suspects[0].story.slice(0, 80)],
  avalon: (s) => [JSON.stringify(s.roles)],
  asympuzl: (s) => [JSON.stringify(s.truth)],
  game24: () => [],
};

/** Every game folder of the app, so that a new game cannot be left out of the walk. */
const games = (await readdir('src/games', { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();

test('every game is walked', () => {
  expect(games).toEqual(Object.keys(SECRETS).sort());
});

/** The id of the run a second tab finds in the runs list. */
async function findRun(tab: Page): Promise<string> {
  const open = tab.getByRole('link', { name: /^Open run of / });
  // The run is stored with its first write, which may follow the tab's first look.
  await expect(async () => {
    await tab.goto(at('#/runs'));
    await tab.reload();
    await expect(open).toHaveCount(1, { timeout: 5_000 });
  }).toPass();
  return (await open.getAttribute('href'))!.replace('#/runs/', '');
}

/** The text of a download the button makes. */
async function downloaded(tab: Page, button: string): Promise<string> {
  const [file] = await Promise.all([tab.waitForEvent('download'), tab.getByRole('button', { name: button }).click()]);
  return readFile((await file.path())!, 'utf8');
}

/** What a page shows, every word of it (the values of its fields too). */
const shown = (tab: Page) =>
  tab.evaluate(() => [document.body.innerText, ...[...document.querySelectorAll('input, textarea, select')].map((e) => (e as HTMLInputElement).value)].join('\n'));

/** Starts a person's game in a tab of its own, at the classroom address. */
async function startGame(context: BrowserContext, game: string): Promise<Page> {
  const player = await context.newPage();
  await player.goto(at(`#/play/${game}`));
  expect(await player.evaluate(() => [window.isSecureContext, 'locks' in navigator])).toEqual([false, false]);
  await player.getByRole('button', { name: 'Start game' }).click();
  return player;
}

for (const game of games) {
  test(`${game}: a second tab shows nothing of a game a person plays, and the game, its tab closed, is interrupted and revealed`, async ({ context }) => {
    const player = await startGame(context, game);
    const second = await context.newPage();
    const runId = await findRun(second);
    const seen: string[] = [];
    await second.goto(at(`#/runs/${runId}`));

    // The run's page: that it is played, and nothing else.
    await expect(second.getByRole('status')).toContainText('A person is playing this game now. Nothing of it is shown until it ends');
    await expect(second.getByText('running', { exact: true })).toBeVisible();
    for (const control of ['Reveal the hidden state (for a teacher)', 'Seen by', 'Hidden setup', 'The replay link']) await expect(second.getByLabel(control)).toHaveCount(0);
    for (const region of ['Replay', 'Episode']) await expect(second.getByRole('region', { name: region })).toHaveCount(0);
    await expect(second.getByRole('button', { name: /Copy replay link|Export this run/ })).toHaveCount(0);
    await expect(second.getByText(/puzzle number/)).toHaveCount(0);
    seen.push(await shown(second));

    // Its episodes, with a search for a word of every prompt; Compare; the leaderboard.
    await second.goto(at(`#/episodes/${runId}`));
    await expect(second.getByRole('status')).toHaveText('A person is playing this game now. Nothing of it is shown or searched until it ends: not its puzzle, its moves or its answer.');
    await expect(second.getByRole('button', { name: 'Search' })).toHaveCount(0);
    seen.push(await shown(second));
    await second.goto(at(`#/compare?runs=${runId}`));
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    seen.push(await shown(second));
    await second.goto(at('#/leaderboard'));
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    seen.push(await shown(second));

    // Every export of the runs list leaves the game out, and says so.
    await second.goto(at('#/runs'));
    await expect(second.getByRole('link', { name: /^Open run of / })).toHaveCount(1);
    const files = [await downloaded(second, 'Export all runs (JSON Lines)')];
    await expect(second.getByRole('status')).toHaveText('The file leaves out a game a person is playing now, so that nobody reads its answer in it: export again once it has ended.');
    files.push(await downloaded(second, 'Export all runs (CSV)'));
    await expect(second.getByRole('status')).toContainText('The file leaves out a game a person is playing now');
    for (const file of files) expect(file).not.toContain(runId);
    // All this while, and after, the game is played, not interrupted.
    await expect(second.getByRole('row').filter({ hasText: 'running' })).toHaveCount(1);
    seen.push(await shown(second));

    // Its tab closes: the second tab's list shows the game interrupted, with no reload.
    await player.close();
    await expect(second.getByRole('row').filter({ hasText: 'interrupted' })).toHaveCount(1);

    // Now the teacher may reveal it: the secrets are in its setup, and nothing showed them before.
    await second.getByRole('link', { name: /^Open run of / }).click();
    await second.getByLabel('Reveal the hidden state (for a teacher)').check();
    const setup = JSON.parse((await second.getByLabel('Hidden setup').textContent())!) as Setup;
    const secrets = SECRETS[game]!(setup);
    const exported = await downloaded(second, 'Export this run (JSON Lines)');
    for (const secret of secrets) {
      expect(exported).toContain(secret);
      // As a word: BrainKing's entity "rain" is in the name "BrainKing".
      const word = new RegExp(`(?<![\\w])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`);
      for (const text of [...seen, ...files]) expect(text).not.toMatch(word);
    }
  });
}

test('a game whose tab is killed is interrupted within seconds, in a tab that stays open', async ({ context }) => {
  const player = await startGame(context, 'guess-number');
  const second = await context.newPage();
  await findRun(second);
  await expect(second.getByRole('row').filter({ hasText: 'running' })).toHaveCount(1);
  // A crashed tab neither renews its lease nor answers, and no page-hide tells anyone it went.
  const cdp = await context.newCDPSession(player);
  void cdp.send('Page.crash').catch(() => {});
  await expect(second.getByRole('row').filter({ hasText: 'interrupted' })).toHaveCount(1);
  await expect(second.getByRole('row').filter({ hasText: 'running' })).toHaveCount(0);
});
