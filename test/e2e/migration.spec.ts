/**
 * A database an earlier version of the app wrote, one row per event, opened by this one in
 * Chromium: every event is kept, in order, and the runs export as they were played.
 */
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { EpisodeRecord } from '../../src/core/record';
import { maxEntropy } from '../../src/games/guess-number/bots';
import { guessNumber } from '../../src/games/guess-number/game';
import { playEpisode } from '../../src/run/episode';
import { createOldStore, TABLES_V2, TABLES_V4, type OldStore } from './old-store';

test('a database of one row per event opens with every event kept, in order, and exports the same records', async ({ page }) => {
  const params = guessNumber.variants.find((v) => v.id === 'early-stop')!.params;
  const records: EpisodeRecord[] = [];
  for (let index = 0; index < 3; index++) {
    records.push(await playEpisode({ game: guessNumber, variant: 'early-stop', params, seed: 7 + index, index, agents: { player: maxEntropy }, runId: 'older-run' }));
  }
  // Written as the app's version 2 wrote it, before any of its pages opens the database.
  await page.goto('./favicon.svg');
  await createOldStore(page, 2, TABLES_V2);
  // Handed over as text: a record's type is too deep for the page function's parameter.
  await page.evaluate(async (text) => {
    const records = JSON.parse(text) as { id: string; runId: string; game: string; variant: string; params: unknown; seed: number; players: unknown; startedAt: string; events: object[] }[];
    const store = (window as unknown as { oldStore: OldStore }).oldStore;
    await store.write((tx) => {
      const first = records[0]!;
      tx.objectStore('runs').put({
        id: first.runId, game: first.game, variant: first.variant, params: first.params, seed: first.seed, players: first.players,
        episodes: records.length, finished: records.length, status: 'finished', createdAt: first.startedAt,
      });
      for (const { events: _events, ...header } of records) tx.objectStore('episodes').put(header);
      // Events put last first, across episodes: the order they are read back in is the keys'.
      const rows = records.flatMap((r) => r.events.map((event) => ({ ...event, episodeId: r.id })));
      for (const row of rows.reverse()) tx.objectStore('events').put(row);
    });
    store.close();
  }, JSON.stringify(records));

  // However short the update, the page says while it lasts that it is bringing the runs up to date.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.body?.textContent?.includes('Your stored runs are being brought up to date')) return;
      (window as unknown as { sawUpdate: boolean }).sawUpdate = true;
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('./#/runs/older-run');
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript.getByRole('listitem')).toHaveCount(records[0]!.events.length);
  expect(await page.evaluate(() => (window as unknown as { sawUpdate?: boolean }).sawUpdate)).toBe(true);
  // Then checked as an import is: all three hold.
  await expect(page.getByRole('status').filter({ hasText: 'This run was stored by an earlier version of Fogplay and brought up to date.' })).toContainText("All 3 of its episodes hold when checked as an imported file's are.");
  await page.getByRole('button', { name: 'Show episode 3', exact: true }).click();
  await expect(transcript.getByRole('listitem')).toHaveCount(records[2]!.events.length);
  await expect(transcript.getByRole('listitem').last()).toContainText((records[2]!.setup as { secret: string }).secret);

  await page.goto('./#/runs');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all runs (JSON Lines)' }).click()]);
  const exported = (await readFile((await download.path())!, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as EpisodeRecord);
  expect(exported).toEqual(JSON.parse(JSON.stringify(records)));
  const stores = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const request = indexedDB.open('fogplay');
        request.onsuccess = () => {
          resolve([...request.result.objectStoreNames].sort());
          request.result.close();
        };
      }),
  );
  expect(stores).toEqual(['eventParts', 'headerBlocks', 'runs', 'suites']);
});

