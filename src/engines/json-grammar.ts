/**
 * A JSON Schema as a GBNF grammar (llama.cpp's grammar notation), for an engine that follows a
 * grammar but cannot take the schema itself: llama.cpp in WebAssembly (wllama) fails to start its
 * samplers on a chat request whose `response_format` carries a JSON Schema, yet follows a grammar.
 *
 * The grammar accepts exactly the JSON texts the schema accepts, in a form that keeps replies short
 * and their length bounded: an object's properties in their declared order; at most one space
 * between tokens and nothing after the last, so a reply is one line; numbers with at most 16 digits
 * before the point and 2 in an exponent, those in [0, 1] with at most 4 after the point and no
 * exponent; strings of characters from the Basic Multilingual Plane without `\uXXXX` escapes (so
 * neither an emoji nor a control character other than \b, \f, \n, \r and \t can be written), and
 * those under a pattern without any escape. A `maxLength` above 1000 is left out. The one pattern
 * taken with `minLength` and `maxLength` is `NOT_BLANK` (`^\S`), a free text that opens with a
 * character other than white space: what a game's free text needs to be read at all. An `enum` or
 * `const` may list arrays of scalars (the legal teams of a game, each one value).
 *
 * `replyTokenBound` bounds the tokens of any reply a grammar accepts: with a `maxLength` on every
 * string, a character of at most 3 bytes and one byte of whitespace between tokens, a protocol's
 * budget can be shown to hold its every reply whole.
 *
 * It covers the part of JSON Schema the games' protocols use, and throws an error naming anything
 * else rather than accept more or less than the schema. Annotations (`description`, …) are ignored;
 * `oneOf` is read as `anyOf`, its branches taken to be disjoint.
 */

import { NOT_BLANK } from '../core/protocol';

type Schema = { [keyword: string]: unknown };

const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default', '$comment', '$schema', 'deprecated', 'readOnly', 'writeOnly']);

/** Rules a grammar includes when it uses them. `space` is one space at most, so a model cannot pad, and every byte of whitespace counts in a reply's bound. */
const BUILT_IN: Record<string, string> = {
  space: String.raw`" "?`,
  // No \uXXXX escape and nothing beyond U+FFFF: a character then takes at most 3 bytes (UTF-8), which keeps a string's bound short.
  // A class of what is allowed, not of what is not: XGrammar (web-llm) reads a negated class with characters beyond ASCII wrongly.
  char: String.raw`[ !#-\x5B\x5D-\uFFFF] | "\\" ["\\/bfnrt]`,
  // A character JavaScript's \s does not match: neither a space, a tab, a line break, \f nor a space of Unicode's.
  'not-blank-char': String.raw`[!#-\x5B\x5D-\x9F\xA1-\u167F\u1681-\u1FFF\u200B-\u2027\u202A-\u202E\u2030-\u205E\u2060-\u2FFF\u3001-\uFEFE\uFF00-\uFFFF] | "\\" ["\\/b]`,
  'integral-part': String.raw`"0" | [1-9] [0-9]{0,15}`,
  'decimal-part': String.raw`[0-9]{1,16}`,
};

/** Integer ranges up to this many values become an alternation of them. */
const MOST_INTEGER_CHOICES = 1000;
/**
 * The most times a grammar repeats an item: llama.cpp refuses a count of 2000 or more. A larger
 * `maxLength` is left out, since no reply within a token budget comes near it; any other larger count throws.
 */
const MOST_REPETITIONS = 1000;
/** Digits after the point of a number in [0, 1]: a probability needs no finer grain, and every digit costs a token. */
const PROBABILITY_DECIMALS = 4;

export function jsonSchemaToGrammar(schema: object): string {
  const key = JSON.stringify(schema);
  let grammar = built.get(key);
  if (grammar === undefined) {
    const builder = new GrammarBuilder();
    const root = builder.value(schema, []);
    grammar = [`root ::= ${root}`, ...builder.rules()].join('\n') + '\n';
    if (built.size >= KEPT) built.delete(built.keys().next().value!);
    built.set(key, grammar);
  }
  return grammar;
}

/** Grammars built, by their schema's JSON, the oldest let go first: a seat sends the same schema turn after turn. */
const built = new Map<string, string>();
const KEPT = 64;

