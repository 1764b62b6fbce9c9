import { describe, expect, it } from 'vitest';
import { Unparsed, type AgentFactory } from '../../../src/core/agent';
import { createRng } from '../../../src/core/rng';
import { firstSolution, solver } from '../../../src/games/game24/bots';
import { PUZZLES, TEST_SET, parsePuzzles } from '../../../src/games/game24/data';
import { game24, puzzlesOf, typedAnswer, type Move, type Params, type Setup } from '../../../src/games/game24/game';
import { solutions } from '../../../src/games/game24/solve';
import { runBatch } from '../../../src/run/batch';
import { playEpisode } from '../../../src/run/episode';
import { validateEpisode } from '../../schema';

const TEST: Params = { set: 'test', attempts: 1 };
const CLASSROOM: Params = { set: 'test', attempts: 3 };
const SETUP: Setup = { numbers: [4, 5, 6, 10], rank: 901 };

const scripted = (moves: unknown[]): AgentFactory => () => {
  let i = 0;
  return { info: { kind: 'bot', name: 'scripted' }, act: async () => moves[i++] };
};

const play = (params: Params, moves: unknown[]) =>
  playEpisode({ game: game24, variant: 'v', params, seed: 1, setup: SETUP, agents: { player: scripted(moves) }, runId: 'r' });

describe('Game of 24 data', () => {
  it('has the 1,362 puzzles by rank, and the standard test set at ranks 901–1,000', () => {
    expect(PUZZLES).toHaveLength(1362);
    expect(PUZZLES.every((p, i) => p.rank === i + 1)).toBe(true);
    expect(PUZZLES[0]).toEqual({ rank: 1, numbers: [1, 1, 4, 6], solvedRate: 0.992, meanTime: 4.4 });
    expect(TEST_SET).toHaveLength(100);
    expect(TEST_SET[0]).toMatchObject({ rank: 901, numbers: [4, 5, 6, 10] });
    expect(TEST_SET[99]).toMatchObject({ rank: 1000, numbers: [4, 9, 10, 13], solvedRate: 0.824 });
  });

  it('refuses a file that does not fit', () => {
    const header = 'Rank,Puzzles,AMT (s),Solved rate,1-sigma Mean (s),1-sigma STD (s)';
    expect(() => parsePuzzles('Rank,Numbers\n1,1 1 4 6')).toThrow(/header/);
    expect(() => parsePuzzles(`${header}\n1,1 1 4,4.4,99.20%,4.67,1.48`)).toThrow(/row 2/);
    expect(() => parsePuzzles(`${header}\n2,1 1 4 6,4.4,99.20%,4.67,1.48`)).toThrow(/row 2/);
    expect(parsePuzzles(`${header}\r\n1,1 1 4 6,4.4,99.20%,4.67,1.48\r\n`)).toHaveLength(1);
  });
});

