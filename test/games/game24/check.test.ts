import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check, ERROR_CLASSES, MAX_EXPRESSION } from '../../../src/games/game24/check';

const PUZZLE = [4, 5, 6, 10];
const CLASSES = ERROR_CLASSES.map((c) => c.id);

describe('check', () => {
  it.each([
    ['(10 - 4) * 5 - 6', PUZZLE],
    ['5*4+10-6', PUZZLE],
    ['  ((5 * 4)) + (10 - 6)  ', PUZZLE],
    ['(10 − 4) × 5 − 6', PUZZLE],
    ['6 ÷ (5 ÷ 4 − 1)', [1, 4, 5, 6]],
    ['8/(3-8/3)', [3, 3, 8, 8]],
    ['8 ÷ (3 − 8 ÷ 3)', [8, 3, 8, 3]],
    ['(1 - 5) * (1 - 7)', [1, 1, 5, 7]],
  ])('accepts %j', (expression, numbers) => {
    expect(check(expression, numbers)).toEqual({ ok: true, value: '24' });
  });

  it('tells wrong numbers apart: missing, extra, used twice', () => {
    expect(check('4 * 6', PUZZLE)).toMatchObject({ error: 'wrong-numbers', reason: expect.stringContaining('5 10 not used') });
    expect(check('4 * 6 + 5 - 10 + 0', PUZZLE)).toMatchObject({ error: 'wrong-numbers', reason: expect.stringContaining('0 not available') });
    expect(check('(5 - 4) * 6 * 4', PUZZLE)).toMatchObject({ error: 'wrong-numbers' });
    expect(check('24', PUZZLE)).toMatchObject({ error: 'wrong-numbers' });
  });

  it('computes exactly what a wrong expression makes', () => {
    expect(check('4 + 5 + 6 + 10', PUZZLE)).toEqual({ ok: false, error: 'not-24', reason: 'It makes 25, not 24.', value: '25' });
    expect(check('4 * 5 / 6 + 10', PUZZLE)).toMatchObject({ error: 'not-24', value: '40/3' });
    expect(check('4 - 5 - 6 - 10', PUZZLE)).toMatchObject({ error: 'not-24', value: '-17' });
  });

  it('reports a division by zero', () => {
    expect(check('4 * 6 / (1 - 1)', [1, 1, 4, 6])).toEqual({ ok: false, error: 'division-by-zero', reason: 'It divides by zero.' });
  });

  it('finds no answer in empty text or non-text', () => {
    for (const empty of ['', '   \n ', 42, null, undefined, { expression: '4' }]) {
      expect(check(empty, PUZZLE)).toMatchObject({ ok: false, error: 'no-answer' });
    }
  });

  it.each([
    ['4 + 5 +', 'Not a valid expression'],
    ['4 5 6 10', 'Not a valid expression'],
    ['(4 + 5', 'never closed'],
    ['4)(5', 'no "("'],
    ['-4 + 5 + 6 + 10', 'in front of a number'],
    ['+4 * 5 + 10 - 6', 'in front of a number'],
    ['(10 - 4)(5 - 6)', 'multiplication'],
    ['5 4 + 10 - 6', 'Not a valid expression'],
    ['4 ^ 5 + 6 + 10', 'Powers'],
    ['4 ** 5', 'Powers'],
    ['9^9^9^9', 'Powers'],
    ['4! + 5 - 6 + 10', 'Factorials'],
    ['sqrt(16) * 6', '"sqrt"'],
    ['x * 6', '"x"'],
    ['pi', '"pi"'],
    ['1e3', 'Names'],
    ['import("fs")', '"import"'],
    ['evaluate("4 * 6")', '"evaluate"'],
    ['createUnit("x")', '"createUnit"'],
    ['<script>alert(1)</script>', '"script"'],
    ['4.0 * 6', 'Decimals'],
    ['(10 - 4) * 5 - 6 = 24', '"="'],
    ['4 % 5', '"%"'],
    ['4; 5', '";"'],
    ['[4, 5]', '"["'],
    ['4 + 5 + 6 + 10 + ' + '1 + '.repeat(60), `longer than ${MAX_EXPRESSION}`],
    ['x'.repeat(100_000), `longer than ${MAX_EXPRESSION}`],
    ['('.repeat(9) + '4' + ')'.repeat(9), 'nested'],
    ['('.repeat(5000) + ')'.repeat(5000), `longer than ${MAX_EXPRESSION}`],
  ])('rejects %j as not an allowed expression (%s)', (expression, reason) => {
    const result = check(expression, PUZZLE);
    expect(result).toMatchObject({ ok: false, error: 'syntax' });
    expect(result.ok === false && result.reason).toContain(reason);
  });

  it.each(['-(-(5 * 4)) + 10 - 6', '10 - -4 * 5 - 6', '-(4 - 10) * 5 - 6'])(
    'refuses %j, right only with a unary minus, under its own class: Tree of Thoughts counts it solved',
    (expression) => {
      expect(check(expression, PUZZLE)).toMatchObject({ ok: false, error: 'unary-minus', reason: expect.stringContaining('minus sign in front') });
    },
  );

  it('keeps a unary minus that does not make 24 with the puzzle\'s numbers, and a unary plus, as syntax errors', () => {
    for (const expression of ['-4 + 5 + 6 + 10', '-(-(5 * 4)) + 10', '-(4 - 10) * 5 - 6 - 1', '+4 * 5 + 10 - 6']) {
      expect(check(expression, PUZZLE), expression).toMatchObject({ ok: false, error: 'syntax' });
    }
  });

  it('allows parentheses up to 8 deep', () => {
    expect(check(`${'('.repeat(7)}(10 - 4) * 5${')'.repeat(7)} - 6`, PUZZLE)).toEqual({ ok: true, value: '24' });
  });

  it('never throws, and always gives a known error class, on fuzzed text', () => {
    const alphabet = fc.constantFrom(...'0123456789 +-*/()×÷−^!.=ae'.split(''), '10', '4', '5', '6');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: alphabet, maxLength: 40 })), (text) => {
        const result = check(text, PUZZLE);
        expect(result.ok || CLASSES.includes(result.error)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with floating-point arithmetic on random expressions over the numbers', () => {
    type Tree = number | [Tree, string, Tree];
    const render = (t: Tree): string => (typeof t === 'number' ? String(t) : `(${render(t[0])} ${t[1]} ${render(t[2])})`);
    const value = (t: Tree): number => {
      if (typeof t === 'number') return t;
      const [a, b] = [value(t[0]), value(t[2])];
      return t[1] === '+' ? a + b : t[1] === '-' ? a - b : t[1] === '*' ? a * b : a / b;
    };
    const op = fc.constantFrom('+', '-', '*', '/');
    // Four numbers in a random order, combined by a random tree of a random shape.
    const tree = fc.tuple(fc.shuffledSubarray(PUZZLE, { minLength: 4 }), op, op, op, fc.nat(4)).map(([[a, b, c, d], x, y, z, shape]) => {
      const [p, q, r, s] = [a!, b!, c!, d!];
      const shapes: Tree[] = [
        [[[p, x, q], y, r], z, s],
        [[p, x, [q, y, r]], z, s],
        [[p, x, q], y, [r, z, s]],
        [p, x, [[q, y, r], z, s]],
        [p, x, [q, y, [r, z, s]]],
      ];
      return shapes[shape]!;
    });
    fc.assert(
      fc.property(tree, (t) => {
        const v = value(t);
        const result = check(render(t), PUZZLE);
        if (!Number.isFinite(v)) expect(result).toMatchObject({ error: 'division-by-zero' });
        else expect(result.ok).toBe(Math.abs(v - 24) < 1e-9);
      }),
      { numRuns: 2000 },
    );
  });
});
