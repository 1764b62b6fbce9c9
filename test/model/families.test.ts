/**
 * The stand-ins of the listed model families (families.ts): real tokenizers and chat templates on
 * tiny random weights. Each loads in llama.cpp (node-llama-cpp, as the command line runs it),
 * renders a game's conversation with its family's special tokens, ends a reply on its own stop
 * tokens, and writes under grammars made for its vocabulary.
 */
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/engines/engine';
import { loadGguf, type GgufEngine } from '../../src/engines/gguf/engine';
import { jsonSchemaToGrammar } from '../../src/engines/json-grammar';
import { judgeJsonProtocol } from '../../src/games/situation-puzzles/prompts';
import { GUESS_GRAMMAR } from '../../src/games/guess-number/prompts';
import { FAMILIES, familyVocabulary, writeFamilyGguf, type FamilyId } from './families';
import { fromFloat16, TensorType, writeGguf } from './gguf-writer';

const GAME: ChatMessage[] = [
  { role: 'system', content: 'You play Guess Number: find my secret of 4 different digits.' },
  { role: 'user', content: 'Your first guess? Reply as Guess: [number].' },
  { role: 'assistant', content: 'Guess: 1234' },
  { role: 'user', content: '1 bull and 2 cows. Your next guess?' },
];

/** Each family's own template applied to GAME, with the prompt of the reply to come (written out by hand from the templates). */
const RENDERED: Record<FamilyId, string> = {
  qwen2_5:
    '<|im_start|>system\nYou play Guess Number: find my secret of 4 different digits.<|im_end|>\n<|im_start|>user\nYour first guess? Reply as Guess: [number].<|im_end|>\n' +
    '<|im_start|>assistant\nGuess: 1234<|im_end|>\n<|im_start|>user\n1 bull and 2 cows. Your next guess?<|im_end|>\n<|im_start|>assistant\n',
  qwen3:
    '<|im_start|>system\nYou play Guess Number: find my secret of 4 different digits.<|im_end|>\n<|im_start|>user\nYour first guess? Reply as Guess: [number].<|im_end|>\n' +
    '<|im_start|>assistant\nGuess: 1234<|im_end|>\n<|im_start|>user\n1 bull and 2 cows. Your next guess?<|im_end|>\n<|im_start|>assistant\n',
  llama3:
    '<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nYou play Guess Number: find my secret of 4 different digits.<|eot_id|>' +
    '<|start_header_id|>user<|end_header_id|>\n\nYour first guess? Reply as Guess: [number].<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\nGuess: 1234<|eot_id|>' +
    '<|start_header_id|>user<|end_header_id|>\n\n1 bull and 2 cows. Your next guess?<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n',
  // Gemma has no system turn: its template puts the system text before the first user message.
  gemma3:
    '<bos><start_of_turn>user\nYou play Guess Number: find my secret of 4 different digits.\n\nYour first guess? Reply as Guess: [number].<end_of_turn>\n' +
    '<start_of_turn>model\nGuess: 1234<end_of_turn>\n<start_of_turn>user\n1 bull and 2 cows. Your next guess?<end_of_turn>\n<start_of_turn>model\n',
};

/**
 * Where node-llama-cpp's chat wrapper (which it picks over running the template, judging them
 * equivalent) renders otherwise than the family's template; RENDERED with these applied is what it sends.
 */
const WRAPPER_DIFFERENCES: Partial<Record<FamilyId, (rendered: string) => string>> = {
  // Its Gemma wrapper joins the system text to the first user message with a rule, not a blank line.
  gemma3: (rendered) => rendered.replace('digits.\n\nYour', 'digits.\n\n---\n\nYour'),
};

describe('the families’ vocabularies', () => {
  it.each(Object.values(FAMILIES))('$id: the real tokenizer’s size, its special tokens and the ends of a turn', { timeout: SLOW }, (family) => {
    const vocab = familyVocabulary(family);
    const sizes: Record<FamilyId, number> = { qwen2_5: 151_665, qwen3: 151_669, llama3: 128_256, gemma3: 262_145 };
    expect(vocab.tokens.length).toBe(sizes[family.id]);
    expect(vocab.tokens).toContain(family.turn.open);
    expect(vocab.types[vocab.tokens.indexOf(family.turn.open)]).toBe(3);
    expect(vocab.endsOfTurn.has(vocab.tokens.indexOf(family.turn.close))).toBe(true);
    // Most tokens stay; the suppressed ones are control tokens and pieces that are not plain text.
    expect(vocab.suppressed.size).toBeLessThan(vocab.tokens.length * 0.6);
    for (const id of vocab.endsOfTurn) expect(vocab.suppressed.has(id)).toBe(false);
    expect(vocab.suppressed.has(vocab.tokens.indexOf(family.turn.open))).toBe(true);
  });
});

