import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../../src/core/agent';
import { optimal, randomConsistent } from '../../../src/games/guess-number/bots';
import { digitScore, guessNumber, processScore } from '../../../src/games/guess-number/game';
import { feedback } from '../../../src/games/guess-number/rules';
import { runBatch } from '../../../src/run/batch';
import { playEpisode } from '../../../src/run/episode';

const params = { maxGuesses: 25, finalAnswer: true };
const scripted = (guesses: unknown[]): AgentFactory => () => {
  let i = 0;
  return { info: { kind: 'bot', name: 'scripted' }, act: async () => guesses[i++] };
};

describe('Guess Number game', () => {
  it('ends at an exact match and scores the episode', async () => {
    const episode = await playEpisode({
      game: guessNumber, variant: 'ar-bench', params, seed: 1, setup: { secret: '0123' },
      agents: { player: scripted(['4567', '1230', '0123']) }, runId: 'r',
    });
    expect(episode.status).toBe('finished');
    expect(episode.outcome).toEqual({ solved: true, guesses: 3 });
    expect(episode.events.map((e) => e.type === 'move' && e.result)).toEqual([
      { exact: 0, misplaced: 0 }, { exact: 0, misplaced: 4 }, { exact: 4, misplaced: 0 },
    ]);
    const m = episode.metrics;
    expect(m.solved).toBe(true);
    expect(m.guesses).toBe(3);
    expect(m.invalid).toBe(0);
    expect(m.digitScores).toEqual([0, 0.5, 1]);
    // 4567 → 0A0B leaves the 360 orderings of 4 of {0,1,2,3,8,9}; then 1230 → 0A4B leaves the 9 derangements of 0123.
    const scores = m.processScores as number[];
    expect(scores[0]).toBeCloseTo(1 - Math.log2(360) / Math.log2(5040), 12);
    expect(scores[1]).toBeCloseTo(1 - Math.log2(9) / Math.log2(5040), 12);
    expect(scores[2]).toBe(1);
  });

  it('fails after the last allowed guess', async () => {
    const episode = await playEpisode({
      game: guessNumber, variant: 'ten', params: { maxGuesses: 2, finalAnswer: false }, seed: 1, setup: { secret: '0123' },
      agents: { player: scripted(['4567', '4568', '0123']) }, runId: 'r',
    });
    expect(episode.outcome).toEqual({ solved: false, guesses: 2 });
    expect(episode.metrics.solved).toBe(false);
  });

  it('asks for a final answer after the last turn, as AR-Bench does, and lets it decide', async () => {
    const views: unknown[] = [];
    const play = (answers: string[]) => playEpisode({
      game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 2, finalAnswer: true }, seed: 1, setup: { secret: '0123' },
      agents: { player: () => ({ info: { kind: 'bot', name: 's' }, act: async (view) => (views.push(view), answers.shift()) }) }, runId: 'r',
    });
    expect((await play(['4567', '4568', '0123'])).outcome).toEqual({ solved: true, guesses: 3 });
    expect(views.map((v) => (v as { final: boolean }).final)).toEqual([false, false, true]);
    expect((await play(['4567', '4568', '0132'])).outcome).toEqual({ solved: false, guesses: 3 });
  });

  it('refuses invalid guesses without using up a guess, and counts them', async () => {
    const episode = await playEpisode({
      game: guessNumber, variant: 'ar-bench', params, seed: 1, setup: { secret: '0123' },
      agents: { player: scripted(['12', '1123', '0123']) }, runId: 'r',
    });
    expect(episode.events.map((e) => e.type)).toEqual(['invalid', 'invalid', 'move']);
    expect(episode.events[0]).toMatchObject({ attempt: '12', reason: 'A guess is exactly 4 digits, like 0123; "12" is not.' });
    expect(episode.outcome).toEqual({ solved: true, guesses: 1 });
    expect(episode.metrics.invalid).toBe(2);
  });

  it('has the paper\'s digit and process scores', () => {
    expect(digitScore({ exact: 2, misplaced: 1 })).toBe(5 / 8);
    expect(processScore(5040)).toBe(0);
    expect(processScore(1)).toBe(1);
  });

  it('summarises a batch with a Wilson interval and per-round process scores', () => {
    const summary = guessNumber.summarize([
      { solved: true, guesses: 2, invalid: 0, processScores: [0.5, 1], digitScores: [] },
      { solved: false, guesses: 3, invalid: 2, processScores: [0.25, 0.5, 0.75], digitScores: [] },
    ]);
    const stat = (id: string) => summary.stats.find((s) => s.id === id)!;
    expect(stat('solveRate').value).toBe(0.5);
    expect(stat('solveRate').interval!.low).toBeCloseTo(0.0945, 3);
    expect(stat('solveRate').interval!.high).toBeCloseTo(0.9055, 3);
    expect(stat('meanGuesses').value).toBe(2.5);
    expect(stat('meanInvalid').value).toBe(1);
    expect(summary.series[0]!.values).toEqual([0.375, 0.75, 0.875]);
  });
});

describe('Guess Number bots', () => {
  it('random-consistent always guesses a secret that fits the feedback', async () => {
    const agent = randomConsistent('player', 5);
    const turns = [{ guess: '0123', ...feedback('4825', '0123') }, { guess: '4567', ...feedback('4825', '4567') }];
    for (let i = 0; i < 20; i++) {
      const { guess } = (await agent.act({ maxGuesses: 25, turns }, {} as never)) as { guess: string };
      for (const t of turns) expect(feedback(guess, t.guess)).toEqual({ exact: t.exact, misplaced: t.misplaced });
    }
  });

  it('random-consistent solves every game of a batch within 25 guesses', async () => {
    const { summary } = await runBatch({
      game: guessNumber, variant: 'ar-bench', params, seed: 1, episodes: 40,
      agents: { player: randomConsistent }, runId: 'r',
    });
    expect(summary.stats.find((s) => s.id === 'solveRate')!.value).toBe(1);
    expect(summary.stats.find((s) => s.id === 'maxGuesses')!.value).toBeLessThanOrEqual(25);
  });

  it('optimal solves 300 secrets in at most 8 guesses, about 5.2 on average', async () => {
    const setups = guessNumber.allSetups!(params).filter((_, i) => i % 17 === 0);
    const { summary } = await runBatch({
      game: guessNumber, variant: 'ar-bench', params, seed: 1, episodes: 0, setups,
      agents: { player: optimal }, runId: 'r',
    });
    const stat = (id: string) => summary.stats.find((s) => s.id === id)!.value;
    expect(stat('solveRate')).toBe(1);
    expect(stat('maxGuesses')).toBeLessThanOrEqual(8);
    expect(stat('meanGuesses')).toBeLessThan(5.5);
  });
});
