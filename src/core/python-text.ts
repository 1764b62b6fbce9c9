/**
 * Python's reading of text, where a paper's code reads a reply with Python and a port must read it
 * alike: `str.isspace()` (so `strip()` and the regular expression `\s`) and the regular expression
 * `.`, which stops only at `\n`.
 */

/** The characters of Python's `\s` and `str.strip()` (JavaScript's `\s` lacks \x1c–\x1f and \x85, and adds \ufeff). */
export const PY_SPACE = '[\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';

const SPACE = new RegExp(`^${PY_SPACE}$`);

/** Python's `str.strip()` (a loop: an anchored `\s+$` backtracks quadratically on a long inner run). */
export function pyStrip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && SPACE.test(text[start]!)) start++;
  while (end > start && SPACE.test(text[end - 1]!)) end--;
  return text.slice(start, end);
}
