/**
 * How a model plays the Game of 24, in one query per answer: the prompting methods Tree of
 * Thoughts and Algorithm of Thoughts compare. `io` asks for the answer alone, `cot` for three
 * steps and then the answer, `aot` shows depth-first searches with dead ends abandoned, and `json`
 * asks for the steps and the answer as structured output. `cot-sc` asks for k chains of thought
 * and plays the answer most of them give (self-consistency), k queries per answer. The wording and the worked examples are
 * Fogplay's own; no example is a test puzzle (ranks 901–1,000), and the unit tests check each one.
 * (Tree of Thoughts' search needs many queries per answer: see `tot-prompts.ts`.)
 *
 * Every reply is an answer, as in the papers: one query, one verdict. A reply without a readable
 * final answer is the empty answer, which the rules score as `no-answer`; nothing is re-asked,
 * but for a reply the token limit cut off before its answer: that is no answer at all but a cut
 * reply, asked again within the error allowance (and the puzzle's failure is `out-of-tokens`).
 */
import { freeText, jsonObject, type Parsed, type Protocol } from '../../core/protocol';
import type { TemplateSlots } from '../../core/template';
import type { Move, View } from './game';
import { pyStrip } from '../../core/python-text';
import { MAX_EXPRESSION } from './check';
import { MAX_LINE } from './game';
import { extractAnswer } from './parse';

/** A worked example: a puzzle, three steps in Tree of Thoughts' format, and the answer they build. */
export interface Example {
  numbers: number[];
  steps: [string, string, string];
  answer: string;
}

/** The few-shot examples of `io`, `cot` and `json`, from ranks 130 to 1,200 of the list. */
export const EXAMPLES: readonly Example[] = [
  {
    numbers: [4, 4, 5, 6],
    steps: ['5 - 4 = 1 (left: 1 4 6)', '4 * 6 = 24 (left: 1 24)', '24 * 1 = 24 (left: 24)'],
    answer: '4 * 6 * (5 - 4)',
  },
  {
    numbers: [1, 4, 4, 12],
    steps: ['4 - 1 = 3 (left: 3 4 12)', '4 * 3 = 12 (left: 12 12)', '12 + 12 = 24 (left: 24)'],
    answer: '12 + 4 * (4 - 1)',
  },
  {
    numbers: [2, 5, 8, 13],
    steps: ['13 - 5 = 8 (left: 2 8 8)', '8 * 2 = 16 (left: 8 16)', '16 + 8 = 24 (left: 24)'],
    answer: '(13 - 5) * 2 + 8',
  },
  {
    numbers: [1, 8, 8, 10],
    steps: ['10 + 1 = 11 (left: 8 8 11)', '11 - 8 = 3 (left: 3 8)', '3 * 8 = 24 (left: 24)'],
    answer: '(10 + 1 - 8) * 8',
  },
  {
    numbers: [3, 5, 8, 9],
    steps: ['8 - 5 = 3 (left: 3 3 9)', '9 * 3 = 27 (left: 3 27)', '27 - 3 = 24 (left: 24)'],
    answer: '9 * (8 - 5) - 3',
  },
];

/**
 * Algorithm of Thoughts' worked examples: a depth-first search that tries promising first
 * operations, checks what two numbers left can make, abandons dead ends, and writes the solution
 * as steps and then an `answer:` line. From ranks 640, 777 and 1,200 of the list.
 */