class UnsupportedSchema extends Error {
  override name = 'UnsupportedSchema';
  constructor(path: string[], what: string) {
    super(`Cannot turn the JSON Schema into a grammar: ${what} (at /${path.join('/')}) is not supported.`);
  }
}

class GrammarBuilder {
  /** Rule bodies by name, in the order they were made. */
  private readonly bodies = new Map<string, string>();
  private readonly namesByBody = new Map<string, string>();

  rules(): string[] {
    return [...this.bodies].map(([name, body]) => `${name} ::= ${body}`);
  }

  /** The grammar expression of the values `schema` accepts. */
  value(schema: unknown, path: string[]): string {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) throw new UnsupportedSchema(path, 'a schema that is not an object');
    const s = schema as Schema;
    if ('enum' in s || 'const' in s) return this.literals(s, path);
    if ('anyOf' in s || 'oneOf' in s) return this.alternatives(s, path);
    switch (s.type) {
      case 'object':
        return this.object(s, path);
      case 'array':
        return this.array(s, path);
      case 'string':
        return this.string(s, path);
      case 'integer':
        return this.integer(s, path);
      case 'number':
        return this.number(s, path);
      case 'boolean':
        only(s, path, ['type']);
        return '("true" | "false")';
      case 'null':
        only(s, path, ['type']);
        return '"null"';
      case undefined: {
        const keyword = Object.keys(s).find((key) => !ANNOTATIONS.has(key));
        throw new UnsupportedSchema(path, `${keyword === undefined ? 'a schema' : `the keyword "${keyword}"`} without "type", "enum", "const", "anyOf" or "oneOf"`);
      }
      default:
        throw new UnsupportedSchema(path, `"type": ${JSON.stringify(s.type)}`);
    }
  }

  /** A named rule for a part of the schema; identical parts share one. */
  private rule(path: string[], body: string): string {
    const known = this.namesByBody.get(body);
    if (known !== undefined) return known;
    const hint = path.join('-').replace(/[^a-zA-Z0-9-]+/g, '-') || 'value';
    let name = hint;
    for (let n = 2; name === 'root' || this.bodies.has(name) || name in BUILT_IN; n++) name = `${hint}-${n}`;
    this.bodies.set(name, body);
    this.namesByBody.set(body, name);
    return name;
  }

  /** A rule for a value inside an object or array, where whitespace may follow it. */
  private element(schema: unknown, path: string[]): string {
    return this.rule(path, `${this.value(schema, path)} ${this.builtIn('space')}`);
  }

  private builtIn(name: string): string {
    if (!this.bodies.has(name)) this.bodies.set(name, BUILT_IN[name]!);
    return name;
  }

  private literals(s: Schema, path: string[]): string {
    only(s, path, ['enum', 'const', 'type']);
    if ('enum' in s && 'const' in s) throw new UnsupportedSchema(path, '"enum" with "const"');
    if ('enum' in s && (!Array.isArray(s.enum) || s.enum.length === 0)) throw new UnsupportedSchema(path, 'an "enum" that is not a list of values');
    const values = 'const' in s ? [s.const] : (s.enum as unknown[]);
    const scalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
    for (const value of values) {
      if (!scalar(value) && !(Array.isArray(value) && value.every(scalar))) throw new UnsupportedSchema(path, 'an object, or an array of more than numbers, strings, booleans and null, in "enum" or "const"');
    }
    const allowed = values.filter((value) => s.type === undefined || hasType(value, s.type, path));
    if (allowed.length === 0) throw new UnsupportedSchema(path, 'an "enum" or "const" without a value of its "type"');
    // An array is written as the grammar writes any: at most one space between its tokens.
    const space = () => this.builtIn('space');
    const written = (value: unknown) =>
      Array.isArray(value)
        ? ['"["', space(), value.map((item) => `${literal(JSON.stringify(item))} ${space()}`).join(` "," ${space()} `), '"]"'].filter(Boolean).join(' ')
        : literal(JSON.stringify(value));
    const choices = [...new Set(allowed.map(written))];
    return choices.length === 1 ? choices[0]! : `(${choices.join(' | ')})`;
  }

  private alternatives(s: Schema, path: string[]): string {
    only(s, path, ['anyOf', 'oneOf']);
    if ('anyOf' in s && 'oneOf' in s) throw new UnsupportedSchema(path, '"anyOf" with "oneOf"');
    const keyword = 'anyOf' in s ? 'anyOf' : 'oneOf';
    const options = s[keyword];
    if (!Array.isArray(options) || options.length === 0) throw new UnsupportedSchema(path, `an "${keyword}" that is not a list of schemas`);
    return `(${options.map((option, i) => this.rule([...path, `option-${i + 1}`], this.value(option, [...path, `option-${i + 1}`]))).join(' | ')})`;
  }

  private object(s: Schema, path: string[]): string {
    only(s, path, ['type', 'properties', 'required', 'additionalProperties']);
    if (s.additionalProperties !== false) throw new UnsupportedSchema(path, 'an object without "additionalProperties": false');
    const properties = Object.entries((s.properties ?? {}) as Schema);
    const required = new Set((s.required ?? []) as string[]);
    for (const name of required) {
      if (!properties.some(([key]) => key === name)) throw new UnsupportedSchema(path, `the required property "${name}" missing from "properties"`);
    }
    const space = this.builtIn('space');
    const members = properties.map(([key, schema]) => {
      const value = this.element(schema, [...path, key]);
      return { required: required.has(key), pair: this.rule([...path, key, 'kv'], `${literal(JSON.stringify(key))} ${space} ":" ${space} ${value}`) };
    });
    // A comma goes before every property but the first one written, and any property up to the
    // first required one may be the first written.
    const after = (from: number) => members.slice(from).map(({ required, pair }) => (required ? `"," ${space} ${pair}` : `("," ${space} ${pair})?`));
    const firstRequired = members.findIndex((member) => member.required);
    const openings = members.slice(0, firstRequired === -1 ? undefined : firstRequired + 1).map(({ pair }, i) => [pair, ...after(i + 1)].join(' '));
    const content =
      openings.length === 0 ? [] : firstRequired === -1 ? [`(${openings.join(' | ')})?`] : [openings.length === 1 ? openings[0]! : `(${openings.join(' | ')})`];
    return ['"{"', space, ...content, '"}"'].join(' ');
  }

  private array(s: Schema, path: string[]): string {
    only(s, path, ['type', 'items', 'minItems', 'maxItems']);
    if (typeof s.items !== 'object' || s.items === null || Array.isArray(s.items)) throw new UnsupportedSchema(path, 'an array without one "items" schema');
    const min = count(s, 'minItems', path) ?? 0;
    const max = count(s, 'maxItems', path) ?? Infinity;
    if (min > max) throw new UnsupportedSchema(path, '"minItems" above "maxItems"');
    if (Math.max(min, max === Infinity ? 0 : max) > MOST_REPETITIONS) throw new UnsupportedSchema(path, `"minItems" or "maxItems" above ${MOST_REPETITIONS}`);
    const space = this.builtIn('space');
    if (max === 0) return `"[" ${space} "]"`;
    const item = this.element(s.items, [...path, 'item']);
    const list = [item, repeat(`("," ${space} ${item})`, Math.max(min - 1, 0), max - 1)].filter(Boolean).join(' ');
    return `"[" ${space} ${min === 0 ? `(${list})?` : list} "]"`;
  }

  private string(s: Schema, path: string[]): string {
    only(s, path, ['type', 'pattern', 'minLength', 'maxLength']);
    const quote = '"\\""';
    if (s.pattern === NOT_BLANK) {
      // A free text that opens with a character other than white space, and then any up to its length.
      const min = count(s, 'minLength', path) ?? 0;
      const max = count(s, 'maxLength', path) ?? Infinity;
      if (max === 0 || min > max || min > MOST_REPETITIONS) throw new UnsupportedSchema(path, `a "minLength" of ${min} with a "maxLength" of ${max}`);
      const rest = repeat(this.builtIn('char'), Math.max(min - 1, 0), max > MOST_REPETITIONS ? Infinity : max - 1);
      return [quote, this.builtIn('not-blank-char'), rest, quote].filter(Boolean).join(' ');
    }
    if (s.pattern !== undefined) {
      if ('minLength' in s || 'maxLength' in s) throw new UnsupportedSchema(path, '"pattern" with "minLength" or "maxLength"');
      return [quote, patternExpression(s.pattern, path), quote].filter(Boolean).join(' ');
    }
    const min = count(s, 'minLength', path) ?? 0;
    const max = count(s, 'maxLength', path) ?? Infinity;
    if (min > MOST_REPETITIONS) throw new UnsupportedSchema(path, `a "minLength" above ${MOST_REPETITIONS}`);
    if (min > max) throw new UnsupportedSchema(path, '"minLength" above "maxLength"');
    const chars = repeat(this.builtIn('char'), min, max > MOST_REPETITIONS ? Infinity : max);
    return [quote, chars, quote].filter(Boolean).join(' ');
  }

  private integer(s: Schema, path: string[]): string {
    only(s, path, ['type', 'minimum', 'maximum']);
    if (s.minimum === undefined && s.maximum === undefined) return `"-"? ${this.builtIn('integral-part')}`;
    if (typeof s.minimum !== 'number' || typeof s.maximum !== 'number') throw new UnsupportedSchema(path, 'an integer bounded on one side only, or by something other than a number');
    const low = Math.ceil(s.minimum);
    const high = Math.floor(s.maximum);
    if (low > high) throw new UnsupportedSchema(path, 'an integer range without an integer');
    if (high - low + 1 > MOST_INTEGER_CHOICES) throw new UnsupportedSchema(path, `an integer range of more than ${MOST_INTEGER_CHOICES} values`);
    const choices = Array.from({ length: high - low + 1 }, (_, i) => literal(String(low + i)));
    return choices.length === 1 ? choices[0]! : `(${choices.join(' | ')})`;
  }

  private number(s: Schema, path: string[]): string {
    only(s, path, ['type', 'minimum', 'maximum']);
    if (s.minimum === undefined && s.maximum === undefined) {
      // An exponent of two digits at most keeps every number finite: JSON.parse reads a larger one as Infinity, which no schema accepts.
      return `"-"? ${this.builtIn('integral-part')} ("." ${this.builtIn('decimal-part')})? ([eE] [-+]? [0-9]{1,2})?`;
    }
    if (s.minimum !== 0 || s.maximum !== 1) throw new UnsupportedSchema(path, 'a number range other than "minimum": 0, "maximum": 1');
    return `("0" ("." [0-9]{1,${PROBABILITY_DECIMALS}})? | "1" ("." "0"{1,${PROBABILITY_DECIMALS}})?)`;
  }
}

