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

/** Feedback as one small integer, for fast partitioning. */
export function feedbackCode(secret: string, guess: string): number {
  const { exact, misplaced } = feedback(secret, guess);
  return exact * 5 + misplaced;
}

/** The secrets that would have given every feedback seen so far. */
export function consistentSecrets(history: readonly ({ guess: string } & Feedback)[]): string[] {
  return history.reduce<readonly string[]>((left, turn) => narrow(left, turn), ALL_SECRETS) as string[];
}

/** The secrets of `candidates` that give `turn.guess` the feedback `turn` got. */
export function narrow(candidates: readonly string[], turn: { guess: string } & Feedback): string[] {
  const code = turn.exact * 5 + turn.misplaced;
  return candidates.filter((secret) => feedbackCode(secret, turn.guess) === code);
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
