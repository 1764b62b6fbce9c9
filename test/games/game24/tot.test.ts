import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { treeOfThoughtsAgent } from '../../../src/agents/tot';
import type { ModelCallEvent } from '../../../src/core/record';
import { game24Thoughts } from '../../../src/games/game24/tot-prompts';
import { check } from '../../../src/games/game24/check';
import { game24, type View } from '../../../src/games/game24/game';
import { EXAMPLES } from '../../../src/games/game24/prompts';
import { rational } from '../../../src/games/game24/rational';
import { solvable } from '../../../src/games/game24/solve';
import { playEpisode } from '../../../src/run/episode';
import { scriptedEngine } from '../../agents/scripted-engine';
import { validateEpisode } from '../../schema';
import { applyStep, expectEqualitiesHold, expectTrainingPuzzle, numbersOf } from './examples';

const VIEW: View = { numbers: [4, 5, 6, 10], rank: 901, maxAttempts: 1, attempts: [] };
const root = game24Thoughts.root(VIEW);

describe('Tree of Thoughts prompts for the Game of 24', () => {
  it('propose from an example outside the test set whose steps are right, and read them back', () => {
    const prompt = game24Thoughts.propose(root)!;
    expect(prompt).toMatch(/\n8 - 5 = 3 \(left: 2 3 13\)\nInput: 4 5 6 10\nPossible next steps:$/);
    const example = prompt.split('Possible next steps:\n')[1]!.split('\nInput:')[0]!.split('\n');
    const numbers = [2, 5, 8, 13];
    expectTrainingPuzzle(numbers);
    for (const step of example) applyStep(numbers.map((n) => rational(n)), step);
    const exampleRoot = game24Thoughts.root({ ...VIEW, numbers });
    expect(game24Thoughts.expand(exampleRoot, example.join('\n')).map(game24Thoughts.thought)).toEqual(example);
  });

  it('judge with examples whose verdicts the solver confirms and whose arithmetic holds', () => {
    const prompt = game24Thoughts.evaluate(root);
    expect(prompt.endsWith('\n4 5 6 10')).toBe(true);
    expectEqualitiesHold(prompt);
    const lines = prompt.split('\n').slice(1, -1);
    expect(lines.length % 3).toBe(0);
    for (let i = 0; i < lines.length; i += 3) {
      const [numbers, , verdict] = lines.slice(i, i + 3);
      const reachable = solvable(numbersOf(numbers!).map((r) => r.n));
      if (verdict === 'sure') expect(reachable, numbers).toBe(true);
      else if (verdict === 'impossible') expect(reachable, numbers).toBe(false);
      else expect(verdict).toBe('likely');
    }
  });

  it('read steps as the model claims them, on numbers left only, and build the expression of the path', () => {
    const children = game24Thoughts.expand(root, [
      'Possible next steps:',
      '1. 10 - 4 = 6 (left: 5 6 6)',
      '- 5 × 4 = 20 (left: 6 10 20)',
      '10 + 4 = 15 (left: 5 6 15)', // wrong, but taken as claimed
      '7 * 9 = 63 (left: 63)', // not numbers of the puzzle
      '10-4=6', // no spaces around the operator: ambiguous with fractions, dropped
      '10 - 4 = 6 (left: 5 6 6)', // a repeat
      '6 / 4 = 1.5 (left: 1.5 5 10)',
    ].join('\n'));
    expect(children.map(game24Thoughts.thought)).toEqual([
      '10 - 4 = 6 (left: 5 6 6)', '5 * 4 = 20 (left: 6 10 20)', '10 + 4 = 15 (left: 5 6 15)', '6 / 4 = 3/2 (left: 3/2 5 10)',
    ]);
    // Of two 6s, the first left is taken: the given one.
    const thirty = game24Thoughts.expand(children[0]!, '5 * 6 = 30')[0]!;
    expect(thirty.items.map((i) => i.expression)).toEqual(['10 - 4', '5 * 6']);
    const done = game24Thoughts.expand(thirty, '30 - 6 = 24 (left: 24)')[0]!;
    expect(done.steps).toEqual(['10 - 4 = 6 (left: 5 6 6)', '5 * 6 = 30 (left: 6 30)', '30 - 6 = 24 (left: 24)']);
    expect(game24Thoughts.propose(thirty)).toMatch(/\nInput: 6 30\nPossible next steps:$/);
    expect(game24Thoughts.propose(game24Thoughts.expand(thirty, '30 + 6 = 36 (left: 36)')[0]!)).toBeNull();
  });

  it('ask for the answer from a path that left 24, with examples whose steps build their answers, and read each answer line', () => {
    const done = [
      '10 - 4 = 6 (left: 5 6 6)', '5 * 6 = 30 (left: 6 30)', '30 - 6 = 24 (left: 24)',
    ].reduce((node, step) => game24Thoughts.expand(node, step)[0]!, root);
    const prompt = game24Thoughts.propose(done)!;
    expect(prompt.endsWith('\nInput: 4 5 6 10\nSteps:\n10 - 4 = 6 (left: 5 6 6)\n5 * 6 = 30 (left: 6 30)\n30 - 6 = 24 (left: 24)')).toBe(true);
    for (const example of EXAMPLES) {
      expect(prompt).toContain(`Input: ${example.numbers.join(' ')}\nSteps:\n${example.steps.join('\n')}\nAnswer: ${example.answer} = 24\n`);
    }
    const answers = game24Thoughts.expand(done, [
      'Answer: (5 * (10 - 4)) - 6 = 24',
      '**Answer:** 5 * (10 - 4) - 6 = 24.',
      'Answer: (5 * (10 - 4)) - 6 = 24', // a repeat
      '30 - 6 = 24', // not an answer line
      'Answer: 5 * 6 = 30', // claims another number
      `Answer: ${'(4) + '.repeat(40)}6 = 24`, // too long to be played
    ].join('\n'));
    expect(answers.map(game24Thoughts.thought)).toEqual(['Answer: (5 * (10 - 4)) - 6 = 24', 'Answer: 5 * (10 - 4) - 6 = 24']);
    expect(answers.map((a) => game24Thoughts.propose(a))).toEqual([null, null]);
    expect(game24Thoughts.evaluate(answers[0]!).endsWith('\nInput: 4 5 6 10\nAnswer: (5 * (10 - 4)) - 6')).toBe(true);
  });

  it('judge answers with examples whose verdicts the checker confirms and whose arithmetic holds', () => {
    const done = ['10 - 4 = 6', '5 * 6 = 30', '30 - 6 = 24'].reduce((node, step) => game24Thoughts.expand(node, step)[0]!, root);
    const prompt = game24Thoughts.evaluate(game24Thoughts.expand(done, 'Answer: 5 * (10 - 4) - 6 = 24')[0]!);
    expectEqualitiesHold(prompt);
    const examples = [...prompt.matchAll(/Input: ([\d ]+)\nAnswer: (.+)\n.+\n(sure|impossible)\n?/g)];
    expect(examples).toHaveLength(4);
    for (const [, numbers, answer, verdict] of examples) {
      const puzzle = numbers!.split(' ').map(Number);
      expectTrainingPuzzle(puzzle);
      expect(check(answer!, puzzle).ok, answer).toBe(verdict === 'sure');
    }
  });

  it('play the first final candidate whose numbers are the puzzle\'s, as ToT\'s authors pick, and record them all best first', () => {
    const done = ['10 - 4 = 6', '5 * 6 = 30', '30 - 6 = 24'].reduce((node, step) => game24Thoughts.expand(node, step)[0]!, root);
    const [wrongNumbers, right] = game24Thoughts.expand(done, 'Answer: 5 * 6 - 6 = 24\nAnswer: 5 * (10 - 4) - 6 = 24');
    expect(game24Thoughts.answer([wrongNumbers!, right!, done])).toEqual({
      expression: '5 * (10 - 4) - 6', candidates: ['5 * 6 - 6', '5 * (10 - 4) - 6', ''],
    });
    // None with the puzzle's numbers: the best is played; a search that ended short of an answer plays the empty one.
    expect(game24Thoughts.answer([wrongNumbers!, done])).toEqual({ expression: '5 * 6 - 6', candidates: ['5 * 6 - 6', ''] });
    expect(game24Thoughts.answer([root])).toEqual({ expression: '', candidates: [''] });
    expect(game24Thoughts.answer(Array(25).fill(right)).candidates).toHaveLength(20);
  });

  it('score the last verdict as ToT does, and nothing without one', () => {
    expect(game24Thoughts.score('10 + 14 = 24\nsure')).toBe(20);
    expect(game24Thoughts.score('Maybe sure, but on reflection: Likely.')).toBe(1);
    expect(game24Thoughts.score('impossible')).toBe(0.001);
    expect(game24Thoughts.score('it is unlikely')).toBeNull();
    expect(game24Thoughts.score('')).toBeNull();
  });

  it('never throw on any reply', () => {
    const done = ['10 - 4 = 6', '5 * 6 = 30', '30 - 6 = 24'].reduce((node, step) => game24Thoughts.expand(node, step)[0]!, root);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(Array.isArray(game24Thoughts.expand(root, text))).toBe(true);
        expect(Array.isArray(game24Thoughts.expand(done, `Answer: ${text}`))).toBe(true);
        game24Thoughts.score(text);
      }),
      { numRuns: 2000 },
    );
    for (const text of ['1 '.repeat(100_000), `${'9'.repeat(50)} + 4 = 5`, '0 / 0 = 0', '4 / 0 = 1/0']) {
      expect(() => game24Thoughts.expand(root, text)).not.toThrow();
    }
  });
});

