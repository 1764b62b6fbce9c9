/**
 * Pages that hold up under hostile or huge stored data: a full disk, an episode of 200,000 events,
 * a run of hundreds of episodes, a run mixing two games, a damaged replay link.
 */
import { expect, test, type Page } from '@playwright/test';

/** The page's errors: a page that throws while drawing shows nothing, so none is allowed. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function batch(page: Page, game: string, episodes: number) {
  await page.goto(`./#/batch/${game}`);
  await page.getByLabel('Episodes').fill(String(episodes));
  await page.getByRole('button', { name: 'Run batch' }).click();
  const open = page.getByRole('link', { name: 'Open this run' });
  await expect(open).toBeVisible();
  return (await open.getAttribute('href'))!.split('/').at(-1)!;
}

type Edit<A> = (tx: IDBTransaction, all: <T>(store: string) => Promise<T[]>, arg: A) => Promise<void>;

/** Runs `edit` on the app's IndexedDB database in one read-write transaction, through the raw API. */
async function editStore<A>(page: Page, edit: Edit<A>, arg: A) {
  // The edit crosses into the page as source text, and comes back to life there (the app's policy forbids eval, not the test's debugger).
  await page.evaluate(`window.__edit = ${edit.toString()}`);
  await page.evaluate(async (arg) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('fogplay');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['runs', 'headerBlocks', 'eventParts'], 'readwrite');
    const done = new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    const all = <T,>(store: string) =>
      new Promise<T[]>((resolve) => {
        const request = tx.objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
      });
    await (window as unknown as { __edit: Edit<unknown> }).__edit(tx, all, arg);
    await done;
    db.close();
  }, arg);
}

type Row = Record<string, unknown> & { id: string; runId: string; index: number };
type Block = { runId: string; block: number; episodes: Row[] };
type Part = { runId: string; block: number; episodeId: string; part: string; groups: { episodeId: string; events: unknown[] }[] };

