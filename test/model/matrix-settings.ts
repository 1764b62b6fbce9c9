/** The model matrix's choices, shared by the matrix in Node (matrix.ts) and in Chromium (test/e2e/families.spec.ts). */

/**
 * Short variants: the fewest turns that still play the game whole; a game not named plays its
 * first. BrainKing's oracle answers a model only in the open variants, whose questions are anyone's;
 * from the medium concept the bank bot asks before it guesses (from the easy one it guesses at once).
 */
export const VARIANTS: Record<string, string> = {
  'guess-number': 'ten',
  'situation-puzzles': 'classroom',
  'detective-cases': 'classroom',
  brainking: 'easy',
  asympuzl: 'both-n3',
};
export const ORACLE_VARIANT = 'medium-open';

/** Replies are short: the grammars' moves fit, and a free-text reply that runs on is cut there. */
export const MAX_TOKENS = 32;
/** A vote's samples (Game of 24's CoT-SC: 100 chains, up to 4 times) are cut sooner: the loop is what is played here. */
export const VOTE_TOKENS = 4;
