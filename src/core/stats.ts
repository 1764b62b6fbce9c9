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

/** The normal distribution's 97.5% quantile: a 95% interval's half-width in standard errors for a large n. */
const Z95 = 1.959963984540054;

/** The 95% Wilson score interval for a proportion of `successes` in `n` trials. */
export function wilson(successes: number, n: number, z = Z95): Interval {
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

/** The middle value, the upper of the two middles for an even count (so always one measured); NaN for none. */
export function median(values: readonly number[]): number {
  return values.length === 0 ? NaN : [...values].sort((a, b) => a - b)[values.length >> 1]!;
}

/** ln Γ(x) for x > 0 (Lanczos' approximation, g = 7, as in Numerical Recipes: 15 digits). */
function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularised incomplete beta function I_x(a, b), by its continued fraction (Lentz's method, Numerical Recipes' betacf). */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  // The fraction converges fast only below (a + 1) / (a + b + 2): above it, I_x(a, b) = 1 − I_{1−x}(b, a).
  if (x > (a + 1) / (a + b + 2)) return 1 - incompleteBeta(1 - x, b, a);
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x)) / a;
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let f = d;
  for (let m = 1; m <= 500; m++) {
    // The even step, then the odd one, with no array of the two made at each of the hundreds of steps a quantile takes.
    for (let odd = 0; odd < 2; odd++) {
      const numerator = odd === 0 ? (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m)) : (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
      d = 1 + numerator * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + numerator / c;
      if (Math.abs(c) < tiny) c = tiny;
      f *= c * d;
    }
    if (Math.abs(c * d - 1) < 1e-15) break;
  }
  return front * f;
}

/** P(|T| ≥ |t|) for Student's t with `df` degrees of freedom: a two-sided p-value, exact in its small tail. */
const bothTails = (t: number, df: number): number => (Number.isFinite(t) ? incompleteBeta(df / (df + t * t), df / 2, 0.5) : 0);

/** P(T ≤ t) for Student's t distribution with `df` degrees of freedom. */
export function studentT(t: number, df: number): number {
  const tail = 0.5 * bothTails(t, df);
  return t >= 0 ? 1 - tail : tail;
}

const quantiles = new Map<string, number>();

/**
 * The `p` quantile of Student's t with `df` degrees of freedom (`p` above one half): the value
 * where `studentT` reaches `p`, found by bisection to the last bit. Infinite for no degree of freedom.
 */
export function tQuantile(p: number, df: number): number {
  if (!(df > 0)) return Infinity;
  const key = `${p} ${df}`;
  const known = quantiles.get(key);
  if (known !== undefined) return known;
  let [low, high] = [0, 1];
  while (studentT(high, df) < p) [low, high] = [high, high * 2];
  for (let i = 0; i < 200 && high - low > 1e-15 * high; i++) {
    const middle = (low + high) / 2;
    if (studentT(middle, df) < p) low = middle;
    else high = middle;
  }
  const value = (low + high) / 2;
  quantiles.set(key, value);
  return value;
}

/** What a share can be: an interval kept within it is a share's interval. */
export const SHARE: Interval = { low: 0, high: 1 };

const within = ({ low, high }: Interval, bounds?: Interval): Interval => (bounds ? { low: Math.max(bounds.low, low), high: Math.min(bounds.high, high) } : { low, high });

/**
 * The 95% interval of a mean of `n` values with this sum of squared deviations: Student's t with
 * n − 1 degrees of freedom, which holds at small n where the normal interval is far too narrow
 * (at n = 2, 12.7 standard errors either side where the normal gives 1.96). Unbounded for one
 * value, kept within `bounds` where given (a mean share's 0 and 1).
 */
function tInterval(n: number, centre: number, squares: number, bounds?: Interval): Interval {
  if (n === 0) return { low: NaN, high: NaN };
  if (n === 1) return within({ low: -Infinity, high: Infinity }, bounds);
  const half = tQuantile(0.975, n - 1) * Math.sqrt(squares / Math.max(1, n - 1) / n);
  return within({ low: centre - half, high: centre + half }, bounds);
}

/** A mean's 95% interval by Student's t (see `tInterval`), kept within `bounds` where given. */
export function meanInterval(values: readonly number[], bounds?: Interval): Interval {
  const m = mean(values);
  return tInterval(values.length, m, values.reduce((s, v) => s + (v - m) ** 2, 0), bounds);
}

/**
 * A mean and its 95% t-interval (`mean`, `meanInterval`) folded one value at a time, for
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

  /** The 95% t-interval of the mean, kept within `bounds` where given. */
  interval(bounds?: Interval): Interval {
    return tInterval(this.n, this.sum / this.n, this.squares, bounds);
  }
}

