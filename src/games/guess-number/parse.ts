/** Reading a guess from a model's reply: AR-Bench's two readers, and Fogplay's stricter one. */
import { PY_SPACE, pyStrip } from '../../core/python-text';
import { MISSING_GUESS } from './rules';

export type Parsed = { ok: true; guess: string } | { ok: false; error: string };

/** AR-Bench's words for a reply without a guess. */
export const FORMAT_ERROR = 'Your output does not follow this format: Guess: [number]';

/**
 * The friendly protocol's reader: the number after the last `Guess:`, which must be there.
 * Models often restate earlier guesses while reasoning, so the last one wins.
 */
export function parseGuess(text: string): Parsed {
  const matches = [...text.slice(-4000).matchAll(/guess\s*[:：]\s*\[?\s*([0-9][0-9 ]{0,10}[0-9]|[0-9])\s*\]?/gi)];
  const last = matches.at(-1);
  return last ? { ok: true, guess: last[1]!.replace(/ /g, '') } : { ok: false, error: FORMAT_ERROR };
}

const DIGIT = /\p{Nd}/u;

/** A decimal digit's value, as Python's `int(char)` gives it: Unicode's digits come in runs of ten, 0 to 9. */
function digitValue(char: string): number {
  const code = char.codePointAt(0)!;
  let start = code;
  while (DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return (code - start) % 10;
}

/**
 * AR-Bench's reader for its zero- and few-shot loop (`extract_and_convert_guess`): the last run of
 * 4 digits anywhere in the reply, whatever surrounds it, each turned into a number by `int`. Python's
 * `\d` is any Unicode decimal digit, so "１２３４" (full width) or "١٢٣٤" (Arabic-Indic) is the guess
 * 1234. None is a missing guess, which uses the turn (where AR-Bench's own loop stops with an error).
 */
export function parseArBenchGuess(text: string): string {
  const run = [...text.matchAll(/\p{Nd}{4}/gu)].at(-1)?.[0];
  return run ? Array.from(run, digitValue).join('') : MISSING_GUESS;
}

/**
 * AR-Bench's reader for its proactive chain of thought (`extract_four_digit_numbers`): with brackets
 * and asterisks removed, the last `guess:` followed by digits, commas and spaces holding exactly 4
 * digits; failing that, the last run of 4 digits, any Unicode decimal digits (Python's `\d`), each
 * turned into a number by `int` as `compare_guess` does. AR-Bench then asks again when what it read
 * is not exactly 4 characters ("1, 2, 3, 4" or "1234," count as none): null here.
 */
export function parseProactiveGuess(text: string): string | null {
  const plain = text.replace(/[[\](){}*]/g, '');
  const afterGuess = [...plain.toLowerCase().matchAll(new RegExp(`guess:${PY_SPACE}*((?:[0-9,]|${PY_SPACE})+)`, 'g'))]
    .map((m) => m[1]!)
    .filter((s) => (s.match(/\d/g) ?? []).length === 4);
  const found = afterGuess.length > 0 ? pyStrip(afterGuess.at(-1)!) : ([...plain.matchAll(/\p{Nd}{4}/gu)].at(-1)?.[0] ?? '');
  const characters = Array.from(found);
  return characters.length === 4 ? characters.map(digitValue).join('') : null;
}
