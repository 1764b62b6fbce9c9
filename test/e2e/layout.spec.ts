/**
 * Every page fits the screen from a phone (360 px) to a projector (1920 px): nothing wider than the
 * viewport, so no page scrolls sideways (a wide table may scroll inside its own box); no word or
 * number split across two lines ("succeede d", "10 0.0 %"); a plot's text at least 11 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { guessFromConversation } from '../guess-number-server';
import { startScriptedServer } from '../openai-server';
import { useServerModel } from './play';

const WIDTHS = [360, 768, 1280, 1920];

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

/**
 * Words (of at most 24 characters: a longer one may have to break on a phone) that a line break
 * splits, and plot text drawn smaller than 11 px.
 */
async function readability(page: Page): Promise<{ split: string[]; small: string[] }> {
  return page.evaluate(() => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.parentElement || node.parentElement.closest('pre, textarea, svg, .visually-hidden, option')) continue;
      // Text hidden for screen readers only, in a box a pixel wide.
      if (node.parentElement.closest('thead')?.getBoundingClientRect().width === 1) continue;
      // A hyphen, a dash or a slash is a fair place to break a line, and a web address longer than a line breaks where it must.
      for (const word of node.data.matchAll(/https?:\/\/\S+|[^\s\-\u2010-\u2015/]{2,24}/g)) {
        if (word[0].startsWith('http')) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
        if (lines.size > 1) split.push(`“${word[0]}” in “${node.data.trim().slice(0, 40)}”`);
      }
    }
    const small = [...document.querySelectorAll('svg text')].flatMap((text) => {
      const svg = text.closest('svg')!;
      const scale = svg.viewBox.baseVal?.width ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1;
      const size = parseFloat(getComputedStyle(text).fontSize) * scale;
      return size > 0 && size < 11 ? [`“${text.textContent}” at ${size.toFixed(1)} px`] : [];
    });
    return { split, small };
  });
}

async function expectFits(page: Page, what: string) {
  const { pageWidth, viewport, wide } = await overflow(page);
  expect.soft(wide, `${what} at ${viewport} px: elements past the edge`).toEqual([]);
  expect.soft(pageWidth, `${what} at ${viewport} px: the page's width`).toBeLessThanOrEqual(viewport);
  const { split, small } = await readability(page);
  expect.soft(split, `${what} at ${viewport} px: words split across lines`).toEqual([]);
  expect.soft(small, `${what} at ${viewport} px: plot text under 11 px`).toEqual([]);
}

