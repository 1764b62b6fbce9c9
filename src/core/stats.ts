/** Scoring helpers shared by the games' metrics. */
import type { CrossTable } from './game';

export interface Interval {
  low: number;
  high: number;
}

/**
 * Counts `items` into a confusion table, a row per value of `row` and a column per value of `column`
 * (values not listed are left out); each item counts `weight` times (once by default), so a tally's
 * counted pairs make the table as the items themselves would.
 */
export function crossTable<T>(
  id: string,
  caption: string,
  rows: { label: string; values: string[]; of: (item: T) => string },
  columns: { label: string; values: string[]; of: (item: T) => string },
  items: Iterable<T>,
  weight: (item: T) => number = () => 1,
): CrossTable {
  const counts = rows.values.map(() => columns.values.map(() => 0));
  for (const item of items) {
    const [r, c] = [rows.values.indexOf(rows.of(item)), columns.values.indexOf(columns.of(item))];
    if (r >= 0 && c >= 0) counts[r]![c]! += weight(item);
  }
  return { id, caption, rows: { label: rows.label, values: rows.values }, columns: { label: columns.label, values: columns.values }, counts };
}

/** The 95% Wilson score interval for a proportion of `successes` in `n` trials. */
export function wilson(successes: number, n: number, z = 1.959963984540054): Interval {
  if (n === 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? NaN : values.reduce((s, v) => s + v, 0) / values.length;
}

/** A mean's 95% normal interval. */
export function meanInterval(values: readonly number[]): Interval {
  const m = mean(values);
  const variance = values.reduce((s, v) => s + (v - m) ** 2, 0) / Math.max(1, values.length - 1);
  const half = 1.959963984540054 * Math.sqrt(variance / values.length);
  return { low: m - half, high: m + half };
}

/**
 * A mean and its 95% normal interval (`mean`, `meanInterval`) folded one value at a time, for
 * summaries that keep no episode's metrics. The squared deviations are updated as Welford's and
 * combined as Chan's, so the interval may differ from `meanInterval`'s in the last bits.
 */
export class RunningMean {
  private n = 0;
  private sum = 0;
  private centre = 0;
  private squares = 0;

  add(value: number): void {
    this.n++;
    this.sum += value;
    const step = value - this.centre;
    this.centre += step / this.n;
    this.squares += step * (value - this.centre);
  }

  /** The values of this one and of `other` together. */
  plus(other: RunningMean): RunningMean {
    const both = new RunningMean();
    both.n = this.n + other.n;
    both.sum = this.sum + other.sum;
    if (both.n === 0) return both;
    const step = other.centre - this.centre;
    both.centre = this.centre + (step * other.n) / both.n;
    both.squares = this.squares + other.squares + (step * step * this.n * other.n) / both.n;
    return both;
  }

  count(): number {
    return this.n;
  }

  mean(): number {
    return this.n === 0 ? NaN : this.sum / this.n;
  }

  interval(): Interval {
    const half = 1.959963984540054 * Math.sqrt(this.squares / Math.max(1, this.n - 1) / this.n);
    return { low: this.sum / this.n - half, high: this.sum / this.n + half };
  }
}

/** The largest value, 0 for none; unlike `Math.max(...values)` it takes arrays of any length. */
export function maximum(values: readonly number[]): number {
  let max = values.length ? -Infinity : 0;
  for (const v of values) if (v > max) max = v;
  return max;
}

/**
 * Refused moves per episode: the invalid-move rate every game reports (a constrained protocol
 * makes it zero by construction). `metrics` are episodes' metrics with their `invalid` count, or their mean.
 */
export function invalidStat(metrics: readonly { invalid: number }[] | number, label = 'Invalid attempts per episode') {
  return { id: 'meanInvalid', label, value: typeof metrics === 'number' ? metrics : mean(metrics.map((m) => m.invalid)), format: 'number' as const };
}

/**
 * Model replies cut off at the token limit before they were complete, per episode: counted apart
 * from invalid attempts, since the reply was too long rather than wrong. Metrics written before
 * the count was kept have none.
 */
export function cutStat(metrics: readonly { cut?: number }[] | number, label = 'Replies cut off at the token limit per episode') {
  return { id: 'meanCut', label, value: typeof metrics === 'number' ? metrics : mean(metrics.map((m) => m.cut ?? 0)), format: 'number' as const };
}

/** A summary figure as text: a percentage, a count, or a number with `decimals` places. */
export function formatStat(value: number, format: 'percent' | 'number' | 'count', decimals = 2): string {
  if (!Number.isFinite(value)) return '–';
  if (format === 'percent') return `${(100 * value).toFixed(1)}%`;
  if (format === 'count') return String(value);
  return value.toFixed(decimals);
}
