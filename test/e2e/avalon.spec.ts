import { expect, test, type Locator } from '@playwright/test';

const numbers = (text: string) => (text.match(/\d/g) ?? []).map(Number);

/** The evil seats the person's role card names: both for Merlin and for an evil player, none for a Servant. */
async function knownEvil(knowledge: Locator, seat: number): Promise<number[]> {
  const text = (await knowledge.textContent())!;
  const merlin = /(Players? [\d, ]+) are evil/.exec(text);
  if (merlin) return numbers(merlin[1]!);
  const partner = /Player (\d) is the .*, your partner/.exec(text);
  return partner ? [seat, Number(partner[1])] : [];
}

test('a person plays a whole game of Avalon with four naive bots, then reveals the roles', async ({ page }) => {
  test.slow();
  await page.goto('./');
  await page.getByRole('link', { name: 'Play Avalon yourself' }).click();
  await expect(page.getByLabel(/^Player 0/)).toHaveValue('human');
  for (const seat of [1, 2, 3, 4]) await expect(page.getByRole('combobox', { name: `Player ${seat}`, exact: true })).toHaveValue('bot:naive');
  await page.getByRole('button', { name: 'Start game' }).click();
  // Bots move at a class's pace unless told otherwise; the choice is kept for the next game.
  const speed = page.getByRole('group', { name: 'Bot speed' });
  await expect(speed.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
  await speed.getByRole('button', { name: 'Fast' }).click();
  await expect(speed.getByRole('button', { name: 'Fast' })).toHaveAttribute('aria-pressed', 'true');
  await expect(speed.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('fogplay.botSpeed'))).toBe('fast');

  const board = page.getByRole('region', { name: 'Avalon board' });
  const status = board.getByRole('status');
  const knowledge = board.getByRole('region', { name: 'What you know' });
  const heading = (await knowledge.getByRole('heading').textContent())!;
  expect(heading).toMatch(/^Player 0: (Merlin|Servant of Arthur|Assassin|Minion of Mordred) \((good|evil)\)$/);
  const evil = heading.endsWith('(evil)');
  const known = await knownEvil(knowledge, 0);
  await expect(board.getByLabel('Reveal roles')).toHaveCount(0);

  const move = board.getByRole('region', { name: 'Your move' });
  const seen = async () => (await Promise.all([status, board.getByRole('list', { name: 'Quests' }), board.getByRole('region', { name: 'Game record' })].map((part) => part.textContent()))).join('\n');
  const over = /^(Good|Evil) wins: /;
  for (let turns = 0; ; turns++) {
    expect(turns).toBeLessThan(60);
    await expect(move.or(status.filter({ hasText: over }))).toBeVisible();
    if (over.test((await status.textContent())!)) break;
    // What the table has seen so far: a move of this seat always adds to it (a team, a vote's result, a
    // quest's, the game's end), even where the next turn asks the same again.
    const before = await seen();
    const button = (name: string | RegExp) => move.getByRole('button', { name });
    if (await button('Propose team').isVisible()) {
      // Itself, then the players its role card does not name as evil (an evil player picks good ones to sabotage).
      const size = Number(/Choose (\d) players/.exec((await move.textContent())!)![1]);
      const team = [0, ...[1, 2, 3, 4].filter((s) => !known.includes(s)), ...[1, 2, 3, 4].filter((s) => known.includes(s))].slice(0, size);
      for (const seat of team) await move.getByRole('checkbox', { name: new RegExp(`^Player ${seat}\\b`) }).check();
      await button('Propose team').click();
    } else if (await button('Approve team').isVisible()) {
      const team = numbers(/proposes (.*) for quest/.exec((await move.textContent())!)![1]!);
      const approve = evil || !team.some((s) => known.includes(s));
      await button(approve ? 'Approve team' : 'Reject team').click();
    } else if (await button('Play pass').isVisible()) {
      await button(evil ? 'Play fail' : 'Play pass').click();
    } else if (await button(/^Name Player \d as Merlin$/).first().isVisible()) {
      await button(/^Name Player \d as Merlin$/).first().click();
    } else {
      for (const seat of [1, 2, 3, 4]) await move.getByRole('slider', { name: `Chance Player ${seat} is good` }).fill(known.includes(seat) ? '0' : '100');
      await button('Submit beliefs').click();
    }
    await expect.poll(seen).not.toBe(before);
  }

  await expect(board.getByRole('list', { name: 'Quests' })).toContainText(/succeeded|failed/);
  const players = board.getByRole('table', { name: 'Players' });
  await expect(players.getByRole('columnheader', { name: 'Role' })).toHaveCount(0);
  await board.getByLabel('Reveal roles').check();
  const roles = await players.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[2]!.textContent!.trim()));
  expect([...roles].sort()).toEqual(['Assassin', 'Merlin', 'Minion of Mordred', 'Servant of Arthur', 'Servant of Arthur']);
  expect(heading).toContain(roles[0]);
  for (const seat of known) expect(roles[seat]).toMatch(/Assassin|Minion/);
});
