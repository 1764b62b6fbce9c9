/**
 * A GGUF opened from a file (a USB stick, no download) is kept in the browser's private file
 * system, listed after a reload beside the downloaded models, loaded from the list and deleted.
 * Playwright's context keeps its storage in memory, which a reload of the same page keeps.
 */
import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { tinyGguf } from '../model/tiny-gguf';

const MODEL = tinyGguf(1);
const SIZE = `${Math.round(MODEL.length / 1e3)} KB`;
const NONE = 'None yet. A model is stored the first time it loads.';

// Each test loads a model two or three times.
test.slow();

const ready = (page: Page) => page.getByRole('status').filter({ hasText: 'is loaded and ready' });
const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });

async function openFile(page: Page, name: string, bytes = MODEL) {
  const details = page.locator('details').filter({ hasText: 'A GGUF from a URL or from a file' });
  if (!(await details.getAttribute('open'))) await details.getByText('A GGUF from a URL or from a file').click();
  await page.getByLabel('GGUF file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
}

/** Waits until `name` is kept, and checks the page says what the browser answered to the request for persistent storage. */
async function kept(page: Page, name: string) {
  const status = page.getByRole('status').filter({ hasText: `${name} is kept in this browser` });
  await expect(status).toBeVisible();
  const granted = await page.evaluate(() => navigator.storage.persisted());
  await expect(status).toContainText(granted ? 'The browser granted persistent storage' : 'The browser did not grant persistent storage');
}

test('a GGUF opened from a file is kept: listed after a reload with its size, loaded from the list with no file dialog, replaced by the same file, and deleted', async ({ page }) => {
  await page.goto('./#/models');
  await expect(page.getByText(NONE)).toBeVisible();
  await openFile(page, 'usb-stick.gguf');
  await expect(ready(page)).toContainText('usb-stick is loaded and ready, on the CPU');
  await expect(ready(page)).toContainText(`Its runs record it by its file's SHA-256, ${createHash('sha256').update(MODEL).digest('hex').slice(0, 12)}…`);
  await kept(page, 'usb-stick.gguf');

  await page.reload();
  const stored = row(page, 'usb-stick.gguf');
  await expect(stored).toContainText('GGUF from a file, for the CPU');
  await expect(stored).toContainText(SIZE);
  await expect(page.getByText(`The models listed take ${SIZE}.`)).toBeVisible();
  await expect(page.getByText(/^This site stores .+ in all, of the .+ the browser allows it\.$/)).toBeVisible();

  // Loaded from the list, it is known by the hash kept beside it, not read again: a record altered to
  // another hash is what the load says.
  const other = 'f'.repeat(64);
  await page.evaluate(async (hash) => {
    const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('gguf-files');
    for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys()) {
      if (!name.endsWith('.json')) continue;
      const handle = await folder.getFileHandle(name);
      const record = JSON.parse(await (await handle.getFile()).text()) as object;
      const writable = await handle.createWritable();
      await writable.write(JSON.stringify({ ...record, sha256: hash }));
      await writable.close();
    }
  }, other);
  await stored.getByRole('button', { name: 'Load usb-stick.gguf' }).click();
  await expect(ready(page)).toContainText('usb-stick is loaded and ready, on the CPU');
  await expect(ready(page)).toContainText(`Its runs record it by its file's SHA-256, ${other.slice(0, 12)}…, and its quantisation, Q8_0.`);
  // It plays a turn: the try-out chat streams a reply from the stored weights.
  await page.getByRole('textbox', { name: 'Message' }).fill('Your guess?');
  await page.getByLabel('Token limit').fill('16');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/\d+ tokens, \d+(\.\d)? tokens\/s/)).toBeVisible();

  // The same name and size again replaces the stored copy.
  await openFile(page, 'usb-stick.gguf');
  await expect(ready(page)).toContainText('usb-stick is loaded and ready');
  await kept(page, 'usb-stick.gguf');
  await page.reload();
  await expect(stored).toContainText(SIZE);
  await expect(stored).toHaveCount(1);

  await stored.getByRole('button', { name: 'Delete usb-stick.gguf' }).click();
  await expect(page.getByText(NONE)).toBeVisible();
  await page.reload();
  await expect(page.getByText(NONE)).toBeVisible();
});