async function visit(page: Page, url: string, heading: string | RegExp, what: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectFits(page, what);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const projectorView of [false, true]) {
      test(`the home, runs, models and not-found pages, a run and a shared replay fit${projectorView ? ', in projector view' : ''}`, async ({ page }) => {
        if (projectorView) await page.addInitScript(() => localStorage.setItem('fogplay.projector', 'on'));
        await visit(page, './', 'Games of incomplete information', 'the home page');
        await expect(page.getByRole('button', { name: 'Projector view' })).toHaveAttribute('aria-pressed', String(projectorView));
        await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInViewport();
        // The navigation is one line.
        const nav = page.getByRole('navigation', { name: 'Main' });
        // Of the items shown: on a phone the brand gives its room to the links.
        const middles = await nav.locator('a:visible, button:visible').evaluateAll((items) => items.map((item) => (item as HTMLElement).offsetTop + (item as HTMLElement).offsetHeight / 2));
        expect(Math.max(...middles) - Math.min(...middles), 'the navigation’s items on one line').toBeLessThan(8);
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
    }

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

test.describe('on a phone, 360 × 740 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every game opens a person on a variant for people, the benchmark’s first among the others, and Start lands on the board with the focus in it', async ({ page }) => {
    test.slow();
    await page.goto('./');
    // The games, the home page's first list; the checks after them judge a model, not a person.
    const games = page.getByRole('list').first().getByRole('link', { name: /^Play .* yourself$/ });
    const ids = await games.evaluateAll((links) => links.map((a) => /#\/play\/([^?]+)/.exec(a.getAttribute('href')!)![1]!));
    expect(ids.length).toBe(7);
    for (const id of ids) {
      await page.goto(`./#/play/${id}`);
      const variant = page.getByLabel('Variant');
      const options = await variant.locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
      expect(await variant.inputValue(), `${id} opens on the benchmark’s variant`).not.toBe(options[0]);
      await page.getByRole('button', { name: 'Start game' }).click();
      const board = page.getByRole('region', { name: / board$/ }).or(page.getByRole('region', { name: 'Hand-over' }));
      await expect(board, id).toBeInViewport();
      expect(await board.evaluate((el) => el.contains(document.activeElement)), `${id}: the focus is in the board`).toBe(true);
      const top = (await board.boundingBox())!.y;
      expect(top, `${id}: the board's top on screen`).toBeLessThan(740 / 2);
    }
  });

  test('a batch’s results, a run’s summary and the comparison of two runs fit, the menu ends on the screen, and a select shows its whole choice', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (let i = 0; i < 2; i++) {
      await page.goto('./#/batch/detective-cases');
      await page.getByRole('spinbutton', { name: 'Episodes' }).fill('3');
      await page.getByRole('button', { name: 'Run batch' }).click();
      await expect(page.getByRole('table', { name: 'Summary of 3 finished episodes' })).toBeVisible();
    }
    await expectFits(page, 'a batch’s results');
    // The menu is widest on the Leaderboard, its link in bold.
    for (const url of ['./#/batch/detective-cases', './#/leaderboard']) {
      await page.goto(url);
      const theme = (await nav.getByRole('button', { name: /Switch to (dark|light) theme/ }).boundingBox())!;
      expect(theme.x + theme.width, `${url}: the theme button’s right edge`).toBeLessThanOrEqual(360);
    }
    await page.goto('./#/batch/detective-cases');
    await page.goto('./#/runs');
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('table', { name: 'Summary of 3 finished episodes' })).toBeVisible();
    await expectFits(page, 'a run’s summary');
    await page.goto('./#/runs');
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(1).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    await page.getByRole('link', { name: 'Compare selected' }).click();
    await expect(page.getByRole('table', { name: /Each run’s figures/ })).toBeVisible();
    await expectFits(page, 'the comparison of two runs');
    // Every select on the Play pages is wide enough for its chosen option's text.
    for (const id of ['situation-puzzles', 'detective-cases', 'avalon']) {
      await page.goto(`./#/play/${id}`);
      await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
      const cut = await page.locator('select:visible').evaluateAll((selects) =>
        selects.flatMap((select) => {
          const s = select as HTMLSelectElement;
          const probe = document.createElement('span');
          probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(s).font}`;
          probe.textContent = s.selectedOptions[0]?.textContent ?? '';
          document.body.append(probe);
          const needed = probe.getBoundingClientRect().width;
          probe.remove();
          // The text's room: the select's width less its padding and the arrow.
          return needed > s.clientWidth - 28 && s.scrollHeight <= s.clientHeight + 2 ? [`${s.labels[0]?.textContent?.trim().slice(0, 30)}: “${probe.textContent}”`] : [];
        }),
      );
      expect(cut, `${id}: selects that cut their choice`).toEqual([]);
    }
  });

  test('a second tap on the button while a person plays asks before it ends the game', async ({ page }) => {
    await page.goto('./#/play/guess-number');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByLabel('Your guess').fill('0123');
    await page.getByRole('button', { name: 'Guess', exact: true }).click();
    const rows = page.getByRole('table', { name: 'Your guesses and their feedback' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await page.getByRole('button', { name: 'New game' }).click();
    const ask = page.getByRole('alertdialog', { name: 'End this game?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep playing' }).click();
    await expect(ask).toBeHidden();
    await expect(rows).toHaveCount(2);
    await expect(page.getByLabel('Your guess')).toBeFocused();
    await page.getByRole('button', { name: 'New game' }).click();
    await ask.getByRole('button', { name: 'End it and start a new game' }).click();
    await expect(rows).toHaveCount(1);
  });
});

test('in the projector view at 1280 px the detective’s question form is on the board’s first screen, beside the suspects, focused after Start', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('fogplay.projector', 'on'));
  await page.goto('./#/play/detective-cases');
  await page.getByRole('button', { name: 'Start game' }).click();
  const board = page.getByRole('region', { name: 'Detective case board' });
  const question = board.getByLabel('Your question');
  await expect(question).toBeFocused();
  await expect(question).toBeInViewport();
  const top = (await board.boundingBox())!.y;
  const ask = (await board.getByRole('button', { name: 'Ask' }).boundingBox())!;
  expect(ask.y + ask.height - top, 'the Ask button’s bottom below the board’s top').toBeLessThan(800);
  const suspects = (await board.getByRole('region', { name: 'The suspects' }).boundingBox())!;
  expect(suspects.x, 'the suspects beside the case').toBeGreaterThan(ask.x + 100);
});
