/**
 * Exact rational arithmetic for the Game of 24: `8 / (3 − 8 / 3)` is 24, not 23.999999999999996.
 * Plain numbers suffice: an expression over four numbers from 1 to 13 never leaves the safe
 * integer range (its numerator and denominator stay below 4 × 13⁴).
 */

/** A fraction in lowest terms. */
export interface Rational {
  /** Numerator, with the sign. */
  n: number;
  /** Denominator, always positive. */
  d: number;
}

export type Op = '+' | '-' | '*' | '/';

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return Math.abs(a);
}

export function rational(n: number, d = 1): Rational {
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g || 0, d: (sign * d) / g };
}

/** `a op b`, or null for a division by zero. */
export function apply(a: Rational, op: Op, b: Rational): Rational | null {
  switch (op) {
    case '+':
      return rational(a.n * b.d + b.n * a.d, a.d * b.d);
    case '-':
      return rational(a.n * b.d - b.n * a.d, a.d * b.d);
    case '*':
      return rational(a.n * b.n, a.d * b.d);
    case '/':
      return b.n === 0 ? null : rational(a.n * b.d, a.d * b.n);
  }
}

export function is24(r: Rational): boolean {
  return r.n === 24 && r.d === 1;
}

/** Negative, zero or positive as `a` is below, equal to or above `b`. */
export function compare(a: Rational, b: Rational): number {
  return a.n * b.d - b.n * a.d;
}

/** `24`, `-4`, `8/3`. */
export function format(r: Rational): string {
  return r.d === 1 ? String(r.n) : `${r.n}/${r.d}`;
}
