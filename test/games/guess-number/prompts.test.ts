/** The model protocols, each played through with scripted replies as AR-Bench's loops would see them. */
import { describe, expect, it } from 'vitest';
import { llmAgent } from '../../../src/agents/llm';
import { paramsOf } from '../../../src/core/game';
import type { Protocol } from '../../../src/core/protocol';
import { guessNumber } from '../../../src/games/guess-number/game';
import guessNumberModule from '../../../src/games/guess-number/index';
import { jsonSchemaToGrammar } from '../../../src/engines/json-grammar';
import { JSON_GRAMMAR, fewShotInstProtocol, fewShotProtocol, friendlyProtocol, jsonProtocol, paperProtocol, proactiveCotProtocol, protocols } from '../../../src/games/guess-number/prompts';
import { playEpisode } from '../../../src/run/episode';
import { scriptedEngine } from '../../agents/scripted-engine';
import { xgrammar } from '../../engines/webllm/xgrammar';
import { matchesGbnf, parseGbnf } from '../../gbnf';

const playWith = (protocol: Protocol, replies: string[], variant = 'ar-bench', params = paramsOf(guessNumber, variant), secret = '1234') => {
  const engine = scriptedEngine(replies);
  const episode = playEpisode({
    game: guessNumber, variant, params, seed: 1, setup: { secret }, runId: 'r',
    agents: { player: llmAgent({ engine, protocol: protocol as Protocol<unknown, unknown> }) },
  });
  return { engine, episode };
};

