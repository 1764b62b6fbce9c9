/** Reads a guess from a model's reply in AR-Bench's format, `Guess: [number]`. */

export type Parsed = { ok: true; guess: string } | { ok: false; error: string };

/** AR-Bench's words for a reply without a guess. */
export const FORMAT_ERROR = 'Your output does not follow this format: Guess: [number]';

export function parseGuess(text: string): Parsed {
  // The last "Guess:" line wins: models often restate earlier guesses while reasoning.
  const matches = [...text.slice(-4000).matchAll(/guess\s*[:：]\s*\[?\s*([0-9][0-9 ]{0,10}[0-9]|[0-9])\s*\]?/gi)];
  const last = matches.at(-1);
  return last ? { ok: true, guess: last[1]!.replace(/ /g, '') } : { ok: false, error: FORMAT_ERROR };
}
