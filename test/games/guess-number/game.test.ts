import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { AgentFactory } from '../../../src/core/agent';
import { paramsOf } from '../../../src/core/game';
import { createRng } from '../../../src/core/rng';
import { maxEntropy, randomConsistent } from '../../../src/games/guess-number/bots';
import { digitScore, guessNumber, processScore, type Metrics } from '../../../src/games/guess-number/game';
import { feedback } from '../../../src/games/guess-number/rules';
import { seatAgent } from '../../../src/agents/seats';
import guessNumberModule from '../../../src/games/guess-number/index';
import { runBatch } from '../../../src/run/batch';
import { playEpisode } from '../../../src/run/episode';

const proactive = paramsOf(guessNumber, 'ar-bench-proactive-cot');
const earlyStop = paramsOf(guessNumber, 'early-stop');
const scripted = (guesses: unknown[]): AgentFactory => () => {
  let i = 0;
  return { info: { kind: 'bot', name: 'scripted' }, act: async () => guesses[i++] };
};
const play = (variant: string, guesses: unknown[], secret = '0123', params = paramsOf(guessNumber, variant)) =>
  playEpisode({ game: guessNumber, variant, params, seed: 1, setup: { secret }, agents: { player: scripted(guesses) }, runId: 'r' });

describe('Guess Number, AR-Bench’s zero- and few-shot loop', () => {
  it('plays all 25 turns even after an exact guess, then a final answer that alone decides', async () => {
    // As in AR-Bench's `_run_traditional_evaluation`: the guess list holds 25 turns and the final
    // answer, `guess_round` is its length, and `correctness` is the last entry's exact count == 4.
    const turns = ['4567', '0123', ...Array<string>(23).fill('0123')];
    const wrongAtTheEnd = await play('ar-bench', [...turns, '0132']);
    expect(wrongAtTheEnd.outcome).toEqual({ solved: false, guesses: 26 });
    expect(wrongAtTheEnd.metrics.solved).toBe(false);
    const right = await play('ar-bench', [...turns, '0123']);
    expect(right.outcome).toEqual({ solved: true, guesses: 26 });
    expect(right.events.filter((e) => e.type === 'move')).toHaveLength(26);
  });

  it('scores repeated digits as AR-Bench’s compare_guess does, and lets a missing guess use up its turn', async () => {
    const episode = await play('ar-bench', ['1123', '', '5678', ...Array<string>(23).fill('1234')], '1234');
    expect(episode.events.slice(0, 3).map((e) => e.type === 'move' && e.result)).toEqual([
      { exact: 1, misplaced: 2 }, { exact: 0, misplaced: 0 }, { exact: 0, misplaced: 0 },
    ]);
    expect(episode.outcome).toEqual({ solved: true, guesses: 26 });
    expect(episode.metrics.invalid).toBe(0);
    expect(episode.metrics.missingGuesses).toBe(1);
    expect((episode.metrics.digitScores as number[]).slice(0, 3)).toEqual([4 / 8, 0, 0]);
    // The missing guess rules nothing out: the process score stays where it was.
    const scores = episode.metrics.processScores as number[];
    expect(scores[1]).toBe(scores[0]);
    expect(guessNumber.describe({ guess: '' }, { exact: 0, misplaced: 0 })).toMatch(/No guess/);
  });

  it('still refuses what is not 4 digits, without using a turn', async () => {
    const episode = await play('ar-bench', ['12', ...Array<string>(26).fill('0123')]);
    expect(episode.events[0]).toMatchObject({ type: 'invalid', attempt: '12', reason: 'A guess is exactly 4 digits, like 0123; "12" is not.' });
    expect(episode.outcome).toEqual({ solved: true, guesses: 26 });
  });
});

