import { describe, expect, it } from 'vitest';
import { llmAgent } from '../../src/agents/llm';
import type { EpisodeRecord, ModelCallEvent } from '../../src/core/record';
import { verify } from '../../src/core/replay';
import type { Engine } from '../../src/engines/engine';
import { guessNumber } from '../../src/games/guess-number/game';
import { friendlyProtocol, jsonProtocol } from '../../src/games/guess-number/prompts';
import { playEpisode } from '../../src/run/episode';
import { validateEpisode } from '../schema';
import { scriptedEngine } from './scripted-engine';

const params = guessNumber.variants.find((v) => v.id === 'early-stop')!.params;
const play = (engine: ReturnType<typeof scriptedEngine>, protocol = friendlyProtocol, seed = 1) =>
  playEpisode({
    game: guessNumber, variant: 'early-stop', params, seed, setup: { secret: '0123' }, runId: 'r',
    agents: { player: llmAgent({ engine, protocol, settings: { temperature: 0.7, maxTokens: 200 } }) },
  });
const calls = (events: { type: string }[]) => events.filter((e): e is ModelCallEvent => e.type === 'model-call');

/** An engine whose replies the token limit cut off, `cut` of them: the first ones. */
function cutEngine(replies: string[], cut: number): ReturnType<typeof scriptedEngine> {
  const scripted = scriptedEngine(replies);
  let calls = 0;
  return { ...scripted, chat: async (...args: Parameters<Engine['chat']>) => ({ ...(await scripted.chat(...args)), finishReason: calls++ < cut ? 'length' : 'stop' }) };
}

