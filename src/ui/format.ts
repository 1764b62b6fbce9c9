/** Number and date formatting shared by the pages. */
import type { SummaryStat } from '../core/game';

export function formatStat(value: number, format: SummaryStat['format']): string {
  if (!Number.isFinite(value)) return '–';
  if (format === 'percent') return `${(100 * value).toFixed(1)}%`;
  if (format === 'count') return String(value);
  return value.toFixed(2);
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
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
