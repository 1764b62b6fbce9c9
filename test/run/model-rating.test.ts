/** The rating of models from the games between them, in a game played by two sides. */
import { describe, expect, it } from 'vitest';
import type { TeamResult } from '../../src/games/module';
import { rateModels } from '../../src/run/model-rating';

/** Two sides, as Avalon's. */
const SIDES = ['good', 'evil'] as const;

describe('rating models', () => {
  /** The strong model beats the weak one, on the good side in even games and the evil side in odd ones. */
  const strong = (i: number): TeamResult => ({ side: i % 2 ? 'evil' : 'good', winners: ['strong'], losers: ['weak'] });
  const weak = (i: number): TeamResult => ({ side: i % 2 ? 'evil' : 'good', winners: ['weak'], losers: ['strong'] });

  it('rates a model that always wins above one that always loses, on its mean and its conservative figure', () => {
    const { games, ratings } = rateModels(Array.from({ length: 12 }, (_, i) => strong(i)), SIDES);
    expect(games).toBe(12);
    expect(ratings.map((r) => [r.model, r.games, r.wins])).toEqual([['strong', 12, 12], ['weak', 12, 0]]);
    const [s, w] = ratings;
    expect(s!.mu).toBeGreaterThan(w!.mu);
    expect(s!.ordinal).toBeGreaterThan(w!.ordinal);
    expect([s!.low, s!.high]).toEqual([s!.mu - 1.96 * s!.sigma, s!.mu + 1.96 * s!.sigma]);
    expect(s!.ordinal).toBeCloseTo(s!.mu - 3 * s!.sigma);
  });

  it('narrows a model’s uncertainty with every game it plays', () => {
    const sigmas = [1, 2, 4, 8].map((n) => rateModels(Array.from({ length: n }, (_, i) => (i % 4 < 2 ? strong(i) : weak(i))), SIDES).ratings[0]!.sigma);
    for (let i = 1; i < sigmas.length; i++) expect(sigmas[i]).toBeLessThan(sigmas[i - 1]!);
    expect(sigmas[0]).toBeLessThan(25 / 3);
  });

  it('gives the same ratings for the same games in the same order', () => {
    const matches: TeamResult[] = [strong(0), { side: 'evil', winners: ['a', 'weak'], losers: ['strong'] }, { side: 'good', winners: ['strong'], losers: ['a'] }];
    expect(rateModels(matches, SIDES)).toEqual(rateModels([...matches], SIDES));
  });

  it('credits the side’s edge to the side, not to the model that played it more often', () => {
    // Two models alike: each wins 3 of 4 games as evil and 1 of 4 as good; but "often-evil" plays evil in 12 games of 16.
    const games = Array.from({ length: 160 }, (_, n): TeamResult => {
      const g = n % 16;
      const [evil, good] = g % 4 === 3 ? ['rarely-evil', 'often-evil'] : ['often-evil', 'rarely-evil'];
      const evilWins = ![2, 6, 10, 15].includes(g);
      return evilWins ? { side: 'evil', winners: [evil], losers: [good] } : { side: 'good', winners: [good], losers: [evil] };
    });
    const { ratings, sides } = rateModels(games, SIDES);
    const [a, b] = ['often-evil', 'rarely-evil'].map((m) => ratings.find((r) => r.model === m)!);
    expect([a!.wins, b!.wins]).toEqual([100, 60]);
    // Measured: without the sides rated, often-evil stood 3.9 above (about 2σ); with them, 0.5.
    expect(Math.abs(a!.mu - b!.mu)).toBeLessThan(a!.sigma / 2);
    expect(sides.evil!.mu - sides.good!.mu).toBeGreaterThan(3 * sides.evil!.sigma);
  });

  it('rates no one from no games, and leaves the sides at the start', () => {
    const start = { mu: 25, sigma: 25 / 3, low: 25 - 1.96 * (25 / 3), high: 25 + 1.96 * (25 / 3) };
    expect(rateModels([], SIDES)).toEqual({ games: 0, ratings: [], sides: { good: start, evil: start } });
  });
});
