/**
 * Every reply fits: each model protocol of every registered game has a reply budget, every free-text
 * field of its JSON Schemas has a `maxLength` its prompt states, and the most tokens any reply its
 * grammar accepts can take is within the budget, for every schema a view the game's bots act on gives;
 * a constrained protocol's running summary, too.
 */
import { describe, expect, it } from 'vitest';
import { summarySchema, type Protocol } from '../../src/core/protocol';
import { jsonSchemaToGrammar, replyTokenBound } from '../../src/engines/json-grammar';
import { GAMES } from '../../src/games/registry';
import { actingViews } from './acting-views';

type Schema = { [keyword: string]: unknown };

/** The free-text fields of a schema without a `maxLength` (nor a pattern), by path; and the bounded ones' lengths. */
export function stringFields(schema: Schema, path = ''): { unbounded: string[]; lengths: number[] } {
  const found = { unbounded: [] as string[], lengths: [] as number[] };
  const add = (inner: { unbounded: string[]; lengths: number[] }) => (found.unbounded.push(...inner.unbounded), found.lengths.push(...inner.lengths));
  if (schema.type === 'string' && !('enum' in schema) && !('const' in schema)) {
    if (typeof schema.maxLength === 'number') found.lengths.push(schema.maxLength);
    else if (schema.pattern === undefined) found.unbounded.push(path || '/');
  }
  for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) add(stringFields(sub, `${path}/${key}`));
  if (schema.items) add(stringFields(schema.items as Schema, `${path}/items`));
  for (const [i, sub] of ((schema.anyOf ?? schema.oneOf ?? []) as Schema[]).entries()) add(stringFields(sub, `${path}/${i}`));
  return found;
}

/** What a protocol sends at a turn: its system message, the turn's message and a retry's. */
const prompts = (protocol: Protocol, view: unknown) => [protocol.system?.(view) ?? '', protocol.turn(view, null), protocol.retry('Refused.', view)].join('\n');

const modules = await Promise.all(GAMES.map(async (entry) => [entry.id, await entry.load()] as const));

describe('reply budgets', () => {
  it('finds a string field without a maxLength, wherever it is', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', maxLength: 9 }, b: { type: 'array', items: { type: 'string' } }, c: { anyOf: [{ type: 'string' }] }, d: { type: 'string', pattern: '^x$' }, e: { type: 'string', pattern: '^\\S', maxLength: 7 } } };
    expect(stringFields(schema)).toEqual({ unbounded: ['/b/items', '/c/0'], lengths: [9, 7] });
  });

  describe.each(modules)('%s', (_id, module) => {
    it('gives every protocol and search a budget', () => {
      for (const protocol of [...module.protocols, ...(module.searches ?? [])]) {
        expect(Number.isInteger(protocol.maxTokens) && protocol.maxTokens > 0, `${protocol.id}: ${protocol.maxTokens}`).toBe(true);
      }
    });

    it('holds every constrained reply within its budget, its free text bounded and the bounds stated', async () => {
      const views = await actingViews(module, 2);
      const checked = new Set<string>();
      for (const protocol of module.protocols) {
        if (!protocol.jsonSchema && !protocol.grammar) continue;
        for (const { seat, view } of views.filter(({ seat }) => !protocol.seats || protocol.seats.includes(seat))) {
          const schema = typeof protocol.jsonSchema === 'function' ? protocol.jsonSchema(view) : protocol.jsonSchema;
          const grammar = protocol.grammar?.(view) ?? jsonSchemaToGrammar(schema!);
          if (checked.has(`${protocol.id}/${grammar}`)) continue;
          checked.add(`${protocol.id}/${grammar}`);
          const where = `${protocol.id} at seat ${seat}`;
          expect(replyTokenBound(grammar), where).toBeLessThanOrEqual(protocol.maxTokens);
          if (!schema) continue;
          const { unbounded, lengths } = stringFields(schema as Schema);
          expect(unbounded, `${where}: free-text fields without a maxLength`).toEqual([]);
          const said = prompts(protocol, view);
          for (const length of lengths) expect(said, `${where}: the prompt never says "at most ${length}"`).toContain(`at most ${length}`);
        }
        // A running summary is held too, within its own budget and the turns'.
        if (!protocol.summary) continue;
        const { maxLength, maxTokens } = protocol.summary;
        expect(maxLength, `${protocol.id}: a summary without a maxLength`).toBeDefined();
        expect(replyTokenBound(jsonSchemaToGrammar(summarySchema(maxLength!)))).toBeLessThanOrEqual(Math.min(maxTokens, protocol.maxTokens));
        const { view } = views.find(({ seat }) => !protocol.seats || protocol.seats.includes(seat))!;
        expect(protocol.summary.request(view, view)).toContain(`at most ${maxLength} characters`);
      }
    });
  });
});
