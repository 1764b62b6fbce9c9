/**
 * --param: for every registered game, variant and parameter, a value of the wrong kind or out of
 * bounds is refused in a sentence, never with JavaScript's own words; a parameter given twice is
 * refused, named.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { variantParams } from '../../src/cli/options';
import { UsageError } from '../../src/cli/usage';

/** Values a person may type by mistake: words, fractions, negatives, nothing, other JSON, a huge number. */
const MISTAKES = ['easy', '1.5', '-1', 'null', '[]', '{}', '1e9', '""', 'true', '0', '"1"'];

const games = await Promise.all(GAMES.map(async (entry) => [entry.id, (await entry.load()).game] as const));

describe.each(games)('--param of %s', (_, game) => {
  it('refuses a mistaken value in a sentence, or takes it', async () => {
    for (const variant of game.variants) {
      for (const key of Object.keys(variant.params as object)) {
        for (const value of MISTAKES) {
          let message: string | null = null;
          try {
            await variantParams(game, variant, [`${key}=${value}`]);
          } catch (error) {
            expect(error, `${variant.id} ${key}=${value}`).toBeInstanceOf(UsageError);
            message = (error as Error).message;
          }
          if (message === null) continue;
          expect(message, `${variant.id} ${key}=${value}`).toMatch(/^--param: \S.*[.)]$/s);
          expect(message, `${variant.id} ${key}=${value}`).not.toMatch(/Cannot read|undefined|is not a function|is not iterable|\[object|NaN/);
        }
      }
    }
  });
});

describe('--param', () => {
  it('says which sets of puzzles the Game of 24 has', async () => {
    const game = games.find(([id]) => id === 'game24')![1];
    await expect(variantParams(game, game.variants[0]!, ['set=easy'])).rejects.toThrow('--param: "easy" is not a set of puzzles of the Game of 24: give test, all, band (with from and to) or single (with puzzle).');
  });

  it('refuses a parameter given twice, naming it', async () => {
    const game = games.find(([id]) => id === 'guess-number')![1];
    await expect(variantParams(game, game.variants[0]!, ['maxGuesses=10', 'maxGuesses=12'])).rejects.toThrow('--param maxGuesses is given twice: give each parameter once.');
  });
});
