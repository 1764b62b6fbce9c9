/**
 * The benchmark search reads as Tree of Thoughts' `bfs.solve` and `test_output` do: one test per
 * way it differs from the friendly search (`tot.test.ts`), and a scripted search whose every query,
 * value and final path were worked out by hand from ToT's code.
 */
import { describe, expect, it } from 'vitest';
import { treeOfThoughtsAgent } from '../../../src/agents/tot';
import type { ModelCallEvent } from '../../../src/core/record';
import { game24, type View } from '../../../src/games/game24/game';
import { currentNumbers, game24ThoughtsBenchmark as tot, type TextNode } from '../../../src/games/game24/tot-benchmark';
import { game24Thoughts as friendly } from '../../../src/games/game24/tot-prompts';
import { playEpisode } from '../../../src/run/episode';
import { scriptedEngine } from '../../agents/scripted-engine';
import { validateEpisode } from '../../schema';

const VIEW: View = { numbers: [4, 5, 6, 10], rank: 901, maxAttempts: 1, attempts: [] };
const root = tot.root(VIEW);
const path = (...lines: string[]): TextNode => ({ puzzle: VIEW.numbers, path: lines.map((l) => `${l}\n`).join('') });

describe('the benchmark search reads as ToT’s code does', () => {
  it('makes a path of every line of a proposal, a line that is no step and an empty one included, where the friendly search keeps steps only', () => {
    const reply = '10 - 4 = 6 (left: 5 6 6)\nnot a step\n\n10 - 4 = 6 (left: 5 6 6)';
    expect(tot.expand(root, reply).map((n) => n.path)).toEqual(['10 - 4 = 6 (left: 5 6 6)\n', 'not a step\n', '\n', '10 - 4 = 6 (left: 5 6 6)\n']);
    expect(friendly.expand(friendly.root(VIEW), reply)).toHaveLength(1);
  });

  it('reads the numbers left as the model wrote them after “left: ”, right or wrong, and asks for the answer when they read 24', () => {
    expect(currentNumbers(root)).toBe('4 5 6 10');
    expect(currentNumbers(path('10 + 4 = 15 (left: 5 6 15)'))).toBe('5 6 15');
    expect(tot.propose(path('10 + 4 = 15 (left: 5 6 15)'))).toMatch(/\nInput: 5 6 15\nPossible next steps:$/);
    expect(tot.propose(path('a', 'b', '4 * 6 = 24 (left: 24)'))).toMatch(/\nInput: 4 5 6 10\nSteps:\na\nb\n4 \* 6 = 24 \(left: 24\)$/);
    // A path that did not leave 24 is still asked on, where the friendly search stops.
    expect(tot.propose(path('1 + 1 = 2 (left: 2)'))).toMatch(/\nInput: 2\nPossible next steps:$/);
  });

  it('values a judgement only when its last line is exactly a verdict, where the friendly search takes the last verdict word', () => {
    const node = path('10 - 4 = 6 (left: 5 6 6)');
    expect(tot.score('5 * 6 - 6 = 24\nsure', node)).toBe(20);
    expect(tot.score('likely', node)).toBe(1);
    for (const reply of ['Sure', 'sure.', 'sure\n', 'it is likely', ' impossible']) expect(tot.score(reply, node), reply).toBeNull();
    expect(friendly.score('sure.')).toBe(20);
  });

  it('values 0 a fourth line without “answer”, and judges a last line without “left: ” as an answer, lower-cased and without “answer: ”', () => {
    const four = path('10 - 4 = 6 (left: 5 6 6)', '5 * 6 = 30 (left: 6 30)', '30 - 6 = 24 (left: 24)', '(10 - 4) * 5 - 6 = 24');
    expect(tot.score('sure', four)).toBe(0);
    expect(tot.score('sure', path('a', 'b', 'c', 'Answer: (10 - 4) * 5 - 6 = 24'))).toBe(20);
    expect(tot.evaluate(path('a', 'ANSWER: (10 - 4) * 5 - 6 = 24'))).toMatch(/\nInput: 4 5 6 10\nAnswer: \(10 - 4\) \* 5 - 6 = 24$/);
    expect(tot.evaluate(path('10 - 4 = 6 (left: 5 6 6)'))).toMatch(/\n5 6 6$/);
  });

  it('plays as ToT’s code does, query by query, and counts the puzzle solved when any final path is right by test_output', async () => {
    const engine = scriptedEngine([
      // Level 1: the third path repeats the first, valued 0 unasked; "Likely" is no exact verdict.
      '10 - 4 = 6 (left: 5 6 6)\n5 * 4 = 20 (left: 6 10 20)\n10 - 4 = 6 (left: 5 6 6)', 'sure', 'Likely',
      // Level 2: a line that is no step is a path, and judged as an answer.
      '5 * 6 = 30 (left: 6 30)', 'not a step', 'sure', 'impossible',
      // Level 3: an empty reply is a path; its judgement prompt is the one already asked, so not asked again.
      '30 - 6 = 24 (left: 24)', '', 'sure',
      // Level 4: a bold answer and a "= 23" claim; the other path asks for steps again, and its "24" value comes from the cache.
      '**Answer: 5 * (10 - 4) - 6 = 24**\nAnswer: (5 * (10 - 4)) - 6 = 23', '4 * 6 = 24 (left: 24)', 'sure', 'sure',
    ]);
    const episode = await playEpisode({
      game: game24, variant: 'test', params: { set: 'test', attempts: 1 }, seed: 1, setup: { numbers: [4, 5, 6, 10], rank: 901 }, runId: 'r',
      agents: { player: treeOfThoughtsAgent({ engine, task: tot, breadth: 2, valueSamples: 1 }) },
    });
    expect(engine.calls.map((m) => m[0]!.content.split('\n').at(-1))).toEqual([
      'Possible next steps:', '5 6 6', '6 10 20',
      'Possible next steps:', 'Possible next steps:', '6 30', 'Answer: not a step',
      'Possible next steps:', 'Possible next steps:', '24',
      '30 - 6 = 24 (left: 24)', 'Possible next steps:', 'Answer: **5 * (10 - 4) - 6 = 24**', 'Answer: (5 * (10 - 4)) - 6 = 23',
    ]);
    expect(engine.calls[8]![0]!.content).toMatch(/\nInput: not a step\nPossible next steps:$/);
    const calls = episode.events.filter((e): e is ModelCallEvent => e.type === 'model-call');
    expect(calls[2]).toMatchObject({ text: 'Likely', error: expect.stringContaining('counts 0') });
    // The bold answer, first, fails test_output; the "= 23" line makes 24 on its left side: solved, by any of the two.
    expect(episode.events.at(-1)).toMatchObject({
      type: 'move',
      move: { expression: '5 * (10 - 4) - 6', candidateLines: ['**Answer: 5 * (10 - 4) - 6 = 24**', 'Answer: (5 * (10 - 4)) - 6 = 23'] },
      result: { correct: true, tot: true },
    });
    expect(episode.metrics).toMatchObject({ totSolved: true, method: 'tot', modelQueries: 14, firstCandidateSolved: false, anyCandidateSolved: true });
    expect(episode.players[0]!.settings).toMatchObject({ protocol: 'tot', promptVersion: 'game24/tot-benchmark/1' });
    expect(validateEpisode(JSON.parse(JSON.stringify(episode))), JSON.stringify(validateEpisode.errors)).toBe(true);
  });

  it('counts a puzzle unsolved when no final path is right by test_output, whatever Fogplay’s reading of the one played', () => {
    const state = game24.init({ set: 'test', attempts: 1 }, { numbers: [4, 5, 6, 10], rank: 901 });
    const { result } = game24.apply(state, 'player', { expression: '5 * (10 - 4) - 6', candidateLines: ['**Answer: 5 * (10 - 4) - 6 = 24**', 'Answer: 5 × (10 − 4) − 6 = 24'] });
    expect(result).toMatchObject({ correct: true, tot: false });
  });
});
