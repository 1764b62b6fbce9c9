/** Date formatting, downloads, seeds and messages shared by the pages. */
import { ReadOnlyStore, RunDeleted } from '../store/db';
import { toBlob } from '../store/export';

/** One formatter for every date shown: making one per call is most of a long list's cost. */
const DATES = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string): string {
  return DATES.format(new Date(iso));
}

/** A fresh seed for a new game: the page may draw chance, the game rules may not. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
}

export function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Chromium's File System Access API: a page writes a file the person picked, piece by piece. */
type SavePicker = (options: { suggestedName: string }) => Promise<{
  createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void>; abort(): Promise<void> }>;
}>;

/** Exports of more episodes than this go straight to a file where the browser allows it. */
const LARGE_EXPORT = 10_000;

/**
 * Saves a file made in pieces. A large one is written straight to a file the person picks where
 * the browser allows it, so no copy is ever held whole; otherwise it downloads from a Blob whose
 * pieces the browser keeps outside the page's memory.
 */
export async function saveFile(pieces: AsyncIterable<string>, filename: string, type: string, episodes: number): Promise<void> {
  const picker = (window as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  if (episodes <= LARGE_EXPORT || !picker) return download(await toBlob(pieces, type), filename);
  let handle;
  try {
    handle = await picker({ suggestedName: filename });
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') return;
    throw error;
  }
  const file = await handle.createWritable();
  try {
    for await (const piece of pieces) await file.write(piece);
    await file.close();
  } catch (error) {
    await file.abort();
    throw error;
  }
}

/** What an export left out because a person is playing it now, in a sentence; null when it left out nothing. */
export const withheldText = ({ episodes }: { episodes: number }): string | null =>
  episodes === 0
    ? null
    : `The file leaves out ${episodes === 1 ? 'a game' : `${episodes} games`} a person is playing now, so that nobody reads ${episodes === 1 ? 'its' : 'their'} answer in it: export again once ${episodes === 1 ? 'it has' : 'they have'} ended.`;

/** The app's own address without its hash: where share links point. */
export function appBase(): string {
  return location.href.split('#')[0]!;
}

/** A storage failure in plain words: what happened, and that what was written is kept. */
export function storageMessage(error: unknown): string {
  if (isQuotaError(error))
    return 'The browser has no room left to store this run. Everything stored before this move is kept; free some space (delete old runs or cached models) and play again.';
  if (error instanceof RunDeleted) return error.message;
  if (refusal(error)) return refusal(error)!;
  return `This run could not be stored: ${error instanceof Error ? error.message : String(error)}. What was stored before is kept.`;
}

/** The sentence of a write the store refuses whatever it is (a newer version's store), or null. */
export const refusal = (error: unknown): string | null => (error instanceof ReadOnlyStore ? error.message : null);

/** Whether a storage failure is the browser's quota: Dexie gives it as is, or inside the aborted transaction's error. */
export function isQuotaError(error: unknown): boolean {
  const { name, inner } = (error ?? {}) as { name?: string; inner?: { name?: string } };
  return (inner?.name ?? name) === 'QuotaExceededError';
}
