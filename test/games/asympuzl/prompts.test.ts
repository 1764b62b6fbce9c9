/**
 * How a model plays: the paper's prompt sections in order with the whole state every turn, the
 * last JSON object of a reply as the move, and the constrained protocol whose schema admits only
 * valid moves.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLORS, SHAPES } from '../../../src/games/asympuzl/data';
import { asympuzl, checkMove, type State, type View } from '../../../src/games/asympuzl/game';
import { FORMAT_ERROR, JSON_ERROR, parseJsonReply, parseReply } from '../../../src/games/asympuzl/parse';
import { jsonProtocol, moveSchema, paperProtocol } from '../../../src/games/asympuzl/prompts';
import { SETUP, SOLVING, params } from './helpers';

/** The state after these moves, in turn order. */
function after(moves: unknown[], p = params(3, 'both')): State {
  let state = asympuzl.init(p, SETUP);
  for (const move of moves) state = asympuzl.apply(state, asympuzl.current(state)!, move as never).state;
  return state;
}

const view = (state: State, seat: string) => asympuzl.view(state, seat) as View;

describe('AsymPuzl prompts', () => {
  it('tell each agent what it and its partner know, and that the partner receives only the message', () => {
    const alice = paperProtocol.system!(view(after([]), 'alice'));
    expect(alice).toContain('You are Agent A.');
    expect(alice).toContain('You know the correct shape at every position, but not the colors.');
    expect(alice).toContain('Agent B receives only your message: it does not see your actions, your clues or your hypothesis.');
    expect(alice).toContain('at most 6 turns');
    const bob = paperProtocol.system!(view(after([]), 'bob'));
    expect(bob).toContain('You are Agent B.');
    expect(bob).toContain('the position numbers in your clues are not the true positions. Agent A knows the correct order of the shapes, but not the colors.');
  });

  it('send the whole state under the paper’s headings, in its order, with the own message first', () => {
    const state = after([SOLVING.alice[0], SOLVING.bob[0], SOLVING.alice[1]]);
    const text = paperProtocol.turn(view(state, 'bob'), null);
    expect(text).toBe(`# Puzzle State
Turn 2 of 6.

Initial clues:
Position 1: the circle is cyan.
Position 2: the square is blue.
Position 3: the triangle is red.

Your current working hypothesis:
Position 1: the square is blue.
Position 2: the triangle is red.
Position 3: the circle is cyan.

Feedback:
Agent A’s part of the puzzle is unsolved and Agent B’s part of the puzzle is solved.

Recent conversation:
B: The circle is cyan. The square is blue. The triangle is red.
A: Done.

Output format:
Each action replaces the whole (shape, color) pair at one position: {"replace": <position>, "by": {"shape": <shape>, "color": <color>}}
Positions count from 1 (position 1 is the first item, position 2 the second, and so on).
You may reason first, but your answer MUST END WITH a valid JSON object with these fields:
- "message": what you want to tell and ask Agent A (the only thing Agent A will receive).
- "actions": the list of actions to take (Agent A will not see your actions).
Example:
\`\`\`json
{"message": "Please confirm the color of the circle.", "actions": [{"replace": 1, "by": {"shape": "circle", "color": "red"}}]}
\`\`\``);
  });

  it('mark unknown colours, say when there is no feedback or message yet, and leave feedback out without it', () => {
    const first = paperProtocol.turn(view(after([]), 'alice'), null);
    expect(first).toContain('Initial clues:\nPosition 1: the square is unknown.\n');
    expect(first).toContain('Feedback:\n(none yet: feedback comes at the end of each turn)\n');
    expect(first).toContain('Recent conversation:\n(no messages yet)\n');
    expect(paperProtocol.turn(view(after([], params(3, 'none')), 'alice'), null)).not.toContain('Feedback:');
    const solo = paperProtocol.turn(view(after([], params(3, 'none', 'single')), 'solo'), null);
    expect(solo).toContain('The shape at each position:\nPosition 1: the square.\n');
    expect(solo).toContain('The color of each shape:\nThe circle is cyan.\n');
    expect(solo).not.toContain('Recent conversation');
  });

  it('retry with the game’s error and the format', () => {
    expect(paperProtocol.retry('Action 1: there is no position 9: positions are whole numbers from 1 to 3.', view(after([]), 'alice'))).toMatch(/^Action 1: there is no position 9.*\n\nOutput format:\n/s);
  });
});

