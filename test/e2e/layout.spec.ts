/**
 * Every page fits the screen from a phone (360 px) to a projector: nothing wider than the
 * viewport, so no page scrolls sideways. A wide table may scroll inside its own box.
 */
import { expect, test, type Page } from '@playwright/test';
import { guessFromConversation } from '../guess-number-server';
import { startScriptedServer } from '../openai-server';
import { useServerModel } from './play';

const WIDTHS = [360, 768, 1280];

/** Elements reaching past the viewport's edges, outside any box that scrolls or clips them; with the page's own width. */
async function overflow(page: Page): Promise<{ pageWidth: number; viewport: number; wide: string[] }> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const clipped = (el: Element): boolean => {
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')].flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || (box.right <= viewport + 1 && box.left >= -1) || clipped(el)) return [];
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''}`;
      return [`${name} [${Math.round(box.left)}, ${Math.round(box.right)}] “${(el.textContent ?? '').trim().slice(0, 40)}”`];
    });
    return { pageWidth: document.documentElement.scrollWidth, viewport, wide };
  });
}

async function expectFits(page: Page, what: string) {
  const { pageWidth, viewport, wide } = await overflow(page);
  expect.soft(wide, `${what} at ${viewport} px: elements past the edge`).toEqual([]);
  expect.soft(pageWidth, `${what} at ${viewport} px: the page's width`).toBeLessThanOrEqual(viewport);
}

async function visit(page: Page, url: string, heading: string | RegExp, what: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectFits(page, what);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the home, runs, models and not-found pages, a run and a shared replay fit', async ({ page }) => {
      await visit(page, './', 'Games of incomplete information', 'the home page');
      await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInViewport();
      await visit(page, './#/models', 'Models', 'the Models page');
      await visit(page, './#/nonsense', 'Page not found', 'the not-found page');

      // A short bot game gives a run, its page and a replay link.
      await page.goto('./#/play/guess-number?player=bot');
      await page.getByRole('button', { name: 'Start game' }).click();
      await page.getByRole('link', { name: 'Open this run' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFits(page, 'a run’s page');
      await page.getByRole('button', { name: 'Copy replay link' }).click();
      const link = await page.getByLabel('The replay link').inputValue();
      await visit(page, './#/runs', 'Runs', 'the Runs page');
      // A selection adds its own bar: tags, and a delete that asks first.
      await page.getByRole('table').getByRole('row').nth(1).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Delete 1 selected' }).click();
      await expectFits(page, 'the Runs page with a run selected');
      await visit(page, link, 'Shared replay', 'a shared replay');
    });

    test('the Play page in projector view, with a model’s game and its reasoning log, fits', async ({ page }) => {
      const server = await startScriptedServer(guessFromConversation);
      try {
        await page.goto('./#/play/guess-number');
        await page.getByRole('button', { name: 'Projector view' }).click();
        await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
        await useServerModel(page, server.baseUrl);
        await page.getByRole('button', { name: 'Start game' }).click();
        await expect(page.getByText(/^Solved in \d+ guesses!/)).toBeVisible();
        await expect(page.getByRole('region', { name: 'Reasoning log' }).getByRole('article').first()).toBeVisible();
        await expectFits(page, 'the Play page in projector view');
      } finally {
        await server.close();
      }
    });

    test('every game’s Play page, with its board, its Batch page and its rules page fit', async ({ page }) => {
      test.slow();
      await visit(page, './', 'Games of incomplete information', 'the home page');
      // Every game on the home page, by its Play link (`#/play/<id>?player=human`) and its card's title.
      const cards = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Play .* yourself$/ }) });
      const games = await cards.evaluateAll((items) =>
        items.map((item) => ({ id: /#\/play\/([^?]+)/.exec(item.querySelector('a[href^="#/play/"]')!.getAttribute('href')!)![1]!, title: item.querySelector('h2')!.textContent! })),
      );
      expect(games.length).toBeGreaterThan(5);
      for (const { id, title } of games) {
        await visit(page, `./#/play/${id}`, title, `${id}’s Play page`);
        await page.getByRole('button', { name: 'Start game' }).click();
        await expect(page.getByRole('region', { name: / board$/ })).toBeVisible();
        await expectFits(page, `${id}’s Play page with its board`);
        await visit(page, `./#/batch/${id}`, `Batch run: ${title}`, `${id}’s Batch page`);
        await visit(page, `./#/rules/${id}`, `${title}: how to play`, `${id}’s rules page`);
      }
    });
  });
}
