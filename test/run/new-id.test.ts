import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../../src/run/episode';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const millisecondOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
const strictlyIncreasing = (ids: string[]) => ids.every((id, i) => i === 0 || ids[i - 1]! < id);

afterEach(() => vi.useRealTimers());

describe('ids', () => {
  it('are version 7 UUIDs carrying the time they were made, each new one sorting after the one before', () => {
    const before = Date.now();
    const ids = Array.from({ length: 10_000 }, newId);
    const after = Date.now();
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(strictlyIncreasing(ids)).toBe(true);
    expect(millisecondOf(ids[0]!)).toBeGreaterThanOrEqual(before);
    // 10,000 ids overflow a millisecond's 4,096 at most three times.
    expect(millisecondOf(ids.at(-1)!)).toBeLessThanOrEqual(after + 3);
  });

  it('keep their order when the clock stands still, and when it steps back', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2030, 0, 1) });
    const still = Array.from({ length: 5_000 }, newId);
    vi.setSystemTime(Date.UTC(2029, 0, 1));
    const back = Array.from({ length: 10 }, newId);
    const ids = [...still, ...back];
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
    expect(strictlyIncreasing(ids)).toBe(true);
    // Past 4,096 in one millisecond, the next millisecond's ids begin.
    expect(millisecondOf(still[4_095]!)).toBe(Date.UTC(2030, 0, 1));
    expect(millisecondOf(still[4_096]!)).toBe(Date.UTC(2030, 0, 1) + 1);
  });
});
