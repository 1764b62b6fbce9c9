/**
 * JSON Schemas as GBNF grammars. Every protocol schema of every game, taken from views of real
 * playthroughs, and schemas for the rest of the supported subset: the grammar agrees with Ajv on
 * generated replies (valid ones and ones with a key missing or extra, a wrong type, a number out of
 * range, a wrong length, a pattern broken), and real llama.cpp accepts it and writes only valid JSON under it,
 * every reply ending within the grammar's token bound.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_BLANK } from '../../src/core/protocol';
import { grammarMaxBytes, jsonSchemaToGrammar, replyTokenBound } from '../../src/engines/json-grammar';
import { loadGguf, type GgufEngine } from '../../src/engines/gguf/engine';
import { FIELDS } from '../../src/games/avalon/parse';
import { GAMES } from '../../src/games/registry';
import { actingViews } from '../games/acting-views';
import { matchesGbnf, parseGbnf } from '../gbnf';
import { writeTinyGguf } from '../model/tiny-gguf';
import { SLOWER } from '../slower';

type Schema = { [keyword: string]: unknown };
interface Case {
  label: string;
  schema: Schema;
}

const ajv = new Ajv();
const validators = new Map<Schema, ValidateFunction>();
const validator = (schema: Schema) => validators.get(schema) ?? validators.set(schema, ajv.compile(schema)).get(schema)!;

/** Playthroughs per variant whose views feed the schemas that depend on the view. */
const SEEDS = 3;

/** Each distinct schema of each game's protocols, a function of the view called with every view it may be asked for. */
async function gameCases(): Promise<Case[]> {
  const cases = new Map<string, Case>();
  for (const entry of GAMES) {
    const module = await entry.load();
    const views = await actingViews(module, SEEDS);
    for (const protocol of module.protocols) {
      const { jsonSchema } = protocol;
      if (!jsonSchema) continue;
      const schemas =
        typeof jsonSchema === 'function'
          ? views.filter(({ seat }) => !protocol.seats || protocol.seats.includes(seat)).map(({ view }) => jsonSchema(view))
          : [jsonSchema];
      for (const schema of schemas) {
        const key = `${entry.id}/${protocol.id}/${JSON.stringify(schema)}`;
        if (!cases.has(key)) cases.set(key, { label: `${entry.id} ${protocol.id} #${cases.size + 1}`, schema: schema as Schema });
      }
    }
  }
  return [...cases.values()];
}

const GAME_CASES = await gameCases();