export const AOT_EXAMPLES = `Input: 2 2 3 7
Trying a promising first operation:
1. 7 - 3 = 4 (left: 2 2 4)
- 2 + 2 = 4 (left: 4 4): 8, 0, 16, 1. No 24.
- 4 * 2 = 8 (left: 2 8): 10, 6, 16, 4. No 24.
- 4 + 2 = 6 (left: 2 6): 8, 4, 12, 3. No 24.
This first operation is a dead end.
Trying another promising first operation:
2. 7 + 3 = 10 (left: 2 2 10)
- 10 + 2 = 12 (left: 2 12): 14, 10, 24. Found 24: 12 * 2 = 24.
Writing the solution as steps:
Step 1: 7 + 3 = 10
Step 2: 10 + 2 = 12
Step 3: 12 * 2 = 24
Putting the steps together: 24 = 12 * 2 = (10 + 2) * 2 = (7 + 3 + 2) * 2.
answer: (7 + 3 + 2) * 2 = 24

Input: 2 5 8 13
Trying a promising first operation:
1. 8 / 2 = 4 (left: 4 5 13)
- 13 - 5 = 8 (left: 4 8): 12, 4, 32, 2. No 24.
- 13 + 5 = 18 (left: 4 18): 22, 14, 72, 9/2. No 24.
- 5 * 4 = 20 (left: 13 20): 33, 7, 260, 20/13. No 24.
This first operation is a dead end.
Trying another promising first operation:
2. 13 - 5 = 8 (left: 2 8 8)
- 8 * 2 = 16 (left: 8 16): 24. Found 24: 16 + 8 = 24.
Writing the solution as steps:
Step 1: 13 - 5 = 8
Step 2: 8 * 2 = 16
Step 3: 16 + 8 = 24
Putting the steps together: 24 = 16 + 8 = 8 * 2 + 8 = (13 - 5) * 2 + 8.
answer: (13 - 5) * 2 + 8 = 24

Input: 3 5 8 9
Trying a promising first operation:
1. 9 - 3 = 6 (left: 5 6 8)
- 8 + 6 = 14 (left: 5 14): 19, 9, 70, 14/5. No 24.
- 8 - 6 = 2 (left: 2 5): 7, 3, 10, 5/2. No 24.
- 8 * 6 = 48 (left: 5 48): 53, 43, 240, 48/5. No 24.
This first operation is a dead end.
Trying another promising first operation:
2. 8 - 5 = 3 (left: 3 3 9)
- 9 + 3 = 12 (left: 3 12): 15, 9, 36, 4. No 24.
- 9 * 3 = 27 (left: 3 27): 30, 24. Found 24: 27 - 3 = 24.
Writing the solution as steps:
Step 1: 8 - 5 = 3
Step 2: 9 * 3 = 27
Step 3: 27 - 3 = 24
Putting the steps together: 24 = 27 - 3 = 9 * 3 - 3 = 9 * (8 - 5) - 3.
answer: 9 * (8 - 5) - 3 = 24`;

const RULES = 'Make 24 from the four numbers of the input with + - * / and parentheses, using each number exactly once.';

const input = (numbers: readonly number[]) => `Input: ${numbers.join(' ')}`;

/** The papers' answer line for an example. */
const answerLine = (example: Example) => `Answer: ${example.answer} = 24`;

/** What the last answer got, when the variant allows another (the classroom's three answers). */
function feedback(view: View): string {
  const last = view.attempts.at(-1);
  return last ? `Your answer ${last.expression || '(none)'} is not right: ${last.reason} Try again.\n` : '';
}

/** The reply's last line, which Tree of Thoughts' `test_output` reads, whole. */
const lastLine = (reply: string) => pyStrip(reply).split('\n').at(-1)!.slice(0, MAX_LINE);

/** Every reply is an answer: the expression it ends with, or the empty one; a reply cut off before its answer is none. */
function answerOf(text: string, cut = false, reply = text): Parsed<Move> {
  const read = extractAnswer(text);
  if (!read.ok && cut) return { ok: false, error: read.reason };
  // An expression too long to play is no answer to Fogplay's reading; ToT's reads the last line whole.
  const playable = read.ok && read.expression.length <= MAX_EXPRESSION;
  return { ok: true, move: { expression: playable ? read.expression : '', lastLine: lastLine(reply) } };
}

/**
 * What a person's template may use (`core/template.ts`), from the seat's view: Tree of Thoughts'
 * prompts end with `Input: {input}`, the four numbers.
 */
const templateSlots: TemplateSlots<View> = {
  names: [
    { name: 'input', meaning: 'the four numbers, separated by spaces' },
    { name: 'feedback', meaning: 'why the last answer was wrong, where the variant allows another; otherwise empty' },
  ],
  required: ['input'],
  values: (view) => ({ input: view.numbers.join(' '), feedback: feedback(view).trimEnd() }),
};

/** A method of one free-text query per answer: the prompt opens the first turn; later turns report the last answer. */
function textMethod(id: string, label: string, maxTokens: number, prompt: string, format: string): Protocol<View, Move> {
  return {
    id,
    label,
    version: `game24/${id}/1`,
    maxTokens,
    turn: (view, previous) => (previous === null ? `${prompt}\n\n${input(view.numbers)}` : `${feedback(view)}${input(view.numbers)}`),
    retry: (error) => `${error}\n${format}`,
    parse: (text, _view, cut) => answerOf(text, cut),
    templateSlots,
  };
}

export const ioProtocol = textMethod(
  'io',
  'Standard input-output (5 examples)',
  128,
  `${RULES} Reply with the answer line only.\n\n${EXAMPLES.map((e) => `${input(e.numbers)}\n${answerLine(e)}`).join('\n\n')}`,
  'Reply with one line: Answer: <expression> = 24',
);