describe('Guess Number protocols', () => {
  it('lists the AR-Bench methods first, then the friendly and structured ones', () => {
    expect(protocols.map((p) => p.id)).toEqual(['paper', 'few-shot', 'few-shot-inst', 'proactive-cot', 'paper-constrained', 'friendly', 'json']);
    expect(guessNumberModule.protocols).toBe(protocols);
  });

  it('paper: rules in a system message, the AR-Bench loop to the final answer, a reply without a number using its turn', async () => {
    const replies = ['Guess: [5678]', 'I am not sure yet.', 'Guess: 1123', ...Array<string>(22).fill('Guess: [1234]'), 'Final: 1234'];
    const { engine, episode } = playWith(paperProtocol, replies);
    const played = await episode;
    expect(played.outcome).toEqual({ solved: true, guesses: 26 });
    expect(played.metrics).toMatchObject({ invalid: 0, missingGuesses: 1 });
    const [first, second, third, fourth] = engine.calls;
    expect(first!.map((m) => m.role)).toEqual(['system', 'user']);
    expect(first![0]!.content).toMatch(/The game lasts 25 turns\.[\s\S]*Game start:$/);
    expect(first![1]!.content).toMatch(/^Turn 1: .*\nGuess: \[number\]$/);
    expect(second!.at(-1)!.content).toMatch(/^Feedback on 5678: 0 digits .* 0 digits .*\nTurn 2: /);
    expect(third!.at(-1)!.content).toMatch(/^Your last reply did not follow the format Guess: \[number\].*\nTurn 3: /);
    expect(fourth!.at(-1)!.content).toMatch(/^Feedback on 1123: 1 digits are present in the answer and in the correct positions, 2 digits .*\nTurn 4: /);
    expect(engine.calls.at(-1)!.at(-1)!.content).toMatch(/^Feedback on 1234: 4 digits[\s\S]*You have finished all the turns/);
    // One conversation for the whole game.
    expect(engine.calls.at(-1)!.length).toBe(1 + 2 * 25 + 1);
  });

  it('few-shot and few-shot-inst: the same loop, the rules followed by AR-Bench’s example game', async () => {
    for (const protocol of [fewShotProtocol, fewShotInstProtocol]) {
      const { engine, episode } = playWith(protocol, Array<string>(26).fill('1234'));
      expect((await episode).outcome).toEqual({ solved: true, guesses: 26 });
      const system = engine.calls[0]![0]!.content;
      expect(system).toContain('Turn 2: Guess: 5678. Feedback: 0 digits are present in the answer and in the correct positions, 3 digits are present in the answer but in the different positions.');
      expect(system).toContain('Turn 7: Guess: 5680. Feedback: 1 digits are present in the answer and in the correct positions, 3 digits');
      expect(system).toContain('Turn 10: Guess: 6850. Feedback: 4 digits');
      expect(system).toMatch(/Final answer: 6850\n\nGame start:$/);
      expect(system.includes('Analysis:')).toBe(protocol === fewShotInstProtocol);
    }
  });

  it('proactive-cot: each turn afresh with the whole history, asking again once for a guess it cannot read', async () => {
    const replies = ['Strategies: DIGIT_EXPLORATION. Guess: [5678]', 'Strategies: ELIMINATION. Guess: 1, 2, 3, 4', '1234'];
    const { engine, episode } = playWith(proactiveCotProtocol, replies, 'ar-bench-proactive-cot');
    const played = await episode;
    expect(played.outcome).toEqual({ solved: true, guesses: 2 });
    expect(played.events.filter((e) => e.type === 'invalid')).toHaveLength(1);
    const [first, second, retry] = engine.calls;
    expect(first!.map((m) => m.role)).toEqual(['system', 'user']);
    expect(first![1]!.content).toMatch(/^Guesses so far:\n\(no guesses yet\)\n\n[\s\S]*DIGIT_EXPLORATION[\s\S]*INFORMATION_GAIN[\s\S]*'Guess: \[4-digit number\]'\.$/);
    // A new conversation: the system message and a turn that carries the history.
    expect(second!.map((m) => m.role)).toEqual(['system', 'user']);
    expect(second![1]!.content).toMatch(/^Guesses so far:\nTurn 1: Guess: 5678\. Feedback: 0 digits are present in the answer and in the correct positions, 0 digits/);
    // The request for the guess alone continues that conversation.
    expect(retry!.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry!.at(-1)!.content).toMatch(/give your next guess for the 4-digit number/);
  });

  it('friendly: requires Guess:, asks again for a missing or repeated-digit guess, ends at the right guess', async () => {
    const { engine, episode } = playWith(friendlyProtocol, ['no idea', 'Guess: [1123]', 'Guess: [1234]'], 'early-stop');
    const played = await episode;
    expect(played.outcome).toEqual({ solved: true, guesses: 1 });
    expect(played.metrics.invalid).toBe(2);
    expect(engine.calls[0]![0]!.content).toMatch(/^Let's play a game of guessing numbers\.[\s\S]*Game start:\nTurn 1: /);
    expect(engine.calls[2]!.at(-1)!.content).toMatch(/^The 4 digits of a guess must all be different; 1123 repeats one\./);
  });
});

describe('Guess Number’s JSON protocol', () => {
  const schemaGrammar = parseGbnf(jsonSchemaToGrammar(jsonProtocol.jsonSchema as object));
  const own = parseGbnf(JSON_GRAMMAR);
  const reply = (guess: string, reasoning = 'Digits 0 to 3 first.', space = ' ') => `{"reasoning":${space}"${reasoning}",${space}"guess":${space}"${guess}"}`;

  it('holds a reply to its schema as the engines write it, and to four different digits, as its prompt says', () => {
    for (const text of [reply('0123'), reply('9876', '', ''), reply('5039', 'é 中 \\"quoted\\"'), reply('1234', 'x'.repeat(250))]) {
      expect(matchesGbnf(own, text), text).toBe(true);
      expect(matchesGbnf(schemaGrammar, text), text).toBe(true);
    }
    // What the schema lets through and the rules do not: a repeated digit.
    for (const guess of ['0113', '1111', '1231', '9899']) {
      expect(matchesGbnf(schemaGrammar, reply(guess))).toBe(true);
      expect(matchesGbnf(own, reply(guess)), guess).toBe(false);
    }
    for (const text of [reply('1234', 'x'.repeat(251)), reply('123'), reply('12345'), reply('1234', 'a', '  '), `${reply('1234')} `, '{"guess": "1234"}']) {
      expect(matchesGbnf(own, text), text).toBe(false);
      expect(matchesGbnf(schemaGrammar, text), text).toBe(false);
    }
    expect(jsonProtocol.grammar?.(undefined as never)).toBe(JSON_GRAMMAR);
    expect(jsonProtocol.system!({ maxGuesses: 25 } as never)).toContain('"guess": "<4 different digits>"');
  });

  it('is a grammar web-llm’s XGrammar follows too', async () => {
    const { Testings } = xgrammar();
    expect(await Testings.isGrammarAcceptString(JSON_GRAMMAR, reply('0123'))).toBe(true);
    expect(await Testings.isGrammarAcceptString(JSON_GRAMMAR, reply('0113'))).toBe(false);
  });
});