/** The rest of the subset; `examples` give strings that match a pattern. */
const SUBSET_CASES: Case[] = [
  {
    label: 'anyOf of a const and an object',
    schema: { anyOf: [{ const: 'pass' }, { type: 'object', properties: { move: { type: 'integer' } }, required: ['move'], additionalProperties: false }] },
  },
  { label: 'oneOf of null and a string of 2 to 5 characters', schema: { oneOf: [{ type: 'null' }, { type: 'string', minLength: 2, maxLength: 5 }] } },
  {
    label: 'numbers and integers, bounded and not',
    schema: {
      type: 'object',
      properties: {
        any: { type: 'number' },
        chance: { type: 'number', minimum: 0, maximum: 1 },
        count: { type: 'integer' },
        offset: { type: 'integer', minimum: -3, maximum: 12 },
      },
      required: ['any', 'chance', 'count', 'offset'],
      additionalProperties: false,
    },
  },
  {
    label: 'optional properties before, between and after required ones',
    schema: {
      type: 'object',
      properties: {
        first: { type: 'boolean' },
        side: { type: 'string', enum: ['left', 'right', 3] },
        nothing: { type: 'null' },
        level: { type: 'integer', enum: [1, 2, 2.5, 'three'] },
        last: { const: true },
      },
      required: ['side', 'level'],
      additionalProperties: false,
    },
  },
  {
    label: 'arrays of arrays',
    schema: { type: 'array', items: { type: 'array', items: { type: 'boolean' }, minItems: 1, maxItems: 2 }, maxItems: 3 },
  },
  {
    label: 'an empty object, an empty array, at least two strings',
    schema: {
      type: 'object',
      properties: {
        none: { type: 'object', additionalProperties: false },
        zero: { type: 'array', items: { type: 'string' }, maxItems: 0 },
        many: { type: 'array', items: { type: 'string', maxLength: 3 }, minItems: 2 },
      },
      required: ['none', 'zero', 'many'],
      additionalProperties: false,
    },
  },
  {
    label: 'teams as an enum of arrays, and a free text that is not blank',
    schema: {
      type: 'object',
      properties: {
        team: { enum: [[0, 1], [0, 2], [1, 2], []] },
        names: { const: ['a', 'b'] },
        text: { type: 'string', minLength: 1, maxLength: 5, pattern: NOT_BLANK },
      },
      required: ['team', 'names', 'text'],
      additionalProperties: false,
    },
  },
  {
    label: 'patterns',
    schema: {
      type: 'object',
      properties: {
        code: { type: 'string', pattern: '^[A-Z][a-z]{1,3}-?[0-9]+$', examples: ['Ab-12', 'Abcd7', 'Xy0'] },
        colour: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', examples: ['#00ffAA'] },
        version: { type: 'string', pattern: '^\\d{2,}\\.x*[.+]?$', examples: ['12.', '123.xx+', '10.x.'] },
        accent: { type: 'string', pattern: '^[é-ü]{2}é?$', examples: ['éü', 'üüé'] },
      },
      required: ['code', 'colour', 'version', 'accent'],
      additionalProperties: false,
    },
  },
];

/** The grammar leaves out a longer `maxLength`. */
const LONGEST_BOUNDED_STRING = 1000;
const WRONG_TYPES: unknown[] = [null, true, 7, 'text', [], {}];
const NUMBERS = [0, 1, -1, 0.5, 0.25, 0.1234, 1.5, -0.1, 2, 7, -3, 12, 13, 123456, -42.125];
const STRINGS = ['', ' a', '\ta', '\u00a0a', '\u3000a', '\ufeffa', '\fa', '\ba', '\u0085a', 'a', 'ask', '0123', '1234', '9', '99999', '123', 'abcd', '12a4', 'Say "hi"\n\tto \\ me', 'é ü 中文 😀', '\u0000\u001f\u007f', 'x'.repeat(50)];

/** Values for a schema, from its own parts: mostly valid ones, and ones a step away from valid. */
function samples(schema: Schema): unknown[] {
  if ('const' in schema) return [schema.const, 'other', ...WRONG_TYPES];
  if ('enum' in schema) {
    const values = schema.enum as unknown[];
    const near = values.filter((v): v is unknown[] => Array.isArray(v) && v.length > 0).flatMap((v) => [[...v].reverse(), [...v, v[0]], v.slice(1), [v[0], v[0]]]);
    return [...values, ...near, 'other', 'Yes!', ...WRONG_TYPES];
  }
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options) return options.flatMap(samples);
  switch (schema.type) {
    case 'object':
      return objectSamples(schema);
    case 'array':
      return arraySamples(schema);
    case 'string': {
      const examples = (schema.examples ?? []) as string[];
      const near = examples.flatMap((e) => [e.slice(0, -1), e.slice(1), `${e}0`, `${e}Z`, e.toUpperCase(), e.toLowerCase(), `"${e}"`]);
      const lengths = [schema.minLength, schema.maxLength].flatMap((n) => (typeof n === 'number' && n <= LONGEST_BOUNDED_STRING ? [n - 1, n, n + 1].filter((m) => m >= 0) : []));
      return [...examples, ...STRINGS, ...near, ...lengths.map((n) => 'y'.repeat(n)), ...WRONG_TYPES];
    }
    case 'integer':
    case 'number': {
      const bounds = [schema.minimum, schema.maximum].flatMap((n) => (typeof n === 'number' ? [n - 1, n - 0.5, n, n + 1] : []));
      return [...NUMBERS, ...bounds, '1', ...WRONG_TYPES];
    }
    default:
      return [true, false, null, 'true', 'null', 0, ...WRONG_TYPES];
  }
}

