/** The progress line's counts: grouped in thousands as English writes them, without the locale's data. */
import { describe, expect, it } from 'vitest';
import { grouped } from '../../src/cli/report';

describe('grouped', () => {
  it('writes counts as toLocaleString writes them in English', () => {
    for (const count of [0, 7, 999, 1000, 10_000, 123_456, 1_000_000, 9_876_543, 100_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(grouped(count)).toBe(count.toLocaleString('en'));
    }
  });
});