describe('Guess Number, AR-Bench’s proactive chain-of-thought loop', () => {
  it('ends at the first exact guess, with no final answer', async () => {
    // As `_run_proactive_cot_evaluation`: it breaks when same_pos == 4; guess_round counts the guesses.
    expect((await play('ar-bench-proactive-cot', ['4567', '1123', '0123'])).outcome).toEqual({ solved: true, guesses: 3 });
    const unsolved = await play('ar-bench-proactive-cot', ['4567', '4568', '0123'], '0123', { ...proactive, maxGuesses: 2 });
    expect(unsolved.outcome).toEqual({ solved: false, guesses: 2 });
  });
});

describe('Guess Number, friendly variants', () => {
  it('ends at an exact match and scores the episode', async () => {
    const episode = await play('early-stop', ['4567', '1230', '0123']);
    expect(episode.status).toBe('finished');
    expect(episode.outcome).toEqual({ solved: true, guesses: 3 });
    expect(episode.events.map((e) => e.type === 'move' && e.result)).toEqual([
      { exact: 0, misplaced: 0 }, { exact: 0, misplaced: 4 }, { exact: 4, misplaced: 0 },
    ]);
    const m = episode.metrics;
    expect(m.solved).toBe(true);
    expect(m.guesses).toBe(3);
    expect(m.invalid).toBe(0);
    expect(m.missingGuesses).toBe(0);
    expect(m.digitScores).toEqual([0, 0.5, 1]);
    // 4567 → 0A0B leaves the 360 orderings of 4 of {0,1,2,3,8,9}; then 1230 → 0A4B leaves the 9 derangements of 0123.
    const scores = m.processScores as number[];
    expect(scores[0]).toBeCloseTo(1 - Math.log2(360) / Math.log2(5040), 12);
    expect(scores[1]).toBeCloseTo(1 - Math.log2(9) / Math.log2(5040), 12);
    expect(scores[2]).toBe(1);
  });

  it('fails after the last allowed guess', async () => {
    const episode = await play('ten', ['4567', '4568', '0123'], '0123', { ...paramsOf(guessNumber, 'ten'), maxGuesses: 2 });
    expect(episode.outcome).toEqual({ solved: false, guesses: 2 });
    expect(episode.metrics.solved).toBe(false);
  });

  it('asks for a final answer after the last turn and lets it decide', async () => {
    const views: unknown[] = [];
    const answer = (answers: string[]) => playEpisode({
      game: guessNumber, variant: 'early-stop', params: { ...earlyStop, maxGuesses: 2 }, seed: 1, setup: { secret: '0123' },
      agents: { player: () => ({ info: { kind: 'bot', name: 's' }, act: async (view) => (views.push(view), answers.shift()) }) }, runId: 'r',
    });
    expect((await answer(['4567', '4568', '0123'])).outcome).toEqual({ solved: true, guesses: 3 });
    expect(views.map((v) => (v as { final: boolean }).final)).toEqual([false, false, true]);
    expect((await answer(['4567', '4568', '0132'])).outcome).toEqual({ solved: false, guesses: 3 });
  });

  it('refuses invalid and repeated-digit guesses without using up a guess, and counts them', async () => {
    const episode = await play('early-stop', ['12', '1123', '', '0123']);
    expect(episode.events.map((e) => e.type)).toEqual(['invalid', 'invalid', 'invalid', 'move']);
    expect(episode.events[0]).toMatchObject({ attempt: '12', reason: 'A guess is exactly 4 digits, like 0123; "12" is not.' });
    expect(episode.events[1]).toMatchObject({ reason: 'The 4 digits of a guess must all be different; 1123 repeats one.' });
    expect(episode.outcome).toEqual({ solved: true, guesses: 1 });
    expect(episode.metrics.invalid).toBe(3);
  });

  it('starts the Play page on the friendly game, batches on the benchmark’s', () => {
    expect(guessNumber.variants[0]!.id).toBe('ar-bench');
    expect(guessNumber.playVariant).toBe('early-stop');
    expect(earlyStop).toMatchObject({ allTurns: false, arBenchGuesses: false });
  });

  it('reads records made before the loop options existed as the early-stopping game', async () => {
    const episode = await play('ar-bench', ['4567', '0123'], '0123', { maxGuesses: 25, finalAnswer: true });
    expect(episode.outcome).toEqual({ solved: true, guesses: 2 });
  });
});