/**
 * A valid value of each property, then each property left out, or changed to each of its samples
 * (only the first of properties with the same schema, which would add nothing new), and a key added.
 */
function objectSamples(schema: Schema): unknown[] {
  const required = new Set((schema.required ?? []) as string[]);
  const tried = new Set<string>();
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(([key, sub]) => {
    const values = samples(sub);
    const first = !tried.has(JSON.stringify(sub));
    tried.add(JSON.stringify(sub));
    return { key, values: first ? values : [], valid: values.find((value) => validator(sub)(value)) };
  });
  const base = Object.fromEntries(properties.map(({ key, valid }) => [key, valid]));
  const without = (key: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));
  return [
    base,
    { ...base, extra: 1 },
    Object.fromEntries(Object.entries(base).filter(([key]) => required.has(key))),
    ...properties.flatMap(({ key, values }) => [without(key), ...values.map((value) => ({ ...base, [key]: value }))]),
    ...WRONG_TYPES,
  ];
}

/** Arrays of a valid item at every length near the bounds, and each item sample in first place. */
function arraySamples(schema: Schema): unknown[] {
  const items = schema.items as Schema;
  const values = samples(items);
  const valid = values.filter((value) => validator(items)(value));
  const min = (schema.minItems as number | undefined) ?? 0;
  const max = (schema.maxItems as number | undefined) ?? min + 3;
  const lengths = [...new Set([0, min - 1, min, min + 1, max, max + 1])].filter((n) => n >= 0);
  const length = Math.max(min, 1);
  return [
    ...lengths.map((n) => Array.from({ length: n }, (_, i) => valid[i % valid.length])),
    ...values.map((value) => [value, ...Array.from({ length: length - 1 }, () => valid[0])]),
    ...WRONG_TYPES,
  ];
}

/** A value as a model may write it on one line, a space after each comma and colon and inside the brackets. */
const spaced = (value: unknown) => JSON.stringify(value, null, 1)?.replace(/\n */g, ' ');

/** Whether the grammar's strings can write a value: no character beyond U+FFFF, none that JSON writes as a \u escape. */
const writable = (value: unknown) => ![...JSON.stringify(value)].some((char) => char.codePointAt(0)! > 0xffff) && !/\\u[0-9a-f]{4}/.test(JSON.stringify(value));

/** Where the grammar and Ajv disagree on a schema's samples, compact and indented; and how many of each kind were checked. */
function disagreements(schema: Schema) {
  const grammar = parseGbnf(jsonSchemaToGrammar(schema));
  const validate = validator(schema);
  const found: string[] = [];
  let valid = 0;
  let invalid = 0;
  for (const value of samples(schema)) {
    const expected = validate(value) && writable(value);
    expected ? valid++ : invalid++;
    for (const text of [JSON.stringify(value), spaced(value)]) {
      if (matchesGbnf(grammar, text) !== expected) found.push(`${expected ? 'refuses' : 'accepts'} ${text.slice(0, 200)}`);
    }
  }
  return { found, valid, invalid };
}

