/**
 * AR-Bench's outcome score for situation puzzles, exactly as its code computes it
 * (`f1_score` in `arbench/utils/utils_sp.py`, called by `sp_evaluator.py`): the F1 of the player's
 * final reply against the hidden story, over characters and over words. Nothing is normalised:
 * case, spaces, punctuation and an "A:" prefix all count.
 */

/** Counts of each token. */
function counts(tokens: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const token of tokens) map.set(token, (map.get(token) ?? 0) + 1);
  return map;
}

/**
 * F1 of two token lists as multisets: common = the sum over tokens of the smaller count;
 * precision = common / |prediction|, recall = common / |truth|; 0 when nothing is common.
 */
export function f1(prediction: readonly string[], truth: readonly string[]): number {
  const truthCounts = counts(truth);
  let common = 0;
  for (const [token, n] of counts(prediction)) common += Math.min(n, truthCounts.get(token) ?? 0);
  if (common === 0) return 0;
  const precision = common / prediction.length;
  const recall = common / truth.length;
  return (2 * precision * recall) / (precision + recall);
}

/** Python's iteration over a string: code points, so an emoji is one token as in AR-Bench. */
export const characters = (text: string): string[] => Array.from(text);

/** The characters Python's `str.isspace()` accepts (JavaScript's `\s` differs: it lacks U+001C–U+001F and U+0085, and has U+FEFF). */
const PYTHON_WHITESPACE = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

/** Python's `str.split()` without an argument: runs of whitespace separate, and none gives an empty token. */
export const words = (text: string): string[] => text.split(PYTHON_WHITESPACE).filter(Boolean);

/** AR-Bench's `f1_score_char`: `f1_score(prediction, bottom)` on the raw strings. */
export const f1Characters = (prediction: string, bottom: string) => f1(characters(prediction), characters(bottom));

/** AR-Bench's `f1_score_word`: `f1_score(prediction.split(), bottom.split())`. */
export const f1Words = (prediction: string, bottom: string) => f1(words(prediction), words(bottom));
