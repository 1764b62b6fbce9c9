/**
 * The Game of 24's side of Tree of Thoughts' breadth-first search (`src/agents/tot.ts`), in ToT's
 * four steps: a node is the numbers left after some steps, each with the expression that made it.
 * For three steps the model proposes next steps in ToT's format, `a op b = c (left: …)`, and
 * judges whether the numbers left can still reach 24 (sure, likely or impossible). In the fourth,
 * from each path that left 24, the model writes the answer with chain-of-thought examples, and
 * judges whether that answer uses the four numbers once and makes 24 (sure or impossible). The
 * b best answers are the search's final candidates; the one played is the first whose numbers are
 * the puzzle's, the pick ToT's authors describe beside their code, and all are recorded
 * for the rates ToT's log gives (first candidate right, any right).
 *
 * The search follows the model's own arithmetic, as ToT does: a step is taken at the value the
 * model claims for it, and only a step on numbers that are not left is dropped. Where ToT asks on
 * from a path that did not leave 24 and values what comes back 0, nothing is asked here.
 * The wording and the examples are Fogplay's own; no example is a test puzzle, and the unit tests
 * check each one.
 */
import { MAX_EXPRESSION } from './check';
import { MAX_CANDIDATES, type Move, type View } from './game';
import { extractAnswer } from './parse';
import { EXAMPLES } from './prompts';
import { compare, format, rational, type Op, type Rational } from './rational';

interface Item {
  /** The number as the model claims it. */
  value: Rational;
  /** How it was made from the puzzle's numbers. */
  expression: string;
  /** Whether the expression is a single given number (it needs no parentheses). */
  given: boolean;
}

/** A state of the search: the numbers left and the steps that led to them, then the answer written from them. */
export interface Node {
  /** The puzzle's numbers. */
  puzzle: readonly number[];
  items: Item[];
  /** Steps like `4 + 8 = 12 (left: 6 12 12)`; none at the root. */
  steps: string[];
  /** The expression the model wrote as the answer, in the last step. */
  answer?: string;
}

/** ToT's value of one verdict: `{'impossible': 0.001, 'likely': 1, 'sure': 20}`. */
export const VERDICT_SCORES = { sure: 20, likely: 1, impossible: 0.001 } as const;

const numbersText = (items: readonly Item[]) => items.map((i) => format(i.value)).join(' ');

/** A number as a model writes it: whole, a fraction `8/3`, or a decimal `2.67`. */
const NUMBER = String.raw`-?\d{1,9}(?:\.\d{1,6})?(?:\/\d{1,9})?`;
/** A step at the start of a line, perhaps after a bullet or a number: `a op b = c`, spaces around the operator. */
const STEP = new RegExp(String.raw`^\s*(?:[-*•]\s+|\d+[.)]\s+)?(${NUMBER})\s+([-+*/×÷−x])\s+(${NUMBER})\s*=\s*(${NUMBER})`);
const OPS: Readonly<Record<string, Op>> = { '+': '+', '-': '-', '−': '-', '*': '*', '×': '*', x: '*', '/': '/', '÷': '/' };

function parseNumber(text: string): Rational {
  const [whole, divisor = '1'] = text.split('/');
  const [int, decimals = ''] = whole!.split('.');
  return rational(Number(int + decimals), 10 ** decimals.length * Number(divisor));
}

const wrap = (item: Item) => (item.given ? item.expression : `(${item.expression})`);

/** The node one proposed line leads to, or null when it is not a step on numbers left. */
function stepFrom(node: Node, line: string): Node | null {
  const match = STEP.exec(line);
  if (!match) return null;
  const [, aText, opText, bText, cText] = match;
  const [a, b, c] = [aText!, bText!, cText!].map(parseNumber);
  if (a!.d === 0 || b!.d === 0 || c!.d === 0) return null;
  const rest = [...node.items];
  const take = (value: Rational) => {
    const i = rest.findIndex((item) => compare(item.value, value) === 0);
    return i < 0 ? null : rest.splice(i, 1)[0]!;
  };
  const first = take(a!);
  const second = first && take(b!);
  if (!first || !second) return null;
  const op = OPS[opText!]!;
  const made: Item = { value: c!, expression: `${wrap(first)} ${op} ${wrap(second)}`, given: false };
  const items = [...rest, made].sort((x, y) => compare(x.value, y.value));
  return { puzzle: node.puzzle, items, steps: [...node.steps, `${format(a!)} ${op} ${format(b!)} = ${format(c!)} (left: ${numbersText(items)})`] };
}

/** Whether a node's steps left the one number 24, so that an answer can be written from them. */
const reached24 = (node: Node) => node.items.length === 1 && compare(node.items[0]!.value, rational(24)) === 0;

/** The answers of a reply to the answer prompt: each line with an `Answer:` that claims 24, once. */
function answersFrom(node: Node, reply: string): Node[] {
  const answers = new Set<string>();
  for (const line of reply.slice(0, 20_000).split('\n')) {
    const read = /answer/i.test(line) ? extractAnswer(line) : null;
    // A longer expression could not be played; it would not be right anyway.
    if (read?.ok && read.expression.length <= MAX_EXPRESSION) answers.add(read.expression);
  }
  return [...answers].map((answer) => ({ ...node, answer }));
}

/** Whether an expression's numbers are the puzzle's, read as ToT's authors read them: the runs of digits. */
function usesPuzzleNumbers(expression: string, puzzle: readonly number[]): boolean {
  const key = (numbers: readonly number[]) => [...numbers].sort((x, y) => x - y).join(' ');
  return key((expression.match(/\d+/g) ?? []).map(Number)) === key(puzzle);
}