describe('jsonSchemaToGrammar', () => {
  it('finds the schemas of every game that has them, for every decision a view may ask for', () => {
    const games = new Set(GAME_CASES.map(({ label }) => label.split(' ')[0]));
    expect([...games]).toEqual(expect.arrayContaining(['guess-number', 'game24', 'avalon', 'brainking', 'asympuzl', 'situation-puzzles']));
    const avalonFields = new Set(GAME_CASES.filter(({ label }) => label.startsWith('avalon')).flatMap(({ schema }) => Object.keys(schema.properties as object)));
    expect([...avalonFields].sort()).toEqual(['reasoning', ...Object.values(FIELDS)].sort());
  });

  it('writes a short, readable grammar', () => {
    const [guessNumber] = GAME_CASES.filter(({ label }) => label.startsWith('guess-number'));
    expect(jsonSchemaToGrammar(guessNumber!.schema)).toBe(
      [
        'root ::= "{" space reasoning-kv "," space guess-kv "}"',
        'space ::= " "?',
        'char ::= [ !#-\\x5B\\x5D-\\uFFFF] | "\\\\" ["\\\\/bfnrt]',
        'reasoning ::= "\\"" char{0,250} "\\"" space',
        'reasoning-kv ::= "\\"reasoning\\"" space ":" space reasoning',
        'guess ::= "\\"" [0-9]{4} "\\"" space',
        'guess-kv ::= "\\"guess\\"" space ":" space guess',
        '',
      ].join('\n'),
    );
  });

  describe.each([...GAME_CASES, ...SUBSET_CASES])('$label', ({ schema }) => {
    it('gives a grammar that accepts what the schema accepts and refuses what it refuses', () => {
      const { found, valid, invalid } = disagreements(schema);
      expect(found).toEqual([]);
      expect(valid).toBeGreaterThan(0);
      expect(invalid).toBeGreaterThan(0);
    });
  });

  it('refuses every unfinished reply', () => {
    for (const { schema } of GAME_CASES) {
      const grammar = parseGbnf(jsonSchemaToGrammar(schema));
      const text = JSON.stringify(samples(schema).find((value) => validator(schema)(value)));
      expect(matchesGbnf(grammar, text)).toBe(true);
      for (let end = 0; end < text.length; end++) expect(matchesGbnf(grammar, text.slice(0, end)), text.slice(0, end)).toBe(false);
    }
  });

  it('holds replies to the written form: one line, a space at most between tokens and none at the end, declared key order, short decimals', () => {
    const schema = SUBSET_CASES.find(({ label }) => label.startsWith('numbers'))!.schema;
    const grammar = parseGbnf(jsonSchemaToGrammar(schema));
    const reply = (text: string) => matchesGbnf(grammar, text);
    expect(reply('{"any": -2.5E-3, "chance": 0.75, "count": -0, "offset": 12}')).toBe(true);
    expect(reply('{ "any":1e+21,"chance":1.0,"count":7,"offset":-3 }')).toBe(true);
    expect(reply('{\n"any":1,"chance":1,"count":7,"offset":0}')).toBe(false);
    expect(reply('{"any":1,"chance":1,"count":7,"offset":0}\n')).toBe(false);
    expect(reply('{"any":1,  "chance":1,"count":7,"offset":0}')).toBe(false);
    expect(reply('{"chance":1,"any":1,"count":7,"offset":0}')).toBe(false);
    expect(reply('{"any":1,"chance":0.12345,"count":7,"offset":0}')).toBe(false);
    expect(reply('{"any":1,"chance":1e-7,"count":7,"offset":0}')).toBe(false);
    expect(reply('{"any":1,"chance":1.01,"count":7,"offset":0}')).toBe(false);
    expect(reply('{"any":1e+300,"chance":1,"count":7,"offset":0}')).toBe(false);
  });

  it(`bounds a string's length up to ${LONGEST_BOUNDED_STRING} characters, and leaves a longer maxLength out`, () => {
    const accepts = (schema: object, text: string) => matchesGbnf(parseGbnf(jsonSchemaToGrammar(schema)), JSON.stringify(text));
    expect(accepts({ type: 'string', maxLength: LONGEST_BOUNDED_STRING }, 'y'.repeat(LONGEST_BOUNDED_STRING))).toBe(true);
    expect(accepts({ type: 'string', maxLength: LONGEST_BOUNDED_STRING }, 'y'.repeat(LONGEST_BOUNDED_STRING + 1))).toBe(false);
    expect(accepts({ type: 'string', maxLength: 4000 }, 'y'.repeat(4001))).toBe(true);
  });

  it('writes strings without \\u escapes, nor characters beyond U+FFFF', () => {
    const grammar = parseGbnf(jsonSchemaToGrammar({ type: 'string', maxLength: 8 }));
    expect(matchesGbnf(grammar, '"é 中\\n\\"\\\\"')).toBe(true);
    expect(matchesGbnf(grammar, '"\\u0041"')).toBe(false);
    expect(matchesGbnf(grammar, '"😀"')).toBe(false);
  });

  it('is checked by a recogniser that refuses what llama.cpp refuses', () => {
    expect(matchesGbnf(parseGbnf('root ::= "a" [b-d]{2} ("e" | x)*\nx ::= "f"?'), 'acdefe')).toBe(true);
    expect(() => parseGbnf('root ::= "\\q"')).toThrow(/unknown escape/);
    expect(() => parseGbnf('root ::= missing')).toThrow(/undefined rule/);
    expect(() => parseGbnf('root ::= [a]{2000}')).toThrow(/too many rules/);
    expect(() => parseGbnf('root ::= ([a]{50} [b]{50}){40}')).not.toThrow();
    expect(() => parseGbnf('root ::= x{50} x{40}\nx ::= "a"')).toThrow(/too many rules/);
  });

  it.each([
    [{ type: 'array', items: { type: 'string' }, maxItems: 5000 }, /"maxItems" above 1000/],
    [{ type: 'string', minLength: 1500 }, /"minLength" above 1000/],
    [{ type: 'string', pattern: '^[a-z]{2000}$' }, /a count above 1000/],
    [{ type: 'string', format: 'date' }, /the keyword "format" here \(at \/\)/],
    [{ type: 'object', properties: { a: { type: 'array', items: { type: 'string', format: 'email' } } }, additionalProperties: false }, /"format" here \(at \/a\/item\)/],
    [{ type: 'object', properties: {} }, /without "additionalProperties": false/],
    [{ type: 'object', properties: { a: { type: 'string' } }, required: ['b'], additionalProperties: false }, /required property "b"/],
    [{ $ref: '#/$defs/move' }, /the keyword "\$ref" without "type"/],
    [{}, /a schema without "type"/],
    [{ type: ['string', 'null'] }, /"type": \["string","null"\]/],
    [{ type: 'array', items: { type: 'string' }, uniqueItems: true }, /"uniqueItems"/],
    [{ type: 'array', items: [{ type: 'string' }] }, /without one "items" schema/],
    [{ type: 'string', pattern: '[0-9]+' }, /not anchored/],
    [{ type: 'string', pattern: '^(yes|no)$' }, /"\(" outside a class/],
    [{ type: 'string', pattern: '^[^"]+$' }, /negated class/],
    [{ type: 'string', pattern: '^.{3}$' }, /"\." outside a class/],
    [{ type: 'string', pattern: '^\\w+$' }, /escape/],
    [{ type: 'string', pattern: '^[a-z"]+$' }, /a character JSON escapes/],
    [{ type: 'string', pattern: '^a+$', maxLength: 4 }, /"pattern" with "minLength" or "maxLength"/],
    [{ type: 'integer', minimum: 0 }, /bounded on one side only/],
    [{ type: 'integer', minimum: 0, maximum: 5000 }, /more than 1000 values/],
    [{ type: 'integer', exclusiveMinimum: 0 }, /"exclusiveMinimum"/],
    [{ type: 'number', minimum: 0, maximum: 10 }, /number range/],
    [{ allOf: [{ type: 'string' }] }, /"allOf"/],
    [{ enum: [{ move: 1 }] }, /an object, or an array of more than/],
    [{ enum: [[[1]]] }, /an object, or an array of more than/],
    [{ type: 'string', pattern: NOT_BLANK, maxLength: 0 }, /"maxLength" of 0/],
    [{ type: 'boolean', enum: ['yes'] }, /without a value of its "type"/],
  ])('names what it does not support: %j', (schema, message) => {
    expect(() => jsonSchemaToGrammar(schema)).toThrow(message);
  });
});

