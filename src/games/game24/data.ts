/**
 * The 1,362 puzzles of the 4nums.com list that Tree of Thoughts and Algorithm of Thoughts use,
 * from `static-data/game24/24.csv` (shipped unchanged; see the README beside it).
 */
import csv from '../../../static-data/game24/24.csv?raw';

/** One puzzle of the list. */
export interface Puzzle {
  /** Position in the list, from 1 (fastest solved by people) to 1,362 (slowest). */
  rank: number;
  /** The four numbers, in increasing order. */
  numbers: [number, number, number, number];
  /** The share of people who solved it, from 0 to 1. */
  solvedRate: number;
  /** The mean time people took to solve it, in seconds (the list's "AMT"): what the ranks order. */
  meanTime: number;
}

const HEADER = 'Rank,Puzzles,AMT (s),Solved rate,1-sigma Mean (s),1-sigma STD (s)';

/** Parses the list; throws on any row that does not fit, since the app cannot run without it. */
export function parsePuzzles(csv: string): Puzzle[] {
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  if (header !== HEADER) throw new Error(`24.csv: unexpected header "${header}"`);
  return rows.map((row, i) => {
    const [rank, puzzle, amt, rate] = row.split(',');
    const numbers = (puzzle ?? '').split(' ').map(Number);
    const ok =
      Number(rank) === i + 1 &&
      numbers.length === 4 &&
      numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 13) &&
      /^\d+(\.\d+)?%$/.test(rate ?? '') &&
      Number(amt) > 0;
    if (!ok) throw new Error(`24.csv: row ${i + 2} does not fit: "${row}"`);
    return {
      rank: i + 1,
      numbers: numbers as Puzzle['numbers'],
      // Percent with two decimals: rounding to four keeps 82.40% from becoming 0.8240000000000001.
      solvedRate: Math.round(parseFloat(rate!) * 100) / 10000,
      meanTime: Number(amt),
    };
  });
}

/** All 1,362 puzzles, by rank. */
export const PUZZLES: readonly Puzzle[] = parsePuzzles(csv);

/** The standard test set of Tree of Thoughts and Algorithm of Thoughts: ranks 901–1,000. */
export const TEST_SET: readonly Puzzle[] = PUZZLES.slice(900, 1000);
