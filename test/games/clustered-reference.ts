/**
 * A share of answers pooled over episodes with its 95% interval clustered by episode, computed
 * from every episode's counts at once, as the formula reads: the reference of `ClusteredShare`,
 * which folds them. Wilson's interval at Korn and Graubard's effective number of answers.
 */
import { tQuantile, wilson, type Interval } from '../../src/core/stats';

/** Each episode's answers as `[hits, answers]`; episodes without answers are left out. */
export function clusteredInterval(episodes: readonly (readonly [number, number])[]): Interval {
  const counted = episodes.filter(([, n]) => n > 0);
  const k = counted.length;
  const n = counted.reduce((s, [, a]) => s + a, 0);
  if (n === 0 || k < 2) return { low: 0, high: 1 };
  const p = counted.reduce((s, [h]) => s + h, 0) / n;
  const clustered = ((k / (k - 1)) * counted.reduce((s, [h, a]) => s + (h - p * a) ** 2, 0)) / n ** 2;
  const independent = (p * (1 - p)) / n;
  const effect = independent > 0 ? Math.max(1, clustered / independent) : 1;
  const effective = (n / effect) * (1.959963984540054 / tQuantile(0.975, k - 1)) ** 2;
  return wilson(p * effective, effective);
}