describe('the most bytes and tokens of a reply a grammar accepts', () => {
  it('bounds every sample reply of every schema', () => {
    for (const { label, schema } of [...GAME_CASES, ...SUBSET_CASES]) {
      const most = grammarMaxBytes(jsonSchemaToGrammar(schema));
      const grammar = parseGbnf(jsonSchemaToGrammar(schema));
      for (const value of samples(schema)) {
        for (const text of [JSON.stringify(value), spaced(value)]) {
          if (text !== undefined && matchesGbnf(grammar, text)) expect(Buffer.byteLength(text), `${label}: ${text}`).toBeLessThanOrEqual(most);
        }
      }
    }
  });

  it('is reached by the longest reply, counted in UTF-8 bytes', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', maxLength: 3 }, b: { type: 'array', items: { enum: [1, 22] }, maxItems: 2 } }, required: ['a'], additionalProperties: false };
    const longest = '{ "a" : "中中中" , "b" : [ 22 , 22 ] }';
    expect(matchesGbnf(parseGbnf(jsonSchemaToGrammar(schema)), longest)).toBe(true);
    expect(grammarMaxBytes(jsonSchemaToGrammar(schema))).toBe(Buffer.byteLength(longest));
    expect(replyTokenBound(jsonSchemaToGrammar(schema))).toBe(Buffer.byteLength(longest) + 1);
  });

  it('reads any GBNF rule, and is infinite for an unbounded repetition or a rule that refers to itself', () => {
    expect(grammarMaxBytes('root ::= "Guess: " ([0-9] | x){4}\nx ::= [é-ü] "\\x41"?')).toBe(7 + 4 * 3);
    expect(grammarMaxBytes('root ::= [^a]{2} [\\u0100]')).toBe(8 + 2);
    expect(grammarMaxBytes(jsonSchemaToGrammar({ type: 'string' }))).toBe(Infinity);
    expect(grammarMaxBytes('root ::= "(" root ")" | ""')).toBe(Infinity);
  });
});

