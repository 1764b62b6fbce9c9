/** Guess Number’s plots: secrets still possible and scores by guess, beside the max-entropy bot’s over the same secrets, and when the secret was first guessed. */
import { describe, expect, it } from 'vitest';
import { paramsOf } from '../../../../src/core/game';
import guessNumberModule from '../../../../src/games/guess-number/index';
import { guessNumber, processScore, type Metrics } from '../../../../src/games/guess-number/game';
import { BOT_SERIES, botMetrics, candidatesCurve, candidatesLeft, firstHitCounts, guessNumberFigures } from '../../../../src/ui/games/guess-number/plots';

/** Hand-made episodes: the secrets left after each guess, and the guesses that were exact. */
const episode = (left: number[], exactAt: number | null): Metrics => ({
  solved: exactAt !== null, guesses: left.length, invalid: 0, cut: 0, missingGuesses: 0,
  processScores: left.map(processScore),
  digitScores: left.map((_, i) => (i + 1 === exactAt ? 1 : 0.25)),
  firstExact: exactAt ?? 0,
});

describe('Guess Number’s plot data', () => {
  it('reads the secrets still possible back from the process score', () => {
    for (const left of [5040, 720, 13, 1]) expect(candidatesLeft(processScore(left))).toBe(left);
  });

  it('averages the secrets still possible from all 5,040, a finished game keeping its last count', () => {
    expect(candidatesCurve([episode([100, 10, 1], 3), episode([300, 1], 2)])).toEqual([5040, 200, 5.5, 1]);
  });

  it('counts episodes by the guess that first matched the secret, then those that never did', () => {
    expect(firstHitCounts([episode([10, 1, 1], 2), episode([10, 1], 2), episode([20, 5, 1, 1], 3), episode([20, 5], null)])).toEqual([
      { guess: '1', episodes: 0 },
      { guess: '2', episodes: 2 },
      { guess: '3', episodes: 1 },
      { guess: 'never', episodes: 1 },
    ]);
  });
});

describe('the max-entropy bot’s curve', () => {
  const params = paramsOf(guessNumber, 'early-stop');
  const secrets = ['0123', '9876', '5031'].map((secret, i) => ({ setup: { secret }, seed: i }));

  it('plays the run’s own secrets under the run’s parameters', async () => {
    const games = await botMetrics(guessNumberModule, 'early-stop', params, secrets);
    expect(games).toHaveLength(3);
    for (const game of games) {
      expect(game.solved).toBe(true);
      // The bot narrows to the secret: one left at the end.
      expect(candidatesLeft(game.processScores.at(-1)!)).toBe(1);
    }
  });

  it('is drawn beside the run’s in the secrets and score plots, but not in the histogram', async () => {
    const run = [episode([720, 30, 1], 3), episode([720, 40, 2, 1], 4), episode([500, 20, 1], 3)];
    const bot = await botMetrics(guessNumberModule, 'early-stop', params, secrets);
    const figures = guessNumberFigures(guessNumber.summarize(run), run, { metrics: bot, summary: guessNumber.summarize(bot) });
    expect(figures.map((f) => f.id)).toEqual(['candidatesLeft', 'digitScore', 'processScore', 'firstHit']);
    const left = figures[0]!;
    expect(left.points.filter((p) => p.series === 'This run').map((p) => p.y)).toEqual(candidatesCurve(run));
    expect(left.points.filter((p) => p.series === BOT_SERIES).map((p) => p.y)).toEqual(candidatesCurve(bot));
    expect(figures[2]!.points.some((p) => p.series === BOT_SERIES)).toBe(true);
    expect(figures[2]!.y.percent).toBe(true);
    expect(figures[3]!.points.map((p) => p.series)).not.toContain(BOT_SERIES);
    expect(figures[3]!.points.map((p) => [p.x, p.y])).toEqual([['1', 0], ['2', 0], ['3', 2], ['4', 1]]);
  });

  it('is left out of a run the bot played itself', () => {
    const run = [episode([720, 1], 2)];
    expect(guessNumberFigures(guessNumber.summarize(run), run, null).flatMap((f) => f.points).map((p) => p.series)).not.toContain(BOT_SERIES);
  });
});
