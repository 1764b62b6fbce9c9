/**
 * A returning visitor's browser keeps the CPU engine compiled. V8 compiles llama.cpp's WebAssembly
 * at every load, and again as its functions grow hot; Chromium keeps the machine code it made
 * beside the response the module came from, and uses it on a later load of that same response.
 * The service worker serves the engine's builds from its cache as they were stored, so from a
 * later visit on the build is read from Chromium's code cache instead of compiled again (V8's
 * trace names which way each load went).
 */
import { chromium, expect, test } from '@playwright/test';
import { watch } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tinyGguf } from '../model/tiny-gguf';
import { findChromium, QUIET } from './chromium';
import { SLOWER } from '../slower';
import { fromCodeCache, wasmEvents } from '../wasm-trace';

/** Visits allowed before the code must have come from the cache (a visit that compiles keeps its code for the next). */
const VISITS = 5;

/** Replies a visit may write before Chromium must have written to its code cache (one has sufficed). */
const REPLIES = 6;

test('a later visit runs the CPU engine from the code Chromium kept, not compiled again', async ({ baseURL }) => {
  test.setTimeout(VISITS * 120_000 * SLOWER);
  // The code cache lives in the profile, on disk.
  const profile = await mkdtemp(join(tmpdir(), 'fogplay-profile-'));
  const codeCache = join(profile, 'Default', 'Code Cache', 'wasm');
  await mkdir(codeCache, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, { executablePath: findChromium(), args: QUIET, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('./#/models');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const model = { name: 'tiny.gguf', mimeType: 'application/octet-stream', buffer: Buffer.from(tinyGguf(1)) };
    let visits = 0;
    let fromCache = false;
    while (!fromCache && visits < VISITS) {
      visits++;
      // V8 keeps a module's code once enough of it is hot and its compiler has been idle a while:
      // the visit ends with the reply during which Chromium wrote to its code cache.
      let written = false;
      const watcher = watch(codeCache, () => (written = true));
      try {
        const events = await wasmEvents(cdp, async () => {
          await page.reload();
          await page.getByText('A GGUF from a URL or from a file').click();
          await page.getByLabel('GGUF file').setInputFiles(model);
          await expect(page.getByRole('status').filter({ hasText: 'is loaded and ready' })).toBeVisible({ timeout: 0 });
          await page.getByRole('textbox', { name: 'Message' }).fill('Your guess?');
          await page.getByLabel('Token limit').fill('512');
          const send = page.getByRole('button', { name: 'Send' });
          for (let reply = 0; reply < REPLIES && !written; reply++) {
            // Sending disables the button until the reply is done.
            await send.click();
            await expect(send).toBeEnabled({ timeout: 0 });
            await expect(page.getByText(/\d+ tokens, \d+(\.\d)? tokens\/s, first token after \d+ ms\./)).toBeVisible();
          }
        });
        expect(written, `Chromium wrote nothing to its code cache over ${REPLIES} replies of visit ${visits}`).toBe(true);
        // Every load streams its module; one read from the cache is not compiled.
        expect(events.map(({ name }) => name)).toContain('wasm.StartStreamingCompilation');
        fromCache = fromCodeCache(events);
      } finally {
        watcher.close();
      }
    }
    expect(fromCache, `the build was compiled anew at each of ${visits} visits`).toBe(true);
    expect(visits).toBeGreaterThan(1);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
