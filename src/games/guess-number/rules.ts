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

export interface Feedback {
  /** Digits in the secret and in the right position. */
  exact: number;
  /** Digits in the secret but in another position. */
  misplaced: number;
}

export function feedback(secret: string, guess: string): Feedback {
  let exact = 0;
  let common = 0;
  for (let i = 0; i < DIGITS; i++) {
    if (secret[i] === guess[i]) exact++;
    if (secret.includes(guess[i]!)) common++;
  }
  return { exact, misplaced: common - exact };
}

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
  return history.reduce<readonly string[]>((left, turn) => narrow(left, turn), ALL_SECRETS) as string[];
}

/** The secrets of `candidates` that give `turn.guess` the feedback `turn` got. */
export function narrow(candidates: readonly string[], turn: { guess: string } & Feedback): string[] {
  const code = turn.exact * 5 + turn.misplaced;
  const guess = codeIndex(turn.guess);
  return candidates.filter((secret) => feedbackCode(codeIndex(secret), guess) === code);
}

/** Why a guess is not a valid one, or null when it is. */
export function guessError(guess: string): string | null {
  if (!/^\d{4}$/.test(guess)) return `A guess is exactly 4 digits, like 0123; "${clip(guess)}" is not.`;
  if (new Set(guess).size !== DIGITS) return `The 4 digits of a guess must all be different; ${guess} repeats one.`;
  return null;
}

function clip(text: string): string {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}

/** AR-Bench's feedback sentence. */
export function feedbackText({ exact, misplaced }: Feedback): string {
  return `${exact} digits are present in the answer and in the correct positions, ${misplaced} digits are present in the answer but in the different positions`;
}
