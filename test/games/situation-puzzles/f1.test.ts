/**
 * AR-Bench's F1 scores, checked against values computed by hand and by its own Python function
 * (`f1_score` in `arbench/utils/utils_sp.py`), to the last bit: the same operations in the same order.
 */
import { describe, expect, it } from 'vitest';
import { characters, f1, f1Characters, f1Words, words } from '../../../src/games/situation-puzzles/f1';

describe('AR-Bench F1', () => {
  it('counts common tokens as a multiset: F1 = 2PR / (P + R), 0 with nothing in common', () => {
    // 1 common of 3 predicted and 1 true: P = 1/3, R = 1, F1 = 0.5.
    expect(f1(['no', 'no', 'no'], ['no'])).toBe(0.5);
    expect(f1(['a', 'b'], ['c'])).toBe(0);
    expect(f1([], ['c'])).toBe(0);
    expect(f1(['x', 'y'], ['y', 'x'])).toBe(1);
  });

  it('scores the whole reply, "A:" included, and keeps case and punctuation', () => {
    // Words: "The", "man", "had" are common ("hiccups." is not "hiccups"): P = 3/5, R = 3/7, F1 = 0.5.
    // Characters: 21 in common of 23 and 37: F1 = 42/60, as Python computes it (0.6999999999999998).
    const prediction = 'A: The man had hiccups.';
    const bottom = 'The man had hiccups and wanted water.';
    expect(f1Words(prediction, bottom)).toBe(0.5);
    expect(f1Characters(prediction, bottom)).toBe(0.6999999999999998);
    // "the" is not "The", "cat" is not "cat.": no word in common; 6 of 7 and 8 characters.
    expect(f1Words('the cat', 'The cat.')).toBe(0);
    expect(f1Characters('the cat', 'The cat.')).toBe(0.7999999999999999);
  });

  it('counts spaces, tabs and newlines as characters, but splits words on any run of them', () => {
    // 16 characters against 11, all 11 of the bottom's among them: F1 = 22/27.
    expect(f1Characters('  hello\n\tworld  ', 'hello world')).toBe(22 / 27);
    expect(f1Words('  hello\n\tworld  ', 'hello world')).toBe(1);
    expect(words('  a \n b\t')).toEqual(['a', 'b']);
    expect(words('   ')).toEqual([]);
  });

  it('takes characters as code points and whitespace as Python does', () => {
    // Two emoji share a UTF-16 unit but no code point.
    expect(characters('😀')).toEqual(['😀']);
    expect(f1Characters('😀', '😁')).toBe(0);
    // Python splits on U+001C and U+0085, which JavaScript's \s does not match, and not on U+FEFF, which it does.
    expect(f1Words('a\x1cb', 'a b')).toBe(1);
    expect(f1Words('a\x85b', 'a b')).toBe(1);
    expect(f1Words('a\ufeffb', 'a b')).toBe(0);
    expect(f1Characters('a\x1cb', 'a b')).toBe(0.6666666666666666);
  });

  it('gives 0 for an empty prediction', () => {
    expect(f1Characters('', 'The cat.')).toBe(0);
    expect(f1Words('', 'The cat.')).toBe(0);
  });
});