describe('Q4_K tensors', () => {
  it('hold their weights to within a step of their sub-block', () => {
    const values = Float32Array.from({ length: 512 }, (_, i) => Math.sin(i * 0.37) * (i < 256 ? 0.5 : 2) - (i % 64 === 0 ? 1 : 0));
    const bytes = writeGguf([], [{ name: 'w', dims: [256, 2], type: TensorType.Q4_K, values }]);
    const data = bytes.subarray(bytes.length - 2 * 144);
    const view = new DataView(data.buffer, data.byteOffset);
    for (let block = 0; block < 2; block++) {
      const at = block * 144;
      const d = fromFloat16(view.getUint16(at, true));
      const dmin = fromFloat16(view.getUint16(at + 2, true));
      const s = data.subarray(at + 4, at + 16);
      // ggml's get_scale_min_k4.
      const scaleMin = (j: number) => (j < 4 ? [s[j]! & 63, s[j + 4]! & 63] : [(s[j + 4]! & 0xf) | ((s[j - 4]! >> 6) << 4), (s[j + 4]! >> 4) | ((s[j]! >> 6) << 4)]);
      const qs = data.subarray(at + 16, at + 144);
      for (let i = 0; i < 256; i++) {
        const [scale, min] = scaleMin(i >> 5);
        const q = (qs[((i >> 6) << 5) + (i & 31)]! >> ((i & 32) >> 3)) & 0xf;
        const step = d * scale!;
        expect(Math.abs(step * q - dmin * min! - values[block * 256 + i]!)).toBeLessThanOrEqual(step * 0.5 + dmin * 0.5 + 1e-3);
      }
    }
  });
});

/** The engine's own model and chat, whose chat wrapper renders what it sends. */
interface EngineInside {
  gguf: { tokenizer: unknown; tokenize(text: string, special: boolean): number[]; detokenize(tokens: number[], special: boolean): string };
  session: { chatWrapper: { generateContextState(options: { chatHistory: object[] }): { contextText: { tokenize(tokenizer: unknown): number[] } } } };
}

/** Loading a vocabulary of 150,000–260,000 tokens takes seconds, many on a busy machine. */
const SLOW = 240_000;

describe.each(Object.values(FAMILIES))('the $id stand-in in llama.cpp (node-llama-cpp)', (family) => {
  let path: string;
  let engine: GgufEngine;

  beforeAll(async () => {
    path = await writeFamilyGguf(family);
    engine = await loadGguf(path, { contextSize: 2048, threads: 1 });
  }, SLOW);
  afterAll(() => engine?.dispose());

  it('renders a game’s system, user and assistant turns with the family’s special tokens', () => {
    const { gguf: model, session } = engine as unknown as EngineInside;
    const history = [
      ...GAME.map((m) => (m.role === 'assistant' ? { type: 'model', response: [m.content] } : { type: m.role, text: m.content })),
      { type: 'model', response: [] },
    ];
    const tokens = session.chatWrapper.generateContextState({ chatHistory: history }).contextText.tokenize(model.tokenizer);
    const expected = (WRAPPER_DIFFERENCES[family.id] ?? ((text: string) => text))(RENDERED[family.id]);
    expect(model.detokenize(tokens, true)).toBe(expected);
    // Each special token is one token, as the model was trained on it.
    expect(tokens).toEqual(model.tokenize(expected, true));
    const vocab = familyVocabulary(family);
    // One turn a message and one for the reply, the system message a turn of its own except in Gemma's.
    expect(tokens.filter((t) => vocab.tokens[t] === family.turn.open)).toHaveLength(GAME.length + (family.id === 'gemma3' ? 0 : 1));
  });

  it('ends a reply on its own stop token once a grammar admits no more, and runs to the limit without one', { timeout: SLOW }, async () => {
    for (let seed = 0; seed < 3; seed++) {
      const reply = await engine.chat(GAME, { grammar: GUESS_GRAMMAR, temperature: 1, seed, maxTokens: 40 });
      expect(reply.text).toMatch(/^Guess: \d{4}$/);
      expect(reply.finishReason).toBe('stop');
      expect(reply.usage.completionTokens).toBeLessThan(40);
    }
    const free = await engine.chat(GAME, { temperature: 1, seed: 1, maxTokens: 12 });
    expect(free).toMatchObject({ finishReason: 'length', usage: { completionTokens: 12 } });
    // Plain text: no control token, no stray byte.
    expect(free.text).toMatch(/^[\t\n\x20-\x7e]+$/);
  });

  it('writes a game’s JSON schema, through Fogplay’s JSON grammar, in its vocabulary', { timeout: SLOW }, async () => {
    // The situation puzzles' judge answers a question: an answer and the key questions it hits.
    const schema = (judgeJsonProtocol.jsonSchema as (view: unknown) => object)({ pending: { kind: 'question' }, keyQuestions: ['a', 'b', 'c'] });
    const validate = new Ajv().compile(schema);
    const grammar = jsonSchemaToGrammar(schema);
    for (let seed = 0; seed < 2; seed++) {
      const reply = await engine.chat(GAME, { grammar, temperature: 1, seed, maxTokens: 200 });
      expect(reply.finishReason, reply.text).toBe('stop');
      expect(validate(JSON.parse(reply.text)), `${reply.text}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});
