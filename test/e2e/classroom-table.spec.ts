/**
 * A class plays across devices at the teacher's plain-http address (`npm run classroom`): the
 * teacher's page hosts an AsymPuzl game, Alice and Bob each play from a phone of their own (a
 * browser context each, so nothing is shared but the network), and a projector shows the public
 * board. Every WebSocket frame a device receives is read: none, while the game runs, holds a secret
 * of a seat that device does not sit in. Bob's phone closes mid-game and takes his seat again from
 * the join link. The teacher's record is a one-device game's, and imports.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readColors, readPositions } from '../../src/games/asympuzl/bots';
import type { Setup } from '../../src/games/asympuzl/game';
import type { Setup as AvalonSetup } from '../../src/games/avalon/types';
import { ROLE_NAMES, type Role } from '../../src/games/avalon/rules';
import { NEEDS_SERVER } from '../../src/ui/classroom/protocol';
import avalon from '../games/avalon/conformance';
import { secrets } from '../games/asympuzl/conformance';
import { playerSecrets } from '../games/situation-puzzles/helpers';
import { validateEpisode } from '../schema';
import { classroomHost } from './classroom-host';
import { startStaticHost } from './static-host';

/** A page of the app at the classroom's address. */
const at = classroomHost();

/** A phone: a context of its own (its own storage, as another device), at 360 px, keeping every frame the relay sends it. */
async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const frames: string[] = [];
  const open = async (url: string) => {
    const page = await context.newPage();
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => void frames.push(String(payload))));
    await page.goto(url);
    expect(await page.evaluate(() => [window.isSecureContext, 'locks' in navigator, 'serviceWorker' in navigator])).toEqual([false, false, false]);
    return page;
  };
  return { context, frames, open };
}

/** The page's width, which on a phone must be the screen's. */
const width = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const avalonSecrets = avalon.secrets;

const board = (page: Page) => page.getByRole('region', { name: 'AsymPuzl board' });
const messages = (page: Page) => board(page).getByRole('list', { name: 'Messages' }).getByRole('listitem');

/** The frames received while the game ran (once it ends, its board reveals the whole state to everyone, as on one device). */
const whileRunning = (frames: string[]) => frames.filter((frame) => !/"status":"(finished|interrupted|error)"/.test(frame));

