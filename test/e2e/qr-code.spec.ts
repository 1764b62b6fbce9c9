/**
 * Share links reach a class: a QR code a phone reads across a room, shown full screen on request, its
 * encoder loaded only then; links on a page at 127.0.0.1 point at the computer's network address,
 * and a phone opens them there.
 */
import { devices, expect, test, type Locator } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { renderSVG } from 'uqr';
import { preview, type PreviewServer } from 'vite';

/** The built scripts holding the QR encoder, known by its error text. */
async function qrFiles(): Promise<string[]> {
  const dir = new URL('../../dist/assets/', import.meta.url);
  const scripts = (await readdir(dir)).filter((name) => name.endsWith('.js'));
  const holds = await Promise.all(scripts.map(async (name) => (await readFile(new URL(name, dir), 'utf8')).includes('Data too long')));
  return scripts.filter((_, i) => holds[i]);
}

/** Screen pixels a side of one module of a drawn QR code: its width over the modules a side, quiet zone included. */
async function pixelsPerModule(code: Locator): Promise<number> {
  const svg = decodeURIComponent((await code.getAttribute('src'))!);
  // The drawing's side in its own units, over one module's (a square `h10v10`).
  const modules = Number(/viewBox="0 0 (\d+) /.exec(svg)![1]) / Number(/h(\d+)v\1/.exec(svg)![1]);
  return (await code.boundingBox())!.width / modules;
}

test.describe('at 1920 × 1080, as on a projector', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('“Show QR code” draws the puzzle link full screen, readable across a room, loading the encoder only then', async ({ page }) => {
    const encoder = await qrFiles();
    expect(encoder, 'the encoder is in the build, in its own chunk').toHaveLength(1);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto('./#/play/guess-number?player=bot');
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByRole('link', { name: 'Open this run' })).toBeVisible();
    expect(requested.filter((path) => path.endsWith(encoder[0]!))).toEqual([]);
    // The preview server listens on 127.0.0.1 alone: the page says no phone can open its links.
    await expect(page.getByRole('note')).toHaveText(/^This page's address, 127\.0\.0\.1:\d+, opens only on this computer, so a phone cannot open this link\./);

    await page.getByRole('button', { name: 'Show QR code' }).click();
    const code = page.getByRole('dialog', { name: 'puzzle link as a QR code' }).getByRole('img', { name: 'QR code of the puzzle link' });
    await expect(code).toBeInViewport({ ratio: 1 });
    expect(requested.filter((path) => path.endsWith(encoder[0]!))).toHaveLength(1);
    // The code is the link's: the same encoder, given the link shown beside it, draws the same picture.
    const link = await page.getByRole('dialog').getByText(/#\/p\/guess-number\//).textContent();
    expect(link).toBe(await page.getByLabel('The puzzle link').inputValue());
    const src = await code.getAttribute('src');
    expect(decodeURIComponent(src!.replace(/^data:image\/svg\+xml,/, ''))).toBe(renderSVG(link!, { ecc: 'L', border: 2 }));
    expect(await pixelsPerModule(code), 'pixels a module on a 1080p projector').toBeGreaterThanOrEqual(10);

    // On a phone's screen, it fits the screen, still with modules a camera can tell apart.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(code).toBeInViewport({ ratio: 1 });
    expect(await pixelsPerModule(code), 'pixels a module on a 360 px phone').toBeGreaterThanOrEqual(4);

    await page.getByRole('button', { name: 'Close the QR code' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('a replay too long for a readable QR code offers a file instead of an unreadable code', async ({ page }) => {
  await page.goto('./#/play/guess-number?player=bot');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('link', { name: 'Open this run' }).click();
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^This replay link has [\d,]+ characters, too many for a QR code a phone can read from across a room\. Download it as a file/);
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as a file' }).click();
  const episode = JSON.parse(await readFile(await (await download).path(), 'utf8')) as { game: string; status: string };
  expect(episode).toMatchObject({ game: 'guess-number', status: 'finished' });
});

test.describe('served on the local network', () => {
  let server: PreviewServer;
  test.beforeAll(async () => {
    // `npm run classroom`'s server: the built app on every address of this machine.
    server = await preview({ configFile: 'vite.config.ts', preview: { host: true, port: 0, open: false }, logLevel: 'silent' });
  });
  test.afterAll(() => server.close());

  test('a puzzle link made at 127.0.0.1 points at the network address, and a phone opens it there on the board', async ({ page, browser }) => {
    const { port } = server.httpServer.address() as { port: number };
    const network = server.resolvedUrls?.network ?? [];
    test.skip(network.length === 0, 'This machine has no network address other than 127.0.0.1.');
    await page.goto(`http://127.0.0.1:${port}/#/play/guess-number?player=bot`);
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('button', { name: 'Copy puzzle link' }).click();
    const link = await page.getByLabel('The puzzle link').inputValue();
    expect(new URL(link).host).not.toMatch(/^127\.|^localhost/);
    expect(network.map((url) => new URL(url).host)).toContain(new URL(link).host);
    await expect(page.getByRole('note')).toHaveCount(0);

    // A phone on the same network: another browser, a phone's screen, the page not a secure context.
    const phone = await browser.newContext({ ...devices['Pixel 5'], viewport: { width: 360, height: 740 } });
    try {
      const student = await phone.newPage();
      await student.goto(link);
      await expect(student.getByRole('region', { name: 'Guess Number board' })).toBeInViewport();
      await student.getByLabel('Your guess').fill('1234');
      await student.getByRole('button', { name: 'Guess' }).click();
      await expect(student.getByRole('region', { name: 'Guess Number board' }).getByText('1234')).toBeVisible();
    } finally {
      await phone.close();
    }
  });
});
