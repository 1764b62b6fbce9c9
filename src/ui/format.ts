/** Date formatting, downloads, seeds and messages shared by the pages. */
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

/** The app's own address without its hash: where share links point. */
export function appBase(): string {
  return location.href.split('#')[0]!;
}

/** A storage failure in plain words: what happened, and that what was written is kept. */
export function storageMessage(error: unknown): string {
  const name = (error as { name?: string; inner?: { name?: string } })?.inner?.name ?? (error as { name?: string })?.name;
  if (name === 'QuotaExceededError')
    return 'The browser has no room left to store this run. Everything stored before this move is kept; free some space (delete old runs or cached models) and play again.';
  return `This run could not be stored: ${error instanceof Error ? error.message : String(error)}. What was stored before is kept.`;
}