test('a run of 200 episodes lists 25 at a time, and a run mixing two games or lacking metrics opens', async ({ page }) => {
  const errors = pageErrors(page);
  const other = await batch(page, 'game24', 1);
  const runId = await batch(page, 'guess-number', 3);
  // Into the Guess Number run: the Game of 24 episode, 196 copies of its own first episode, and one without metrics.
  await editStore(
    page,
    async (tx, all, { runId, other }) => {
      const blocks = await all<Block>('headerBlocks');
      const own = blocks.find((b) => b.runId === runId)!.episodes;
      const foreign = blocks.find((b) => b.runId === other)!.episodes[0]!;
      const episodes = [own[0]!, { ...own[1]!, metrics: {} }, own[2]!, { ...foreign, runId, index: 3 }];
      for (let i = 4; i < 200; i++) episodes.push({ ...own[0]!, id: `copy-${i}`, index: i });
      for (const block of [0, 1]) tx.objectStore('headerBlocks').put({ runId, block, episodes: episodes.filter((e) => Math.floor(e.index / 100) === block) });
      // The foreign episode's events go with it.
      const parts = (await all<Part>('eventParts')).filter((p) => p.runId === other);
      for (const part of parts) tx.objectStore('eventParts').put({ ...part, runId });
      const run = (await all<Row>('runs')).find((r) => r.id === runId)!;
      tx.objectStore('runs').put({ ...run, episodes: 200 });
    },
    { runId, other },
  );
  await page.goto(`./#/runs/${runId}`);
  await expect(page.getByText('2 finished episodes are left out of the summary: they belong to another game or have no metrics stored.')).toBeVisible();
  await expect(page.getByRole('table', { name: /Summary of 198 finished episodes/ })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Pages of episodes' });
  await expect(pager).toContainText('Episodes 1–25 of 200');
  await expect(page.getByRole('button', { name: /^Show episode/ })).toHaveCount(25);
  await expect(page.getByText('an episode of another game')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show episode 4', exact: true }).click();
  await expect(page.getByText("This episode is of Game of 24, not of the run's game.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Replay' })).toBeVisible();
  await pager.getByRole('button', { name: 'Next 25' }).click();
  await expect(pager).toContainText('Episodes 26–50 of 200');
  await expect(page.getByRole('button', { name: 'Show episode 26', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(8000);
  expect(errors).toEqual([]);
});

test('an episode of 200,000 events opens, its transcript 200 events at a time', async ({ page }) => {
  const errors = pageErrors(page);
  const runId = await batch(page, 'guess-number', 1);
  await editStore(
    page,
    async (tx, all, { runId }) => {
      const episode = (await all<Block>('headerBlocks')).find((b) => b.runId === runId)!.episodes[0]!;
      const groups = (await all<Part>('eventParts')).filter((p) => p.runId === runId).flatMap((p) => p.groups);
      const moves = groups.reduce((n, g) => n + g.events.length, 0);
      // As a long game stores them: a part per write, here 2,000 parts of 100 events.
      const store = tx.objectStore('eventParts');
      for (let part = 0; part < 2_000; part++) {
        const seq = moves + part * 100;
        const events = Array.from({ length: 100 }, (_, i) => ({ seq: seq + i, at: 0, type: 'invalid', seat: 'player', attempt: 'x'.repeat(40), reason: 'A guess is exactly 4 digits, like 0123.' }));
        store.put({ runId, block: 0, episodeId: episode.id, part: `long-${String(part).padStart(4, '0')}`, groups: [{ episodeId: episode.id, events }] });
      }
    },
    { runId },
  );
  await page.goto(`./#/runs/${runId}`);
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript.getByRole('listitem')).toHaveCount(200);
  const pager = page.getByRole('navigation', { name: 'Pages of the transcript' });
  await expect(pager).toContainText(/Events 1–200 of 200,0\d\d/);
  await pager.getByRole('button', { name: 'Next 200' }).click();
  await expect(pager).toContainText(/Events 201–400 of 200,0\d\d/);
  await expect(transcript).toHaveAttribute('start', '201');
  await expect(page.getByText(/^Step 0 of 2000\d\d$/)).toBeVisible();
  await page.getByRole('button', { name: 'End' }).click();
  await expect(page.getByText(/^Step 2000\d\d of 2000\d\d$/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('with the disk full, the app still opens, says why in a sentence, and a run can be deleted to free space', async ({ page }) => {
  const runId = await batch(page, 'guess-number', 1);
  // As a crashed tab leaves it: the episode and its run still marked running.
  await editStore(
    page,
    async (tx, all, { runId }) => {
      const block = (await all<Block>('headerBlocks')).find((b) => b.runId === runId)!;
      tx.objectStore('headerBlocks').put({ ...block, episodes: [{ ...block.episodes[0]!, status: 'running' }] });
      const run = (await all<Row>('runs')).find((r) => r.id === runId)!;
      tx.objectStore('runs').put({ ...run, status: 'running' });
    },
    { runId },
  );

  // From now on every write fails as on a full disk; deletes go through, as they do there.
  await page.addInitScript(() => {
    for (const method of ['put', 'add'] as const) {
      IDBObjectStore.prototype[method] = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    }
  });
  // A new hash alone does not load the page again: reload, as a person coming back would.
  await page.goto('./#/runs');
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    "Fogplay could not mark the games left unfinished by a closed page, because the browser's storage for this site is full, so some of them may still show as running. To free space, delete runs you no longer need on the Runs page (export them first to keep a copy), or delete downloaded models on the Models page; then reload.",
  );
  const row = page.getByRole('row').filter({ hasText: 'Guess Number' });
  await row.getByRole('link', { name: /Open run/ }).click();
  await page.getByRole('button', { name: 'Delete run' }).click();
  await page.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page.getByText('No runs yet.')).toBeVisible();
});

test('a link that resumes a batch asks first, and plays only once the person agrees', async ({ page }) => {
  const runId = await batch(page, 'guess-number', 2);
  // As a batch cut off after two of its four episodes leaves it.
  await editStore(
    page,
    async (tx, all, { runId }) => {
      const run = (await all<Row>('runs')).find((r) => r.id === runId)!;
      tx.objectStore('runs').put({ ...run, episodes: 4, status: 'stopped' });
    },
    { runId },
  );
  await page.goto(`./#/batch/guess-number?resume=${runId}`);
  const ask = page.getByRole('region', { name: 'Resume this batch' });
  await expect(ask).toContainText('This link resumes a stopped batch of 4 episodes');
  await expect(page.getByRole('region', { name: 'Batch progress' })).toHaveCount(0);
  await ask.getByRole('button', { name: 'Resume the batch' }).click();
  await expect(page.getByRole('link', { name: 'Open this run' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Batch progress' })).toContainText('4 of 4 episodes');
});

test('a damaged replay link is explained in a sentence', async ({ page }) => {
  // "y" makes lz-string read past its dictionary.
  await page.goto('./#/replay?d=y');
  await expect(page.getByRole('alert')).toHaveText('This replay link is damaged: it may have been cut short or changed when it was copied.');
});
