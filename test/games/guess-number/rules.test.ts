import { describe, expect, it } from 'vitest';
import { ALL_SECRETS, consistentSecrets, feedback, feedbackText, guessError, narrow } from '../../../src/games/guess-number/rules';

describe('Guess Number rules', () => {
  it('has 5,040 secrets of four distinct digits, leading zero allowed', () => {
    expect(ALL_SECRETS).toHaveLength(5040);
    expect(ALL_SECRETS[0]).toBe('0123');
    expect(ALL_SECRETS.at(-1)).toBe('9876');
    expect(ALL_SECRETS.every((s) => /^\d{4}$/.test(s) && new Set(s).size === 4)).toBe(true);
  });

  it.each([
    ['1234', '1234', 4, 0],
    ['1234', '4321', 0, 4],
    ['1234', '5678', 0, 0],
    ['1234', '1243', 2, 2],
    ['0123', '3012', 0, 4],
    ['0123', '0456', 1, 0],
    ['0123', '4501', 0, 2],
    ['5870', '5078', 2, 2],
    ['9876', '6789', 0, 4],
    ['2048', '8042', 2, 2],
    ['2048', '1029', 1, 1],
    // Repeated digits, scored as AR-Bench's compare_guess counts shared digits (as multisets).
    ['1234', '1123', 1, 2],
    ['1234', '1111', 1, 0],
    ['0123', '3300', 0, 2],
  ])('secret %s, guess %s: %i exact, %i misplaced', (secret, guess, exact, misplaced) => {
    expect(feedback(secret, guess)).toEqual({ exact, misplaced });
  });

  it("words the feedback as AR-Bench does", () => {
    expect(feedbackText({ exact: 1, misplaced: 2 })).toBe(
      '1 digits are present in the answer and in the correct positions, 2 digits are present in the answer but in the different positions',
    );
  });

  it('refuses guesses that are not 4 distinct digits', () => {
    expect(guessError('0123')).toBeNull();
    expect(guessError('123')).toMatch(/exactly 4 digits/);
    expect(guessError('12345')).toMatch(/exactly 4 digits/);
    expect(guessError('12a4')).toMatch(/exactly 4 digits/);
    expect(guessError('1123')).toMatch(/must all be different/);
    expect(guessError('')).toMatch(/exactly 4 digits/);
  });

  it('takes any 4 digits, and a missing guess, under AR-Bench’s rules', () => {
    expect(guessError('1123', true)).toBeNull();
    expect(guessError('', true)).toBeNull();
    expect(guessError('123', true)).toMatch(/exactly 4 digits/);
  });

  it('narrows by a guess with repeated digits, and not at all by a missing one', () => {
    const turn = { guess: '1123', ...feedback('1234', '1123') };
    expect(narrow(ALL_SECRETS, turn)).toEqual(ALL_SECRETS.filter((s) => JSON.stringify(feedback(s, '1123')) === JSON.stringify({ exact: 1, misplaced: 2 })));
    expect(narrow(ALL_SECRETS, turn)).toContain('1234');
    expect(narrow(ALL_SECRETS, { guess: '', exact: 0, misplaced: 0 })).toEqual(ALL_SECRETS);
  });

  it('keeps exactly the secrets consistent with the feedback', () => {
    const history = [{ guess: '0123', ...feedback('5827', '0123') }, { guess: '4567', ...feedback('5827', '4567') }];
    const left = consistentSecrets(history);
    expect(left).toContain('5827');
    for (const secret of left) {
      for (const h of history) expect(feedback(secret, h.guess)).toEqual({ exact: h.exact, misplaced: h.misplaced });
    }
    const brute = ALL_SECRETS.filter((s) => history.every((h) => JSON.stringify(feedback(s, h.guess)) === JSON.stringify({ exact: h.exact, misplaced: h.misplaced })));
    expect(left).toEqual(brute);
  });
});
