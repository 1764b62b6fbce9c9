import { describe, expect, it } from 'vitest';
import { ClusteredShare, meanInterval, median, pairedTest, RunningMean, SHARE, signTest, studentT, tQuantile, wilson } from '../../src/core/stats';

describe('Student\'s t', () => {
  it('gives the 97.5% quantiles of the published tables', () => {
    // Student's t table, two-sided 95% (e.g. NIST/SEMATECH e-Handbook, table 1.3.6.7.2), to its four decimals.
    const table: [number, number][] = [[1, 12.706], [2, 4.303], [3, 3.182], [4, 2.776], [9, 2.262], [29, 2.045], [100, 1.984]];
    for (const [df, t] of table) expect(tQuantile(0.975, df)).toBeCloseTo(t, 3);
    // Where the distribution has a closed form: Cauchy at one degree of freedom, and two.
    expect(tQuantile(0.975, 1)).toBeCloseTo(Math.tan(Math.PI * 0.475), 10);
    expect(tQuantile(0.975, 2)).toBeCloseTo(0.95 / Math.sqrt(2 * 0.975 * 0.025), 10);
    expect(tQuantile(0.975, 1e6)).toBeCloseTo(1.96, 2);
    expect(studentT(0, 5)).toBeCloseTo(0.5, 12);
    expect(studentT(-2.015048, 5)).toBeCloseTo(0.05, 6);
  });

  it('gives a mean of two values its t-interval, 6.5 times the normal one', () => {
    const { low, high } = meanInterval([0.2, 0.6]);
    // s = 0.2828, s / √2 = 0.2, t(0.975, 1) = 12.706.
    expect((high - low) / 2).toBeCloseTo(12.7062047 * 0.2, 6);
    expect((high - low) / 2 / (1.959964 * 0.2)).toBeCloseTo(6.48, 2);
    expect(meanInterval([0.2, 0.6], SHARE)).toEqual({ low: 0, high: 1 });
    const folded = new RunningMean();
    [0.2, 0.6, 0.4].forEach((v) => folded.add(v));
    expect(folded.interval().high).toBeCloseTo(meanInterval([0.2, 0.6, 0.4]).high, 12);
    expect(meanInterval([0.5])).toEqual({ low: -Infinity, high: Infinity });
  });
});

describe('a share of answers clustered by episode', () => {
  it('is wider than the pooled Wilson interval when the answers of an episode agree with each other', () => {
    // Five episodes of ten answers: three agreed throughout, two never.
    const share = new ClusteredShare();
    for (const hits of [10, 10, 10, 0, 0]) share.add(hits, 10);
    const pooled = wilson(30, 50);
    const clustered = share.interval();
    expect(share.value()).toBe(0.6);
    expect(clustered.high - clustered.low).toBeGreaterThan(2.5 * (pooled.high - pooled.low));
    // Answers as mixed within each episode as between them: no wider than the t-quantile of four degrees of freedom makes it.
    const mixed = new ClusteredShare();
    for (const hits of [6, 6, 6, 6, 6]) mixed.add(hits, 10);
    const even = mixed.interval();
    const widened = wilson(30 * (1.959964 / 2.776445) ** 2, 50 * (1.959964 / 2.776445) ** 2);
    expect(even.low).toBeCloseTo(widened.low, 5);
    expect(even.high).toBeCloseTo(widened.high, 5);
    // One episode says nothing of how episodes differ.
    const one = new ClusteredShare();
    one.add(7, 10);
    expect(one.interval()).toEqual({ low: 0, high: 1 });
  });
});

describe('paired tests', () => {
  it('gives an exact McNemar test on a known table', () => {
    // 1 pair where only the first succeeded, 9 where only the second did: 2 × P(X ≤ 1), X ~ Bin(10, ½) = 22 / 1024.
    expect(signTest(9, 1)).toBeCloseTo(22 / 1024, 12);
    const pairs: [number, number][] = [...Array(5).fill([1, 1]), [1, 0], ...Array(9).fill([0, 1]), ...Array(3).fill([0, 0])];
    expect(pairedTest(pairs)).toMatchObject({ test: 'mcnemar', pairs: 18 });
    expect(pairedTest(pairs).p).toBeCloseTo(22 / 1024, 12);
    expect(pairedTest(pairs).difference).toBeCloseTo(8 / 18, 12);
    expect(signTest(0, 0)).toBe(1);
  });

  it('gives a paired t-test on Student\'s sleep data', () => {
    // Cushny and Peebles' data as Student (1908) used it: R's t.test(extra ~ group, paired = TRUE) gives t = −4.0621, p = 0.002833.
    const first = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
    const second = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];
    const test = pairedTest(first.map((a, i) => [a, second[i]!]));
    expect(test.test).toBe('t');
    expect(test.difference).toBeCloseTo(1.58, 10);
    expect(test.p).toBeCloseTo(0.002833, 6);
  });
});

describe('median', () => {
  it('is a value measured: the middle one, the upper middle of an even count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([10, 40, 20, 30])).toBe(30);
    expect(median([5])).toBe(5);
    expect(median([])).toBeNaN();
    const values = [9, 2, 7];
    median(values);
    expect(values).toEqual([9, 2, 7]);
  });
});
