/** The rule-based judge’s reading of a question: whether it is a yes-or-no one, and which key question it asks. */
import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../../../src/games/situation-puzzles/data';
import { isYesNoQuestion, matchKeyQuestions } from '../../../src/games/situation-puzzles/match';

const KEYS = PUZZLES[0]!.key_question;

describe('reading a question', () => {
  it('takes questions that open with an auxiliary verb, or end with a question mark without a wh-word', () => {
    for (const text of ['Did he die?', 'was it murder', "Wasn't she there?", 'Q: Is it a ghost?', 'Q3. Could he swim?', 'The man died?', 'Didn’t he know?']) expect(isYesNoQuestion(text), text).toBe(true);
    for (const text of ['What happened?', 'Why did he do it?', 'Tell me the answer.', 'He lied.', '', '?!']) expect(isYesNoQuestion(text), text).toBe(false);
  });

  it('matches a key question by its words, whatever the case, small words and endings', () => {
    expect(matchKeyQuestions(KEYS[1]!, KEYS)).toEqual([2]);
    expect(matchKeyQuestions('did the KEEPER forget to light his lamp', KEYS)).toEqual([2]);
    expect(matchKeyQuestions('Did the lighthouse keeper change the flashing pattern back to the old one?', KEYS)).toEqual([1]);
  });

  it('matches no key question whose answer a negation would flip, nor an unrelated or vaguer one', () => {
    expect(matchKeyQuestions('Did the keeper not forget to light the lamp?', KEYS)).toEqual([]);
    expect(matchKeyQuestions("Didn't the keeper forget to light the lamp?", KEYS)).toEqual([]);
    expect(matchKeyQuestions('Was the keeper drunk?', KEYS)).toEqual([]);
    expect(matchKeyQuestions('Did sailors drown?', KEYS)).toEqual([]);
    expect(matchKeyQuestions('Is it?', KEYS)).toEqual([]);
  });

  it('matches every bundled key question to itself alone', () => {
    for (const p of PUZZLES) p.key_question.forEach((key, i) => expect(matchKeyQuestions(key, p.key_question), key).toEqual([i + 1]));
  });
});