describe('llama.cpp under the grammars (node-llama-cpp, the tiny model)', () => {
  let engine: GgufEngine;
  beforeAll(async () => {
    engine = await loadGguf(await writeTinyGguf(1), { contextSize: 2048, threads: 1 });
  });
  afterAll(() => engine?.dispose());

  it('takes every grammar and writes only valid JSON under it, always ending within the bound', async () => {
    const failures: string[] = [];
    let finished = 0;
    let replies = 0;
    for (const { label, schema } of [...GAME_CASES, ...SUBSET_CASES]) {
      const grammar = jsonSchemaToGrammar(schema);
      for (let seed = 0; seed < 3; seed++) {
        // A grammar with a bound is given just that many tokens, and must end within them.
        const bound = replyTokenBound(grammar);
        const reply = await engine.chat([{ role: 'user', content: `Reply in JSON (${label}).` }], { grammar, maxTokens: Number.isFinite(bound) ? bound : 200, temperature: 1, seed });
        replies++;
        if (Number.isFinite(bound) && reply.finishReason !== 'stop') failures.push(`${label}: cut off within its bound of ${bound} tokens: ${reply.text}`);
        if (reply.finishReason !== 'stop') continue;
        finished++;
        let value: unknown;
        try {
          value = JSON.parse(reply.text);
        } catch {
          failures.push(`${label}: not JSON: ${reply.text}`);
          continue;
        }
        if (!validator(schema)(value)) failures.push(`${label}: ${reply.text}: ${JSON.stringify(validator(schema).errors)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(finished).toBeGreaterThan(replies / 2);
  }, 300_000 * SLOWER);
});
