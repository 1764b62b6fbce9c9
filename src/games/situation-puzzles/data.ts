/**
 * The bundled puzzles, from `static-data/situation-puzzles/` (see the README there): 33 original
 * puzzles in AR-Bench's record format, and the Yes or No answer of each key question.
 */
import puzzles from '../../../static-data/situation-puzzles/puzzles.json' with { type: 'json' };
import keyAnswers from '../../../static-data/situation-puzzles/key-answers.json' with { type: 'json' };
import type { KeyAnswer, PuzzleRecord, Setup } from './types';

export const PUZZLES: readonly PuzzleRecord[] = puzzles as PuzzleRecord[];

/** Each puzzle's key answers by its `index`, aligned with its `key_question`. */
export const KEY_ANSWERS: Readonly<Record<string, KeyAnswer[]>> = keyAnswers as Record<string, KeyAnswer[]>;

/** A bundled puzzle's setup, with its key answers. */
export const setupOf = (puzzle: PuzzleRecord): Setup => ({ puzzle, keyAnswers: KEY_ANSWERS[String(puzzle.index)]! });

const BY_SURFACE = new Map(PUZZLES.map((p) => [p.surface, p]));

/** The bundled puzzle with this surface, if any. */
export const puzzleWithSurface = (surface: string): PuzzleRecord | undefined => BY_SURFACE.get(surface);
