/** Checks for the worked examples in the Game of 24's prompts: real puzzles, not test puzzles, and sound arithmetic. Test code only. */
import { expect } from 'vitest';
import { check } from '../../../src/games/game24/check';
import { PUZZLES } from '../../../src/games/game24/data';
import { apply, format, rational, type Op, type Rational } from '../../../src/games/game24/rational';

const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(' ');

/** The rank of a puzzle of the list, which must exist and lie outside the test set (ranks 901–1,000). */
export function expectTrainingPuzzle(numbers: readonly number[]): number {
  const puzzle = PUZZLES.find((p) => key(p.numbers) === key(numbers));
  expect(puzzle, key(numbers)).toBeDefined();
  expect(puzzle!.rank < 901 || puzzle!.rank > 1000, `${key(numbers)} is test puzzle ${puzzle!.rank}`).toBe(true);
  return puzzle!.rank;
}

export const parseRational = (text: string): Rational => {
  const [n, d = '1'] = text.split('/');
  return rational(Number(n), Number(d));
};

export const numbersOf = (text: string) => text.trim().split(/\s+/).map(parseRational);
const sorted = (list: readonly Rational[]) => list.map(format).sort().join(' ');

const STEP = /^(-?\d+(?:\/\d+)?) ([-+*/]) (-?\d+(?:\/\d+)?) = (-?\d+(?:\/\d+)?)(?: \(left: ([^)]*)\))?/;

/**
 * Applies a step like `13 - 5 = 8 (left: 2 8 8)` to the numbers `from`: its operands must be among
 * them, its arithmetic right, and its `left` (when given) what remains. Returns what remains.
 */
export function applyStep(from: readonly Rational[], line: string): Rational[] {
  const match = STEP.exec(line);
  expect(match, line).not.toBeNull();
  const [, a, op, b, c, left] = match!;
  const rest = [...from];
  for (const operand of [a!, b!]) {
    const i = rest.findIndex((r) => format(r) === format(parseRational(operand)));
    expect(i, `${line}: ${operand} is not among ${sorted(from)}`).toBeGreaterThanOrEqual(0);
    rest.splice(i, 1);
  }
  const result = apply(parseRational(a!), op as Op, parseRational(b!));
  expect(result && format(result), line).toBe(format(parseRational(c!)));
  rest.push(result!);
  if (left !== undefined) expect(sorted(numbersOf(left)), line).toBe(sorted(rest));
  return rest;
}

/** What two numbers make with + - * /, as AoT's examples list them: sum, difference, product, quotient (larger first). */
export function pairResults(pair: readonly Rational[]): string[] {
  const [small, big] = [...pair].sort((x, y) => x.n * y.d - y.n * x.d);
  return (['+', '-', '*', '/'] as const).map((op) => format(apply(big!, op, small!)!));
}

/** The exact value of an arithmetic expression, from the checker given the expression's own numbers. */
function valueOf(expression: string): string | undefined {
  return check(expression, (expression.match(/\d+/g) ?? []).map(Number)).value;
}

/**
 * Every equality in the text holds: in each clause (lines cut at , : ;), the parts between `=`
 * signs that are plain arithmetic all have the same exact value. `(left: …)` lists are not clauses.
 */
export function expectEqualitiesHold(text: string): void {
  for (const clause of text.replace(/\(left:[^)]*\)/g, '').split(/[\n,:;]/)) {
    // Without a bullet or a number in front: `- 8 * 2 = 16`, `1. 7 - 3 = 4`.
    const parts = clause.replace(/^\s*(?:-|\d+\.)\s+/, '').split('=').map((part) => part.trim().replace(/\.$/, ''));
    if (parts.length < 2 || !parts.every((part) => /^[\d\s+\-*/()]+$/.test(part))) continue;
    const [first, ...rest] = parts.map(valueOf);
    expect(first, clause).toBeDefined();
    for (const value of rest) expect(value, clause).toBe(first);
  }
}