/** Throws on a keyword the converter does not handle here, so that none is silently ignored. */
function only(s: Schema, path: string[], keywords: string[]): void {
  const unknown = Object.keys(s).find((key) => !keywords.includes(key) && !ANNOTATIONS.has(key));
  if (unknown !== undefined) throw new UnsupportedSchema(path, `the keyword "${unknown}" here`);
}

function count(s: Schema, keyword: string, path: string[]): number | undefined {
  const value = s[keyword];
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || (value as number) < 0) throw new UnsupportedSchema(path, `"${keyword}": ${JSON.stringify(value)}`);
  return value as number;
}

function hasType(value: unknown, type: unknown, path: string[]): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'string':
    case 'number':
    case 'boolean':
      return typeof value === type;
    default:
      throw new UnsupportedSchema(path, `"type": ${JSON.stringify(type)} with "enum" or "const"`);
  }
}

/** `item` from `min` to `max` times, in GBNF's shortest notation; empty for none. */
function repeat(item: string, min: number, max: number): string {
  if (max === 0) return '';
  if (min === max) return min === 1 ? item : `${item}{${min}}`;
  if (max === Infinity) return min === 0 ? `${item}*` : min === 1 ? `${item}+` : `${item}{${min},}`;
  return min === 0 && max === 1 ? `${item}?` : `${item}{${min},${max}}`;
}

