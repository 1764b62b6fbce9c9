/**
 * Reply forms a model writes for a Game of 24 answer, each built from a puzzle's first solution,
 * for running Tree of Thoughts' `test_output` and Fogplay's readings on the same replies.
 * `tot-verdicts.json` holds what ToT's own code (sympy 1.14) scored for each form on each of the
 * 100 test puzzles; `tot-check.test.ts` replays them.
 */
import { solutions } from '../../../src/games/game24/solve';

/** A form's name and how it writes an answer `s` (an expression making 24) for the puzzle's numbers. */
export const FORMS: readonly { id: string; reply: (s: string, numbers: readonly number[]) => string }[] = [
  { id: 'answer line', reply: (s) => `Answer: ${s} = 24` },
  { id: 'bare expression', reply: (s) => `${s} = 24` },
  { id: 'expression without = 24', reply: (s) => `Answer: ${s}` },
  { id: 'steps, then the answer', reply: (s) => `Steps:\nfirst step\nsecond step\nAnswer: ${s} = 24` },
  { id: 'lower case', reply: (s) => `answer: ${s} = 24` },
  { id: 'upper case', reply: (s) => `ANSWER: ${s} = 24` },
  { id: 'Markdown bold', reply: (s) => `**Answer:** ${s} = 24` },
  { id: 'no space after the colon', reply: (s) => `Answer:${s} = 24` },
  { id: 'two spaces after the colon', reply: (s) => `Answer:  ${s} = 24` },
  { id: 'full-width colon', reply: (s) => `Answer：${s} = 24` },
  { id: '× and ÷', reply: (s) => `Answer: ${s.replaceAll('*', '×').replaceAll('/', '÷')} = 24` },
  { id: 'U+2212 minus', reply: (s) => `Answer: ${s.replaceAll('-', '−')} = 24` },
  { id: 'LaTeX dollars', reply: (s) => `Answer: $${s} = 24$` },
  { id: 'backticks', reply: (s) => `Answer: \`${s}\` = 24` },
  { id: 'a remark after the answer', reply: (s) => `Answer: ${s} = 24\nEach number is used once.` },
  { id: 'closing full stop', reply: (s) => `Answer: ${s} = 24.` },
  { id: 'claims 23', reply: (s) => `Answer: ${s} = 23` },
  { id: 'a chain of equalities', reply: (s) => `Answer: ${s} = 12 * 2 = 24` },
  { id: 'unary plus', reply: (s) => `Answer: +${s} = 24` },
  { id: 'wrapped in parentheses', reply: (s) => `Answer: (${s}) = 24` },
  { id: 'Windows line ends', reply: (s) => `Steps:\r\nfirst step\r\nAnswer: ${s} = 24\r\n` },
  { id: 'spaces and blank lines around', reply: (s) => `\n  Answer: ${s} = 24  \n\n` },
  { id: 'a sentence', reply: (s) => `The answer is ${s} = 24` },
  { id: 'JSON', reply: (s) => `{"answer": "${s}"}` },
  { id: 'no spaces', reply: (s) => `Answer: ${s.replaceAll(' ', '')}=24` },
  { id: 'a wrong number', reply: (s, numbers) => `Answer: ${s.replace(String(numbers[0]), String(numbers[0]! + 1))} = 24` },
  { id: 'the numbers only', reply: (_, numbers) => `Answer: ${numbers.join(' + ')} = 24` },
];

/** Replies right only by the reading of Python's arithmetic, on puzzles of the full list (not the test set). */
export const SPECIAL: readonly { numbers: number[]; reply: string }[] = [
  { numbers: [1, 2, 3, 4], reply: 'Answer: 4! * (3 - 2) * 1 = 24' },
  { numbers: [1, 2, 3, 3], reply: 'Answer: 2 ** 3 * 3 * 1 = 24' },
  { numbers: [1, 2, 3, 3], reply: 'Answer: 2 ^ 3 * 3 * 1 = 24' },
  { numbers: [1, 2, 3, 3], reply: 'Answer: 3(2 * 3 + 1) = 24' },
  { numbers: [1, 2, 3, 3], reply: 'Answer: -(-3) * 2 * (3 + 1) = 24' },
  { numbers: [2, 3, 4, 12], reply: 'Answer: (12 // 3 + 2) * 4 = 24' },
  { numbers: [1, 2, 4, 13], reply: 'Answer: 13 // 2 * 4 * 1 = 24' },
  { numbers: [1, 4, 7, 8], reply: 'Answer: 7 % 4 * 8 * 1 = 24' },
  { numbers: [3, 4, 6, 8], reply: 'Answer: 8 / (3 - 8 / 3) = 24' },
  { numbers: [3, 3, 8, 8], reply: 'Answer: 8 / (3 - 8 / 3) = 24' },
  { numbers: [1, 4, 4, 4], reply: 'Answer: 04 * 6 * 1 = 24' },
  { numbers: [1, 2, 4, 12], reply: 'Answer: 4 ** (1 / 2) * 12 = 24' },
  { numbers: [1, 2, 8, 12], reply: 'Answer: 8 ** (1 / 2) * 12 = 24' },
  { numbers: [1, 2, 4, 12], reply: 'Answer: 12 * 4 * 2 ** -1 = 24' },
  { numbers: [1, 2, 3, 4], reply: 'Answer: 4!! * 3 * (2 - 1) = 24' },
  { numbers: [1, 4, 6, 8], reply: 'Answer: ８ * (4 - 1) * 6 / 6 = 24' },
  { numbers: [2, 3, 4, 6], reply: 'Answer: 6 * 4 / (3 - 2) / 0 = 24' },
];

/** Every form's reply for each puzzle, by its first solution. */
export const repliesOf = (numbers: readonly number[]) => FORMS.map((form) => form.reply(solutions(numbers)[0]!, numbers));
