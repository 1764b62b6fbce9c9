import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractAnswer } from '../../../src/games/game24/parse';

describe('extractAnswer', () => {
  it.each([
    ['Answer: (4 + 8) * (6 - 4) = 24', '(4 + 8) * (6 - 4)'],
    ['answer: (4 + 8) * (6 - 4)', '(4 + 8) * (6 - 4)'],
    ['**Answer:** `(4+8)*(6-4) = 24`.', '(4+8)*(6-4)'],
    ['**Answer**: $(4 + 8) \\times$', '(4 + 8) \\times'],
    ['Answer：(4 + 8) × (6 − 4) = 24', '(4 + 8) × (6 − 4)'],
    ['Answer: 4 * 6 = 24\nThinking again...\nAnswer: (10 - 4) * 5 - 6 = 24', '(10 - 4) * 5 - 6'],
    ['10 - 4 = 6 (left: 5 6 6)\n5 * 6 = 30 (left: 6 30)\n30 - 6 = 24 (left: 24)\n(10 - 4) * 5 - 6 = 24', '(10 - 4) * 5 - 6'],
    ['The answer is below.\r\n(10 - 4) * 5 - 6\r\n', '(10 - 4) * 5 - 6'],
    ['Answer: (4 + 8) * (6 - 4) = 12 * 2 = 24', '(4 + 8) * (6 - 4)'],
  ])('reads %j', (text, expression) => {
    expect(extractAnswer(text)).toEqual({ ok: true, expression });
  });

  it('finds no final answer in steps that stop short, in prose or in nothing', () => {
    for (const text of ['4 + 8 = 12 (left: 4 6 12)\n4 + 8 = 12', 'I cannot find one.', '', 'Answer:', 'Answer: = 24', 42]) {
      expect(extractAnswer(text)).toMatchObject({ ok: false, error: 'no-answer' });
    }
  });

  it('fails an answer that claims another number than 24', () => {
    expect(extractAnswer('Answer: 4 + 5 + 6 + 10 = 25')).toMatchObject({ ok: false, error: 'not-24', reason: 'The answer claims 25, not 24.' });
  });

  it('handles long hostile text without throwing', () => {
    for (const text of [' '.repeat(100_000) + 'x', '*'.repeat(100_000) + 'x', '1'.repeat(100_000) + 'x', 'answer:'.repeat(20_000)]) {
      expect(extractAnswer(text).ok).toBe(false);
    }
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => void extractAnswer(text)), { numRuns: 2000 });
  });
});
