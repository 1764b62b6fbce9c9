/**
 * A GBNF recogniser for tests: reads a grammar in llama.cpp's notation, refusing what llama.cpp's
 * parser refuses (an unknown escape, an undefined rule, a rule not ended by a line break, counts
 * of 2000 repetitions or more), and
 * tells whether a text matches its `root` rule in full. Simple rather than fast: it follows every
 * parse at once as the set of positions where each rule can end, remembered per rule and start.
 */
import type { Rng } from '../src/core/rng';

type Node =
  | { kind: 'chars'; negated: boolean; ranges: [number, number][] }
  | { kind: 'rule'; name: string }
  | { kind: 'choice'; options: Node[][] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

export type Grammar = Map<string, Node>;

const ESCAPES: Record<string, number> = { t: 9, r: 13, n: 10, '\\': 92, '"': 34, '[': 91, ']': 93 };
const HEX_DIGITS: Record<string, number> = { x: 2, u: 4, U: 8 };
/** llama.cpp's MAX_REPETITION_THRESHOLD. */
const MAX_REPETITIONS = 2000;

export function parseGbnf(text: string): Grammar {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`GBNF: ${why} at ${JSON.stringify(text.slice(at, at + 30))}`);
  };
  const skip = (newlines: boolean) => {
    for (;;) {
      if (text[at] === '#') while (at < text.length && text[at] !== '\n') at++;
      else if (text[at] === ' ' || text[at] === '\t' || (newlines && (text[at] === '\n' || text[at] === '\r'))) at++;
      else return;
    }
  };
  const name = () => {
    const found = /^[a-zA-Z0-9-]+/.exec(text.slice(at))?.[0] ?? fail('expecting a name');
    at += found.length;
    return found;
  };
  const char = (): number => {
    if (text[at] !== '\\') {
      const code = text.codePointAt(at) ?? fail('unexpected end');
      at += code > 0xffff ? 2 : 1;
      return code;
    }
    const escape = text[at + 1] ?? fail('unexpected end');
    at += 2;
    if (escape in ESCAPES) return ESCAPES[escape]!;
    const digits = HEX_DIGITS[escape] ?? fail(`unknown escape \\${escape}`);
    const hex = text.slice(at, at + digits);
    if (!new RegExp(`^[0-9a-fA-F]{${digits}}$`).test(hex)) fail('expecting hex digits');
    at += digits;
    return parseInt(hex, 16);
  };
  const integer = () => {
    const digits = /^[0-9]+/.exec(text.slice(at))?.[0] ?? fail('expecting a number');
    at += digits.length;
    return Number(digits);
  };

  const sequence = (nested: boolean): Node[] => {
    const items: Node[] = [];
    // llama.cpp's bound on the rules a sequence's counts expand to, reset by every literal or class.
    let expanded = 1;
    for (;;) {
      const c = text[at];
      if (c === '"' || c === '[') expanded = 1;
      if (c === '"') {
        at++;
        while (text[at] !== '"') {
          if (at >= text.length) fail('unterminated literal');
          const code = char();
          items.push({ kind: 'chars', negated: false, ranges: [[code, code]] });
        }
        at++;
      } else if (c === '[') {
        at++;
        const negated = text[at] === '^';
        if (negated) at++;
        const ranges: [number, number][] = [];
        while (text[at] !== ']') {
          if (at >= text.length) fail('unterminated class');
          const from = char();
          const to = text[at] === '-' && text[at + 1] !== ']' ? (at++, char()) : from;
          ranges.push([from, to]);
        }
        at++;
        items.push({ kind: 'chars', negated, ranges });
      } else if (c === '(') {
        at++;
        skip(true);
        items.push(alternatives(true));
        if (text[at] !== ')') fail('expecting )');
        at++;
      } else if (c !== undefined && /[a-zA-Z0-9-]/.test(c)) {
        items.push({ kind: 'rule', name: name() });
      } else if (c === '*' || c === '+' || c === '?' || c === '{') {
        const node = items.pop() ?? fail('a count after nothing');
        at++;
        let [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
        if (c === '{') {
          skip(false);
          min = max = integer();
          skip(false);
          if (text[at] === ',') {
            at++;
            skip(false);
            max = /[0-9]/.test(text[at] ?? '') ? integer() : Infinity;
            skip(false);
          }
          if (text[at++] !== '}') fail('expecting }');
        }
        expanded *= max !== Infinity && max > 0 ? max : Math.max(min, 1);
        if (expanded >= MAX_REPETITIONS) fail('counts that expand to too many rules');
        items.push({ kind: 'repeat', node, min, max });
      } else {
        return items;
      }
      skip(nested);
    }
  };
  const alternatives = (nested: boolean): Node => {
    const options = [sequence(nested)];
    while (text[at] === '|') {
      at++;
      skip(true);
      options.push(sequence(nested));
    }
    return { kind: 'choice', options };
  };

  const rules: Grammar = new Map();
  for (skip(true); at < text.length; skip(true)) {
    const rule = name();
    skip(false);
    if (!text.startsWith('::=', at)) fail('expecting ::=');
    at += 3;
    skip(true);
    rules.set(rule, alternatives(false));
    if (at < text.length && text[at] !== '\n' && text[at] !== '\r') fail('expecting a line break');
  }
  const used = (node: Node): string[] =>
    node.kind === 'rule' ? [node.name] : node.kind === 'choice' ? node.options.flat().flatMap(used) : node.kind === 'repeat' ? used(node.node) : [];
  for (const rule of ['root', ...[...rules.values()].flatMap(used)]) if (!rules.has(rule)) throw new Error(`GBNF: undefined rule ${rule}`);
  return rules;
}