describe('Guess Number scores', () => {
  it('has the paper’s digit score and the information score', () => {
    expect(digitScore({ exact: 2, misplaced: 1 })).toBe(5 / 8);
    expect(processScore(5040)).toBe(0);
    expect(processScore(1)).toBe(1);
  });

  it('summarises a batch with a Wilson interval, and both per-round scores, labelled', () => {
    const metrics: Metrics[] = [
      { solved: true, guesses: 2, invalid: 0, cut: 0, missingGuesses: 0, processScores: [0.5, 1], digitScores: [0.25, 1], firstExact: 2 },
      { solved: false, guesses: 3, invalid: 2, cut: 0, missingGuesses: 1, processScores: [0.25, 0.25, 0.75], digitScores: [0.5, 0, 0.75], firstExact: 0 },
      // Found at turn 4, but the final answer was wrong: AR-Bench counts it unsolved.
      { solved: false, guesses: 6, invalid: 0, cut: 0, missingGuesses: 0, processScores: [0, 0, 0, 1, 1, 1], digitScores: [0, 0, 0, 1, 1, 0.5], firstExact: 4 },
    ];
    const summary = guessNumber.summarize(metrics);
    const stat = (id: string) => summary.stats.find((s) => s.id === id)!;
    // The table leads with the final answer's exact match and the turn of the first exact guess.
    expect(summary.stats.slice(0, 3).map((s) => s.id)).toEqual(['solveRate', 'firstExactRate', 'meanFirstExact']);
    expect(stat('solveRate').value).toBeCloseTo(1 / 3);
    expect(stat('solveRate').interval!.low).toBeCloseTo(0.0615, 3);
    expect(stat('solveRate').interval!.high).toBeCloseTo(0.7923, 3);
    expect(stat('firstExactRate').value).toBeCloseTo(2 / 3);
    expect(stat('meanFirstExact').value).toBe(3);
    expect(stat('meanGuesses').value).toBeCloseTo(11 / 3);
    expect(stat('meanInvalid').value).toBeCloseTo(2 / 3);
    expect(stat('meanMissingGuesses').value).toBeCloseTo(1 / 3);
    const series = Object.fromEntries(summary.series.map((s) => [s.id, s]));
    expect(series.digitScore!.label).toMatch(/^AR-Bench digit score/);
    const first3 = (values: number[]) => values.slice(0, 3).map((v) => v.toFixed(6));
    expect(first3(series.digitScore!.values)).toEqual(first3([0.25, 1 / 3, 1.75 / 3]));
    expect(series.processScore!.label).toMatch(/^Information score \(Fogplay’s\)/);
    expect(first3(series.processScore!.values)).toEqual(first3([0.25, 1.25 / 3, 1.75 / 3]));
  });

  it('folds a batch as its games end, each game keeping its last score in the rounds after it, without keeping their metrics', async () => {
    const lengths = [0, 1, 4, 2, 7, 3, 7, 1];
    const metrics: Metrics[] = lengths.map((n, g) => {
      const scores = Array.from({ length: n }, (_, r) => ((g + 1) * (r + 2)) % 8 / 8);
      return { solved: n % 2 === 1, firstExact: n % 2 === 1 ? n : 0, guesses: n, invalid: g % 3, cut: 0, missingGuesses: 0, processScores: scores, digitScores: scores.map((x) => 1 - x) };
    });
    // Written out as the mean over the games at each round, apart from the game's own code.
    const at = (scores: number[], r: number) => (scores.length ? scores[Math.min(r, scores.length - 1)]! : 0);
    const expected = Array.from({ length: 7 }, (_, r) => metrics.reduce((sum, m) => sum + at(m.processScores, r), 0) / metrics.length);
    const summary = guessNumber.summarize(metrics);
    const series = summary.series.find((s) => s.id === 'processScore')!.values;
    expect(series).toHaveLength(7);
    series.forEach((value, r) => expect(value, `round ${r + 1}`).toBeCloseTo(expected[r]!, 12));
    expect(summary.stats.find((s) => s.id === 'maxGuesses')!.value).toBe(7);
    expect(guessNumber.summarize([])).toMatchObject({ episodes: 0, series: [{ values: [] }, { values: [] }] });

    const summarize = vi.spyOn(guessNumber, 'summarize');
    const { summary: batch, finished } = await runBatch({ game: guessNumber, variant: 'early-stop', params: earlyStop, seed: 1, episodes: 5, agents: { player: randomConsistent }, runId: 'r' });
    expect(summarize).not.toHaveBeenCalled();
    summarize.mockRestore();
    expect([batch.episodes, finished]).toEqual([5, 5]);
  });
});

