/**
 * Databases as earlier versions of the app left them, made in a page before any of the app's
 * pages opens its own: for the tests and benchmarks of bringing them up to date.
 */
import type { Page } from '@playwright/test';

/** A version's tables as IndexedDB holds them: each one's key path and indices. */
type Tables = Record<string, { key: string | string[]; indices: Record<string, string | string[]> }>;

const RUNS = { key: 'id', indices: { createdAt: 'createdAt', game: 'game', status: 'status' } };
const EPISODES = { key: 'id', indices: { runId: 'runId', '[runId+index]': ['runId', 'index'], status: 'status' } };

/** Version 2: an episode a row, an event a row. */
export const TABLES_V2: Tables = { runs: RUNS, episodes: EPISODES, events: { key: ['episodeId', 'seq'], indices: { episodeId: 'episodeId' } } };
/** Version 4: an episode a row, its events a row (a group). */
export const TABLES_V4: Tables = { runs: RUNS, episodes: EPISODES, eventGroups: { key: ['episodeId', 'seq'], indices: { runId: 'runId' } } };

/** The old database as page functions find it (`window.oldStore`): `write` fills all its tables in one transaction. */
export interface OldStore {
  write(fill: (tx: IDBTransaction) => void): Promise<void>;
  close(): void;
}

/**
 * Creates the app's database with a version's tables (Dexie's version n is IndexedDB's 10 n) and
 * keeps it open in the page as `window.oldStore`, for page functions that fill it and close it.
 */
export async function createOldStore(page: Page, version: number, tables: Tables): Promise<void> {
  await page.evaluate(
    async ({ version, tables }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('fogplay', version * 10);
        open.onupgradeneeded = () => {
          for (const [name, { key, indices }] of Object.entries(tables)) {
            const store = open.result.createObjectStore(name, { keyPath: key });
            for (const [index, path] of Object.entries(indices)) store.createIndex(index, path);
          }
        };
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const store: OldStore = {
        write: (fill) =>
          new Promise((resolve, reject) => {
            const tx = db.transaction(Array.from(db.objectStoreNames), 'readwrite');
            fill(tx);
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          }),
        close: () => db.close(),
      };
      (window as unknown as { oldStore: OldStore }).oldStore = store;
    },
    { version, tables },
  );
}
