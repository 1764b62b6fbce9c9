/**
 * Threads for a model on the CPU. A static host such as GitHub Pages sends no headers of the
 * app's own, so the first visit is not cross-origin isolated and wllama gets one thread; the
 * service worker adds COOP and COEP to what it serves, so once it controls the page (a reload)
 * the page is isolated, and llama.cpp runs on one thread or more, whichever a probe after loading
 * finds faster: the page says which and why, and the run records it. Once two probes in a row
 * chose the same count, it is kept for the model's next load on this device, which needs no probe.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { tinyGguf } from '../model/tiny-gguf';
import { exported } from './play';
import { startStaticHost, type StaticHost } from './static-host';
import { SLOWER } from '../slower';

let host: StaticHost;
test.beforeEach(async () => {
  host = await startStaticHost();
});
test.afterEach(async () => host.close());

/** The probe's outcome: the rates of two threads against one, or two threads stopped for taking longer than one thread's whole probe. */
const PROBED = /on the CPU \((one thread|2 threads): 2 threads (?:read the prompt at ([\d.]+)× and wrote at ([\d.]+)× one thread's speed|(took longer) than the [\d.]+ s one thread took) in a probe after loading\), 8,192 tokens of context\./;

test('after the service worker takes over, the page is cross-origin isolated, a probe chooses one thread or more, and never more that were slower', async ({ page }) => {
  // Threads that wait on each other crawl when other work holds the cores: a shared machine may take minutes.
  test.setTimeout(240_000 * SLOWER);
  // A computer of 4 logical cores: one thread is probed against 2 (half of them) once isolated.
  await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 4 }));
  await page.goto(`${host.base}#/models`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
  await page.getByText('A GGUF from a URL or from a file').click();
  await page.getByLabel('GGUF file').setInputFiles({ name: 'tiny.gguf', mimeType: 'application/octet-stream', buffer: Buffer.from(tinyGguf(1)) });
  const status = page.getByRole('status').filter({ hasText: 'is loaded and ready' });
  await expect(status).toContainText('tiny is loaded and ready, on the CPU (one thread: the page is not cross-origin isolated, which threads need), 8,192 tokens of context.', { timeout: 180_000 * SLOWER });

  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null && crossOriginIsolated)).toBe(true);
  await page.getByText('A GGUF from a URL or from a file').click();
  await page.getByLabel('GGUF file').setInputFiles({ name: 'tiny.gguf', mimeType: 'application/octet-stream', buffer: Buffer.from(tinyGguf(1)) });
  await expect(status).toContainText(PROBED, { timeout: 180_000 * SLOWER });
  const [, chosen, prompt, decode, stopped] = PROBED.exec((await status.textContent())!)!;
  const faster = !stopped && Number(prompt) >= 1 && Number(decode) >= 1;
  expect(chosen).toBe(faster ? '2 threads' : 'one thread');
  // The probe loaded both builds; the page names the one kept.
  const build = faster ? 'Fogplay’s threaded build with relaxed-SIMD kernels' : 'Fogplay’s build with relaxed-SIMD kernels';
  await expect(status).toContainText(`llama.cpp runs as ${build}, since this browser has relaxed SIMD.`);

  // It generates on those threads: text streams in, then the reply is stopped. At the largest
  // limit the generated model's reply runs on for thousands of tokens, so Stop lands mid-reply;
  // the first text is awaited for as long as the test may take (the test's own limit), not a minute.
  await page.getByRole('textbox', { name: 'Message' }).fill('Your guess?');
  await page.getByLabel('Token limit').fill('8000');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByLabel('Reply')).not.toBeEmpty({ timeout: 0 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Stopped.', { exact: true })).toBeVisible();

  // A game played on the model records its threads with the seat's settings.
  await page.goto(`${host.base}#/play/guess-number?variant=ten`);
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await page.getByLabel('Prompts').selectOption({ label: 'AR-Bench (free text), constrained by a grammar' });
  await page.getByLabel('Max tokens per reply').fill('16');
  await page.getByLabel('Puzzle number (optional)').fill('11');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText(/^(Solved in \d+ guess(es)?!|Not solved in 10 guesses\.)$/)).toBeVisible({ timeout: 0 });
  const record = await exported(page);
  expect(record.players[0]!.settings).toMatchObject({ threads: faster ? 2 : 1 });

  // One probe's choice serves its own load: the next load probes again, until two probes in a row
  // choose the same count. Each load in a page of its own, so that no earlier load's status is read.
  const loadAgain = async () => {
    await page.goto(`${host.base}#/models`);
    await page.reload();
    await page.getByText('A GGUF from a URL or from a file').click();
    await page.getByLabel('GGUF file').setInputFiles({ name: 'tiny.gguf', mimeType: 'application/octet-stream', buffer: Buffer.from(tinyGguf(1)) });
  };
  let last = chosen;
  for (let probes = 2; ; probes++) {
    expect(probes, 'probes before two in a row agreed').toBeLessThanOrEqual(5);
    await loadAgain();
    await expect(status).toContainText(PROBED, { timeout: 180_000 * SLOWER });
    const [, now] = PROBED.exec((await status.textContent())!)!;
    if (now === last) break;
    last = now!;
  }
  // Then a load takes that count, kept for this device, with no probe; the page says so, and may probe again.
  await loadAgain();
  await expect(status).toContainText(`tiny is loaded and ready, on the CPU (${last}: as the last 2 probes on this device chose for this model), 8,192 tokens of context.`, { timeout: 180_000 * SLOWER });
  await page.getByRole('button', { name: 'Probe the threads again' }).click();
  await expect(status).toContainText(PROBED, { timeout: 180_000 * SLOWER });
  await expect(page.getByRole('button', { name: 'Probe the threads again' })).toHaveCount(0);
});

test('the preview server sends the isolation headers, as dist/_headers gives hosts, so the page is isolated from the first visit', async ({ page, request }) => {
  const headers = (await request.get('./')).headers();
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-embedder-policy']).toBe('require-corp');
  expect(readFileSync('dist/_headers', 'utf8')).toContain('  Cross-Origin-Opener-Policy: same-origin\n  Cross-Origin-Embedder-Policy: require-corp\n');
  await page.goto('./#/models');
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
});