describe('the LLM agent', () => {
  it('reads the move after the thinking, records the thinking, and tells the engine where thinking is off', async () => {
    const engine = scriptedEngine(['<think>Guess: [9999] would be silly.</think>\nGuess: [0123]']);
    const episode = await play(engine);
    expect(episode.outcome).toEqual({ solved: true, guesses: 1 });
    expect(calls(episode.events)[0]).toMatchObject({ text: '<think>Guess: [9999] would be silly.</think>\nGuess: [0123]', parsed: { guess: '0123' } });
    expect(engine.options[0]!.thinking).toBe(true);
    const json = scriptedEngine(['{"reasoning": "r", "guess": "0123"}']);
    await play(json, jsonProtocol);
    expect(json.options[0]).toMatchObject({ thinking: false, maxTokens: 200 });
  });

  it('counts a reply cut off at the token limit apart, in its own words, and an unclosed thinking cut off as cut too', async () => {
    const engine = cutEngine(['{"reasoning": "a very long', '<think>Let me see, the digits', 'Guess: [0123]'], 2);
    const episode = await play(engine);
    expect(episode.events.map((e) => e.type)).toEqual(['model-call', 'invalid', 'model-call', 'invalid', 'model-call', 'move']);
    const reason = 'The reply was cut off at the limit of 200 tokens before it was complete.';
    expect(episode.events.filter((e) => e.type === 'invalid')).toMatchObject([{ cut: true, reason }, { cut: true, reason }]);
    expect(calls(episode.events).map((c) => c.error)).toEqual([reason, reason, undefined]);
    expect(engine.calls[1]!.at(-1)!.content).toBe(`${reason}\nPlease propose a guess number, for example: Guess: 1234`);
    expect(episode.metrics).toMatchObject({ invalid: 0, cut: 2 });
    expect(validateEpisode(JSON.parse(JSON.stringify(episode))), JSON.stringify(validateEpisode.errors)).toBe(true);
    // A reply the parser reads is a move, cut or not; one it refuses without the limit is a wrong move.
    const read = await play(cutEngine(['Guess: [0123] and then some', ''], 1));
    expect(read.events.map((e) => e.type)).toEqual(['model-call', 'move']);
    const wrong = await play(cutEngine(['no guess', 'Guess: [0123]'], 0));
    expect(wrong.events[1]).toMatchObject({ type: 'invalid', reason: 'Your output does not follow this format: Guess: [number]' });
    expect(wrong.events[1]).not.toHaveProperty('cut');
    expect(wrong.metrics).toMatchObject({ invalid: 1, cut: 0 });
  });

  it('refuses a record that marks an attempt cut without a model call stopped at its limit, and reads one without the mark', async () => {
    const episode = JSON.parse(JSON.stringify(await play(cutEngine(['{"reasoning": "a very long', 'Guess: [0123]'], 1)))) as EpisodeRecord;
    expect(verify(guessNumber, episode)).toMatchObject({ invalid: 0, cut: 1 });
    const forged = structuredClone(episode);
    (forged.events[0] as ModelCallEvent).finishReason = 'stop';
    expect(() => verify(guessNumber, forged)).toThrow(/event 1 is marked cut off, but the seat's model call just before it was not stopped at its token limit/);
    // Written before the mark was kept: the same attempt counts as invalid.
    const old = structuredClone(episode);
    delete (old.events[1] as { cut?: true }).cut;
    expect(validateEpisode(old)).toBe(true);
    expect(verify(guessNumber, old)).toMatchObject({ invalid: 1, cut: 0 });
  });

  it('plays Guess Number with the friendly protocol and records every model call', async () => {
    const engine = scriptedEngine(['Guess: [4567]', 'I think so.\nGuess: [1230]', 'Guess: [0123]']);
    const episode = await play(engine);
    expect(episode.outcome).toEqual({ solved: true, guesses: 3 });
    expect(episode.players[0]).toMatchObject({
      kind: 'llm', name: 'scripted-test-double', model: { engine: 'scripted', id: 'scripted-test-double' },
      settings: { temperature: 0.7, maxTokens: 200, protocol: 'friendly', promptVersion: 'guess-number/friendly/1+window' },
    });
    const [first, second] = engine.calls;
    expect(first).toHaveLength(1);
    expect(first![0]!.content).toContain('The game lasts 25 turns.');
    expect(first![0]!.content).toMatch(/Game start:\nTurn 1: Now give me the number you guess in this format, and give no other statement:\nGuess: \[number\]$/);
    expect(second!.at(-1)!.content).toBe(
      'Feedback on 4567: 0 digits are present in the answer and in the correct positions, 0 digits are present in the answer but in the different positions.\n' +
        'Turn 2: Now give me the number you guess in this format, and give no other statement:\nGuess: [number]',
    );
    const records = calls(episode.events);
    expect(records.map((c) => c.parsed)).toEqual([{ guess: '4567' }, { guess: '1230' }, { guess: '0123' }]);
    expect(records.map((c) => c.usage.promptTokens)).toEqual(engine.calls.map((m) => m.reduce((n, x) => n + x.content.length, 0)));
    expect(records.every((c) => c.latencyMs >= 0 && c.messages.length === 1)).toBe(true);
    expect(engine.options[0]).toMatchObject({ temperature: 0.7, maxTokens: 200 });
    expect(validateEpisode(JSON.parse(JSON.stringify(episode))), JSON.stringify(validateEpisode.errors)).toBe(true);
  });

  it('keeps the conversation append-only: each turn extends the previous one, replies exactly as generated', async () => {
    const replies = ['  Guess: [4567]  \n', 'Guess: [1230] because… ✓', 'Guess: [0123]'];
    const engine = scriptedEngine([...replies]);
    await play(engine);
    for (let t = 1; t < engine.calls.length; t++) {
      const before = engine.calls[t - 1]!;
      const now = engine.calls[t]!;
      expect(now.slice(0, before.length)).toEqual(before);
      expect(now[before.length]).toEqual({ role: 'assistant', content: replies[t - 1] });
    }
  });

  it('re-prompts with the exact error text, and forfeits after the error allowance', async () => {
    const engine = scriptedEngine(['no idea', 'Guess: [1123]', 'Guess: [0123]']);
    const episode = await play(engine);
    expect(episode.outcome).toEqual({ solved: true, guesses: 1 });
    expect(episode.events.map((e) => e.type)).toEqual(['model-call', 'invalid', 'model-call', 'invalid', 'model-call', 'move']);
    expect(engine.calls[1]!.at(-1)!.content).toBe('Your output does not follow this format: Guess: [number]\nPlease propose a guess number, for example: Guess: 1234');
    expect(engine.calls[2]!.at(-1)!.content).toBe('The 4 digits of a guess must all be different; 1123 repeats one.\nPlease propose a guess number, for example: Guess: 1234');
    expect(episode.events[1]).toMatchObject({ type: 'invalid', attempt: 'no idea', reason: 'Your output does not follow this format: Guess: [number]' });

    const stubborn = await play(scriptedEngine(['a', 'b', 'c', 'd', 'e']));
    expect(stubborn.events.filter((e) => e.type === 'invalid')).toHaveLength(4);
    expect(stubborn.events.at(-1)).toMatchObject({ type: 'forfeit' });
    expect(stubborn.outcome).toEqual({ solved: false, guesses: 0 });
    expect(stubborn.metrics.invalid).toBe(4);
  });

  it('asks for the final answer after the last turn', async () => {
    const engine = scriptedEngine(['Guess: [4567]', 'Guess: [4568]', 'Guess: [0123]']);
    const episode = await playEpisode({
      game: guessNumber, variant: 'early-stop', params: { ...params, maxGuesses: 2 }, seed: 1, setup: { secret: '0123' }, runId: 'r',
      agents: { player: llmAgent({ engine, protocol: friendlyProtocol }) },
    });
    expect(engine.calls[2]!.at(-1)!.content).toMatch(/You have finished all the turns\. Please give your final answer/);
    expect(episode.outcome).toEqual({ solved: true, guesses: 3 });
  });

  it('plays the structured protocol with a JSON schema, and reads JSON in prose or fences', async () => {
    const engine = scriptedEngine(['{"reasoning":"start","guess":"4567"}', '```json\n{"reasoning":"r","guess":"0123"}\n```']);
    const episode = await play(engine, jsonProtocol);
    expect(episode.outcome).toEqual({ solved: true, guesses: 2 });
    expect(engine.calls[0]![0]).toMatchObject({ role: 'system' });
    expect(engine.options[0]!.jsonSchema).toEqual(jsonProtocol.jsonSchema);
    const view = guessNumber.view(guessNumber.init(params, { secret: '0123' }), 'player');
    expect(jsonProtocol.parse('{"guess": 12}', view)).toMatchObject({ ok: false });
    expect(jsonProtocol.parse('not json at all', view)).toMatchObject({ ok: false });
  });

  it('stores an episode cut off by an engine failure as interrupted, with its earlier turns and a clear message', async () => {
    const engine = scriptedEngine(['Guess: [4567]', new Error('DeviceLostError: the GPU device was lost')]);
    const episode = await play(engine);
    expect(episode.status).toBe('interrupted');
    expect(episode.error).toMatch(/device was lost.*smaller model or a -1k/);
    expect(episode.events.map((e) => e.type)).toEqual(['model-call', 'move', 'model-call']);
    expect(calls(episode.events)[1]!.error).toMatch(/device was lost/);
  });
});
