import { describe, expect, it } from 'vitest';
import { extractAnswerChoice, parseDetectiveJson, parseQuestion, parseSuspectChoice, parseSuspectJson, parseSuspectReply } from '../../../src/games/detective-cases/parse';

const NAMES = ['Hollis Brandt', 'Ines Albuquerque', 'Marta Kovac', 'Callum Reyes', 'Tobias Reinholt'];

describe('the final answer, as AR-Bench’s extract_answer_choice reads it', () => {
  it.each([
    ['Reason: the key ring.\nAnswer: C', 'C'],
    ['Answer: [C]', 'C'],
    ['Answer: C. Marta Kovac', 'C'],
    // The quirk: the last capital A to E on the line wins, names included.
    ['Answer: C. Dr. Evans', 'E'],
    ['Answer: B, no wait, D', 'D'],
    // The spaces after "Answer:" may cross a line break; the first "Answer:" counts.
    ['Answer:\nB', 'B'],
    ['Answer: A\nAnswer: B', 'A'],
    // No "Answer:" (it is case-sensitive) or no letter: nothing, which AR-Bench counts wrong.
    ['answer: C', null],
    ['The murderer is C.', null],
    ['Answer: the cafe owner', null],
    // Python's `.` runs past \r, \u2028 and \x85, and its `\s` takes \x1c.
    ['Answer: A\rB', 'B'],
    ['Answer: A\u2028B', 'B'],
    ['Answer: A\x85B', 'B'],
    ['Answer:\x1cD', 'D'],
    ['x'.repeat(9000) + '\nAnswer: D', 'D'],
  ])('%j gives %s', (text, letter) => {
    expect(extractAnswerChoice(text)).toBe(letter);
  });
});

describe('the suspect chosen', () => {
  // AR-Bench's column is what its remove_punctuation_at_ends and `in` give, run in Python.
  it.each([
    ['Marta Kovac', 'C', 'C'],
    ['Marta Kovac.', 'C', 'C'],
    ['.Marta Kovac.', 'C', 'C'],
    ['"Marta Kovac"', 'C', 'C'],
    ['Marta Kovac\n', null, 'C'],
    [' Marta Kovac', null, 'C'],
    ['  Marta Kovac.\n', null, 'C'],
    ['**Marta Kovac**', null, null],
    ['marta kovac', null, null],
    ['Marta', null, null],
    ['I choose Marta Kovac', null, null],
  ])('%j gives %s as AR-Bench reads it, %s as the classroom does (it trims first)', (text, arBench, friendly) => {
    expect(parseSuspectChoice(text, NAMES)).toBe(arBench);
    expect(parseSuspectChoice(text, NAMES, true)).toBe(friendly);
  });
});

describe('the other readers', () => {
  it('takes the whole reply as the question', () => {
    expect(parseQuestion('  Where were you at 8:40 pm?\n')).toEqual({ ok: true, move: 'Where were you at 8:40 pm?' });
    expect(parseQuestion(' ').ok).toBe(false);
  });

  it('splits a suspect’s answer from the key points it names', () => {
    expect(parseSuspectReply('I was in the cafe.\nHit point: 2, 3')).toEqual({ ok: true, move: { text: 'I was in the cafe.', hits: [2, 3] } });
    expect(parseSuspectReply('I was in the cafe.\nNo point is hit')).toEqual({ ok: true, move: { text: 'I was in the cafe.', hits: [] } });
    expect(parseSuspectReply('I was in the cafe.')).toEqual({ ok: true, move: { text: 'I was in the cafe.', hits: [] } });
    expect(parseSuspectReply('Hit point: 1').ok).toBe(false);
  });

  it('reads JSON moves', () => {
    expect(parseDetectiveJson('{"reasoning": "", "action": "ask", "suspect": "b", "question": "Why?"}')).toEqual({ ok: true, move: { kind: 'ask', suspect: 'B', question: 'Why?' } });
    expect(parseDetectiveJson('```json\n{"reasoning": "keys", "action": "accuse", "suspect": "C"}\n```')).toEqual({ ok: true, move: { kind: 'accuse', suspect: 'C', reasoning: 'keys' } });
    expect(parseDetectiveJson('{"action": "ask", "suspect": "F", "question": "Why?"}').ok).toBe(false);
    expect(parseDetectiveJson('{"action": "ask", "suspect": "A"}').ok).toBe(false);
    expect(parseSuspectJson('{"answer": "No.", "hit_points": [1, 1, 0, "2"]}')).toEqual({ ok: true, move: { text: 'No.', hits: [1] } });
    expect(parseSuspectJson('{"hit_points": []}').ok).toBe(false);
  });
});