/**
 * A share of answers pooled over episodes (a check's agreement over every key question of every
 * puzzle), folded an episode at a time. Answers within one episode are not independent (one
 * puzzle, one conversation), so its 95% interval is clustered by episode: Wilson's interval at the
 * effective number of answers, the answers divided by the design effect (the clustered variance
 * of the ratio over the variance as if every answer were independent, at least 1), times
 * (z / t)² with t on the episodes less one degree of freedom: Korn and Graubard's (1998) effective
 * sample size. Where answers within an episode agree with each other, it is wider than the pooled
 * Wilson interval, which treats every answer as independent.
 */
export class ClusteredShare {
  private episodes = 0;
  private hits = 0;
  private trials = 0;
  private hitSquares = 0;
  private trialSquares = 0;
  private products = 0;

  /** One episode's answers: `hits` of `trials`. An episode without answers adds nothing. */
  add(hits: number, trials: number): void {
    if (trials === 0) return;
    this.episodes++;
    this.hits += hits;
    this.trials += trials;
    this.hitSquares += hits * hits;
    this.trialSquares += trials * trials;
    this.products += hits * trials;
  }

  /** Answers counted, of every episode. */
  count(): number {
    return this.trials;
  }

  value(): number {
    return this.hits / this.trials;
  }

  interval(): Interval {
    const { episodes: k, trials: n } = this;
    if (n === 0) return { low: 0, high: 1 };
    const p = this.hits / n;
    // Σ (hits − p × trials)² over episodes, from the sums kept.
    const residuals = Math.max(0, this.hitSquares - 2 * p * this.products + p * p * this.trialSquares);
    const independent = (p * (1 - p)) / n;
    const clustered = k > 1 ? ((k / (k - 1)) * residuals) / (n * n) : Infinity;
    const effect = independent > 0 ? Math.max(1, clustered / independent) : 1;
    const effective = (n / effect) * (Z95 / tQuantile(0.975, k - 1)) ** 2;
    return effective > 0 ? wilson(p * effective, effective) : { low: 0, high: 1 };
  }
}

/** The two-sided p of an exact sign test: `plus` pairs one way, `minus` the other, each way equally likely under no difference. */
export function signTest(plus: number, minus: number): number {
  const n = plus + minus;
  if (n === 0) return 1;
  const fewer = Math.min(plus, minus);
  // P(X = i) for X ~ Binomial(n, ½), each from the one before (exact for the small n of a card); in logarithms where ½ⁿ would underflow.
  const first = n <= 1000 ? 0.5 ** n : 0;
  let tail = 0;
  for (let i = 0, term = first; i <= fewer; term *= (n - i) / (i + 1), i++) {
    tail += first ? term : Math.exp(logGamma(n + 1) - logGamma(i + 1) - logGamma(n - i + 1) - n * Math.LN2);
  }
  return Math.min(1, 2 * tail);
}

/** A comparison of two lines on the same setups, pair by pair. */
export interface PairedTest {
  /** `mcnemar`: an exact McNemar test (the sign test on the discordant pairs) for outcomes of 0 or 1; `t`: a paired t-test. */
  test: 'mcnemar' | 't';
  /** Pairs compared. */
  pairs: number;
  /** The mean of the second minus the first, over the pairs. */
  difference: number;
  /** The two-sided p-value; NaN where no test can be made (a t-test of one pair). */
  p: number;
}

/**
 * Two lines compared on the same setups: `pairs` of (first, second) values of one setup each.
 * Outcomes that are all 0 or 1 (solved or not) get an exact McNemar test, which looks only at the
 * pairs where the two differ; other values (a mean F1, a deduction accuracy) a paired t-test.
 */
export function pairedTest(pairs: readonly (readonly [number, number])[]): PairedTest {
  const differences = pairs.map(([a, b]) => b - a);
  const difference = mean(differences);
  if (pairs.every(([a, b]) => (a === 0 || a === 1) && (b === 0 || b === 1))) {
    return { test: 'mcnemar', pairs: pairs.length, difference, p: signTest(differences.filter((d) => d > 0).length, differences.filter((d) => d < 0).length) };
  }
  const n = differences.length;
  const sd = Math.sqrt(differences.reduce((s, d) => s + (d - difference) ** 2, 0) / Math.max(1, n - 1));
  const p = n < 2 ? NaN : sd === 0 ? (difference === 0 ? 1 : 0) : bothTails(difference / (sd / Math.sqrt(n)), n - 1);
  return { test: 't', pairs: n, difference, p };
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