test('with the disk too full to bring the store up to date, the page says so in a sentence, and the old store is kept whole', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const params = guessNumber.variants.find((v) => v.id === 'early-stop')!.params;
  const record = await playEpisode({ game: guessNumber, variant: 'early-stop', params, seed: 7, agents: { player: maxEntropy }, runId: 'kept-run' });
  await page.goto('./favicon.svg');
  await createOldStore(page, 4, TABLES_V4);
  await page.evaluate(async (text) => {
    const { events, ...header } = JSON.parse(text) as { events: unknown[]; id: string; runId: string; startedAt: string } & Record<string, unknown>;
    const store = (window as unknown as { oldStore: OldStore }).oldStore;
    await store.write((tx) => {
      tx.objectStore('runs').put({ ...header, id: header.runId, episodes: 1, finished: 1, status: 'finished', createdAt: header.startedAt });
      tx.objectStore('episodes').put(header);
      tx.objectStore('eventGroups').put({ episodeId: header.id, runId: header.runId, seq: 0, events });
    });
    store.close();
  }, JSON.stringify(record));
  // Every write fails as on a full disk.
  await page.addInitScript(() => {
    for (const method of ['put', 'add'] as const) {
      IDBObjectStore.prototype[method] = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    }
  });
  await page.goto('./#/runs');
  await expect(page.getByRole('alert')).toHaveText(
    "Fogplay could not bring your stored runs up to date for this version, because the browser's storage for this site is full: the update needs room for a second copy of them while it works. Nothing stored was changed, but your runs cannot be shown until the update is done. To free space, delete downloaded models on the Models page, or other sites' data in the browser's settings; then reload.",
  );
  await expect(page.getByText('This page needs the stored runs.')).toBeVisible();
  // The Models page, where space can be freed, still opens.
  await page.getByRole('link', { name: 'Models' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This page needs the stored runs.')).toHaveCount(0);
  // The store is still the old one, with its rows.
  const kept = await page.evaluate(
    () =>
      new Promise<[number, string[], number]>((resolve) => {
        const open = indexedDB.open('fogplay');
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('episodes').objectStore('episodes').count();
          count.onsuccess = () => (db.close(), resolve([db.version, [...db.objectStoreNames].sort(), count.result]));
        };
      }),
  );
  expect(kept).toEqual([40, ['episodes', 'eventGroups', 'runs'], 1]);
  expect(errors).toEqual([]);
});

test('a store of a newer version is listed read-only, with a sentence on every page, and nothing of it changes', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const params = guessNumber.variants.find((v) => v.id === 'early-stop')!.params;
  const record = await playEpisode({ game: guessNumber, variant: 'early-stop', params, seed: 7, agents: { player: maxEntropy }, runId: 'newer-run' });
  // Version 99 of the app: this version's tables and one more, a run in them.
  await page.goto('./favicon.svg');
  const blocks = { key: ['runId', 'block'], indices: {} };
  await createOldStore(page, 99, {
    runs: { key: 'id', indices: { createdAt: 'createdAt', game: 'game', status: 'status' } },
    headerBlocks: blocks,
    eventParts: { key: ['runId', 'block', 'episodeId', 'part'], indices: {} },
    suites: { key: 'id', indices: {} },
    notes: { key: 'id', indices: {} },
  });
  await page.evaluate(async (text) => {
    const { events, ...header } = JSON.parse(text) as { events: unknown[]; id: string; runId: string; startedAt: string } & Record<string, unknown>;
    const store = (window as unknown as { oldStore: OldStore }).oldStore;
    await store.write((tx) => {
      tx.objectStore('runs').put({ ...header, id: header.runId, episodes: 1, finished: 1, status: 'finished', createdAt: header.startedAt });
      tx.objectStore('headerBlocks').put({ runId: header.runId, block: 0, episodes: [header] });
      tx.objectStore('eventParts').put({ runId: header.runId, block: 0, episodeId: header.id, part: 'a', groups: [{ episodeId: header.id, events }] });
    });
    store.close();
  }, JSON.stringify(record));
  const stored = () =>
    page.evaluate(
      () =>
        new Promise<[number, string[], unknown[]]>((resolve) => {
          const open = indexedDB.open('fogplay');
          open.onsuccess = () => {
            const db = open.result;
            const rows = db.transaction('runs').objectStore('runs').getAll();
            rows.onsuccess = () => (db.close(), resolve([db.version, [...db.objectStoreNames].sort(), rows.result]));
          };
        }),
    );
  const before = await stored();
  expect(before[0]).toBe(990);

  const sentence = 'This browser holds Fogplay data from a newer version of the app. It is shown read-only: nothing can be stored until you use the newer version again.';
  await page.goto('./#/runs');
  await expect(page.getByText(sentence)).toBeVisible();
  await page.getByRole('link', { name: /^Open run of Guess Number/ }).click();
  await expect(page.getByRole('list', { name: 'Transcript' }).getByRole('listitem')).toHaveCount(record.events.length);
  await expect(page.getByText(sentence)).toBeVisible();
  // A write is refused with the same sentence.
  await page.getByRole('button', { name: 'Delete run' }).click();
  await page.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page.getByRole('alert')).toHaveText(sentence);
  await page.getByRole('link', { name: 'Models' }).click();
  await expect(page.getByText(sentence)).toBeVisible();

  expect(await stored()).toEqual(before);
  expect(errors).toEqual([]);
});