describe('AR-Bench’s test secrets', () => {
  it('the ar-bench-test variant plays AR-Bench’s 100 test secrets in its order, as the shared copy of its file holds them', () => {
    const shared = '../shared/data/arbench/gn-test-secrets.json';
    const params = guessNumber.variants.find((v) => v.id === 'ar-bench-test')!.params;
    const setups = guessNumber.allSetups!(params).map((s) => s.secret);
    expect(setups).toEqual(JSON.parse(readFileSync(existsSync(shared) ? shared : 'static-data/guess-number/ar-bench-test-secrets.json', 'utf8')));
    expect(setups).toHaveLength(100);
    expect(setups.slice(0, 3)).toEqual(['8362', '1058', '9340']);
    expect(setups).toContain(guessNumber.setup(params, createRng(7)).secret);
    expect(guessNumber.allSetups!(guessNumber.variants[0]!.params)).toHaveLength(5040);
  });
});

describe('Guess Number bots', () => {
  it('random-consistent always guesses a secret that fits the feedback', async () => {
    const agent = randomConsistent('player', 5);
    const turns = [{ guess: '0123', ...feedback('4825', '0123') }, { guess: '4567', ...feedback('4825', '4567') }];
    for (let i = 0; i < 20; i++) {
      const { guess } = (await agent.act({ maxGuesses: 25, turns, final: false }, {} as never)) as { guess: string };
      for (const t of turns) expect(feedback(guess, t.guess)).toEqual({ exact: t.exact, misplaced: t.misplaced });
    }
  });

  it('random-consistent solves every game of a batch, in the AR-Bench loop too', async () => {
    for (const variant of ['early-stop', 'ar-bench']) {
      const { summary } = await runBatch({
        game: guessNumber, variant, params: paramsOf(guessNumber, variant), seed: 1, episodes: 20,
        agents: { player: randomConsistent }, runId: 'r',
      });
      expect(summary.stats.find((s) => s.id === 'solveRate')!.value).toBe(1);
    }
  });

  it('max-entropy solves 300 secrets in at most 8 guesses, about 5.2 on average', async () => {
    const setups = guessNumber.allSetups!(earlyStop).filter((_, i) => i % 17 === 0);
    const { summary } = await runBatch({
      game: guessNumber, variant: 'early-stop', params: earlyStop, seed: 1, episodes: 0, setups,
      agents: { player: maxEntropy }, runId: 'r',
    });
    const stat = (id: string) => summary.stats.find((s) => s.id === id)!.value;
    expect(stat('solveRate')).toBe(1);
    expect(stat('maxGuesses')).toBeLessThanOrEqual(8);
    expect(stat('meanGuesses')).toBeLessThan(5.5);
  });
});

describe('Guess Number bot names', () => {
  it('seats the max-entropy bot under its old id too, so stored runs that name `optimal` resume', () => {
    const player = (bot: string) => seatAgent(guessNumberModule, 'player', { kind: 'bot', bot }, { model: () => { throw new Error('no model'); } });
    expect(player('max-entropy')('player', 1).info.name).toBe('max-entropy');
    expect(player('optimal')('player', 1).info.name).toBe('max-entropy');
    expect(() => player('grandmaster')).toThrow(/no bot "grandmaster": use one of bot:max-entropy, bot:random-consistent/);
  });
});
