/**
 * The app's writes of episodes, seen from a test. A gate, for tests that cut a batch off mid-run: a
 * transaction of the test's own on a table every such write needs, kept open by the page until
 * the test lets writes through. IndexedDB runs transactions on the same table in the order they
 * were made, and a batch waits for its earlier write before it writes again, so a batch held here
 * has stored exactly what went through, and is surely still running. And a count of the events
 * stored, for tests that close a game and look for its moves again.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** The test's open transactions, oldest first; each ends when its `release` is called. */
    writeGate?: { release(): void }[];
    /** `hold`, brought into the page. */
    holdWrites?: (count?: boolean) => Promise<number>;
  }
}

/** Holds every later write of episodes, from now until `passUntilStored` or `openWriteGate`. Call it once the app's database is open. */
export async function closeWriteGate(page: Page): Promise<void> {
  // As source text: `passUntilStored` calls it in the page again.
  await page.evaluate(`(window.holdWrites = ${hold.toString()})()`);
}

/** Lets every held write through. */
export async function openWriteGate(page: Page): Promise<void> {
  await page.evaluate(() => window.writeGate!.splice(0).forEach((gate) => gate.release()));
}

/** The events the app has stored, of every run. Call it once the app's database is open: else this makes an empty one. */
export function storedEvents(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('fogplay');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const parts = db.transaction('eventParts').objectStore('eventParts').getAll();
          parts.onerror = () => reject(parts.error);
          parts.onsuccess = () => {
            db.close();
            resolve((parts.result as { groups: { events: unknown[] }[] }[]).reduce((sum, part) => sum + part.groups.reduce((n, g) => n + g.events.length, 0), 0));
          };
        };
      }),
  );
}

/**
 * Lets the writes of episodes through one at a time until finished episodes are stored, and holds
 * the next: each step makes a new transaction of the test's behind the writes the app has queued,
 * then ends the old one. Returns the finished episodes stored. Each step waits for the page, not
 * the clock; a batch blocked at the gate has a write queued, so each step moves it on.
 */
export async function passUntilStored(page: Page): Promise<number> {
  for (;;) {
    const stored = await page.evaluate(async () => {
      const older = window.writeGate!.shift()!;
      const next = window.holdWrites!(true);
      older.release();
      return next;
    });
    if (stored > 0) return stored;
  }
}

/**
 * In the page: opens a transaction on `eventParts`, which every write of episodes takes and
 * nothing else does (a batch's start reads `headerBlocks`, and must not wait), and keeps it alive
 * with one small request after another until released. With `count`, the transaction takes
 * `headerBlocks` too, and resolves once it runs with the finished episodes stored; else at once.
 */
function hold(count = false): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('fogplay');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const transaction = db.transaction(count ? ['eventParts', 'headerBlocks'] : ['eventParts'], 'readwrite');
      const parts = transaction.objectStore('eventParts');
      let released = false;
      (window.writeGate ??= []).push({ release: () => void (released = true) });
      const spin = () => {
        if (released) return db.close();
        parts.count().onsuccess = spin;
      };
      if (!count) return resolve(0), spin();
      const blocks = transaction.objectStore('headerBlocks').getAll();
      blocks.onsuccess = () => {
        const episodes = (blocks.result as { episodes: { status: string }[] }[]).flatMap((block) => block.episodes);
        resolve(episodes.filter((episode) => episode.status === 'finished').length);
        spin();
      };
    };
  });
}
