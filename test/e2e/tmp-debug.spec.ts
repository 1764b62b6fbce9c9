import { test } from '@playwright/test';
test.use({ viewport: { width: 360, height: 740 } });
test('debug', async ({ page }) => {
  for (const on of ['off', 'on']) {
    await page.addInitScript((v) => localStorage.setItem('fogplay.projector', v), on);
    for (const url of ['./#/leaderboard', './#/models', './#/evaluate']) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      console.log(on, url, await page.evaluate(() => { const b = document.querySelector('button.theme')!.getBoundingClientRect(); const n = document.querySelector('nav')!; return `${Math.round(b.right * 10) / 10} nav=${n.scrollWidth}/${n.clientWidth} ${getComputedStyle(n).overflowX} doc=${document.documentElement.scrollWidth}`; }));
    }
  }
});