const COT_PROMPT =
  `${RULES} Each step combines two of the numbers left into one; after three steps one number is left. ` +
  `Write the three steps, then the answer line.\n\n` +
  EXAMPLES.map((e) => `${input(e.numbers)}\nSteps:\n${e.steps.join('\n')}\n${answerLine(e)}`).join('\n\n');
const COT_FORMAT = 'Write the three steps, then one line: Answer: <expression> = 24';

export const cotProtocol = textMethod('cot', 'Chain of thought (5 examples)', 384, COT_PROMPT, COT_FORMAT);

/**
 * Chain of thought with self-consistency, as Tree of Thoughts' baseline: k chains of thought,
 * each a fresh query with the whole prompt, and the answer most of them give is played. Answers
 * agree when they are the same expression but for spaces; a reply without an answer does not vote.
 */
function selfConsistency(id: string, samples: number, label: string): Protocol<View, Move> {
  return {
    ...cotProtocol,
    id,
    label,
    version: `game24/${id}/1`,
    turn: (view) => `${COT_PROMPT}\n\n${feedback(view)}${input(view.numbers)}`,
    majority: { samples, key: (move) => move.expression.replace(/\s+/g, '') || null },
  };
}

/** ToT's CoT-SC baseline: k = 100 (Yao et al. 2023, Table 2). */
export const cotScProtocol = selfConsistency('cot-sc', 100, 'Chain of thought, self-consistency (k = 100, as in Tree of Thoughts)');
/** A cheaper vote for small models on a laptop, not a figure of the papers. */
export const cotSc10Protocol = selfConsistency('cot-sc-10', 10, 'Chain of thought, self-consistency (k = 10, cheaper than the paper)');

export const aotProtocol = textMethod(
  'aot',
  'Algorithm of Thoughts (depth-first search examples)',
  // Each worked example's search takes about 350 tokens; room for a longer one.
  1024,
  `${RULES} Search for a solution depth first, as in the examples: try a promising first operation, ` +
    'and for each second operation check what the two numbers left can make (+, -, *, /); abandon a ' +
    'first operation that leads nowhere and try another. Once you find 24, write the solution as steps ' +
    `and finish with the line "answer: <expression> = 24".\n\n${AOT_EXAMPLES}`,
  'Finish with one line: answer: <expression> = 24',
);

/** The longest step and answer a JSON reply may write: an example's longest step is 28 characters. */
const STEP_CHARS = 60;

const schema = {
  type: 'object',
  properties: {
    steps: { type: 'array', items: { type: 'string', maxLength: STEP_CHARS }, maxItems: 3, description: 'Up to three steps, like "4 + 8 = 12 (left: 6 12 12)".' },
    answer: freeText(STEP_CHARS, 'The expression that makes 24, like "(4 + 8) * (6 - 4)".'),
  },
  required: ['answer'],
  additionalProperties: false,
};

const JSON_ERROR = 'Your reply is not a JSON object with an "answer", like {"steps": […], "answer": "(4 + 8) * (6 - 4)"}.';

const JSON_FORMAT = `Reply with one JSON object: {"steps": ["<step>", "<step>", "<step>"], "answer": "<expression>"}, each step and the answer at most ${STEP_CHARS} characters.`;

export const jsonProtocol: Protocol<View, Move> = {
  ...textMethod(
    'json',
    'Structured (JSON: steps and answer)',
    800,
    `${RULES} ${JSON_FORMAT}\n\n` +
      EXAMPLES.slice(0, 2).map((e) => `${input(e.numbers)}\n${JSON.stringify({ steps: e.steps, answer: e.answer })}`).join('\n\n'),
    JSON_FORMAT,
  ),
  version: 'game24/json/3',
  jsonSchema: schema,
  parse(text, _view, cut) {
    // Some engines wrap the object in prose or a code fence: `jsonObject` reads the outermost
    // braces. A reply without the object is refused, whatever it says: it is not of this form.
    const answer = jsonObject(text)?.answer;
    if (typeof answer !== 'string') return { ok: false, error: JSON_ERROR };
    // ToT has no JSON method: its reading applies to the answer as the line "Answer: <answer>".
    return answerOf(`Answer: ${answer.replace(/\n/g, ' ')}`, cut);
  },
};

export const protocols = [ioProtocol, cotProtocol, aotProtocol, jsonProtocol, cotScProtocol, cotSc10Protocol];
