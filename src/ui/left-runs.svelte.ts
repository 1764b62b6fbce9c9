/**
 * Runs left `running` by a page that went away (a reload, a closed tab, a crash), marked stopped by
 * this one: when the store opens, and then whenever another page's game ends without its page
 * (`liveness.ts`: its lease given back or run out, and no page answering for it). Pages that show
 * runs read them again when `marks` grows, so a game whose tab died shows as interrupted within
 * seconds, and a living one never does. The store's code loads with the first page that uses it.
 */
import type { FogplayDB } from '../store/db';

class LeftRuns {
  /** How many times this page has marked runs since it opened. */
  marks = $state(0);
  /** Why the runs a page left could not be marked after the start (a full disk), in words. */
  problem = $state<string | null>(null);

  /** Marks the runs no page plays any more, then watches the others. Throws when the store refuses the write. */
  async sweep(db: FogplayDB): Promise<void> {
    const [{ markAbandoned, runningRuns }, { liveness, stillPlayed }] = await Promise.all([import('../store/db'), import('../store/liveness')]);
    const mark = async (gone: string[]) => {
      await markAbandoned(db, gone);
      if (gone.length) this.marks++;
    };
    const running = await runningRuns(db);
    const live = await stillPlayed(running);
    await mark(running.filter((id) => !live.has(id)));
    liveness?.watch(live, (gone) => {
      mark(gone).catch(async (error: unknown) => (this.problem = unmarked(await refusedWrite(error))));
    });
  }
}

/** Why the store refused a write, as the end of a sentence. */
export async function refusedWrite(error: unknown): Promise<string> {
  const { isQuotaError } = await import('./format');
  return isQuotaError(error)
    ? "the browser's storage for this site is full"
    : `the browser's storage refused to write (${error instanceof Error ? error.message.replace(/\.$/, '') : String(error)})`;
}

/** What a page says when the games a closed page left could not be marked. */
export const unmarked = (why: string) =>
  `Fogplay could not mark the games left unfinished by a closed page, because ${why}, so some of them may still show as running. To free space, delete runs you no longer need on the Runs page (export them first to keep a copy), or delete downloaded models on the Models page; then reload.`;

export const leftRuns = new LeftRuns();
