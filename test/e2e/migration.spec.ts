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
import { createOldStore, TABLES_V2 } from './old-store';

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
    const db = (window as unknown as { oldStore: IDBDatabase }).oldStore;
    const tx = db.transaction(['runs', 'episodes', 'events'], 'readwrite');
    const first = records[0]!;
    tx.objectStore('runs').put({
      id: first.runId, game: first.game, variant: first.variant, params: first.params, seed: first.seed, players: first.players,
      episodes: records.length, finished: records.length, status: 'finished', createdAt: first.startedAt,
    });
    for (const { events: _events, ...header } of records) tx.objectStore('episodes').put(header);
    // Events put last first, across episodes: the order they are read back in is the keys'.
    const rows = records.flatMap((r) => r.events.map((event) => ({ ...event, episodeId: r.id })));
    for (const row of rows.reverse()) tx.objectStore('events').put(row);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
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
  expect(stores).toEqual(['eventParts', 'headerBlocks', 'runs']);
});
