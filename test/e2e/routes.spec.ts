/** Links that lead nowhere say so, and every game's rules are a click from the home page and from its Play page. */
import { expect, test } from '@playwright/test';

for (const [hash, what] of [
  ['#/nonsense', 'page “#/nonsense”'],
  ['#/%', 'page “#/%”'],
  ['#/play/%ZZ', 'game “%ZZ”'],
  ['#/rules/chess', 'game “chess”'],
]) {
  test(`${hash} shows the not-found page`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`./${hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText(`There is no ${what} in Fogplay.`)).toBeVisible();
    await page.getByRole('link', { name: 'Game of 24' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Game of 24' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a Play link with an unknown variant names it and offers the game’s variants', async ({ page }) => {
  await page.goto('./#/play/guess-number?variant=nope');
  const unknown = page.getByRole('alert', { name: 'Unknown variant' });
  await expect(unknown).toContainText('Guess Number has no variant “nope”.');
  await expect(page.getByRole('button', { name: 'Start game' })).toHaveCount(0);
  await unknown.getByRole('link', { name: 'Ten guesses' }).click();
  await expect(page.getByLabel('Variant')).toHaveValue('ten');
  await expect(page.getByText('A harder limit for people: 10 guesses, ending at the right one.')).toBeVisible();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('region', { name: 'Guess Number board' })).toBeVisible();
});

test('the rules of Avalon are a click from its home card, and from its Play page', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'How to play Avalon, and what its paper measured' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avalon: how to play' })).toBeVisible();
  for (const section of ['Who sits where', 'How to play', 'Variants', 'What the paper measured', 'What the numbers of a batch mean']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  for (const words of ['Merlin and two Servants of Arthur', 'the Assassin names the player they think is Merlin', 'one fail card is enough to fail the quest', 'a majority (three of five) approves it']) {
    await expect(page.getByText(words)).toBeVisible();
  }
  await expect(page.getByRole('definition').filter({ hasText: 'Of the games that reached the assassination, how often the Assassin named Merlin.' })).toBeVisible();
  await page.getByRole('link', { name: 'AvalonBench: Assassin', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Variant' })).toHaveValue('avalonbench-assassin');
  await page.getByRole('link', { name: 'How to play, and what the paper measured' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avalon: how to play' })).toBeVisible();
});

test('a rules page lays out the paper’s figures, and apart from them a review’s, with the review as their source', async ({ page }) => {
  await page.goto('./#/rules/game24');
  const paper = page.getByRole('region', { name: 'The paper’s figures' });
  await expect(paper.getByRole('row', { name: /Tree of Thoughts \(b = 5\) GPT-4 74\.0%/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Figures a review of the paper reports' })).toHaveCount(0);

  await page.goto('./#/rules/situation-puzzles');
  await expect(page.getByRole('region', { name: 'The paper’s figures' })).toHaveCount(0);
  const review = page.getByRole('region', { name: 'Figures a review of the paper reports' });
  await expect(review.getByRole('row', { name: /GPT-4o \(headline\) GPT-4o 63\.0% 44\.0% Published: Reported in a published review of the paper/ })).toBeVisible();
  await expect(review.getByRole('link')).toHaveCount(0);
  await expect(review.getByRole('term').filter({ hasText: 'Human, outcome: 80–100%' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^A model’s thinking/ })).toContainText('AR-Bench reads the whole reply, the thinking included');

  await page.goto('./#/rules/situation-puzzles-judge-check');
  await expect(page.getByRole('region', { name: 'Figures a review of the paper reports' }).getByRole('row', { name: /Llama-3\.1-405B as judge \(200 questions GPT-4o asked\) .* 96\.0%/ })).toBeVisible();
});

test('a page whose code cannot be fetched says so, and the others still open', async ({ page, context }) => {
  // As after an update, when an open tab asks for a file the new version no longer has.
  await context.route(/\/assets\/Models-[^/]*\.js$/, (route) => route.abort());
  await page.goto('./#/models');
  await expect(page.getByRole('alert')).toHaveText(/^This page could not be loaded: the app may have been updated since this tab opened/);
  await page.getByRole('link', { name: 'Runs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Runs' })).toBeVisible();
});
