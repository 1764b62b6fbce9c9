/**
 * AR-Bench's "guessing numbers" (GN): a secret of 4 distinct digits (a leading zero allowed),
 * feedback of digits in the right position and digits present elsewhere.
 */

export const DIGITS = 4;

/** All 5,040 possible secrets, in increasing order. */
export const ALL_SECRETS: readonly string[] = (() => {
  const out: string[] = [];
  for (let n = 0; n < 10_000; n++) {
    const code = String(n).padStart(DIGITS, '0');
    if (new Set(code).size === DIGITS) out.push(code);
  }
  return out;
})();

/** log2(5040) ≈ 12.3: the bits of uncertainty a player starts with. */
export const START_BITS = Math.log2(ALL_SECRETS.length);

/** The guess recorded for a reply without 4 digits in a row: AR-Bench logs it as "" and the turn is used. */
export const MISSING_GUESS = '';

export interface Feedback {
  /** Digits in the secret and in the right position. */
  exact: number;
  /** Digits in the secret but in another position. */
  misplaced: number;
}

/**
 * The feedback on a guess, as AR-Bench's `compare_guess` counts it: digits in the right position,
 * and digits shared as multisets less those. A guess that repeats a digit is scored too (AR-Bench
 * accepts one): against 1234, 1123 gets 1 exact and 2 misplaced.
 */
export function feedback(secret: string, guess: string): Feedback {
  let exact = 0;
  for (let i = 0; i < DIGITS; i++) if (secret[i] === guess[i]) exact++;
  let shared = 0;
  for (const digit of new Set(guess)) shared += Math.min(count(secret, digit), count(guess, digit));
  return { exact, misplaced: shared - exact };
}

const count = (code: string, digit: string) => [...code].filter((d) => d === digit).length;

// Numeric forms of every code, so that partitioning thousands of secrets stays fast.
const DIGIT = new Uint8Array(ALL_SECRETS.length * DIGITS);
const MASK = new Uint16Array(ALL_SECRETS.length);
const POPCOUNT = Uint8Array.from({ length: 1024 }, (_, m) => [...m.toString(2)].filter((b) => b === '1').length);
ALL_SECRETS.forEach((code, i) => {
  for (let d = 0; d < DIGITS; d++) {
    DIGIT[i * DIGITS + d] = Number(code[d]);
    MASK[i] = MASK[i]! | (1 << Number(code[d]));
  }
});
const INDEX = new Map(ALL_SECRETS.map((code, i) => [code, i]));

/** A code's position in ALL_SECRETS. */
export function codeIndex(code: string): number {
  const i = INDEX.get(code);
  if (i === undefined) throw new Error(`Not a code of 4 distinct digits: ${code}`);
  return i;
}

/** Feedback between two codes given by index, as one small integer: exact × 5 + misplaced. */
export function feedbackCode(a: number, b: number): number {
  let exact = 0;
  for (let d = 0; d < DIGITS; d++) if (DIGIT[a * DIGITS + d] === DIGIT[b * DIGITS + d]) exact++;
  return exact * 5 + POPCOUNT[MASK[a]! & MASK[b]!]! - exact;
}

/** The secrets that would have given every feedback seen so far. */
export function consistentSecrets(history: readonly ({ guess: string } & Feedback)[]): string[] {
  return history.reduce(narrowCodes, ALL_CODES).map((i) => ALL_SECRETS[i]!);
}

/**
 * The secrets of `candidates` that give `turn.guess` the feedback `turn` got. A missing guess (a
 * reply without one, which AR-Bench counts as a used turn) rules nothing out.
 */
export function narrow(candidates: readonly string[], turn: { guess: string } & Feedback): string[] {
  return narrowCodes(candidates.map(codeIndex), turn).map((i) => ALL_SECRETS[i]!);
}

/** Every secret by its position in ALL_SECRETS. */
export const ALL_CODES: readonly number[] = ALL_SECRETS.map((_, i) => i);

/**
 * `narrow` on positions in ALL_SECRETS: what replaying thousands of episodes narrows, with no
 * code looked up by its text.
 */
export function narrowCodes(candidates: readonly number[], turn: { guess: string } & Feedback): number[] {
  if (turn.guess === MISSING_GUESS) return [...candidates];
  const guess = INDEX.get(turn.guess);
  if (guess === undefined) return candidates.filter((i) => sameFeedback(feedback(ALL_SECRETS[i]!, turn.guess), turn));
  const code = turn.exact * 5 + turn.misplaced;
  return candidates.filter((i) => feedbackCode(i, guess) === code);
}

const sameFeedback = (a: Feedback, b: Feedback) => a.exact === b.exact && a.misplaced === b.misplaced;

/**
 * Why a guess is not a valid one, or null when it is. Under AR-Bench's rules any 4 digits are a
 * guess, and so is a missing one; otherwise a guess is 4 different digits.
 */
export function guessError(guess: string, arBench = false): string | null {
  if (arBench && guess === MISSING_GUESS) return null;
  if (!/^\d{4}$/.test(guess)) return `A guess is exactly 4 digits, like 0123; "${clip(guess)}" is not.`;
  if (!arBench && new Set(guess).size !== DIGITS) return `The 4 digits of a guess must all be different; ${guess} repeats one.`;
  return null;
}

function clip(text: string): string {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}

/** AR-Bench's feedback sentence. */
export function feedbackText({ exact, misplaced }: Feedback): string {
  return `${exact} digits are present in the answer and in the correct positions, ${misplaced} digits are present in the answer but in the different positions`;
}