/** A character as GBNF writes it in a literal or a class: itself where that is unambiguous, else escaped. */
function gbnfChar(code: number): string {
  if (/[a-zA-Z0-9 ]/.test(String.fromCodePoint(code))) return String.fromCodePoint(code);
  const [prefix, digits] = code < 0x100 ? ['x', 2] : code < 0x10000 ? ['u', 4] : ['U', 8];
  return `\\${prefix}${code.toString(16).toUpperCase().padStart(digits, '0')}`;
}

function literal(text: string): string {
  return `"${[...text].map((char) => (char === '"' || char === '\\' ? `\\${char}` : /[ -~]/.test(char) ? char : gbnfChar(char.codePointAt(0)!))).join('')}"`;
}

const SHORTHAND_COUNTS: Record<string, [number, number]> = { '?': [0, 1], '*': [0, Infinity], '+': [1, Infinity] };

/**
 * The grammar of a string's content under a pattern of character classes and literal characters,
 * each with an optional count, anchored at both ends: `^[0-9]{4}$`, `^[A-Z][a-z]{1,8}$`.
 */
function patternExpression(pattern: unknown, path: string[]): string {
  const unsupported = (why: string) => new UnsupportedSchema(path, `the pattern ${JSON.stringify(pattern)} (${why})`);
  if (typeof pattern !== 'string' || !/^\^.*\$$/s.test(pattern) || pattern.endsWith('\\$')) throw unsupported('not anchored with ^ and $');
  const chars = [...pattern.slice(1, -1)];
  let at = 0;
  const escaped = (): number => {
    const char = chars[at++];
    if (char === undefined || /[a-zA-Z0-9]/.test(char)) throw unsupported('an escape other than of punctuation or \\d');
    return char.codePointAt(0)!;
  };
  const classChar = (): number => (chars[at] === '\\' ? (at++, escaped()) : chars[at++]!.codePointAt(0)!);
  const parts: string[] = [];
  while (at < chars.length) {
    const char = chars[at++]!;
    const ranges: [number, number][] = [];
    if (char === '[') {
      if (chars[at] === '^') throw unsupported('a negated class');
      while (chars[at] !== ']') {
        if (at >= chars.length) throw unsupported('an unclosed class');
        const from = classChar();
        const to = chars[at] === '-' && chars[at + 1] !== ']' ? (at++, classChar()) : from;
        ranges.push([from, to]);
      }
      at++;
    } else if (char === '\\' && chars[at] === 'd') {
      at++;
      ranges.push([0x30, 0x39]);
    } else if (char === '\\') {
      const code = escaped();
      ranges.push([code, code]);
    } else if ('.()|*+?{}[]^$'.includes(char)) {
      throw unsupported(`"${char}" outside a class or count`);
    } else {
      ranges.push([char.codePointAt(0)!, char.codePointAt(0)!]);
    }
    if (ranges.some(([from, to]) => from <= 0x1f || (from <= 0x22 && to >= 0x22) || (from <= 0x5c && to >= 0x5c))) {
      throw unsupported('a character JSON escapes');
    }
    const rest = chars.slice(at).join('');
    const counted = /^\{(\d+)(,(\d*))?\}/.exec(rest);
    const shorthand = SHORTHAND_COUNTS[rest[0] ?? ''];
    let [min, max] = [1, 1];
    if (counted) {
      at += counted[0].length;
      min = Number(counted[1]);
      max = counted[2] === undefined ? min : counted[3] === '' ? Infinity : Number(counted[3]);
      if (Math.max(min, max === Infinity ? 0 : max) > MOST_REPETITIONS) throw unsupported(`a count above ${MOST_REPETITIONS}`);
    } else if (shorthand) {
      [min, max] = shorthand;
      at++;
    }
    const single = ranges.length === 1 && ranges[0]![0] === ranges[0]![1];
    const item = single ? literal(String.fromCodePoint(ranges[0]![0])) : `[${ranges.map(([from, to]) => (from === to ? gbnfChar(from) : `${gbnfChar(from)}-${gbnfChar(to)}`)).join('')}]`;
    parts.push(repeat(item, min, max));
  }
  return parts.filter(Boolean).join(' ');
}