/** Whether the whole of `text` matches the grammar's `root`. */
export function matchesGbnf(grammar: Grammar, text: string): boolean {
  const codes = [...text].map((char) => char.codePointAt(0)!);
  const memo = new Map<string, Set<number> | undefined>();
  const fail = (why: string): never => {
    throw new Error(`GBNF: ${why}`);
  };

  const ends = (node: Node, start: number): Set<number> => {
    switch (node.kind) {
      case 'chars': {
        const code = codes[start];
        const inside = code !== undefined && node.ranges.some(([from, to]) => from <= code && code <= to);
        return code !== undefined && inside !== node.negated ? new Set([start + 1]) : new Set();
      }
      case 'rule': {
        const key = `${node.name}@${start}`;
        if (memo.has(key)) return memo.get(key) ?? fail(`left recursion in ${node.name}`);
        memo.set(key, undefined);
        const found = ends(grammar.get(node.name)!, start);
        memo.set(key, found);
        return found;
      }
      case 'choice':
        return new Set(node.options.flatMap((option) => [...sequenceEnds(option, start)]));
      case 'repeat': {
        const reached = new Set(node.min === 0 ? [start] : []);
        let current = new Set([start]);
        for (let times = 1; times <= node.max && current.size > 0; times++) {
          const next = new Set([...current].flatMap((position) => [...ends(node.node, position)]));
          // Beyond the minimum, a position reached before (with more repetitions left) gains nothing.
          current = times > node.min ? new Set([...next].filter((position) => !reached.has(position))) : next;
          if (times >= node.min) current.forEach((position) => reached.add(position));
        }
        return reached;
      }
    }
  };
  const sequenceEnds = (sequence: Node[], start: number): Set<number> =>
    sequence.reduce((positions, node) => new Set([...positions].flatMap((position) => [...ends(node, position)])), new Set([start]));

  return ends({ kind: 'rule', name: 'root' }, 0).has(codes.length);
}

/**
 * A random text the grammar accepts, drawn by walking it from `root`: each alternative, count and
 * character as likely as the next, with counts often at their least or most (a string of its full
 * `maxLength`), and characters from all of the Basic Multilingual Plane as often as from ASCII
 * (`ascii`: from ASCII alone wherever a class allows one). A rule nested deeper than `depth` throws.
 */
export function sampleGbnf(grammar: Grammar, rng: Rng, { depth = 32, ascii = false } = {}): string {
  const out: number[] = [];
  const count = (min: number, max: number): number => {
    const most = max === Infinity ? min + 4 : max;
    const roll = rng.next();
    return roll < 0.2 ? min : roll < 0.4 ? most : min + rng.int(most - min + 1);
  };
  const char = (ranges: [number, number][], negated: boolean): number => {
    const inside = (code: number) => ranges.some(([from, to]) => from <= code && code <= to);
    for (;;) {
      const highest = ascii || rng.next() < 0.5 ? 0x7e : 0xffff;
      const low = ranges.filter(([from]) => from <= highest);
      const [from, to] = negated ? [0x20, highest] : rng.pick(low.length ? low : ranges);
      const code = from + rng.int(Math.max(Math.min(to, highest) - from + 1, 1));
      // Neither half of a surrogate pair is a character of its own.
      if ((code < 0xd800 || code > 0xdfff) && inside(code) !== negated) return code;
    }
  };
  const walk = (node: Node, level: number): void => {
    switch (node.kind) {
      case 'chars':
        out.push(char(node.ranges, node.negated));
        return;
      case 'rule':
        if (level > depth) throw new Error(`GBNF: ${node.name} nests deeper than ${depth}`);
        return walk(grammar.get(node.name)!, level + 1);
      case 'choice':
        return rng.pick(node.options).forEach((item) => walk(item, level));
      case 'repeat':
        for (let times = count(node.min, node.max); times > 0; times--) walk(node.node, level);
    }
  };
  walk({ kind: 'rule', name: 'root' }, 0);
  return String.fromCodePoint(...out);
}