test('Alice and Bob play AsymPuzl on their own phones, the projector shows the public board, and no device receives another seat’s secrets', async ({ browser }) => {
  const teacher: BrowserContext = await browser.newContext();
  const host = await teacher.newPage();
  await host.goto(at('#/play/asympuzl'));
  await host.getByLabel('Variant').selectOption('n5-both');
  await host.getByLabel(/^Bob/).selectOption('human');
  await host.getByLabel('Puzzle number (optional)').fill('12');
  await host.getByRole('checkbox', { name: /^Across devices/ }).check();
  await host.getByRole('button', { name: 'Start game' }).click();

  const panel = host.getByRole('region', { name: 'Class across devices' });
  await panel.getByRole('button', { name: 'Copy join link' }).click();
  const link = await panel.getByLabel('The join link').inputValue();
  expect(link).toMatch(/^http:\/\/classroom\.test:\d+\/#\/join\/[A-Z2-9]{4}$/);
  await panel.getByRole('button', { name: 'Show QR code' }).click();
  await expect(panel.getByRole('img', { name: 'QR code of the join link' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close the QR code' }).click();

  const [alice, bob, projector] = [await phone(browser), await phone(browser), await phone(browser)];
  const alicePage = await alice.open(link);
  await alicePage.getByRole('region', { name: 'Choose a seat' }).getByRole('button', { name: /^Alice/ }).click();
  await expect(board(alicePage).getByRole('status')).toHaveText('Your turn as Alice (Agent A): edit your hypothesis and write to Bob.');
  let bobPage = await bob.open(link);
  // Alice's seat is taken: Bob's phone offers it no more.
  await expect(bobPage.getByRole('button', { name: /^Alice.*\(taken\)$/ })).toBeDisabled();
  await bobPage.getByRole('button', { name: /^Bob/ }).click();
  await expect(board(bobPage).getByRole('heading', { name: 'Bob (Agent B): for your eyes only' })).toBeVisible();
  const projectorPage = await projector.open(link);
  await projectorPage.getByRole('button', { name: 'Show the public board (for the projector)' }).click();
  await expect(board(projectorPage)).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText([/^Alice.*: on a phone/, /^Bob.*: on a phone/]);
  await expect(panel.getByText('1 screen shows the public board.')).toBeVisible();

  // Each phone shows its own clues only; the projector and the teacher's page show none.
  const aliceClues = await board(alicePage).getByRole('list', { name: 'Your clues: the shape at each position' }).getByRole('listitem').allTextContents();
  const bobClues = await board(bobPage).getByRole('list', { name: 'Your clues: the color of each shape, in a random order' }).getByRole('listitem').allTextContents();
  expect([aliceClues.length, bobClues.length]).toEqual([5, 5]);
  for (const clue of aliceClues) for (const other of [bobPage, projectorPage, host]) await expect(other.locator('body')).not.toContainText(clue);
  for (const clue of bobClues) for (const other of [alicePage, projectorPage, host]) await expect(other.locator('body')).not.toContainText(clue);
  await expect(projectorPage.getByRole('heading', { name: /for your eyes only/ })).toHaveCount(0);
  for (const page of [alicePage, bobPage, projectorPage]) expect(await width(page)).toBeLessThanOrEqual(360);
  await expect(host.getByRole('heading', { name: /for your eyes only/ })).toHaveCount(0);

  // Turn 1: Alice writes her clues; Bob's phone waits its turn, and a move out of turn is refused.
  await board(alicePage).getByRole('button', { name: 'Put my clues in the message' }).click();
  await board(alicePage).getByRole('button', { name: 'Send and apply' }).click();
  await expect(messages(projectorPage)).toHaveCount(1);
  await expect(board(alicePage).getByRole('button', { name: 'Send and apply' })).toHaveCount(0);

  // Bob's phone closes (a dropped phone): the teacher sees it; the join link, opened again, gives him his seat back.
  await bobPage.close();
  await expect(panel.getByRole('listitem').nth(1)).toHaveText(/its phone dropped/);
  bobPage = await bob.open(link);
  await expect(board(bobPage).getByRole('status')).toHaveText('Your turn as Bob (Agent B): edit your hypothesis and write to Alice.');
  await expect(bobPage.getByRole('region', { name: 'Choose a seat' })).toHaveCount(0);
  await expect(panel.getByRole('listitem').nth(1)).toHaveText(/on a phone/);

  // Bob places each shape where Alice's message puts it, with the colour his clues give it, and writes his clues.
  const positions = readPositions((await messages(bobPage).nth(0).textContent())!, 5);
  const colorOf = new Map(bobClues.map((clue) => clue.match(/The (\w+) is (\w+)/)!.slice(1) as [string, string]));
  for (let i = 1; i <= 5; i++) {
    await board(bobPage).getByLabel(`Shape at position ${i}`).selectOption(positions.get(i)!);
    await board(bobPage).getByLabel(`Color at position ${i}`).selectOption(colorOf.get(positions.get(i)!)!);
  }
  await board(bobPage).getByRole('button', { name: 'Put my clues in the message' }).click();
  await board(bobPage).getByRole('button', { name: 'Send and apply' }).click();

  // Turn 2: Alice paints from Bob's message; Bob sends a last word, and the puzzle is solved on every screen.
  await expect(messages(alicePage)).toHaveCount(2);
  const colors = readColors((await messages(alicePage).nth(1).textContent())!);
  for (const [i, clue] of aliceClues.entries()) await board(alicePage).getByLabel(`Color at position ${i + 1}`).selectOption(colors.get(clue.match(/the (\w+)$/)![1]!)!);
  await board(alicePage).getByRole('button', { name: 'Send and apply' }).click();
  await board(bobPage).getByLabel(/^Message to Alice/).fill('Done here.');
  await board(bobPage).getByRole('button', { name: 'Send and apply' }).click();
  for (const page of [alicePage, bobPage, projectorPage, host]) await expect(board(page).getByRole('status')).toHaveText('Solved in 2 turns.');

  // The teacher's record: a one-device game's, every seat a person, and it imports.
  await host.getByRole('link', { name: 'Open this run' }).click();
  const [download] = await Promise.all([host.waitForEvent('download'), host.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
  const text = await readFile((await download.path())!, 'utf8');
  const record = JSON.parse(text);
  expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  expect(record.players).toEqual([{ seat: 'alice', kind: 'human', name: 'person' }, { seat: 'bob', kind: 'human', name: 'person' }]);
  expect(record.outcome).toEqual({ solved: true, turns: 2, forfeit: null });
  expect(record.events.filter((e: { type: string }) => e.type === 'move').map((e: { seat: string }) => e.seat)).toEqual(['alice', 'bob', 'alice', 'bob']);

  // No frame a device received while the game ran holds a secret of a seat it does not sit in.
  const setup = record.setup as Setup;
  // What each seat must never see, as the conformance suite writes it.
  const others = { alice: secrets(setup, 'alice'), bob: secrets(setup, 'bob'), projector: [...secrets(setup, 'alice'), ...secrets(setup, 'bob')] };
  expect(others.alice.length).toBeGreaterThan(0);
  for (const [device, frames] of [['alice', alice.frames], ['bob', bob.frames], ['projector', projector.frames]] as const) {
    const running = whileRunning(frames);
    expect(running.length, device).toBeGreaterThan(3);
    for (const secret of others[device]) for (const frame of running) expect(frame, `${device} received ${secret}`).not.toContain(secret);
  }
  // The frames read are the boards themselves: Alice's hold her own clues, written as the secrets are.
  expect(whileRunning(alice.frames).some((frame) => frame.includes(`"clues":${JSON.stringify(setup.aliceClues)}`))).toBe(true);

  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto(at('#/runs'));
  const file = test.info().outputPath('table.jsonl');
  await writeFile(file, text);
  await fresh.getByLabel('Import runs (JSON Lines)').setInputFiles(file);
  await expect(fresh.getByRole('status')).toHaveText('Imported 1 episode in 1 new run.');
});

test('the teacher judges a situation puzzle on the laptop while a student asks from a phone that never receives the story', async ({ browser }) => {
  const host = await (await browser.newContext()).newPage();
  await host.goto(at('#/play/situation-puzzles'));
  await host.getByLabel('Variant').selectOption('classroom');
  await host.getByLabel('Player (asks)').selectOption({ label: 'You' });
  await host.getByLabel('Judge (answers)').selectOption({ label: 'You' });
  await host.getByRole('checkbox', { name: /^Across devices/ }).check();
  await host.getByRole('button', { name: 'Start game' }).click();
  const panel = host.getByRole('region', { name: 'Class across devices' });
  await panel.getByRole('button', { name: 'Play Judge (answers) here' }).click();
  await expect(panel.getByRole('listitem')).toHaveText([/^Player \(asks\): waiting for a phone/, /^Judge \(answers\): played here/]);
  await panel.getByRole('button', { name: 'Copy join link' }).click();
  const link = await panel.getByLabel('The join link').inputValue();

  const student = await phone(browser);
  // This student types the class code from the projector rather than opening the link.
  const asker = await student.open(at('#/join'));
  await asker.getByLabel(/^Class code/).fill(link.split('/').at(-1)!.toLowerCase());
  await asker.getByRole('button', { name: 'Join' }).click();
  // The judge's seat is the teacher's: the phone offers only the player's.
  await expect(asker.getByRole('button', { name: 'Judge (answers) (taken)' })).toBeDisabled();
  await asker.getByRole('button', { name: 'Player (asks)' }).click();
  const status = asker.getByRole('region', { name: 'Situation puzzle board' }).getByRole('status');
  await expect(status).toHaveText('Your turn: ask question 1 of 15, or explain.');
  await asker.getByLabel('Your question').fill('Did someone die?');
  await asker.getByRole('button', { name: 'Ask' }).click();

  // The teacher reads the question on the laptop, with the story, and answers.
  await expect(host.getByRole('cell', { name: 'Did someone die?' })).toBeVisible();
  await host.getByRole('group', { name: 'Your reply' }).getByRole('button', { name: 'No', exact: true }).click();
  await expect(asker.getByRole('row').last()).toContainText('No');
  await asker.getByLabel('Your explanation').fill('It was all a misunderstanding.');
  await asker.getByRole('button', { name: 'Explain' }).click();
  await host.getByRole('group', { name: 'Your verdict' }).getByRole('button', { name: 'Wrong' }).click();
  await expect(status).toHaveText(/^Explained after 1 question and judged wrong/);

  // The next game keeps the class: the phone chooses its seat again, with no new link.
  const runLink = await host.getByRole('link', { name: 'Open this run' }).getAttribute('href');
  await host.getByRole('button', { name: 'New game' }).click();
  await expect(panel.getByRole('listitem')).toHaveText([/^Player \(asks\): waiting for a phone/, /^Judge \(answers\): waiting for a phone/]);
  await panel.getByRole('button', { name: 'Play Judge (answers) here' }).click();
  await asker.getByRole('button', { name: 'Player (asks)' }).click();
  await expect(status).toHaveText('Your turn: ask question 1 of 15, or explain.');
  await expect(asker.getByRole('cell', { name: 'Did someone die?' })).toHaveCount(0);
  await host.goto(at(runLink!));

  const [download] = await Promise.all([host.waitForEvent('download'), host.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
  const record = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  expect(record.players.map((p: { seat: string; kind: string }) => [p.seat, p.kind])).toEqual([['player', 'human'], ['judge', 'human']]);
  const running = whileRunning(student.frames);
  expect(running.length).toBeGreaterThan(2);
  expect(running.some((frame) => frame.includes('Did someone die?'))).toBe(true);
  expect(playerSecrets(record.setup).length).toBeGreaterThan(2);
  for (const secret of playerSecrets(record.setup)) for (const frame of running) expect(frame).not.toContain(JSON.stringify(secret).slice(1, -1));
});

test('five students take Avalon’s seats on five phones: each sees its own role and what it lets it know, no other; when the teacher’s tab closes, every phone says so', async ({ browser }) => {
  const host = await (await browser.newContext()).newPage();
  await host.goto(at('#/play/avalon'));
  for (const seat of [0, 1, 2, 3, 4]) await host.getByRole('combobox', { name: `Player ${seat}`, exact: true }).selectOption('human');
  await host.getByRole('checkbox', { name: /^Across devices/ }).check();
  await host.getByRole('button', { name: 'Start game' }).click();
  const panel = host.getByRole('region', { name: 'Class across devices' });
  await panel.getByRole('button', { name: 'Copy join link' }).click();
  const link = await panel.getByLabel('The join link').inputValue();

  const phones = [];
  const roles: Role[] = [];
  for (const seat of [0, 1, 2, 3, 4]) {
    const device = await phone(browser);
    const page = await device.open(link);
    await page.getByRole('button', { name: new RegExp(`^Player ${seat}\\b`) }).click();
    const heading = page.getByRole('region', { name: 'What you know' }).getByRole('heading');
    await expect(heading).toHaveText(new RegExp(`^Player ${seat}: `));
    const name = /^Player \d: (.*) \((good|evil)\)$/.exec((await heading.textContent())!)![1]!;
    roles.push((Object.keys(ROLE_NAMES) as Role[]).find((role) => ROLE_NAMES[role] === name)!);
    phones.push({ ...device, page });
  }
  expect([...roles].sort()).toEqual(['assassin', 'merlin', 'minion', 'servant', 'servant']);
  const projector = await phone(browser);
  const screen = await projector.open(link);
  await screen.getByRole('button', { name: 'Show the public board (for the projector)' }).click();
  await expect(screen.getByRole('region', { name: 'Avalon board' })).toBeVisible();
  await expect(screen.getByRole('region', { name: 'What you know' })).toHaveCount(0);
  await expect(host.getByRole('region', { name: 'What you know' })).toHaveCount(0);
  // One phone has the first move (a speech or the leader's proposal); the others wait.
  const moving = phones.map(({ page }) => page.getByRole('region', { name: 'Your move' }));
  await expect.poll(async () => (await Promise.all(moving.map((m) => m.count()))).reduce((a, b) => a + b)).toBe(1);

  // No phone received a role its seat may not know; the projector none at all.
  const setup = { roles } as AvalonSetup;
  for (const [seat, { frames }] of phones.entries()) {
    expect(frames.length).toBeGreaterThan(1);
    // A role is secret where it is someone's: a seat's own, a partner's, the whole deal.
    for (const secret of avalonSecrets(setup, String(seat), null)) for (const frame of frames) expect(frame, `player ${seat} received ${secret}`).not.toContain(`"role":${secret}`);
    expect(frames.some((frame) => frame.includes(`"role":"${roles[seat]}"`))).toBe(true);
    for (const frame of frames) expect(frame).not.toContain('"roles":[');
  }
  for (const frame of projector.frames) expect(frame).not.toMatch(/"roles?":/);

  await host.close();
  for (const { page } of [...phones, { page: screen }]) await expect(page.getByRole('alert')).toHaveText('The teacher’s game has closed. Ask the teacher for the link to the next one.');
});

test('a site without the classroom server says, on the teacher’s page and on a phone, that the feature needs npm run classroom', async ({ page }) => {
  const site = await startStaticHost();
  try {
    await page.goto(`${site.base}#/join/ABCD`);
    await expect(page.getByRole('alert')).toHaveText(NEEDS_SERVER);
    await page.goto(`${site.base}#/play/asympuzl`);
    await page.getByRole('checkbox', { name: /^Across devices/ }).check();
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByRole('region', { name: 'Class across devices' }).getByRole('alert')).toHaveText(NEEDS_SERVER);
  } finally {
    await site.close();
  }
});

test('a code typed on the home page’s join form that no class has is refused in words', async ({ page }) => {
  await page.goto(at(''));
  await page.getByRole('link', { name: 'Join it with its code' }).click();
  await page.getByLabel(/^Class code/).fill('qqqq');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/#\/join\/QQQQ$/);
  await expect(page.getByRole('alert')).toHaveText('No class is open with the code QQQQ. Check the code, or ask the teacher for the link again.');
});

test('the teacher’s page, linked from the home page, says how to run a class with each game and opens a game ready to play across devices', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(at(''));
  await page.getByRole('link', { name: 'Run a class where each student plays from their own phone' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teaching with Fogplay');
  await expect(page.getByText('npm run classroom').first()).toBeVisible();
  const lessons = page.getByRole('article');
  await expect(lessons).toHaveCount(7);
  expect(await width(page)).toBeLessThanOrEqual(360);
  for (const lesson of await lessons.all()) {
    await expect(lesson.getByText('Who sits where:')).toBeVisible();
    await expect(lesson.getByText('What to project:')).toBeVisible();
  }
  await page.getByRole('article', { name: 'Avalon' }).getByRole('link', { name: 'Avalon' }).click();
  await expect(page.getByRole('checkbox', { name: /^Across devices/ })).toBeChecked();
});
