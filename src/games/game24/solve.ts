/**
 * Solving the Game of 24 exactly: whether numbers can make 24, a first step that keeps them
 * solvable (a hint), and every solution, deduplicated up to commutativity and associativity.
 */
import { apply, compare, format, is24, rational, type Op, type Rational } from './rational';

/** One operation on two of the numbers, as Tree of Thoughts proposes it: `10 - 4 = 6 (left: 5 6 6)`. */
export interface Step {
  a: Rational;
  op: Op;
  b: Rational;
  result: Rational;
  /** The numbers after the step, the result among them, in increasing order. */
  left: Rational[];
}

const byValue = (x: Rational, y: Rational) => compare(x, y);

/** Every step from `values` (in increasing order): `+` and `*` once per pair, `-` and `/` both ways. */
function steps(values: readonly Rational[]): Step[] {
  const out: Step[] = [];
  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const [small, big] = [values[i]!, values[j]!];
      const rest = values.filter((_, k) => k !== i && k !== j);
      const candidates: [Rational, Op, Rational][] = [
        [big, '+', small], [big, '*', small], [big, '-', small], [big, '/', small], [small, '-', big], [small, '/', big],
      ];
      for (const [a, op, b] of candidates) {
        const result = apply(a, op, b);
        if (result) out.push({ a, op, b, result, left: [...rest, result].sort(byValue) });
      }
    }
  }
  return out;
}

/** Solvability of every multiset met so far, keyed by its sorted values: puzzles share sub-multisets. */
const memo = new Map<string, boolean>();

function canMake24(values: readonly Rational[]): boolean {
  if (values.length === 1) return is24(values[0]!);
  const key = values.map(format).join(' ');
  let known = memo.get(key);
  if (known === undefined) {
    known = steps(values).some((step) => canMake24(step.left));
    memo.set(key, known);
  }
  return known;
}

const start = (numbers: readonly number[]) => numbers.map((n) => rational(n)).sort(byValue);

export function solvable(numbers: readonly number[]): boolean {
  return canMake24(start(numbers));
}

/** A step from `values` (whole numbers or fractions, any order) that leaves numbers that can still make 24, or null when none does: a hint. */
export function nextStep(values: readonly Rational[]): Step | null {
  return steps([...values].sort(byValue)).find((step) => canMake24(step.left)) ?? null;
}

/** `10 - 4 = 6 (left: 5 6 6)`, the format of Tree of Thoughts' proposals. */
export function stepText({ a, op, b, result, left }: Step): string {
  return `${format(a)} ${op} ${format(b)} = ${format(result)} (left: ${left.map(format).join(' ')})`;
}

/**
 * An expression in canonical form: nested sums (and products) flattened into one, their terms
 * sorted, so that `(a + b) + c` and `c + (b + a)` are one expression, and so are `a - (c - b)`
 * and `a + b - c`.
 */
interface Expr {
  value: Rational;
  /** A given number, or a sum or product of at least two terms. */
  kind: 'number' | 'sum' | 'product';
  terms: Term[];
  /** The expression with the fewest parentheses; equal texts are equal canonical forms. */
  text: string;
}

interface Term {
  expr: Expr;
  /** Subtracted (in a sum) or a divisor (in a product). */
  inverse: boolean;
}

const termsOf = (x: Expr, kind: Expr['kind']): Term[] => (x.kind === kind ? x.terms : [{ expr: x, inverse: false }]);

const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** Added and multiplied terms first, then larger values first: `13 + 12 - 1`, `8 / (3 - 8 / 3)`. */
function byTerm(x: Term, y: Term): number {
  return Number(x.inverse) - Number(y.inverse) || compare(y.expr.value, x.expr.value) || byText(x.expr.text, y.expr.text);
}

function combine(x: Expr, op: Op, y: Expr, value: Rational): Expr {
  const kind = op === '+' || op === '-' ? 'sum' : 'product';
  const invert = op === '-' || op === '/';
  const right = termsOf(y, kind).map((t) => (invert ? { expr: t.expr, inverse: !t.inverse } : t));
  const terms = [...termsOf(x, kind), ...right].sort(byTerm);
  const [plus, minus] = kind === 'sum' ? [' + ', ' - '] : [' * ', ' / '];
  // The first term is never inverted; only a sum inside a product needs parentheses.
  const show = (e: Expr) => (kind === 'product' && e.kind === 'sum' ? `(${e.text})` : e.text);
  const text = terms.map((t, i) => (i === 0 ? '' : t.inverse ? minus : plus) + show(t.expr)).join('');
  return { value, kind, terms, text };
}

/**
 * Every way to make 24 from `numbers`, each once, as expressions in ASCII (`*`, `/`), the
 * shortest first. Builds the distinct expressions of every subset from those of its two-part
 * splits, and at the top keeps only those worth 24.
 */
export function solutions(numbers: readonly number[]): string[] {
  const full = (1 << numbers.length) - 1;
  const bySubset: Expr[][] = [[]];
  for (let mask = 1; mask <= full; mask++) {
    const single = numbers.findIndex((_, i) => mask === 1 << i);
    if (single >= 0) {
      const n = numbers[single]!;
      bySubset.push([{ value: rational(n), kind: 'number', terms: [], text: String(n) }]);
      continue;
    }
    const found = new Map<string, Expr>();
    // Each unordered split once: `-` and `/` are tried both ways below.
    for (let part = (mask - 1) & mask; part > 0; part = (part - 1) & mask) {
      const other = mask ^ part;
      if (part > other) continue;
      for (const x of bySubset[part]!) {
        for (const y of bySubset[other]!) {
          const candidates: [Expr, Op, Expr][] = [[x, '+', y], [x, '*', y], [x, '-', y], [y, '-', x], [x, '/', y], [y, '/', x]];
          for (const [a, op, b] of candidates) {
            const value = apply(a.value, op, b.value);
            if (value === null || (mask === full && !is24(value))) continue;
            const expr = combine(a, op, b, value);
            found.set(expr.text, expr);
          }
        }
      }
    }
    bySubset.push([...found.values()]);
  }
  return bySubset[full]!.map((e) => e.text).sort((x, y) => x.length - y.length || byText(x, y));
}

/** The 1,820 multisets of four numbers from 1 to 13, in increasing order: every possible puzzle. */
export function allMultisets(): number[][] {
  const out: number[][] = [];
  for (let a = 1; a <= 13; a++)
    for (let b = a; b <= 13; b++)
      for (let c = b; c <= 13; c++) for (let d = c; d <= 13; d++) out.push([a, b, c, d]);
  return out;
}
