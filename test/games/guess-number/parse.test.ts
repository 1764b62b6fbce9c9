import { describe, expect, it } from 'vitest';
import { FORMAT_ERROR, parseGuess } from '../../../src/games/guess-number/parse';

describe('parseGuess', () => {
  it.each([
    ['Guess: [0123]', '0123'],
    ['guess: 4567', '4567'],
    ['I think... Guess: [1234]\nActually, Guess: [5678]', '5678'],
    ['Guess：[9 8 7 6]', '9876'],
    ['Reasoning first.\n\nGuess: [012]', '012'],
  ])('reads %j as %s', (text, guess) => {
    expect(parseGuess(text)).toEqual({ ok: true, guess });
  });

  it('explains the format when there is no guess', () => {
    expect(parseGuess('I am not sure.')).toEqual({ ok: false, error: FORMAT_ERROR });
    expect(parseGuess('')).toEqual({ ok: false, error: FORMAT_ERROR });
  });
});