/**
 * The most tokens a reply that `grammar` accepts can take: its most UTF-8 bytes, since llama.cpp's
 * grammar sampler never picks a token without text, so every token is at least a byte; and one
 * more, the token that ends the turn. Infinite when a repetition is unbounded (`*`, `+`, `{n,}`).
 */
export function replyTokenBound(grammar: string): number {
  return grammarMaxBytes(grammar) + 1;
}

/** The most UTF-8 bytes of a text `grammar` accepts: a GBNF grammar of one rule a line, as `jsonSchemaToGrammar` writes them. */
export function grammarMaxBytes(grammar: string): number {
  const bodies = new Map<string, string>();
  for (const line of grammar.split('\n')) {
    const rule = /^([a-zA-Z0-9-]+)\s*::=(.*)$/.exec(line);
    if (rule) bodies.set(rule[1]!, rule[2]!);
  }
  const known = new Map<string, number>();
  const ruleBytes = (name: string): number => {
    const cached = known.get(name);
    if (cached !== undefined) return cached;
    const body = bodies.get(name);
    if (body === undefined) throw new Error(`The grammar has no rule "${name}".`);
    // A rule that refers to itself, directly or not, may be as long as it likes.
    known.set(name, Infinity);
    const bytes = new BodyReader(body, ruleBytes).alternatives();
    known.set(name, bytes);
    return bytes;
  };
  return ruleBytes('root');
}

