import { describe, expect, it } from 'vitest';
import { check } from '../../../src/games/game24/check';
import { PUZZLES, TEST_SET } from '../../../src/games/game24/data';
import { allMultisets, nextStep, solutions, solvable, stepText } from '../../../src/games/game24/solve';
import { apply, is24, rational } from '../../../src/games/game24/rational';

const key = (numbers: readonly number[]) => numbers.join(' ');

describe('solver', () => {
  it('proves the data: exactly the 1,362 solvable multisets of 1–13 are the list', () => {
    const all = allMultisets();
    expect(all).toHaveLength(1820);
    const solvableKeys = all.filter(solvable).map(key);
    expect(solvableKeys).toHaveLength(1362);
    expect(new Set(solvableKeys)).toEqual(new Set(PUZZLES.map((p) => key(p.numbers))));
  });

  it('solves all 100 test puzzles, and every solution it lists checks', () => {
    for (const { numbers } of TEST_SET) {
      const found = solutions(numbers);
      expect(found.length, key(numbers)).toBeGreaterThan(0);
      expect(new Set(found).size).toBe(found.length);
      for (const expression of found) expect(check(expression, numbers), expression).toEqual({ ok: true, value: '24' });
    }
  });

  it('finds solutions exactly where the memoised search says there are some', () => {
    for (const numbers of allMultisets()) expect(solutions(numbers).length > 0, key(numbers)).toBe(solvable(numbers));
  });

  it('lists solutions up to commutativity and associativity, the shortest first', () => {
    expect(solutions([3, 3, 8, 8])).toEqual(['8 / (3 - 8 / 3)']);
    expect(solutions([8, 1, 1, 1])).toEqual(['8 * (1 + 1 + 1)']);
    expect(solutions([1, 2, 3, 4])).toEqual(['4 * 3 * 2 * 1', '4 * 3 * 2 / 1', '(3 + 2 + 1) * 4', '(4 + 2) * (3 + 1)']);
    // Distinct expressions stay distinct, negative intermediate values included.
    expect(solutions([1, 1, 5, 7])).toEqual(['(1 - 5) * (1 - 7)', '(7 + 5) * (1 + 1)', '(7 - 1) * (5 - 1)']);
    expect(solutions([1, 1, 1, 1])).toEqual([]);
  });

  it('gives a step that keeps the numbers solvable (a hint), in Tree of Thoughts’ format, from whole numbers or fractions', () => {
    const values = (numbers: number[]) => numbers.map((n) => rational(n));
    expect(stepText(nextStep(values([10, 4, 6, 5]))!)).toBe('5 * 4 = 20 (left: 6 10 20)');
    expect(stepText(nextStep(values([3, 3, 8, 8]))!)).toBe('8 / 3 = 8/3 (left: 8/3 3 8)');
    expect(stepText(nextStep([rational(8, 3), rational(3), rational(8)])!)).toBe('3 - 8/3 = 1/3 (left: 1/3 8)');
    expect(nextStep(values([1, 1, 1, 1]))).toBeNull();
    expect(nextStep(values([5, 6, 8]))).toBeNull();
    for (const { numbers } of TEST_SET) {
      const step = nextStep(values(numbers))!;
      expect(apply(step.a, step.op, step.b)).toEqual(step.result);
      expect(step.left).toContainEqual(step.result);
    }
  });
});

describe('rational arithmetic', () => {
  it('is exact and keeps lowest terms', () => {
    const third = apply(rational(8), '/', rational(3))!;
    expect(third).toEqual({ n: 8, d: 3 });
    expect(is24(apply(rational(8), '/', apply(rational(3), '-', third)!)!)).toBe(true);
    expect(rational(6, -4)).toEqual({ n: -3, d: 2 });
    expect(rational(0, -5)).toEqual({ n: 0, d: 1 });
    expect(apply(rational(1), '/', rational(0))).toBeNull();
  });
});
