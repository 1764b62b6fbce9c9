/**
 * Checks an answer to a Game of 24 puzzle exactly and safely.
 *
 * The rules are the papers' ("use numbers and basic arithmetic operations (+ - * /) to obtain
 * 24", each of the four numbers once). Tree of Thoughts' own checker is looser: it compares the
 * digit runs of the answer with the puzzle's and hands the rest to sympy, so `**` or a unary
 * minus pass there. Here only binary `+ - * /` and parentheses do, and a unary sign is refused:
 * `-4` is a number the puzzle does not give, not an operation on two of its numbers. An answer
 * that makes 24 with the puzzle's numbers once a unary minus is allowed, such as `-(-(x))`, is
 * still refused, but under its own class, `unary-minus`, so rates can be compared with ToT's.
 *
 * Untrusted text is screened before mathjs sees it (length, characters, nesting), so hostile
 * input costs microseconds, and no input makes the checker throw.
 */
import { create, parseDependencies } from 'mathjs/number';
import { apply, format, is24, rational, type Op, type Rational } from './rational';

// Only the parser and what it needs, for a small bundle. The `!`: mathjs types every dependency
// map as possibly missing (an index signature), though each is always exported.
const { parse } = create({ parseDependencies: parseDependencies! });

/** The fields of mathjs' parse tree the checker reads (its own node types are generic over every operator). */
interface Node {
  type: string;
  /** ConstantNode */
  value?: unknown;
  /** ParenthesisNode */
  content?: Node;
  /** OperatorNode: the function (`add`), the symbol (`+`), the operands, and whether it is an implicit `*`. */
  fn?: string;
  op?: string;
  args?: Node[];
  implicit?: boolean;
}

/**
 * Why an answer fails. Algorithm of Thoughts' error analysis (Table 2) counts non-finalization
 * (`no-answer` here), expression missteps (`wrong-numbers`, `syntax`, `unary-minus`) and other,
 * mostly computational, errors (`not-24`, `division-by-zero`). `unary-minus` is an answer that
 * would be right with a unary minus, which Tree of Thoughts' checker accepts.
 */
export type ErrorClass = 'wrong-numbers' | 'not-24' | 'no-answer' | 'syntax' | 'unary-minus' | 'division-by-zero';

/**
 * Why an episode failed: its last answer's class, or AoT's out-of-token error, a model's reply
 * cut off by the token limit before it gave an answer (the game's metrics tell it from `no-answer`).
 */
export type FailureClass = ErrorClass | 'out-of-tokens';

/** Every failure class with a label, in the order summaries list them. */
export const ERROR_CLASSES: readonly { id: FailureClass; label: string }[] = [
  { id: 'wrong-numbers', label: 'Wrong numbers used' },
  { id: 'not-24', label: 'Does not reach 24' },
  { id: 'no-answer', label: 'No final answer' },
  { id: 'out-of-tokens', label: 'Out of tokens' },
  { id: 'syntax', label: 'Not an allowed expression' },
  { id: 'unary-minus', label: 'Makes 24 only with a unary minus' },
  { id: 'division-by-zero', label: 'Division by zero' },
];

export interface Failure {
  ok: false;
  error: ErrorClass;
  /** A sentence for the player: what is wrong and what is allowed. */
  reason: string;
  /** What the expression makes, when it is an allowed expression of the puzzle's numbers but not 24 (`47/2`). */
  value?: string;
}

export type CheckResult = { ok: true; value: '24' } | Failure;

/** The longest expression or move text accepted: a full answer takes about 25 characters. */
export const MAX_EXPRESSION = 200;
/** Deeper parentheses than any answer needs; the cap keeps mathjs' recursive parser shallow. */
const MAX_DEPTH = 8;

export const fail = (error: ErrorClass, reason: string, value?: string): Failure =>
  value === undefined ? { ok: false, error, reason } : { ok: false, error, reason, value };

const ALLOWED = 'Use only the four numbers, + - * / (or × ÷ −) and parentheses.';

/** Characters that are not allowed, each with the reason a player most likely needs. */
const FORBIDDEN: readonly [RegExp, (match: string) => string][] = [
  [/[a-z_]\w*/i, (name) => `Names such as "${name}" (functions, variables, constants) are not allowed.`],
  [/\^|\*\*/, () => 'Powers are not allowed.'],
  [/!/, () => 'Factorials are not allowed.'],
  [/\./, () => 'Decimals are not allowed.'],
  [/=/, () => 'Write the expression alone, without "=".'],
  [/[^\d+\-*/() ]/, (char) => `"${char}" is not allowed.`],
];

const OPS: Readonly<Record<string, Op>> = { add: '+', subtract: '-', multiply: '*', divide: '/' };

