/**
 * The time a suite is said to take: a model's speed probed with a short call, each line's work from
 * the prompts its game would send, and the running estimate against the time taken. The model is a
 * test double whose speed the test sets, on a clock the test keeps: no test here reads the time.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../src/core/record';
import type { ChatOptions, ChatResult, Engine } from '../../src/engines/engine';
import { GAMES } from '../../src/games/registry';
import { aboutDuration, estimateWords, lineEstimates, lineWork, probeSpeed, type Speed } from '../../src/run/estimate';
import { planSuite, SuiteClock } from '../../src/run/suite';
import { playLines } from './play-lines';

const modules = await Promise.all(GAMES.filter((g) => ['guess-number', 'game24'].includes(g.id)).map((g) => g.load()));
const guessNumber = modules.find((m) => m.game.id === 'guess-number')!;

/** Tokens as the double counts them: a quarter of the characters, as the estimate counts for a server. */
const tokens = (messages: ChatMessage[]) => Math.ceil(messages.reduce((n, m) => n + m.content.length, 0) / 4);

/**
 * A model on the test's clock: it reads the prompt its cache does not hold (the previous call's
 * prompt and reply, when this one begins with them) at `speed.read` tokens a second, then writes
 * `share` of its reply budget at `speed.write`, whatever the reply's text.
 */
function timedModel(speed: Speed, reply: (messages: ChatMessage[], options: ChatOptions) => string, share = 1) {
  const clock = { ms: 0 };
  let cache: ChatMessage[] = [];
  const engine: Engine = {
    kind: 'timed',
    model: 'timed',
    countTokens: async (messages) => tokens(messages),
    async chat(messages, options = {}): Promise<ChatResult> {
      const held = cache.length <= messages.length && cache.every((m, i) => m.content === messages[i]!.content) ? tokens(cache) : 0;
      const promptTokens = tokens(messages);
      clock.ms += ((promptTokens - held) / speed.read) * 1000;
      const text = reply(messages, options);
      options.onText?.(text);
      const written = Math.max(2, Math.round((options.maxTokens ?? 16) * share));
      clock.ms += ((written - 1) / speed.write) * 1000;
      cache = [...messages, { role: 'assistant', content: text }];
      return { text, finishReason: 'stop', usage: { promptTokens, cachedPromptTokens: held, completionTokens: written } };
    },
  };
  return { engine, clock };
}

/** A reply each protocol of these games reads as a move, each guess another. */
function mover() {
  let n = 0;
  const guesses = ['0123', '4567', '8901', '2345', '6789', '1032', '5476', '9810', '3254', '7698'];
  return (_: ChatMessage[], options: ChatOptions) => {
    const guess = guesses[n++ % guesses.length]!;
    return options.jsonSchema ? JSON.stringify({ reasoning: 'Next.', guess }) : `Guess: ${guess}`;
  };
}

describe('a model’s speed, probed', () => {
  it('reads the prompt’s tokens per second before the first token, and writes the rest after it, also on a page over plain http', async () => {
    const { engine, clock } = timedModel({ read: 40, write: 8 }, () => 'a few words');
    // Such a page has getRandomValues but no randomUUID.
    const webCrypto = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint32Array) => webCrypto.getRandomValues(array) });
    const speed = await probeSpeed(engine, () => clock.ms).finally(() => vi.unstubAllGlobals());
    // Read: the whole prompt, nothing cached; written: the budget of 24 tokens, the first with the reading.
    expect(speed.read).toBeCloseTo(40, 6);
    expect(speed.write).toBeCloseTo(8, 6);
  });

  it('says a duration and a speed in words', () => {
    expect(aboutDuration(40 * 60_000)).toBe('about 40 minutes');
    expect(aboutDuration(20_000)).toBe('under a minute');
    expect(aboutDuration((8 * 60 + 22) * 60_000)).toBe('about 8 hours 20 minutes');
    expect(estimateWords(40 * 60_000, new Map([['tinyA', { read: 35, write: 9.04 }]]))).toBe('about 40 minutes, measured at 35 tokens/s reading and 9.0 tokens/s writing');
  });
});

describe('a line’s work, from the prompts its game would send', () => {
  it('counts the calls of the slowest bot in the model’s seat, the tokens its prompts read, and the budgets its replies may write', async () => {
    const line = planSuite([guessNumber], ['m']).find((l) => l.kind === 'paper')!;
    const engine = { countTokens: async (messages: ChatMessage[]) => tokens(messages) };
    const work = await lineWork(guessNumber, line, engine);
    const protocol = guessNumber.protocols.find((p) => p.id === line.protocol)!;
    // Guess Number allows 25 guesses and a final answer; a bot that guesses among the secrets left takes several.
    expect(work.calls).toBeGreaterThan(3);
    expect(work.calls).toBeLessThanOrEqual(26);
    expect(work.writeTokens).toBe(work.calls * protocol.maxTokens);
    // At least the rules and a turn for the first call, a turn for each after it.
    expect(work.readTokens).toBeGreaterThan(tokens([{ role: 'system', content: protocol.system!({} as never) }]) + work.calls);
  });
});

describe('the time a suite is said to take, against the time it takes', () => {
  it('says it before the first episode, and keeps it within 2× of the time taken to the end', async () => {
    // A model that writes 60% of each reply budget: the estimate, which takes the budget, says more at first.
    const speed = { read: 30, write: 6 };
    const { engine, clock } = timedModel(speed, mover(), 0.6);
    const episodes = 3;
    const lines = planSuite(modules, ['timed']);
    const probed = timedModel(speed, () => 'a few words');
    const measured = await probeSpeed(probed.engine, () => probed.clock.ms);
    const estimates = await lineEstimates(modules, lines, new Map([['timed', { engine, speed: measured }]]));
    const suiteClock = new SuiteClock(lines.map((line) => ({ line, indices: [0, 1, 2] })), estimates);
    const said = suiteClock.remaining()!;
    const predicted: number[] = [];
    await playLines(modules, lines, engine, episodes, (line) => {
      let last = clock.ms;
      return () => {
        suiteClock.ended(line.id, clock.ms - last);
        last = clock.ms;
        predicted.push(clock.ms + suiteClock.remaining()!);
      };
    });
    const taken = clock.ms;
    expect(taken).toBeGreaterThan(0);
    expect(said / taken, `said ${Math.round(said / 1000)} s, took ${Math.round(taken / 1000)} s`).toBeGreaterThan(0.5);
    expect(said / taken).toBeLessThan(2);
    for (const guess of predicted) {
      expect(guess / taken).toBeGreaterThan(0.5);
      expect(guess / taken).toBeLessThan(2);
    }
  });
});
