/**
 * Tree of Thoughts' own reading of a Game of 24 reply, `Game24Task.test_output` in its
 * `src/tot/tasks/game24.py`, ported so that a run's success is the benchmark's figure:
 *
 *     expression = output.strip().split('\n')[-1].lower().replace('answer: ', '').split('=')[0]
 *     numbers = re.findall(r'\d+', expression)            # must be the puzzle's, as strings
 *     r = int(sympy.simplify(expression) == 24)           # 0 on any exception
 *
 * So only the reply's last line counts, and of it only the text before the first `=` ("(…) = 23"
 * passes when the left side makes 24); "Answer:" is dropped only when a space follows it; sympy
 * takes Python's arithmetic (`**`, `^` as a power, `//`, `%`, a unary sign, `4!` and `4!!` as factorials)
 * and refuses what Python cannot parse: Markdown, `$`, backticks, `×`, `÷`, `−`, a full-width colon,
 * words, an implicit product. The evaluation here is exact (rationals of big integers) over that
 * grammar; what else sympy would read (a decimal point, a name like `pi`) counts as not 24, as it
 * could not make 24 from the puzzle's digits anyway. `test/games/game24/tot-check.test.ts` runs
 * this beside ToT's own code. Never throws.
 */
import { pyStrip } from '../../core/python-text';

/** An exact rational. */
type Rat = { n: bigint; d: bigint };
/** A value: a rational, or `null` for what is not a finite rational (1/0, a root left irrational). */
type Value = Rat | null;

const abs = (x: bigint) => (x < 0n ? -x : x);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? abs(a) : gcd(b, a % b));

function make(n: bigint, d: bigint): Value {
  if (d === 0n) return null;
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

/** Past this many bits a value cannot come back to 24 within an expression of four numbers: it stops the reading. */
const MAX_BITS = 4096n;
const tooBig = (v: Value) => v !== null && (abs(v.n) >> MAX_BITS > 0n || v.d >> MAX_BITS > 0n);

function power(base: Value, exponent: Value): Value {
  if (!base || !exponent) return null;
  if (exponent.d !== 1n) {
    // A root: kept only when exact (sympy leaves 8**(1/2) irrational, which is not 24).
    if (base.n < 0n) return null;
    const root = (x: bigint) => {
      const r = BigInt(Math.round(Number(x) ** (1 / Number(exponent.d))));
      return r ** exponent.d === x ? r : null;
    };
    const [n, d] = [root(base.n), root(base.d)];
    return n === null || d === null ? null : power(make(n, d), make(exponent.n, 1n));
  }
  if (base.n === 0n) return exponent.n < 0n ? null : make(exponent.n === 0n ? 1n : 0n, 1n);
  if (abs(exponent.n) > MAX_BITS) return abs(base.n) === base.d ? make(base.n ** (abs(exponent.n) % 2n), 1n) : null;
  const e = abs(exponent.n);
  return exponent.n < 0n ? make(base.d ** e, base.n ** e) : make(base.n ** e, base.d ** e);
}

/** n! (step 1), or sympy's double factorial n!! (step 2). */
function factorial(v: Value, step: bigint): Value {
  if (!v || v.d !== 1n || v.n < 0n || v.n > 1000n) return null;
  let f = 1n;
  for (let i = v.n; i > 1n; i -= step) f *= i;
  return make(f, 1n);
}

/** Python's floor division and modulo, as sympy's rationals do them. */
const floorDiv = (a: bigint, b: bigint) => (a / b) - (a % b !== 0n && a < 0n !== b < 0n ? 1n : 0n);

/** Python's tokens of the grammar read here; `^` is sympy's power (its `convert_xor`). */
const TOKEN = /[ \t\f]*(\d+|\*\*|\/\/|!!|[-+*/%^!()]|[^ \t\f])/y;

/** Parses and evaluates one line with Python's precedence; throws on anything outside the grammar. */
function evaluate(line: string): Value {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(line); m; m = TOKEN.exec(line)) tokens.push(m[1]!.replace('^', '**'));
  let at = 0;
  const peek = () => tokens[at];
  const take = (token?: string) => {
    if (token !== undefined && tokens[at] !== token) throw new Error(`expected ${token}`);
    return tokens[at++]!;
  };
  const check = (v: Value) => {
    if (tooBig(v)) throw new Error('too big');
    return v;
  };
  const lift = (f: (a: Rat, b: Rat) => Value) => (a: Value, b: Value) => (a && b ? check(f(a, b)) : null);
  const ops: Record<string, (a: Value, b: Value) => Value> = {
    '+': lift((a, b) => make(a.n * b.d + b.n * a.d, a.d * b.d)),
    '-': lift((a, b) => make(a.n * b.d - b.n * a.d, a.d * b.d)),
    '*': lift((a, b) => make(a.n * b.n, a.d * b.d)),
    '/': lift((a, b) => make(a.n * b.d, a.d * b.n)),
    '//': lift((a, b) => (b.n === 0n ? null : make(floorDiv(a.n * b.d, a.d * b.n), 1n))),
    '%': lift((a, b) => (b.n === 0n ? null : ops['-']!(a, ops['*']!(b, make(floorDiv(a.n * b.d, a.d * b.n), 1n))))),
  };
  function atom(): Value {
    const token = take();
    if (token === '(') {
      const v = sum();
      take(')');
      return v;
    }
    if (/^\d+$/.test(token)) {
      // Python refuses a number with a leading zero, like 04.
      if (token.length > 1 && token.startsWith('0') && /[1-9]/.test(token)) throw new Error('leading zero');
      return make(BigInt(token), 1n);
    }
    throw new Error(`unexpected ${token}`);
  }
  function postfix(): Value {
    let v = atom();
    while (peek() === '!' || peek() === '!!') v = check(factorial(v, BigInt(take().length)));
    return v;
  }
  function powerExpr(): Value {
    const base = postfix();
    if (peek() !== '**') return base;
    take();
    return check(power(base, unary()));
  }
  function unary(): Value {
    const sign = peek();
    if (sign === '+' || sign === '-') {
      take();
      const v = unary();
      return sign === '-' && v ? make(-v.n, v.d) : v;
    }
    return powerExpr();
  }
  function product(): Value {
    let v = unary();
    for (let op = peek(); op === '*' || op === '/' || op === '//' || op === '%'; op = peek()) v = ops[take()]!(v, unary());
    return v;
  }
  function sum(): Value {
    let v = product();
    for (let op = peek(); op === '+' || op === '-'; op = peek()) v = ops[take()]!(v, product());
    return v;
  }
  const v = sum();
  if (at !== tokens.length) throw new Error('trailing text');
  return v;
}

/** The text ToT hands to sympy: the reply's last line, lower case, without "answer: ", before the first `=`. */
export function totExpression(reply: string): string {
  return pyStrip(reply).split('\n').at(-1)!.toLowerCase().replaceAll('answer: ', '').split('=')[0]!;
}

/** Whether ToT's `test_output` scores this reply 1 for this puzzle. */
export function totSolves(reply: string, numbers: readonly number[]): boolean {
  const expression = totExpression(reply);
  // Python's `\d` is any Unicode decimal digit; the runs are compared as strings, sorted.
  const digits = (text: string) => (text.match(/\p{Nd}+/gu) ?? []).sort();
  if (digits(expression).join(' ') !== digits(numbers.join(' ')).join(' ')) return false;
  try {
    const v = evaluate(expression);
    return v !== null && v.n === 24n && v.d === 1n;
  } catch {
    return false;
  }
}
