/** A share link's QR code, for a class to open it from phones: shown on request, its encoder loaded only then. */
import { expect, test } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { renderSVG } from 'uqr';

/** The built scripts holding the QR encoder, known by its error text. */
async function qrFiles(): Promise<string[]> {
  const dir = new URL('../../dist/assets/', import.meta.url);
  const scripts = (await readdir(dir)).filter((name) => name.endsWith('.js'));
  const holds = await Promise.all(scripts.map(async (name) => (await readFile(new URL(name, dir), 'utf8')).includes('Data too long')));
  return scripts.filter((_, i) => holds[i]);
}

test('“Show QR code” draws the puzzle link as a QR code, loading the encoder only then', async ({ page }) => {
  const encoder = await qrFiles();
  expect(encoder, 'the encoder is in the build, in its own chunk').toHaveLength(1);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('./#/play/guess-number?player=bot');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('link', { name: 'Open this run' })).toBeVisible();
  expect(requested.filter((path) => path.endsWith(encoder[0]!))).toEqual([]);

  await page.getByRole('button', { name: 'Show QR code' }).click();
  const code = page.getByRole('img', { name: 'QR code of the puzzle link' });
  await expect(code).toBeVisible();
  expect(requested.filter((path) => path.endsWith(encoder[0]!))).toHaveLength(1);
  // The code is the link's: the same encoder, given the link shown beside it, draws the same picture.
  const link = await page.getByLabel('The puzzle link').inputValue();
  expect(link).toMatch(/#\/play\/guess-number\?/);
  const src = await code.getAttribute('src');
  expect(decodeURIComponent(src!.replace(/^data:image\/svg\+xml,/, ''))).toBe(renderSVG(link, { ecc: 'L', border: 2 }));
  // Not wider than a phone's screen.
  await page.setViewportSize({ width: 360, height: 800 });
  expect((await code.boundingBox())!.width).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Hide QR code' }).click();
  await expect(code).toHaveCount(0);
});
