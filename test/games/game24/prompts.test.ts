import { describe, expect, it } from 'vitest';
import { llmAgent } from '../../../src/agents/llm';
import type { Protocol } from '../../../src/core/protocol';
import type { EpisodeRecord, ModelCallEvent } from '../../../src/core/record';
import type { Engine } from '../../../src/engines/engine';
import game24Module from '../../../src/games/game24';
import { check } from '../../../src/games/game24/check';
import { game24, type Params, type View } from '../../../src/games/game24/game';
import {
  AOT_EXAMPLES, EXAMPLES, aotProtocol, cotProtocol, cotSc10Protocol, cotScProtocol, ioProtocol, jsonProtocol, protocols,
} from '../../../src/games/game24/prompts';
import { rational } from '../../../src/games/game24/rational';
import { solvable } from '../../../src/games/game24/solve';
import { playEpisode } from '../../../src/run/episode';
import { scriptedEngine } from '../../agents/scripted-engine';
import { validateEpisode } from '../../schema';
import { applyStep, expectEqualitiesHold, expectTrainingPuzzle, numbersOf, pairResults } from './examples';

const TEST: Params = { set: 'test', attempts: 1 };
const SETUP = { numbers: [4, 5, 6, 10], rank: 901 };
const VIEW: View = { numbers: [4, 5, 6, 10], rank: 901, maxAttempts: 1, attempts: [] };

const play = (engine: Engine, protocol: Protocol, params: Params = TEST) =>
  playEpisode({
    game: game24, variant: 'test', params, seed: 1, setup: SETUP, runId: 'r',
    agents: { player: llmAgent({ engine, protocol, settings: { temperature: 0, maxTokens: 300 } }) },
  });

const calls = (episode: EpisodeRecord) => episode.events.filter((e): e is ModelCallEvent => e.type === 'model-call');

const expectValid = (episode: EpisodeRecord) =>
  expect(validateEpisode(JSON.parse(JSON.stringify(episode))), JSON.stringify(validateEpisode.errors)).toBe(true);

describe('Game of 24 few-shot examples', () => {
  it('are puzzles of the list outside the test set, whose steps and answers are right', () => {
    for (const { numbers, steps, answer } of EXAMPLES) {
      expectTrainingPuzzle(numbers);
      let left = numbers.map((n) => rational(n));
      for (const step of steps) left = applyStep(left, step);
      expect(left).toEqual([rational(24)]);
      expect(check(answer, numbers), answer).toEqual({ ok: true, value: '24' });
    }
  });

  it('show depth-first searches for AoT: dead ends truly dead, second steps and pair results right, the solution checked', () => {
    const blocks = AOT_EXAMPLES.split('\n\n');
    expect(blocks).toHaveLength(3);
    for (const block of blocks) {
      const [first, ...lines] = block.split('\n');
      const numbers = numbersOf(first!.replace('Input:', '')).map((r) => r.n);
      expectTrainingPuzzle(numbers);
      let branch = numbers.map((n) => rational(n));
      let steps = branch;
      for (const line of lines) {
        const firstOperation = /^\d+\. (.*)$/.exec(line);
        const secondOperation = /^- (.*\)): (.*)$/.exec(line);
        if (firstOperation) branch = applyStep(numbers.map((n) => rational(n)), firstOperation[1]!);
        if (secondOperation) {
          const pair = applyStep(branch, secondOperation[1]!);
          const listed = secondOperation[2]!.split('.')[0]!.split(', ');
          expect(listed, line).toEqual(pairResults(pair).slice(0, listed.length));
          expect(listed.at(-1) === '24', line).toBe(secondOperation[2]!.includes('Found 24'));
        }
        if (line === 'This first operation is a dead end.') expect(solvable(branch.map((r) => r.n))).toBe(false);
        if (line.startsWith('Step ')) steps = applyStep(steps, line.replace(/^Step \d: /, ''));
        if (line.startsWith('answer: ')) {
          expect(steps).toEqual([rational(24)]);
          expect(check(line.slice(8).split('=')[0], numbers)).toEqual({ ok: true, value: '24' });
        }
      }
    }
  });

  it('state only true equalities in every prompt', () => {
    for (const protocol of protocols) expectEqualitiesHold(protocol.turn(VIEW, null));
  });

  it('give IO five examples and the puzzle, CoT the three steps of each, AoT its searches, JSON objects', () => {
    const io = ioProtocol.turn(VIEW, null);
    expect(io.match(/^Answer: .* = 24$/gm)).toHaveLength(5);
    expect(io).toMatch(/\n\nInput: 4 5 6 10$/);
    const cot = cotProtocol.turn(VIEW, null);
    expect(cot.match(/^Steps:$/gm)).toHaveLength(5);
    expect(cot).toContain('13 - 5 = 8 (left: 2 8 8)\n8 * 2 = 16 (left: 8 16)\n16 + 8 = 24 (left: 24)\nAnswer: (13 - 5) * 2 + 8 = 24');
    const aot = aotProtocol.turn(VIEW, null);
    expect(aot).toContain(AOT_EXAMPLES);
    expect(aot.match(/dead end\./g)).toHaveLength(3);
    expect(jsonProtocol.turn(VIEW, null)).toContain('{"steps":["5 - 4 = 1 (left: 1 4 6)","4 * 6 = 24 (left: 1 24)","24 * 1 = 24 (left: 24)"],"answer":"4 * 6 * (5 - 4)"}');
    // Methods are named in the run: each protocol's id is the method.
    expect(game24Module.protocols.map((p) => [p.id, p.version])).toEqual([
      ['io', 'game24/io/1'], ['cot', 'game24/cot/1'], ['aot', 'game24/aot/1'], ['json', 'game24/json/3'],
      ['cot-sc', 'game24/cot-sc/1'], ['cot-sc-10', 'game24/cot-sc-10/1'],
    ]);
    // Self-consistency asks the chain-of-thought prompt itself, k times: 100 as in ToT's Table 2.
    expect([cotScProtocol.majority?.samples, cotSc10Protocol.majority?.samples]).toEqual([100, 10]);
    expect(cotScProtocol.turn(VIEW, VIEW)).toBe(cotProtocol.turn(VIEW, null));
  });
});