test('a full disk while keeping a file: the model is loaded for this visit, nothing partial is listed, and what was stored stays', async ({ page, context }) => {
  // The app's offline copy grows in the background: the service worker first installs, then keeps
  // wllama's code and WebAssembly once a load fetches them through it. The room is measured after.
  await page.goto('./#/models');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise<void>((resolve) => registration.active!.addEventListener('statechange', () => resolve()));
    }
  });
  await page.reload();
  await openFile(page, 'first.gguf');
  await expect(ready(page)).toContainText('first is loaded and ready');
  await kept(page, 'first.gguf');
  // The worker and Fogplay's builds for one thread and for two, which the probe loads: each its glue and its WebAssembly.
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('fogplay-wllama')).keys()).length)).toBe(5);

  // Simulates a full disk: the browser itself refuses the room, as a real quota would, since the model is stored from a worker.
  const cdp = await context.newCDPSession(page);
  const { usage } = await page.evaluate(() => navigator.storage.estimate());
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin, quotaSize: usage! + MODEL.length / 2 });
  await openFile(page, 'second.gguf');
  await expect(ready(page)).toContainText('second is loaded and ready');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    'second.gguf is loaded for this visit, but the browser has no room left to keep it. To free space, delete models you no longer need with their Delete buttons on the Models page, then open the file again.',
  );
  await expect(row(page, 'first.gguf')).toContainText(SIZE);
  await expect(row(page, 'second.gguf')).toHaveCount(0);
  // The page stays usable: the model answers.
  await page.getByLabel('Token limit').fill('16');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/\d+ tokens, \d+(\.\d)? tokens\/s/)).toBeVisible();

  await page.reload();
  await expect(row(page, 'first.gguf')).toContainText(SIZE);
  await expect(row(page, 'second.gguf')).toHaveCount(0);

  // As the message says: deleting a model makes room.
  await row(page, 'first.gguf').getByRole('button', { name: 'Delete first.gguf' }).click();
  await expect(page.getByText(NONE)).toBeVisible();
  await openFile(page, 'second.gguf');
  await expect(ready(page)).toContainText('second is loaded and ready');
  await kept(page, 'second.gguf');
  await expect(row(page, 'second.gguf')).toContainText(SIZE);
});

/** Changes the stored bytes of `name` in place, as a damaged disk would. */
function damage(page: Page, name: string, how: 'header' | 'cut') {
  return page.evaluate(
    async ({ name, how }) => {
      const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('gguf-files');
      for await (const [entry, handle] of folder as unknown as AsyncIterable<[string, FileSystemFileHandle]>) {
        if (!entry.endsWith('.json') || JSON.parse(await (await handle.getFile()).text()).name !== name) continue;
        const writable = await (await folder.getFileHandle(entry.replace(/\.json$/, '.gguf'))).createWritable({ keepExistingData: true });
        await (how === 'header' ? writable.write({ type: 'write', position: 0, data: 'NOPE' }) : writable.truncate(1000));
        await writable.close();
        return;
      }
      throw new Error(`${name} is not stored`);
    },
    { name, how },
  );
}

test('a stored file that is damaged says so in words, and can be deleted', async ({ page }) => {
  await page.goto('./#/models');
  for (const name of ['damaged.gguf', 'cut.gguf']) {
    await openFile(page, name);
    await expect(ready(page)).toContainText(`${name.replace('.gguf', '')} is loaded and ready`);
    await kept(page, name);
  }
  await damage(page, 'damaged.gguf', 'header');
  await damage(page, 'cut.gguf', 'cut');
  await page.reload();

  // A copy cut short is never offered as whole.
  const cut = row(page, 'cut.gguf');
  await expect(cut).toContainText('Incomplete: only part of the file was stored. Delete it, then open the file again.');
  await expect(cut.getByRole('button', { name: 'Load cut.gguf' })).toHaveCount(0);

  const damaged = row(page, 'damaged.gguf');
  await damaged.getByRole('button', { name: 'Load damaged.gguf' }).click();
  await expect(page.getByRole('alert')).toContainText('The model could not be loaded: damaged.gguf is not a GGUF model');
  await expect(damaged).toContainText('This stored copy could not be loaded: damaged.gguf is not a GGUF model: it does not begin with “GGUF”. Delete it, then open the file again.');

  await damaged.getByRole('button', { name: 'Delete damaged.gguf' }).click();
  await cut.getByRole('button', { name: 'Delete cut.gguf' }).click();
  await expect(page.getByText(NONE)).toBeVisible();
  await page.reload();
  await expect(page.getByText(NONE)).toBeVisible();
});