/** Checks `expression` as an answer to the puzzle `numbers`; never throws. */
export function check(expression: unknown, numbers: readonly number[]): CheckResult {
  if (typeof expression !== 'string') return fail('no-answer', 'The answer is not text.');
  const trimmed = expression.trim();
  if (trimmed === '') return fail('no-answer', 'There is no expression.');
  if (trimmed.length > MAX_EXPRESSION) {
    return fail('syntax', `The expression is longer than ${MAX_EXPRESSION} characters.`);
  }
  const text = trimmed.replace(/×/g, '*').replace(/÷/g, '/').replace(/−/g, '-').replace(/\s+/g, ' ');
  for (const [pattern, reason] of FORBIDDEN) {
    const match = pattern.exec(text);
    if (match) return fail('syntax', `${reason(match[0])} ${ALLOWED}`);
  }
  const nesting = nestingError(text);
  if (nesting) return fail('syntax', nesting);

  let tree: Node;
  try {
    tree = parse(text) as unknown as Node;
  } catch (err) {
    return fail('syntax', `Not a valid expression (${err instanceof Error ? err.message : 'parse error'}).`);
  }
  const used: number[] = [];
  const shape = shapeError(tree, used, false);
  if (shape) {
    return makes24WithUnaryMinus(tree, numbers)
      ? fail('unary-minus', `It makes 24 only with a minus sign in front of a number or a bracket, which is not allowed. ${ALLOWED}`)
      : fail('syntax', `${shape} ${ALLOWED}`);
  }
  const numbersError = usageError(used, numbers);
  if (numbersError) return fail('wrong-numbers', numbersError);

  const value = evaluate(tree);
  if (value === null) return fail('division-by-zero', 'It divides by zero.');
  if (!is24(value)) return fail('not-24', `It makes ${format(value)}, not 24.`, format(value));
  return { ok: true, value: '24' };
}

/** Unbalanced or too deeply nested parentheses. */
function nestingError(text: string): string | null {
  let depth = 0;
  for (const char of text) {
    if (char === '(' && ++depth > MAX_DEPTH) return `Parentheses are nested more than ${MAX_DEPTH} deep.`;
    if (char === ')' && --depth < 0) return 'A ")" has no "(" before it.';
  }
  return depth > 0 ? 'A "(" is never closed.' : null;
}

/** Whether the answer is right once a unary minus is allowed, as Tree of Thoughts' checker allows it. */
function makes24WithUnaryMinus(tree: Node, numbers: readonly number[]): boolean {
  const used: number[] = [];
  if (shapeError(tree, used, true) || usageError(used, numbers)) return false;
  const value = evaluate(tree);
  return value !== null && is24(value);
}

/**
 * What makes a parsed tree more than binary arithmetic on whole numbers (with `unaryMinus`, a
 * minus sign in front of a number or a bracket is let through); collects the numbers.
 */
function shapeError(node: Node, used: number[], unaryMinus: boolean): string | null {
  switch (node.type) {
    case 'ConstantNode':
      if (typeof node.value !== 'number') return 'Only numbers are allowed as values.';
      used.push(node.value);
      return null;
    case 'ParenthesisNode':
      return shapeError(node.content!, used, unaryMinus);
    case 'OperatorNode': {
      const [a, b, ...rest] = node.args!;
      if (node.implicit) return 'Write every multiplication with * or ×: "2(3 + 4)" is not allowed.';
      if (unaryMinus && node.fn === 'unaryMinus') return shapeError(a!, used, unaryMinus);
      if (!b || rest.length > 0 || !Object.hasOwn(OPS, node.fn!)) {
        return `"${node.op}" in front of a number is not allowed: it would make a number the puzzle does not give.`;
      }
      return shapeError(a!, used, unaryMinus) ?? shapeError(b, used, unaryMinus);
    }
    default:
      return `${node.type} is not allowed.`;
  }
}

/** Whether `used` is the multiset `numbers`, and if not, what differs. */
function usageError(used: readonly number[], numbers: readonly number[]): string | null {
  const missing = [...numbers];
  const extra: number[] = [];
  for (const n of used) {
    const i = missing.indexOf(n);
    if (i >= 0) missing.splice(i, 1);
    else extra.push(n);
  }
  if (missing.length === 0 && extra.length === 0) return null;
  const parts = [
    missing.length > 0 ? `${missing.join(' ')} not used` : '',
    extra.length > 0 ? `${extra.join(' ')} not available (or used twice)` : '',
  ];
  return `Use each of ${numbers.join(' ')} exactly once: ${parts.filter(Boolean).join('; ')}.`;
}

/** The exact value of a tree that passed `shapeError`, or null for a division by zero. */
function evaluate(node: Node): Rational | null {
  if (node.type === 'ParenthesisNode') return evaluate(node.content!);
  if (node.type === 'ConstantNode') return rational(node.value as number);
  if (node.fn === 'unaryMinus') {
    const a = evaluate(node.args![0]!);
    return a && apply(rational(0), '-', a);
  }
  const a = evaluate(node.args![0]!);
  const b = evaluate(node.args![1]!);
  return a && b && apply(a, OPS[node.fn!]!, b);
}