const utf8Length = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);
const ESCAPED: Record<string, number> = { n: 10, r: 13, t: 9 };

/** Reads one rule's body, giving the most bytes of each part. */
class BodyReader {
  private at = 0;
  constructor(
    private readonly text: string,
    private readonly ruleBytes: (name: string) => number,
  ) {}

  alternatives(): number {
    let most = this.sequence();
    while (this.text[this.at] === '|') {
      this.at++;
      most = Math.max(most, this.sequence());
    }
    return most;
  }

  private sequence(): number {
    let total = 0;
    for (this.skip(); this.at < this.text.length && !'|)'.includes(this.text[this.at]!); this.skip()) {
      const item = this.item();
      const times = this.count();
      total += times === 0 || item === 0 ? 0 : item * times;
    }
    return total;
  }

  private item(): number {
    const char = this.text[this.at++]!;
    if (char === '(') {
      const inner = this.alternatives();
      this.at++;
      return inner;
    }
    if (char === '"') {
      let bytes = 0;
      while (this.text[this.at] !== '"') bytes += utf8Length(this.char());
      this.at++;
      return bytes;
    }
    if (char === '[') {
      const negated = this.text[this.at] === '^';
      if (negated) this.at++;
      const ranges: [number, number][] = [];
      while (this.text[this.at] !== ']') {
        const from = this.char();
        const to = this.text[this.at] === '-' && this.text[this.at + 1] !== ']' ? (this.at++, this.char()) : from;
        ranges.push([from, to]);
      }
      this.at++;
      if (!negated) return utf8Length(Math.max(...ranges.map(([, to]) => to)));
      // The highest code point the class leaves in.
      let highest = 0x10ffff;
      for (let inside = ranges.find(([from, to]) => from <= highest && highest <= to); inside; inside = ranges.find(([from, to]) => from <= highest && highest <= to)) highest = inside[0] - 1;
      return highest < 0 ? 0 : utf8Length(highest);
    }
    const name = /^[a-zA-Z0-9-]+/.exec(this.text.slice(this.at - 1))?.[0];
    if (name === undefined) throw new Error(`The grammar has "${char}" where a part of a rule was expected.`);
    this.at += name.length - 1;
    return this.ruleBytes(name);
  }

  /** A character of a literal or class, escapes read. */
  private char(): number {
    const char = this.text.codePointAt(this.at)!;
    this.at += char > 0xffff ? 2 : 1;
    if (char !== 0x5c) return char;
    const escape = this.text[this.at++]!;
    const digits = { x: 2, u: 4, U: 8 }[escape];
    if (digits === undefined) return ESCAPED[escape] ?? escape.codePointAt(0)!;
    this.at += digits;
    return parseInt(this.text.slice(this.at - digits, this.at), 16);
  }

  /** How many times the item before may repeat, at most. */
  private count(): number {
    const postfix = this.text[this.at];
    if (postfix === '?') return this.at++, 1;
    if (postfix === '*' || postfix === '+') return this.at++, Infinity;
    const counted = /^\{(\d+)(,(\d*))?\}/.exec(this.text.slice(this.at));
    if (!counted) return 1;
    this.at += counted[0].length;
    return counted[2] === undefined ? Number(counted[1]) : counted[3] === '' ? Infinity : Number(counted[3]);
  }

  private skip(): void {
    while (this.text[this.at] === ' ' || this.text[this.at] === '\t') this.at++;
  }
}