describe('AsymPuzl reply parsing', () => {
  it('takes the last JSON object with a message or actions, after reasoning that may hold braces', () => {
    const reply = `I think {the square} matters. Earlier draft: {"message": "old", "actions": []}
Final answer:
\`\`\`json
{"message": "Position 1 is {square}", "actions": [{"replace": 1, "by": {"shape": "square", "color": "blue"}}]}
\`\`\``;
    expect(parseReply(reply)).toEqual({ ok: true, move: { message: 'Position 1 is {square}', actions: [{ replace: 1, by: { shape: 'square', color: 'blue' } }] } });
    expect(parseReply('{"message": "a"} then {"note": 1}')).toEqual({ ok: true, move: { message: 'a' } });
    expect(parseReply('No JSON here.')).toEqual({ ok: false, error: FORMAT_ERROR });
    expect(parseReply('{"message": "cut off", "actions": [')).toEqual({ ok: false, error: FORMAT_ERROR });
    expect(parseReply('{"shape": "circle"}')).toEqual({ ok: false, error: FORMAT_ERROR });
  });

  it('turns the constrained reply’s positions into the paper’s actions', () => {
    expect(parseJsonReply('{"message": "hi", "actions": {"2": {"shape": "circle", "color": "red"}}}')).toEqual({
      ok: true, move: { message: 'hi', actions: [{ replace: 2, by: { shape: 'circle', color: 'red' } }] },
    });
    expect(parseJsonReply('nothing')).toEqual({ ok: false, error: JSON_ERROR });
    expect(jsonProtocol.jsonSchema).toBeTypeOf('function');
  });

  it('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      expect(() => paperProtocol.parse(text, view(after([]), 'alice'))).not.toThrow();
      expect(() => jsonProtocol.parse(text, view(after([]), 'alice'))).not.toThrow();
    }), { numRuns: 300 });
    expect(() => parseReply('{'.repeat(5000) + '}'.repeat(10))).not.toThrow();
  });

  it('admits under the schema only replies that are valid moves', () => {
    const ajv = new Ajv2020();
    const pair = fc.record({ shape: fc.constantFrom(...SHAPES), color: fc.constantFrom(...COLORS) });
    const reply = (size: number) => fc.record({
      message: fc.string({ maxLength: 4000 }),
      actions: fc.dictionary(fc.integer({ min: 1, max: size }).map(String), pair),
    });
    fc.assert(fc.property(fc.integer({ min: 3, max: 20 }).chain((size) => fc.tuple(fc.constant(size), reply(size))), ([size, object]) => {
      expect(ajv.validate(moveSchema(size), object)).toBe(true);
      const parsed = parseJsonReply(JSON.stringify(object));
      expect(parsed.ok && checkMove(parsed.move, size).ok).toBe(true);
    }), { numRuns: 300 });
    // And it refuses what the game refuses.
    const schema = moveSchema(3);
    expect(ajv.validate(schema, { message: '', actions: { 4: { shape: 'circle', color: 'red' } } })).toBe(false);
    expect(ajv.validate(schema, { message: '', actions: { 1: { shape: 'blob', color: 'red' } } })).toBe(false);
    expect(ajv.validate(schema, { message: 'x'.repeat(4001), actions: {} })).toBe(false);
    expect(ajv.validate(schema, { message: '', actions: [] })).toBe(false);
  });
});