describe('Tree of Thoughts plays the Game of 24', () => {
  it('searches breadth first with many recorded queries, keeps the best b, survives an unreadable judgement, and solves', async () => {
    const engine = scriptedEngine([
      // Level 1: proposals from 4 5 6 10, the last on numbers the puzzle lacks; then one judgement each.
      '10 - 4 = 6 (left: 5 6 6)\n5 * 4 = 20 (left: 6 10 20)\n10 + 4 = 14 (left: 5 6 14)\n7 * 9 = 63 (left: 1 2)',
      'likely', 'sure', 'I do not know',
      // Level 2: from the two best, 6 10 20 (sure) and 5 6 6 (likely); 5 6 14 (no verdict) is dropped.
      '20 - 10 = 10 (left: 6 10)\n10 - 6 = 4 (left: 4 20)',
      '6 - 5 = 1 (left: 1 6)',
      'impossible', 'sure', 'impossible',
      // Level 3: from 4 20 and 6 10; the two 16s share one judgement.
      '20 + 4 = 24 (left: 24)\n20 - 4 = 16 (left: 16)',
      '10 + 6 = 16 (left: 16)',
      'sure', 'impossible',
      // Level 4: the answer from the path that left 24 (none from 16), and a judgement of each.
      'Answer: 4 * 6 = 24\nAnswer: (5 * 4) + (10 - 6) = 24',
      'It uses 4 and 6.\nsure', 'likely',
    ]);
    const episode = await playEpisode({
      game: game24, variant: 'test', params: { set: 'test', attempts: 1 }, seed: 1, setup: { numbers: [4, 5, 6, 10], rank: 901 }, runId: 'r',
      agents: { player: treeOfThoughtsAgent({ engine, task: game24Thoughts, breadth: 2, valueSamples: 1 }) },
    });
    const calls = episode.events.filter((e): e is ModelCallEvent => e.type === 'model-call');
    expect(calls).toHaveLength(16);
    expect(engine.calls.map((m) => m[0]!.content.split('\n').at(-1))).toEqual([
      'Possible next steps:', '5 6 6', '6 10 20', '5 6 14',
      'Possible next steps:', 'Possible next steps:', '6 10', '4 20', '1 6',
      'Possible next steps:', 'Possible next steps:', '24', '16',
      '20 + 4 = 24 (left: 24)', 'Answer: 4 * 6', 'Answer: (5 * 4) + (10 - 6)',
    ]);
    expect(engine.calls[13]![0]!.content).toMatch(/\nInput: 4 5 6 10\nSteps:\n5 \* 4 = 20 \(left: 6 10 20\)\n10 - 6 = 4 \(left: 4 20\)\n20 \+ 4 = 24 \(left: 24\)$/);
    expect(engine.calls[4]![0]!.content).toMatch(/Input: 6 10 20\nPossible next steps:$/);
    expect(engine.calls[5]![0]!.content).toMatch(/Input: 5 6 6\nPossible next steps:$/);
    expect(calls[0]!.parsed).toEqual(['10 - 4 = 6 (left: 5 6 6)', '5 * 4 = 20 (left: 6 10 20)', '10 + 4 = 14 (left: 5 6 14)']);
    expect(calls[3]).toMatchObject({ text: 'I do not know', error: expect.stringContaining('counts 0') });
    expect(calls[13]!.parsed).toEqual(['Answer: 4 * 6 = 24', 'Answer: (5 * 4) + (10 - 6) = 24']);
    // The judge trusted the answer with wrong numbers more; the one played is the first with the puzzle's numbers.
    expect(episode.events.at(-1)).toMatchObject({
      type: 'move', move: { expression: '(5 * 4) + (10 - 6)', candidates: ['4 * 6', '(5 * 4) + (10 - 6)'] }, result: { correct: true },
    });
    expect(episode.players[0]!.settings).toMatchObject({ protocol: 'tot-friendly', promptVersion: 'game24/tot/2', breadth: 2, valueSamples: 1 });
    expect(episode.metrics).toMatchObject({ solved: true, method: 'tot-friendly', modelQueries: 16, firstCandidateSolved: false, anyCandidateSolved: true });
    expect(validateEpisode(JSON.parse(JSON.stringify(episode))), JSON.stringify(validateEpisode.errors)).toBe(true);
  });
});