describe('Game of 24 game', () => {
  it('plays the sets its parameters name', () => {
    expect(puzzlesOf(TEST)).toBe(TEST_SET);
    expect(puzzlesOf({ set: 'all', attempts: 1 })).toHaveLength(1362);
    expect(puzzlesOf({ set: 'band', from: 1001, to: 1362, attempts: 1 }).map((p) => p.rank)).toEqual(
      Array.from({ length: 362 }, (_, i) => 1001 + i),
    );
    expect(puzzlesOf({ set: 'single', puzzle: '10 4, 6 5', attempts: 1 })).toEqual([TEST_SET[0]]);
    expect(() => puzzlesOf({ set: 'single', puzzle: '1 1 1 1', attempts: 1 })).toThrow(/not a solvable puzzle/);
    expect(() => puzzlesOf({ set: 'band', from: 300, to: 200, attempts: 1 })).toThrow(/band/);
    expect(() => puzzlesOf({ set: 'band', from: 1, to: 1363, attempts: 1 })).toThrow(/band/);
  });

  it('draws a setup from the set, and lists every setup in rank order', () => {
    const ranks = new Set(TEST_SET.map((p) => p.rank));
    for (let seed = 0; seed < 50; seed++) expect(ranks.has(game24.setup(TEST, createRng(seed)).rank)).toBe(true);
    const all = game24.allSetups!(TEST);
    expect(all).toHaveLength(100);
    expect(all[0]).toEqual(SETUP);
  });

  it('ends the benchmark game at the first answer, right or wrong', async () => {
    const wrong = await play(TEST, ['4 + 5 + 6 + 10']);
    expect(wrong.outcome).toEqual({ solved: false, attempts: 1 });
    expect(wrong.metrics).toEqual({ solved: false, totSolved: false, attempts: 1, errorClass: 'not-24', invalid: 0, cut: 0, unaryMinusAnswers: 0 });
    expect(wrong.events[0]).toMatchObject({ type: 'move', result: { correct: false, value: '25', error: 'not-24' } });
    const right = await play(TEST, [{ expression: ' (10 − 4) × 5 − 6 ' }]);
    // Right by Fogplay's reading; Tree of Thoughts' sympy cannot read × and −.
    expect(right.events[0]).toMatchObject({ type: 'move', move: { expression: '(10 − 4) × 5 − 6' }, result: { correct: true, value: '24', tot: false } });
    expect(right.metrics).toEqual({ solved: true, totSolved: false, attempts: 1, errorClass: null, invalid: 0, cut: 0, unaryMinusAnswers: 0 });
  });

  it('counts any text as an answer, but refuses non-text and over-long text without using an attempt', async () => {
    const episode = await play(CLASSROOM, [42, 'x'.repeat(201), 'sqrt(576)', '', '5 * 4 + 10 - 6']);
    expect(episode.events.map((e) => e.type)).toEqual(['invalid', 'invalid', 'move', 'move', 'move']);
    expect(episode.events[0]).toMatchObject({ reason: expect.stringContaining('An answer is text') });
    expect(episode.events[1]).toMatchObject({ reason: expect.stringContaining('at most 200 characters') });
    expect(episode.outcome).toEqual({ solved: true, attempts: 3 });
    expect(episode.metrics).toEqual({ solved: true, totSolved: true, attempts: 3, errorClass: null, invalid: 2, cut: 0, unaryMinusAnswers: 0 });
  });

  it('takes what a person types as an invalid attempt, free to retry, when it is not an allowed expression, even with one answer', async () => {
    const typed = ['(1+2', '', '2 ^ 5 - 8', '-(4 - 10) * 5 - 6', '(10 - 4) * 5 - 6'];
    const person: AgentFactory = () => {
      let i = 0;
      return { info: { kind: 'human', name: 'person' }, act: async (view) => typedAnswer(typed[i++]!, (view as { numbers: number[] }).numbers) };
    };
    const episode = await playEpisode({ game: game24, variant: 'test', params: TEST, seed: 1, setup: SETUP, agents: { player: person }, runId: 'r' });
    expect(episode.events.map((e) => e.type)).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'move']);
    expect(episode.events[0]).toMatchObject({ attempt: '(1+2', reason: expect.stringContaining('never closed') });
    expect(episode.events[1]).toMatchObject({ attempt: '', reason: 'There is no expression.' });
    expect(episode.outcome).toEqual({ solved: true, attempts: 1 });
    expect(episode.metrics).toMatchObject({ solved: true, invalid: 4 });
    // A well-formed wrong answer is an answer: with one allowed, it ends the game.
    expect(typedAnswer('4 * 6', SETUP.numbers)).toEqual({ expression: '4 * 6' });
    expect(typedAnswer('4 + 5 + 6 + 10', SETUP.numbers)).toEqual({ expression: '4 + 5 + 6 + 10' });
    expect(typedAnswer('4 * 6 / (5 - 5) + 10', SETUP.numbers)).toEqual({ expression: '4 * 6 / (5 - 5) + 10' });
    expect(typedAnswer('4 5', SETUP.numbers)).toBeInstanceOf(Unparsed);
  });

  it('counts answers right only with a unary minus apart, and what a search\'s final candidates made', async () => {
    const episode = await play(CLASSROOM, [
      '-(4 - 10) * 5 - 6',
      { expression: '4 * 6', candidates: ['4 * 6', '(10 - 4) * 5 - 6', ''] },
      '10 - -4 * 5 - 6',
    ]);
    expect(episode.events.map((e) => e.type)).toEqual(['move', 'move', 'move']);
    expect(episode.events[1]).toMatchObject({ move: { expression: '4 * 6', candidates: ['4 * 6', '(10 - 4) * 5 - 6', ''] } });
    expect(episode.metrics).toEqual({
      // Tree of Thoughts' reading takes the unary minus.
      solved: false, totSolved: true, attempts: 3, errorClass: 'unary-minus', invalid: 0, cut: 0, unaryMinusAnswers: 2, firstCandidateSolved: false, anyCandidateSolved: true,
    });
    expect(validateEpisode(JSON.parse(JSON.stringify(episode))), JSON.stringify(validateEpisode.errors)).toBe(true);
    const refused = await play(TEST, [{ expression: '4 * 6', candidates: '4 * 6' }, { expression: '4 * 6', candidates: Array(21).fill('4') }, '4 * 6']);
    expect(refused.events.map((e) => e.type)).toEqual(['invalid', 'invalid', 'move']);
    expect(refused.events[0]).toMatchObject({ reason: expect.stringContaining('candidates') });
  });

  it('loses after the allowed answers, with the last error class', async () => {
    const episode = await play(CLASSROOM, ['4 * 6', '4 + 5 + 6 + 10', '4 5 6 10', 'never asked']);
    expect(episode.outcome).toEqual({ solved: false, attempts: 3 });
    expect(episode.metrics.errorClass).toBe('syntax');
  });

  it('counts a forfeit without an answer as no final answer', async () => {
    const episode = await play(TEST, [null, null, null, null]);
    expect(episode.events.at(-1)?.type).toBe('forfeit');
    expect(episode.metrics).toEqual({ solved: false, totSolved: false, attempts: 0, errorClass: 'no-answer', invalid: 4, cut: 0, unaryMinusAnswers: 0 });
  });

  it('shows the numbers and the attempts, and describes moves and outcomes in a line', () => {
    let state = game24.init(CLASSROOM, SETUP);
    state = game24.apply(state, 'player', { expression: '4 * 6' }).state;
    expect(game24.view(state, 'player')).toEqual({
      numbers: [4, 5, 6, 10],
      rank: 901,
      maxAttempts: 3,
      attempts: [{ expression: '4 * 6', correct: false, tot: false, error: 'wrong-numbers', reason: 'Use each of 4 5 6 10 exactly once: 5 10 not used.' }],
    });
    expect(game24.describe({ expression: '4 * 6' }, state.attempts[0]!)).toBe('4 * 6: Use each of 4 5 6 10 exactly once: 5 10 not used.');
    expect(game24.describe({ expression: '5 * 4 + 10 - 6' }, { correct: true, value: '24' })).toBe('5 * 4 + 10 - 6: makes 24, solved.');
    expect(game24.describeOutcome({ solved: true, attempts: 2 })).toBe('solved in 2');
  });

  it('writes records the episode schema checks: setup, answers, outcome, metrics, and a model’s method and queries', async () => {
    const episode = JSON.parse(JSON.stringify(await play(TEST, ['(10 - 4) * 5 - 6'])));
    expect(validateEpisode(episode), JSON.stringify(validateEpisode.errors)).toBe(true);
    for (const broken of [
      { ...episode, setup: { numbers: [4, 5, 6], rank: 901 } },
      { ...episode, events: [{ ...episode.events[0], move: { guess: '0123' } }] },
      { ...episode, outcome: { solved: 'yes', attempts: 1 } },
      { ...episode, metrics: { solved: true, attempts: 1 } },
      { ...episode, players: [{ seat: 'player', kind: 'llm', name: 'a-model' }] },
    ]) {
      expect(validateEpisode(broken)).toBe(false);
    }
  });

  it('summarises success with a Wilson interval, mean answers and the error classes', () => {
    const summary = game24.summarize([
      { solved: true, attempts: 1, errorClass: null, invalid: 0, cut: 0, unaryMinusAnswers: 0 },
      { solved: false, attempts: 1, errorClass: 'not-24', invalid: 1, cut: 0, unaryMinusAnswers: 0 },
      { solved: false, attempts: 1, errorClass: 'unary-minus', invalid: 0, cut: 0, unaryMinusAnswers: 1 },
      { solved: false, attempts: 0, errorClass: 'no-answer', invalid: 4, cut: 0, unaryMinusAnswers: 0 },
    ]);
    const stat = (id: string) => summary.stats.find((s) => s.id === id);
    expect(stat('successRate')?.value).toBe(0.25);
    expect(stat('successRate')?.interval?.low).toBeCloseTo(0.0456, 3);
    expect(stat('successRate')?.interval?.high).toBeCloseTo(0.6994, 3);
    expect(stat('meanAttempts')?.value).toBe(0.75);
    expect(stat('error:not-24')?.value).toBe(1);
    expect(stat('error:unary-minus')?.value).toBe(1);
    expect(stat('unaryMinusAnswers')?.value).toBe(1);
    expect(stat('successRateWithUnaryMinus')?.value).toBe(0.5);
    expect(stat('anyCandidateRate')).toBeUndefined();
    expect(stat('meanInvalid')?.value).toBe(1.25);
    expect(stat('error:no-answer')?.value).toBe(1);
    expect(stat('error:division-by-zero')?.value).toBe(0);
  });

  it('summarises how a search\'s final candidates fared, over the episodes that had them', () => {
    const base = { attempts: 1, errorClass: null, invalid: 0, cut: 0, unaryMinusAnswers: 0 };
    const summary = game24.summarize([
      { ...base, solved: true, firstCandidateSolved: true, anyCandidateSolved: true },
      { ...base, solved: false, errorClass: 'not-24', firstCandidateSolved: false, anyCandidateSolved: true },
      { ...base, solved: false, errorClass: 'not-24', firstCandidateSolved: false, anyCandidateSolved: false },
      { ...base, solved: false, errorClass: 'not-24' },
    ]);
    const stat = (id: string) => summary.stats.find((s) => s.id === id);
    expect(stat('firstCandidateRate')?.value).toBeCloseTo(1 / 3);
    expect(stat('anyCandidateRate')?.value).toBeCloseTo(2 / 3);
    expect(stat('anyCandidateRate')?.interval?.low).toBeGreaterThan(0);
    expect(stat('successRate')?.value).toBe(0.25);
  });

  it('solves the whole test set with either bot', async () => {
    for (const bot of [solver, firstSolution]) {
      const { summary } = await runBatch({
        game: game24, variant: 'test', params: TEST, seed: 1, episodes: 0, setups: game24.allSetups!(TEST),
        agents: { player: bot }, runId: 'r',
      });
      expect(summary.episodes).toBe(100);
      expect(summary.stats[0]).toMatchObject({ id: 'successRate', value: 1 });
    }
  });

  it('has the solver pick among solutions by its seed', async () => {
    const view = game24.view(game24.init(TEST, { numbers: [1, 2, 3, 4], rank: 0 }), 'player');
    const picks = new Set<unknown>();
    const context = { seat: 'player', signal: new AbortController().signal, record: async () => {} };
    for (let seed = 0; seed < 40; seed++) picks.add(((await solver('player', seed).act(view, context)) as Move).expression);
    expect([...picks].sort()).toEqual([...solutions([1, 2, 3, 4])].sort());
  });
});
