/**
 * A constrained model can lose only by its choices, never by its format: for every registered
 * game, each protocol that holds replies to a grammar or a JSON Schema, at every turn its bots
 * play over several seeds of every variant, every reply drawn at random from the grammar it sends
 * is read as a move and that move is legal in the state it was asked in. And a reply that is not
 * of the protocol's form is refused with its reason, never read as a move.
 */
import { describe, expect, it } from 'vitest';
import type { Protocol } from '../../src/core/protocol';
import { createRng } from '../../src/core/rng';
import { jsonSchemaToGrammar } from '../../src/engines/json-grammar';
import { GAMES } from '../../src/games/registry';
import { matchesGbnf, parseGbnf, sampleGbnf, type Grammar } from '../gbnf';
import { actingViews } from './acting-views';

const SEEDS = 3;
const SAMPLES = 12;

/** The grammar a protocol sends an engine at a turn, as the engines make it. */
const grammarOf = (protocol: Protocol, view: unknown): string => {
  if (protocol.grammar) return protocol.grammar(view);
  const schema = typeof protocol.jsonSchema === 'function' ? protocol.jsonSchema(view) : protocol.jsonSchema!;
  return jsonSchemaToGrammar(schema);
};

/** Replies of no protocol's form, right answers among them, in prose. */
const NOT_OF_THE_FORM = ['', 'I think so.', 'Answer: (4 + 8) * (6 - 4) = 24', '{', '[1, 2, 3]', '{}'];

const modules = await Promise.all(GAMES.map(async (entry) => [entry.id, await entry.load()] as const));

describe.each(modules)('%s', (id, module) => {
  const held = module.protocols.filter((protocol) => protocol.jsonSchema || protocol.grammar);

  it.skipIf(held.length === 0)('takes every reply its constrained grammars allow as a legal move', { timeout: 300_000 }, async () => {
    const rng = createRng(`constrained-replies/${id}`);
    const grammars = new Map<string, Grammar>();
    const failures = new Map<string, string>();
    const asked = new Set<Protocol>();
    for (const { seat, view, state } of await actingViews(module, SEEDS)) {
      for (const protocol of held.filter(({ seats }) => !seats || seats.includes(seat))) {
        asked.add(protocol);
        const text = grammarOf(protocol, view);
        if (!grammars.has(text)) grammars.set(text, parseGbnf(text));
        const grammar = grammars.get(text)!;
        for (let i = 0; i < SAMPLES; i++) {
          const reply = sampleGbnf(grammar, rng);
          expect(matchesGbnf(grammar, reply), reply).toBe(true);
          const parsed = protocol.parse(reply, view);
          const checked = parsed.ok ? module.game.validate(state, seat, parsed.move) : { ok: false as const, reason: parsed.error };
          const where = `${protocol.id} at seat ${seat}`;
          if (!checked.ok && !failures.has(where)) failures.set(where, `${checked.reason.slice(0, 300)} (the reply: ${reply.slice(0, 300)})`);
        }
      }
    }
    // Every constrained protocol was asked, at some turn, for a move.
    expect([...asked]).toEqual(expect.arrayContaining(held));
    expect(Object.fromEntries(failures)).toEqual({});
  });

  it.skipIf(held.length === 0)('refuses a reply not of its constrained form, saying why', async () => {
    for (const { seat, view } of (await actingViews(module, 1)).slice(0, 20)) {
      for (const protocol of held.filter(({ seats }) => !seats || seats.includes(seat))) {
        const grammar = parseGbnf(grammarOf(protocol, view));
        for (const reply of NOT_OF_THE_FORM.filter((text) => !matchesGbnf(grammar, text))) {
          const parsed = protocol.parse(reply, view);
          expect(parsed, `${protocol.id} at seat ${seat} took ${JSON.stringify(reply)}`).toMatchObject({ ok: false, error: expect.stringMatching(/\w+ \w+/) });
        }
      }
    }
  });
});