describe('Game of 24 prompting methods with a model', () => {
  it.each([
    ['io', ioProtocol, 'Answer: (10 - 4) * 5 - 6 = 24'],
    ['cot', cotProtocol, 'Steps:\n10 - 4 = 6 (left: 5 6 6)\n6 * 5 = 30 (left: 6 30)\n30 - 6 = 24 (left: 24)\nAnswer: (10 - 4) * 5 - 6 = 24'],
    ['aot', aotProtocol, 'Trying a promising first operation:\n1. 10 - 4 = 6 (left: 5 6 6)\n- 6 * 5 = 30 (left: 6 30): 36, 24. Found 24.\nanswer: (10 - 4) * 5 - 6 = 24'],
    ['json', jsonProtocol, '```json\n{"steps": ["10 - 4 = 6 (left: 5 6 6)"], "answer": "(10 - 4) * 5 - 6 = 24"}\n```'],
  ])('%s: one query, the answer read and solved, the method and costs recorded', async (_id, protocol, reply) => {
    const engine = scriptedEngine([reply]);
    const episode = await play(engine, protocol);
    expect(engine.calls).toHaveLength(1);
    expect(engine.calls[0]).toEqual([{ role: 'user', content: protocol.turn(VIEW, null) }]);
    expect(engine.options[0]!.jsonSchema).toEqual(protocol.jsonSchema);
    expect(episode.events.map((e) => e.type)).toEqual(['model-call', 'move']);
    expect(episode.events[1]).toMatchObject({ move: { expression: '(10 - 4) * 5 - 6' }, result: { correct: true } });
    expect(calls(episode)[0]).toMatchObject({ parsed: { expression: '(10 - 4) * 5 - 6' }, finishReason: 'stop' });
    expect(episode.metrics).toEqual({
      solved: true, totSolved: true, attempts: 1, errorClass: null, invalid: 0, cut: 0, unaryMinusAnswers: 0, method: protocol.id, modelQueries: 1,
      promptTokens: protocol.turn(VIEW, null).length, completionTokens: reply.length,
    });
    expectValid(episode);
  });

  it('reads an answer line over 1,000 characters whole, as test_output does', async () => {
    // Python's tokenizer skips the spaces: ToT scores this line 1; cut at 1,000 characters it would read "(10" and score 0.
    const reply = `Answer: (10${' '.repeat(1200)}- 4) * 5 - 6 = 24`;
    const episode = await play(scriptedEngine([reply]), ioProtocol);
    expect(episode.events[1]).toMatchObject({ move: { lastLine: reply }, result: { tot: true } });
    expect(episode.metrics).toMatchObject({ totSolved: true });
    expectValid(episode);
  });

  it('counts a reply without a final answer as the empty answer, and one cut off by the token limit as a cut reply, then out of tokens', async () => {
    const free = protocols.filter((p) => p !== jsonProtocol);
    for (const text of ['I cannot find one.', '{"steps": []}', 'not json', '']) {
      expect(free.map((p) => p.parse(text, VIEW))).toMatchObject(free.map(() => ({ ok: true, move: { expression: '' } })));
      expect(protocols.map((p) => p.parse(text, VIEW, true).ok)).toEqual(protocols.map(() => false));
    }
    // The JSON protocol's form is a JSON object with an answer: a reply of another form, even a right answer in prose, is refused and asked again.
    for (const text of ['I cannot find one.', '{"steps": []}', 'Answer: (10 - 4) * 5 - 6 = 24', '']) {
      expect(jsonProtocol.parse(text, VIEW)).toEqual({ ok: false, error: 'Your reply is not a JSON object with an "answer", like {"steps": […], "answer": "(4 + 8) * (6 - 4)"}.' });
    }
    const prose = await play(scriptedEngine(['Answer: (10 - 4) * 5 - 6 = 24', '{"answer": "(10 - 4) * 5 - 6"}']), jsonProtocol);
    expect(prose.events.map((e) => e.type)).toEqual(['model-call', 'invalid', 'model-call', 'move']);
    expect(prose.metrics).toMatchObject({ solved: true, invalid: 1 });
    expect(cotProtocol.parse('Answer: (10 - 4) * 5 - 6 = 24\nAnd then', VIEW, true)).toEqual({ ok: true, move: { expression: '(10 - 4) * 5 - 6', lastLine: 'And then' } });
    const gaveUp = await play(scriptedEngine(['Let me think. 10 - 4 = 6, 6 * 5 = 30 and 30 - 6 = 24.']), cotProtocol);
    expect(gaveUp.events.map((e) => e.type)).toEqual(['model-call', 'move']);
    expect(gaveUp.metrics).toMatchObject({ solved: false, errorClass: 'no-answer', modelQueries: 1 });

    const scripted = scriptedEngine(() => 'Trying a promising first operation:\n1. 10 - 4 = 6 (left: 5 6 6)\n- 6 + 5 = 11');
    const cut: Engine = { ...scripted, chat: async (...args) => ({ ...(await scripted.chat(...args)), finishReason: 'length' }) };
    const truncated = await play(cut, aotProtocol);
    expect(calls(truncated)[0]!.finishReason).toBe('length');
    // Never an answer "(no answer)": each cut reply is refused as cut, and asked again within the allowance.
    expect(truncated.events.map((e) => e.type)).toEqual([...Array(4).fill(['model-call', 'invalid']).flat(), 'forfeit']);
    expect(truncated.events[1]).toMatchObject({ cut: true, reason: 'The reply was cut off at the limit of 300 tokens before it was complete.' });
    expect(truncated.metrics).toMatchObject({ solved: false, attempts: 0, errorClass: 'out-of-tokens', invalid: 0, cut: 4 });
    expectValid(truncated);
  });

  it('cot-sc: k fresh chains of thought with seeds of their own, and the answer most give, spaces aside', async () => {
    const right = 'Steps:\n10 - 4 = 6 (left: 5 6 6)\n6 * 5 = 30 (left: 6 30)\n30 - 6 = 24 (left: 24)\nAnswer: (10 - 4) * 5 - 6 = 24';
    const engine = scriptedEngine([
      'Answer: 4 * 5 + 6 - 10 = 24', 'I cannot find one.', right, 'Answer: 4*5+6-10 = 24', 'Answer: (10-4)*5-6 = 24',
      'No answer.', 'Answer: (10 - 4) * 5 - 6 = 24', 'Answer: 4 + 5 + 6 + 10 = 24', 'Nothing.', 'Still nothing.',
    ]);
    const episode = await play(engine, cotSc10Protocol);
    expect(engine.calls).toHaveLength(10);
    expect(engine.calls.every((messages) => messages.length === 1 && messages[0]!.content === cotProtocol.turn(VIEW, null))).toBe(true);
    expect(engine.options.map((o) => o.seed)).toEqual(Array.from({ length: 10 }, (_, i) => engine.options[0]!.seed! + i));
    // Three votes for the right answer (its first spelling is played), two for 4 * 5 + 6 - 10, one for the sum; no answer does not vote.
    expect(episode.events.map((e) => e.type)).toEqual([...Array(10).fill('model-call'), 'move']);
    expect(episode.events.at(-1)).toMatchObject({ move: { expression: '(10 - 4) * 5 - 6' }, result: { correct: true } });
    expect(episode.players[0]!.settings).toMatchObject({ protocol: 'cot-sc-10', promptVersion: 'game24/cot-sc-10/1', samples: 10 });
    expect(episode.metrics).toMatchObject({ solved: true, method: 'cot-sc-10', modelQueries: 10 });
    expectValid(episode);
  });

  it('cot-sc: the earliest answer among equals, and the empty answer when no chain gives one', async () => {
    const tie = await play(scriptedEngine([
      ...Array(4).fill('No answer.'), 'Answer: 4 * 5 + 6 - 10 = 24', 'Answer: (10 - 4) * 5 - 6 = 24',
      'Answer: (10 - 4) * 5 - 6 = 24', 'Answer: 4 * 5 + 6 - 10 = 24', 'Nothing.', 'Nothing.',
    ]), cotSc10Protocol);
    expect(tie.events.at(-1)).toMatchObject({ move: { expression: '4 * 5 + 6 - 10' }, result: { correct: false } });
    const none = await play(scriptedEngine(Array(10).fill('I give up.')), cotSc10Protocol);
    expect(none.events.at(-1)).toMatchObject({ type: 'move', move: { expression: '' } });
    expect(none.metrics).toMatchObject({ solved: false, errorClass: 'no-answer', modelQueries: 10 });
  });

  it('reports a wrong answer before the next try in the classroom variant', async () => {
    const engine = scriptedEngine(['Answer: 4 * 5 + 6 - 10 = 24', 'Answer: (10 - 4) * 5 - 6 = 24']);
    const episode = await play(engine, ioProtocol, { set: 'test', attempts: 3 });
    expect(engine.calls[1]!.at(-1)!.content).toBe('Your answer 4 * 5 + 6 - 10 is not right: It makes 16, not 24. Try again.\nInput: 4 5 6 10');
    expect(engine.calls[1]!.slice(0, 2)).toEqual([...engine.calls[0]!, { role: 'assistant', content: 'Answer: 4 * 5 + 6 - 10 = 24' }]);
    expect(episode.outcome).toEqual({ solved: true, attempts: 2 });
    expect(episode.metrics).toMatchObject({ modelQueries: 2 });
  });

  it('takes a reply with an expression too long to play as an answer, as ToT does: none to Fogplay’s reading, its last line to ToT’s', async () => {
    const engine = scriptedEngine([`Answer: ${'1 + '.repeat(60)}1`]);
    const episode = await play(engine, ioProtocol);
    expect(episode.events.map((e) => e.type)).toEqual(['model-call', 'move']);
    expect(episode.events[1]).toMatchObject({ move: { expression: '', lastLine: `Answer: ${'1 + '.repeat(60)}1` }, result: { correct: false, tot: false } });
    expect(episode.metrics).toMatchObject({ solved: false, totSolved: false, errorClass: 'no-answer', modelQueries: 1 });
  });

  it('summarises model costs per puzzle beside the success rate', () => {
    const summary = game24.summarize([
      { solved: true, attempts: 1, errorClass: null, invalid: 0, cut: 0, unaryMinusAnswers: 0, method: 'aot', modelQueries: 1, promptTokens: 900, completionTokens: 300 },
      { solved: false, attempts: 1, errorClass: 'out-of-tokens', invalid: 0, cut: 0, unaryMinusAnswers: 0, method: 'aot', modelQueries: 1, promptTokens: 1100, completionTokens: 500 },
    ]);
    const stat = (id: string) => summary.stats.find((s) => s.id === id)?.value;
    expect([stat('successRate'), stat('meanModelQueries'), stat('meanPromptTokens'), stat('meanCompletionTokens')]).toEqual([0.5, 1, 1000, 400]);
    expect(stat('error:out-of-tokens')).toBe(1);
    expect(game24.summarize([{ solved: true, attempts: 1, errorClass: null, invalid: 0, cut: 0, unaryMinusAnswers: 0 }]).stats.map((s) => s.id)).not.toContain('meanModelQueries');
  });
});
