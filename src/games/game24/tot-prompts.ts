/**
 * The Game of 24's side of Tree of Thoughts' breadth-first search (`src/agents/tot.ts`): a node is
 * the numbers left after some steps, each with the expression that made it. The model proposes
 * next steps in ToT's format, `a op b = c (left: …)`, and judges whether the numbers left can
 * still reach 24 (sure, likely or impossible). The wording and the examples are Fogplay's own;
 * no example is a test puzzle, and the unit tests check each one.
 *
 * The search follows the model's own arithmetic, as ToT does: a step is taken at the value the
 * model claims for it, and only a step on numbers that are not left is dropped. Where ToT asks
 * the model once more to write the answer from the chosen path, here the answer is the
 * expression the path's steps build, so a slip in the model's arithmetic shows when it is checked.
 */
import type { Move, View } from './game';
import { compare, format, rational, type Op, type Rational } from './rational';

interface Item {
  /** The number as the model claims it. */
  value: Rational;
  /** How it was made from the puzzle's numbers. */
  expression: string;
  /** Whether the expression is a single given number (it needs no parentheses). */
  given: boolean;
}

/** A state of the search: the numbers left, and the step that led to it. */
export interface Node {
  items: Item[];
  /** `4 + 8 = 12 (left: 6 12 12)`; empty at the root. */
  step: string;
}

/** ToT's value of one verdict: `{'impossible': 0.001, 'likely': 1, 'sure': 20}`. */
const VERDICT_SCORES = { sure: 20, likely: 1, impossible: 0.001 } as const;

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
  return { items, step: `${format(a!)} ${op} ${format(b!)} = ${format(c!)} (left: ${numbersText(items)})` };
}

const PROPOSE = `Take two of the numbers and combine them with one of + - * / to get a new number. List several possible next steps, one per line, in this form: "a op b = result (left: the numbers that remain)".
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

const VALUE = `Judge whether the numbers can make exactly 24 with + - * /, each number used once. Try a few ways, then write one word alone on the last line: sure, likely or impossible.
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

export const game24Thoughts = {
  id: 'tot',
  label: 'Tree of Thoughts (breadth-first search)',
  version: 'game24/tot/1',
  /** Three steps take four numbers to one. */
  depth: 3,
  root: (view: View): Node => ({
    items: view.numbers.map((n) => ({ value: rational(n), expression: String(n), given: true })),
    step: '',
  }),
  propose: (node: Node) => `${PROPOSE}\nInput: ${numbersText(node.items)}\nPossible next steps:`,
  /** The distinct steps of a reply on numbers left; never throws. */
  expand(node: Node, reply: string): Node[] {
    const children = new Map<string, Node>();
    for (const line of reply.slice(0, 20_000).split('\n')) {
      const child = stepFrom(node, line);
      if (child && !children.has(child.step)) children.set(child.step, child);
    }
    return [...children.values()];
  },
  thought: (node: Node) => node.step,
  evaluate: (node: Node) => `${VALUE}\n${numbersText(node.items)}`,
  /** The last verdict word of a reply, scored as ToT scores it; null without one. Never throws. */
  score(reply: string): number | null {
    const verdicts = reply.slice(-2000).toLowerCase().match(/\b(sure|likely|impossible)\b/g);
    const last = verdicts?.at(-1) as keyof typeof VERDICT_SCORES | undefined;
    return last ? VERDICT_SCORES[last] : null;
  },
  /** The expression a complete path built; the empty answer when the search ended short of one number. */
  answer: (node: Node): Move => ({ expression: node.items.length === 1 ? node.items[0]!.expression : '' }),
};
