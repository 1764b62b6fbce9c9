/** Game of 24: the exact solver over every possible puzzle, and the checker on hostile and random text. */
import { createRng } from '../../src/core/rng';
import { check } from '../../src/games/game24/check';
import { allMultisets, solutions, solvable } from '../../src/games/game24/solve';
import type { Row } from './main';

const HOSTILE = [
  '9^9^9^9',
  'import("node:fs")',
  'evaluate("1+1")',
  'createUnit("x")',
  'sqrt(-1) * 24',
  '<script>alert(1)</script>',
  '('.repeat(100) + '4' + ')'.repeat(100),
  'x'.repeat(100_000),
  '4 * 6 * ' + '1 * '.repeat(60) + '1',
];

/** Random text over the expression alphabet and a little beyond: mostly near misses, some answers. */
function randomText(rng: ReturnType<typeof createRng>): string {
  const tokens = [...'0123456789 +-*/()×÷−^!.=x', '4', '5', '6', '10', 'sqrt', ' '];
  return Array.from({ length: 1 + rng.int(40) }, () => rng.pick(tokens)).join('');
}

const ms = (start: number) => performance.now() - start;

export async function benchGame24(): Promise<Row[]> {
  const multisets = allMultisets();
  // The memo starts empty only if nothing else in this process solved a puzzle before.
  let start = performance.now();
  const solvableCount = multisets.filter(solvable).length;
  const decideMs = ms(start);

  start = performance.now();
  let solutionCount = 0;
  for (const numbers of multisets) solutionCount += solutions(numbers).length;
  const enumerateMs = ms(start);

  const rng = createRng('bench-game24');
  const texts = Array.from({ length: 10_000 }, (_, i) => HOSTILE[i] ?? randomText(rng));
  check('(10 - 4) * 5 - 6', [4, 5, 6, 10]); // warms mathjs' parser up: its first call costs ~1 ms
  let accepted = 0;
  const times = texts.map((text) => {
    const one = performance.now();
    if (check(text, [4, 5, 6, 10]).ok) accepted++;
    return ms(one);
  });
  const checkMs = times.reduce((sum, t) => sum + t, 0);
  // The slowest single call is a garbage-collection pause, not its input: the 99th percentile says more.
  const p99 = times.sort((a, b) => a - b)[Math.floor(0.99 * times.length)]!;

  const perMultiset = (total: number) => `${((1000 * total) / multisets.length).toFixed(0)} µs per multiset`;
  return [
    {
      name: 'Game of 24, solvability of all 1,820 multisets (memoised search)',
      value: `${decideMs.toFixed(0)} ms`,
      note: `${perMultiset(decideMs)}; ${solvableCount} solvable`,
      figures: { 'game-of-24.solvable': solvableCount },
    },
    {
      name: 'Game of 24, every distinct solution of all 1,820 multisets',
      value: `${enumerateMs.toFixed(0)} ms`,
      note: `${perMultiset(enumerateMs)}; ${solutionCount} solutions`,
      figures: { 'game-of-24.solutions': solutionCount },
    },
    {
      name: 'Game of 24, checking 10,000 hostile and random strings',
      value: `${checkMs.toFixed(0)} ms`,
      note:
        `${((1000 * checkMs) / texts.length).toFixed(1)} µs each, 99th percentile ${(1000 * p99).toFixed(0)} µs, ` +
        `slowest ${(1000 * times.at(-1)!).toFixed(0)} µs; ${accepted} make 24`,
      figures: { 'game-of-24.hostile-accepted': accepted },
    },
  ];
}
