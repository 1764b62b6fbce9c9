/**
 * Reads the final answer from a model's reply. Output parsing, not rules: the rules (`check.ts`)
 * judge only the expression this returns.
 */
import { fail, type Failure } from './check';

/** The expression a model's answer gives, or why there is none. */
export type Extracted = { ok: true; expression: string } | Failure;

/** `Answer:`, also in Markdown bold (`**Answer**:`) or with a full-width colon. */
const ANSWER = /answer[\s*]*[:：]/i;

/** A line that is only an expression, perhaps with `= …`: numbers, operators, parentheses. */
const isExpressionLine = (line: string) =>
  /^[\d\s+\-*/()×÷−=]+$/.test(line) && /\d/.test(line) && /[+\-*/×÷−]/.test(line);

/** What a line says its expression makes: the text after its last `=`, or 24 when it has none. */
const claimed = (line: string) => (line.includes('=') ? line.slice(line.lastIndexOf('=') + 1).trim() : '24');

/**
 * Reads the final answer from a model's text, as the papers do: the last line with `Answer:`
 * (any case), else the last line that is only an expression making 24 (`(4 + 8) * (6 - 4) = 24`,
 * not an intermediate step like `4 + 8 = 12`). Tree of Thoughts keeps what comes before the first
 * `=`, as here; an `Answer:` that claims another number than 24 fails as not reaching it.
 * Never throws.
 */
export function extractAnswer(text: unknown): Extracted {
  if (typeof text !== 'string') return fail('no-answer', 'The answer is not text.');
  const lines = text.split('\n').reverse();
  const answerLine = lines.find((line) => ANSWER.test(line));
  const line = answerLine
    ? stripMarkup(answerLine.split(ANSWER).at(-1)!)
    : lines.map(stripMarkup).find((l) => isExpressionLine(l) && claimed(l) === '24');
  if (!line) return fail('no-answer', 'No final answer: end with a line "Answer: <expression> = 24".');
  if (claimed(line) !== '24') return fail('not-24', `The answer claims ${clip(claimed(line))}, not 24.`);
  const expression = line.split('=')[0]!.trim();
  return expression === '' ? fail('no-answer', 'The answer line has no expression.') : { ok: true, expression };
}

/** Drops Markdown and LaTeX wrapping (backticks, `$…$`, bold or bullet stars) and a closing full stop. */
function stripMarkup(text: string): string {
  // Loops, not anchored regular expressions: those backtrack quadratically on long runs.
  const bare = text.replace(/[`$]/g, '');
  let start = 0;
  let end = bare.length;
  while (start < end && ' \t\r*'.includes(bare[start]!)) start++;
  while (end > start && ' \t\r*.'.includes(bare[end - 1]!)) end--;
  return bare.slice(start, end);
}

function clip(text: string): string {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}
