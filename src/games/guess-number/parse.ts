/** Reads a guess from a model's reply in AR-Bench's format, `Guess: [number]`. */

export type Parsed = { ok: true; guess: string } | { ok: false; error: string };

export const FORMAT_ERROR =
  'I could not find your guess. End your reply with one line in the format "Guess: [number]", for example "Guess: [0123]".';

export function parseGuess(text: string): Parsed {
  // The last "Guess:" line wins: models often restate earlier guesses while reasoning.
  const matches = [...text.slice(-4000).matchAll(/guess\s*[:：]\s*\[?\s*([0-9][0-9 ]{0,10}[0-9]|[0-9])\s*\]?/gi)];
  const last = matches.at(-1);
  return last ? { ok: true, guess: last[1]!.replace(/ /g, '') } : { ok: false, error: FORMAT_ERROR };
}
