import Ajv from 'ajv';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../src/engines/engine';
import type { EngineError } from '../../../src/engines/errors';
import { loadGguf, type GgufEngine } from '../../../src/engines/gguf/engine';
import { FAMILIES, writeFamilyGguf } from '../../model/families';
import { DIMENSIONS, tinyGguf, writeTinyGguf } from '../../model/tiny-gguf';

const ask = (content: string): ChatMessage[] => [
  { role: 'system', content: 'You play Guess Number.' },
  { role: 'user', content },
];

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  // By name: a test that reloads the modules has its own EngineError class.
  expect((error as Error)?.name).toBe('EngineError');
  return error as EngineError;
}

describe('the GGUF engine (node-llama-cpp, CPU)', () => {
  let engine: GgufEngine;
  let path: string;

  beforeAll(async () => {
    path = await writeTinyGguf(1);
    engine = await loadGguf(path, { contextSize: 2048, threads: 1 });
  });
  afterAll(() => engine?.dispose());

  it('loads a GGUF file and generates real tokens, with usage and timings', async () => {
    const pieces: string[] = [];
    const reply = await engine.chat(ask('Your first guess?'), { maxTokens: 24, temperature: 1, seed: 7, onText: (delta) => pieces.push(delta) });
    expect(engine.kind).toBe('node-llama-cpp');
    expect(engine.model).toBe('tiny-1');
    expect(engine.identity).toMatchObject({ sha256: createHash('sha256').update(tinyGguf(1)).digest('hex'), bytes: tinyGguf(1).length, quantization: 'Q8_0', architecture: 'llama' });
    expect(reply.text.length).toBeGreaterThan(0);
    expect(pieces.join('')).toBe(reply.text);
    expect(reply.usage.promptTokens).toBeGreaterThan(10);
    expect(reply.usage.completionTokens).toBeGreaterThan(0);
    expect(reply.usage.completionTokens).toBeLessThanOrEqual(24);
    expect(reply.usage.timeToFirstTokenMs).toBeGreaterThanOrEqual(0);
    expect(reply.usage.decodeTokensPerSecond).toBeGreaterThan(0);
    expect(['stop', 'length']).toContain(reply.finishReason);
    const cut = await engine.chat(ask('Go on.'), { maxTokens: 1, temperature: 1, seed: 1, grammar: 'root ::= [a-z]+' });
    expect(cut).toMatchObject({ finishReason: 'length', usage: { completionTokens: 1 } });
  });

  it('always follows a GBNF grammar', async () => {
    for (let seed = 0; seed < 12; seed++) {
      const reply = await engine.chat(ask('Guess.'), { grammar: 'root ::= "Guess: " [0-9] [0-9] [0-9] [0-9]', temperature: 1.2, seed, maxTokens: 20 });
      expect(reply.text).toMatch(/^Guess: [0-9]{4}$/);
      expect(reply.finishReason).toBe('stop');
    }
  });

  it('writes JSON that matches a JSON schema', async () => {
    const schema = {
      type: 'object',
      properties: { move: { enum: ['higher', 'lower', 'stop'] }, sure: { type: 'boolean' }, digits: { type: 'array', items: { enum: [1, 2, 3] }, maxItems: 3 } },
      required: ['move', 'sure', 'digits'],
      additionalProperties: false,
    };
    const validate = new Ajv().compile(schema);
    for (let seed = 0; seed < 6; seed++) {
      const reply = await engine.chat(ask('Answer in JSON.'), { jsonSchema: schema, temperature: 1, seed, maxTokens: 120 });
      const parsed: unknown = JSON.parse(reply.text);
      expect(validate(parsed), `${reply.text}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it("holds a JSON schema's strings to their maxLength and pattern (node-llama-cpp's own converter holds neither)", async () => {
    const schema = {
      type: 'object',
      properties: { note: { type: 'string', maxLength: 5 }, code: { type: 'string', pattern: '^[0-9]{4}$' } },
      required: ['note', 'code'],
      additionalProperties: false,
    };
    for (let seed = 0; seed < 8; seed++) {
      const reply = await engine.chat(ask('Answer in JSON, with a long note.'), { jsonSchema: schema, temperature: 1.5, seed, maxTokens: 60 });
      expect(reply.finishReason, reply.text).toBe('stop');
      const { note, code } = JSON.parse(reply.text) as { note: string; code: string };
      expect([...note].length, reply.text).toBeLessThanOrEqual(5);
      expect(code, reply.text).toMatch(/^[0-9]{4}$/);
    }
  });

  it('gives the same text for the same seed', async () => {
    const options = { maxTokens: 40, temperature: 1, seed: 42 };
    const first = await engine.chat(ask('A guess, please.'), options);
    await engine.chat(ask('Something else first.'), { maxTokens: 10, seed: 3 });
    expect((await engine.chat(ask('A guess, please.'), options)).text).toBe(first.text);
    expect((await engine.chat(ask('A guess, please.'), { ...options, seed: 43 })).text).not.toBe(first.text);
  });

  it('stops mid-generation when the signal aborts, and generates again afterwards', async () => {
    const controller = new AbortController();
    let deltas = 0;
    const error = await failure(
      engine.chat(ask('Talk at length.'), {
        maxTokens: 1500,
        temperature: 1,
        seed: 5,
        grammar: 'root ::= [a-z ]+',
        signal: controller.signal,
        onText: () => ++deltas === 3 && controller.abort(),
      }),
    );
    expect(error.kind).toBe('cancelled');
    expect(deltas).toBeLessThan(50);
    expect((await engine.chat(ask('Again.'), { maxTokens: 5, seed: 1 })).usage.completionTokens).toBeGreaterThan(0);
  });

  it('writes valid text (no broken UTF-8) over many samples', async () => {
    let tokens = 0;
    for (let seed = 0; seed < 12; seed++) {
      const reply = await engine.chat(ask(`Round ${seed}: what now?`), { maxTokens: 150, temperature: 1.5, seed });
      expect(reply.text).not.toContain('\uFFFD');
      expect(Buffer.from(reply.text, 'utf8').toString('utf8')).toBe(reply.text);
      tokens += reply.usage.completionTokens ?? 0;
    }
    expect(tokens).toBeGreaterThan(300);
  });

  it('allocates the context asked for, and counts a prompt as the call does, the chat template applied', async () => {
    expect(engine.contextSize).toBe(2048);
    expect(engine.threads).toBe(1);
    const messages = ask('How many tokens is this?');
    const counted = await engine.countTokens(messages);
    const reply = await engine.chat(messages, { maxTokens: 4, temperature: 0 });
    expect(counted).toBe(reply.usage.promptTokens);
    // The template's markers count too.
    expect(counted).toBeGreaterThan(await engine.countTokens([{ role: 'user', content: 'How many tokens is this?' }]));
  });

  it('counts a prompt as the engine evaluates it turn after turn, what its cache served included, and plays on to within a reply of the context’s end', async () => {
    for (const path of [await writeTinyGguf(1), await writeFamilyGguf(FAMILIES.qwen3)]) {
      const size = 1024;
      const budget = 16;
      const small = await loadGguf(path, { contextSize: size, threads: 1 });
      try {
        const conversation: ChatMessage[] = [{ role: 'system', content: 'You play Guess Number. Answer as Guess: 0123.' }];
        const counts: number[] = [];
        for (let turn = 0; ; turn++) {
          conversation.push({ role: 'user', content: `Turn ${turn}: your guess had 1 bull and 2 cows. Your next guess?` });
          const counted = await small.countTokens(conversation);
          // Where the pre-check would end the game as "context full".
          if (counted + budget > size) break;
          // Half the turns under a grammar that never ends, so that the reply takes the whole budget.
          const grammar = turn % 2 ? 'root ::= [a-z ]+' : 'root ::= "Guess: " [0-9] [0-9] [0-9] [0-9]';
          const reply = await small.chat(conversation, { maxTokens: budget, temperature: 1, seed: turn, grammar, thinking: false });
          expect(reply.usage.promptTokens, `${path}, turn ${turn}`).toBe(counted);
          // The cache serves the conversation so far: at least the last prompt, which this one begins with.
          if (turn > 0) expect(reply.usage.cachedPromptTokens).toBeGreaterThanOrEqual(counts.at(-1)!);
          counts.push(counted);
          conversation.push({ role: 'assistant', content: reply.text });
        }
        expect(counts.length).toBeGreaterThan(3);
        expect(counts.at(-1)! + budget).toBeGreaterThan(size - 100);
      } finally {
        await small.dispose();
      }
    }
  });

  it('allocates the GGUF’s own context by default, and never more', async () => {
    for (const contextSize of [undefined, 16384]) {
      const own = await loadGguf(path, { contextSize, threads: 1 });
      try {
        expect(own.contextSize).toBe(DIMENSIONS.context);
      } finally {
        await own.dispose();
      }
    }
  });

  it('says in plain words when the file is truncated, not a GGUF, or missing', async () => {
    const truncated = `${path}.truncated.gguf`;
    await writeFile(truncated, tinyGguf(1).subarray(0, 100_000));
    const cut = await failure(loadGguf(truncated));
    expect(cut.kind, cut.message).toBe('bad-model-file');
    expect(cut.message).toMatch(/corrupted or incomplete/);
    expect(cut.advice).toMatch(/damaged or incomplete/);

    const text = `${path}.text.gguf`;
    await writeFile(text, 'This is a note, not a model.\n');
    expect((await failure(loadGguf(text))).kind).toBe('bad-model-file');

    const missing = await failure(loadGguf(`${path}.nowhere.gguf`));
    expect(missing.kind).toBe('bad-model-file');
    expect(missing.message).toMatch(/There is no file at/);
  });
});

describe('without node-llama-cpp', () => {
  it('says how to install it', async () => {
    vi.resetModules();
    vi.doMock('node-llama-cpp', () => {
      throw Object.assign(new Error("Cannot find package 'node-llama-cpp'"), { code: 'ERR_MODULE_NOT_FOUND' });
    });
    try {
      const { loadGguf: load } = await import('../../../src/engines/gguf/engine');
      const error = await failure(load('/tmp/any.gguf'));
      expect(error.kind).toBe('missing-runtime');
      expect(error.message).toContain('npm run setup:gguf');
      expect(error.message).toContain('npm install --no-save node-llama-cpp@3.21.1');
    } finally {
      vi.doUnmock('node-llama-cpp');
    }
  });
});