export const PROPOSE = `Take two of the numbers and combine them with one of + - * / to get a new number. List several possible next steps, one per line, in this form: "a op b = result (left: the numbers that remain)".
Input: 2 5 8 13
Possible next steps:
13 - 5 = 8 (left: 2 8 8)
13 + 5 = 18 (left: 2 8 18)
8 * 2 = 16 (left: 5 13 16)
8 / 2 = 4 (left: 4 5 13)
13 - 8 = 5 (left: 2 5 5)
5 * 2 = 10 (left: 8 10 13)
13 + 2 = 15 (left: 5 8 15)
8 - 5 = 3 (left: 2 3 13)`;

export const ANSWER = `Each example gives four numbers and three steps that make 24 from them. Write the answer: one expression with the four numbers that the steps build, on a line "Answer: <expression> = 24".
${EXAMPLES.map((e) => `Input: ${e.numbers.join(' ')}\nSteps:\n${e.steps.join('\n')}\nAnswer: ${e.answer} = 24`).join('\n')}`;

export const JUDGE = `Judge whether the answer makes exactly 24 using each number of the input exactly once and no other number. Check it, then write one word alone on the last line: sure if it does, impossible if not.
Input: 1 4 4 12
Answer: 12 + 4 * (4 - 1)
4 - 1 = 3, 4 * 3 = 12, 12 + 12 = 24; it uses 1 4 4 12
sure
Input: 3 5 8 9
Answer: (9 - 5) * (8 - 3) + 4
(9 - 5) * (8 - 3) + 4 = 24, but 4 is not in the input and 3 5 8 9 are not all used once
impossible
Input: 2 5 8 13
Answer: (13 - 8) * 5 - 2
(13 - 8) * 5 - 2 = 23, not 24
impossible
Input: 1 8 8 10
Answer: (10 + 1 - 8) * 8
10 + 1 - 8 = 3, 3 * 8 = 24; it uses 1 8 8 10
sure`;

export const VALUE = `Judge whether the numbers can make exactly 24 with + - * /, each number used once. Try a few ways, then write one word alone on the last line: sure, likely or impossible.
4 6
4 * 6 = 24
sure
2 3 4
2 * 3 * 4 = 24
sure
5 6 6
6 / 6 = 1, 5 - 1 = 4, 4 * 6 = 24
sure
10 13
10 + 13 = 23, 13 - 10 = 3, 10 * 13 = 130, 13 / 10 is not whole
impossible
1 1 3
1 + 1 + 3 = 5, (1 + 1) * 3 = 6, 1 * 1 * 3 = 3: these numbers are all too small
impossible
5 8 12
5 + 8 + 12 = 25, 12 + 8 - 5 = 15, (12 - 8) * 5 = 20: not yet, but the numbers are in a good range
likely
24
24 = 24
sure
18
18 is not 24
impossible`;

/** The friendly search: steps and answers read kindly, the answer played checked as Fogplay reads it (`tot-benchmark.ts` is ToT's own). */
export const game24Thoughts = {
  id: 'tot-friendly',
  label: 'Tree of Thoughts, Fogplay’s friendlier reading (not the benchmark’s)',
  version: 'game24/tot/2',
  /** A proposal lists a few steps, a judgement a line or three and a word. */
  maxTokens: 256,
  /** Three steps take four numbers to one; the fourth writes the answer. */
  depth: 4,
  root: (view: View): Node => ({
    puzzle: [...view.numbers],
    items: view.numbers.map((n) => ({ value: rational(n), expression: String(n), given: true })),
    steps: [],
  }),
  /** Next steps while numbers are left to combine, the answer once they made 24; null from a dead end or an answer. */
  propose(node: Node): string | null {
    if (node.answer !== undefined) return null;
    if (node.items.length > 1) return `${PROPOSE}\nInput: ${numbersText(node.items)}\nPossible next steps:`;
    return reached24(node) ? `${ANSWER}\nInput: ${node.puzzle.join(' ')}\nSteps:\n${node.steps.join('\n')}` : null;
  },
  /** The distinct steps of a reply on numbers left, or the distinct answers it writes; never throws. */
  expand(node: Node, reply: string): Node[] {
    if (node.items.length === 1) return answersFrom(node, reply);
    const children = new Map<string, Node>();
    for (const line of reply.slice(0, 20_000).split('\n')) {
      const child = stepFrom(node, line);
      const step = child?.steps.at(-1);
      if (child && step && !children.has(step)) children.set(step, child);
    }
    return [...children.values()];
  },
  thought: (node: Node) => (node.answer !== undefined ? `Answer: ${node.answer} = 24` : (node.steps.at(-1) ?? '')),
  /** Whether the numbers left can reach 24; for an answer, whether it is right. */
  evaluate: (node: Node) =>
    node.answer !== undefined ? `${JUDGE}\nInput: ${node.puzzle.join(' ')}\nAnswer: ${node.answer}` : `${VALUE}\n${numbersText(node.items)}`,
  /** The last verdict word of a reply, scored as ToT scores it; null without one. Never throws. */
  score(reply: string): number | null {
    const verdicts = reply.slice(-2000).toLowerCase().match(/\b(sure|likely|impossible)\b/g);
    const last = verdicts?.at(-1) as keyof typeof VERDICT_SCORES | undefined;
    return last ? VERDICT_SCORES[last] : null;
  },
  /**
   * The final candidates' answers, best first (the empty answer for a node the search ended on
   * without one), and the first whose numbers are the puzzle's as the answer played, else the best.
   */
  answer(nodes: Node[]): Move {
    // A breadth past the game's bound keeps its best candidates only.
    const candidates = nodes.slice(0, MAX_CANDIDATES).map((node) => node.answer ?? '');
    const played = candidates.find((c) => usesPuzzleNumbers(c, nodes[0]!.puzzle)) ?? candidates[0] ?? '';
    return { expression: played, candidates };
  },
};
