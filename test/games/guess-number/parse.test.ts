import { describe, expect, it } from 'vitest';
import { FORMAT_ERROR, parseArBenchGuess, parseGuess, parseProactiveGuess } from '../../../src/games/guess-number/parse';

describe('parseGuess (the friendly protocol)', () => {
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

describe('parseArBenchGuess (AR-Bench’s extract_and_convert_guess)', () => {
  it.each([
    ['Guess: [0123]', '0123'],
    ['My guess is 4567, not 1234.', '1234'],
    ['1123', '1123'],
    // re.findall(r"\d{4}") takes runs of 4 from the left, without overlap: 123456 gives 1234.
    ['Guess: 123456', '1234'],
    ['12345678', '5678'],
    ['Guess: [9 8 7 6]', ''],
    ['no idea', ''],
    // Python's \d is any Unicode decimal digit, and int() gives its value (values run in Python).
    ['Guess: １２３４', '1234'],
    ['Guess: ١٢٣٤', '1234'],
    ['x 𝟗𝟖𝟕𝟔 y', '9876'],
    ['४५६७', '4567'],
    ['12３４', '1234'],
    ['１２３', ''],
  ])('reads %j as %j', (text, guess) => {
    expect(parseArBenchGuess(text)).toBe(guess);
  });
});

describe('parseProactiveGuess (AR-Bench’s extract_four_digit_numbers)', () => {
  it.each([
    ['Analysis… Next guess: [5680]\nGuess: [5680]', '5680'],
    ['**Guess:** 1234\n\nWhy this guess: …', '1234'],
    // A later "guess:" without exactly 4 digits is skipped for the last one with them.
    ['Guess: 1234. Earlier I would have said guess: 99', '1234'],
    // No "guess:" with 4 digits: the last run of 4 digits anywhere.
    ['I will try 4567 then 8901', '8901'],
    ['the secret has digits 1, 2, 3 and (0456)', '0456'],
    // Python's \d there is any decimal digit, and compare_guess takes int() of each.
    ['Guess: \uff14\uff15\uff16\uff17', '4567'],
    ['Guess: \u{1d7cf}\u{1d7d0}\u{1d7d1}\u{1d7d2}', '1234'],
  ])('reads %j as %s', (text, guess) => {
    expect(parseProactiveGuess(text)).toBe(guess);
  });

  it.each([
    // What AR-Bench reads is not 4 characters long, so it asks again.
    'Guess: 1, 2, 3, 4',
    'Guess: 1234, since it tests new digits',
    'I cannot decide yet.',
  ])('reads no guess from %j', (text) => {
    expect(parseProactiveGuess(text)).toBeNull();
  });
});
