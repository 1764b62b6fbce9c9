/**
 * What web-llm receives, up to where it would hand the request to a model on the GPU (none here):
 * web-llm's own check of the request passes, and XGrammar, its grammar engine as web-llm ships it,
 * compiles the grammar of every constrained protocol and holds a reply to its bounds.
 */
import { ModelType, postInitAndCheckFieldsChatCompletion } from '@mlc-ai/web-llm';
import { describe, expect, it } from 'vitest';
import { webLlmRequest } from '../../../src/engines/webllm/engine';
import { jsonSchemaToGrammar } from '../../../src/engines/json-grammar';
import { GAMES } from '../../../src/games/registry';
import { createRng } from '../../../src/core/rng';
import { actingViews } from '../../games/acting-views';
import { parseGbnf, sampleGbnf } from '../../gbnf';
import { xgrammar } from './xgrammar';

const QWEN3 = 'Qwen3-0.6B-q4f16_1-MLC';
const SMOLLM2 = 'SmolLM2-360M-Instruct-q4f16_1-MLC';
const messages = [{ role: 'user' as const, content: 'Your move?' }];
const modules = (await Promise.all(GAMES.map(async (entry) => [entry.id, await entry.load()] as const))).filter(([, module]) => module.protocols.some((p) => p.jsonSchema || p.grammar));
const accepts = (grammar: string, text: string) => xgrammar().Testings.isGrammarAcceptString(grammar, text);
const rng = createRng('webllm-request');

describe('the request web-llm receives', () => {
  it('holds a JSON reply to the schema through the project’s grammar, its free text to its maxLength', async () => {
    const schema = {
      type: 'object',
      properties: { reasoning: { type: 'string', maxLength: 20 }, guess: { type: 'string', pattern: '^[0-9]{4}$' } },
      required: ['reasoning', 'guess'],
      additionalProperties: false,
    };
    const request = webLlmRequest(SMOLLM2, messages, { jsonSchema: schema, maxTokens: 100 });
    expect(request.response_format).toEqual({ type: 'grammar', grammar: jsonSchemaToGrammar(schema) });
    expect(() => postInitAndCheckFieldsChatCompletion(request, SMOLLM2, ModelType.LLM)).not.toThrow();
    const grammar = request.response_format!.grammar!;
    expect(await accepts(grammar, `{"reasoning": "${'a'.repeat(20)}", "guess": "0123"}`)).toBe(true);
    expect(await accepts(grammar, `{"reasoning": "${'a'.repeat(21)}", "guess": "0123"}`)).toBe(false);
    expect(await accepts(grammar, '{"reasoning": "a", "guess": "012"}')).toBe(false);
    // One space at most between tokens: a model cannot pad its way past the budget.
    expect(await accepts(grammar, '{"reasoning":  "a", "guess": "0123"}')).toBe(false);
  });

  it('sends a protocol’s own grammar as it is, and nothing without a constraint', async () => {
    const grammar = 'root ::= "Guess: " [0-9]{4}';
    expect(webLlmRequest(SMOLLM2, messages, { grammar, jsonSchema: { type: 'string' } }).response_format).toEqual({ type: 'grammar', grammar });
    expect(await accepts(grammar, 'Guess: 0123')).toBe(true);
    expect(webLlmRequest(SMOLLM2, messages, {}).response_format).toBeUndefined();
  });

  it('switches thinking off for Qwen3 when the protocol says so, and leaves other models’ replies alone', () => {
    expect(webLlmRequest(QWEN3, messages, { thinking: false }).extra_body).toEqual({ enable_thinking: false });
    expect(webLlmRequest(QWEN3, messages, { thinking: true }).extra_body).toBeUndefined();
    expect(webLlmRequest(SMOLLM2, messages, { thinking: false }).extra_body).toBeUndefined();
    expect(() => postInitAndCheckFieldsChatCompletion(webLlmRequest(QWEN3, messages, { thinking: false }), QWEN3, ModelType.LLM)).not.toThrow();
  });

  it('refuses a grammar XGrammar cannot read, so the check above can tell', async () => {
    await expect(accepts('root ::= "a" missing-rule', 'a')).rejects.toThrow();
  });

  describe.each(modules)('%s', (_id, module) => {
    it('gives web-llm a grammar it compiles for every constrained protocol, at every seat', { timeout: 60_000 }, async () => {
      const views = await actingViews(module, 1);
      const checked = new Set<string>();
      for (const protocol of module.protocols.filter((p) => p.jsonSchema || p.grammar)) {
        for (const { seat, view } of views.filter(({ seat }) => !protocol.seats || protocol.seats.includes(seat))) {
          const jsonSchema = typeof protocol.jsonSchema === 'function' ? protocol.jsonSchema(view) : protocol.jsonSchema;
          const request = webLlmRequest(QWEN3, messages, { jsonSchema, grammar: protocol.grammar?.(view), maxTokens: protocol.maxTokens, thinking: false });
          const grammar = request.response_format?.grammar;
          expect(grammar, `${protocol.id} at ${seat}`).toBeTypeOf('string');
          if (checked.has(grammar!)) continue;
          checked.add(grammar!);
          expect(() => postInitAndCheckFieldsChatCompletion(request, QWEN3, ModelType.LLM)).not.toThrow();
          // A reply of one character is refused by every protocol's grammar; compiling it is the point.
          expect(await accepts(grammar!, '~'), `${protocol.id} at ${seat}`).toBe(false);
          // And it reads the grammar as llama.cpp does: replies drawn from it are accepted. (In ASCII:
          // XGrammar refuses a string of more than about 140 characters of 3 bytes, which llama.cpp takes.)
          for (let i = 0; i < 3; i++) {
            const reply = sampleGbnf(parseGbnf(grammar!), rng, { ascii: true });
            expect(await accepts(grammar!, reply), `${protocol.id} at ${seat}: ${reply}`).toBe(true);
          }
        }
      }
    });
  });
});
