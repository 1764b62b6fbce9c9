/** The rating of models from Avalon games between them. */
import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../src/core/record';
import { avalonMatch, rateModels, type TeamResult } from '../../src/run/model-rating';
import type { Role, Side } from '../../src/games/avalon/rules';

/** Seat i plays role ROLES[i]: seats 0–2 good, 3–4 evil. */
const ROLES: Role[] = ['merlin', 'servant', 'servant', 'assassin', 'minion'];
const llm = (name: string) => ({ kind: 'llm' as const, name });
const bot = (name: string) => ({ kind: 'bot' as const, name });

/** A finished game with these players in seats 0–4, won by `winner`. */
function game(seated: Omit<PlayerInfo, 'seat'>[], winner: Side, status: 'finished' | 'context-full' = 'finished') {
  return { game: 'avalon', status, players: seated.map((p, i) => ({ ...p, seat: String(i) })), metrics: { roles: ROLES, winner } };
}

describe('an Avalon game as a match between models', () => {
  it('sets the winning side’s models against the losing side’s, each model once, bots left out', () => {
    expect(avalonMatch(game([llm('b'), llm('a'), bot('random'), llm('c'), llm('c')], 'evil'))).toEqual({ side: 'evil', winners: ['c'], losers: ['a', 'b'] });
    expect(avalonMatch(game([llm('a'), bot('x'), bot('x'), llm('b'), bot('x')], 'good'))).toEqual({ side: 'good', winners: ['a'], losers: ['b'] });
  });

  it('is no match without a model on each side, with the same model on both, or before the game was decided', () => {
    expect(avalonMatch(game([llm('a'), llm('b'), bot('x'), bot('x'), bot('x')], 'good'))).toBeNull();
    expect(avalonMatch(game([llm('a'), bot('x'), bot('x'), llm('a'), bot('x')], 'good'))).toBeNull();
    expect(avalonMatch(game([llm('a'), bot('x'), bot('x'), llm('b'), bot('x')], 'good', 'context-full'))).toBeNull();
    expect(avalonMatch({ ...game([llm('a'), bot('x'), bot('x'), llm('b'), bot('x')], 'good'), game: 'brainking' })).toBeNull();
    // A model at both sides is left out of the game; the others still make a match.
    expect(avalonMatch(game([llm('a'), llm('c'), bot('x'), llm('a'), llm('b')], 'good'))).toEqual({ side: 'good', winners: ['c'], losers: ['b'] });
  });
});

describe('rating models', () => {
  /** The strong model beats the weak one, on the good side in even games and the evil side in odd ones. */
  const strong = (i: number): TeamResult => ({ side: i % 2 ? 'evil' : 'good', winners: ['strong'], losers: ['weak'] });
  const weak = (i: number): TeamResult => ({ side: i % 2 ? 'evil' : 'good', winners: ['weak'], losers: ['strong'] });

  it('rates a model that always wins above one that always loses, on its mean and its conservative figure', () => {
    const { games, ratings } = rateModels(Array.from({ length: 12 }, (_, i) => strong(i)));
    expect(games).toBe(12);
    expect(ratings.map((r) => [r.model, r.games, r.wins])).toEqual([['strong', 12, 12], ['weak', 12, 0]]);
    const [s, w] = ratings;
    expect(s!.mu).toBeGreaterThan(w!.mu);
    expect(s!.ordinal).toBeGreaterThan(w!.ordinal);
    expect([s!.low, s!.high]).toEqual([s!.mu - 1.96 * s!.sigma, s!.mu + 1.96 * s!.sigma]);
    expect(s!.ordinal).toBeCloseTo(s!.mu - 3 * s!.sigma);
  });

  it('narrows a model’s uncertainty with every game it plays', () => {
    const sigmas = [1, 2, 4, 8].map((n) => rateModels(Array.from({ length: n }, (_, i) => (i % 4 < 2 ? strong(i) : weak(i)))).ratings[0]!.sigma);
    for (let i = 1; i < sigmas.length; i++) expect(sigmas[i]).toBeLessThan(sigmas[i - 1]!);
    expect(sigmas[0]).toBeLessThan(25 / 3);
  });

  it('gives the same ratings for the same games in the same order', () => {
    const matches: TeamResult[] = [strong(0), { side: 'evil', winners: ['a', 'weak'], losers: ['strong'] }, { side: 'good', winners: ['strong'], losers: ['a'] }];
    expect(rateModels(matches)).toEqual(rateModels([...matches]));
  });

  it('credits the side’s edge to the side, not to the model that played it more often', () => {
    // Two models alike: each wins 3 of 4 games as evil and 1 of 4 as good; but "often-evil" plays evil in 12 games of 16.
    const games = Array.from({ length: 160 }, (_, n): TeamResult => {
      const g = n % 16;
      const [evil, good] = g % 4 === 3 ? ['rarely-evil', 'often-evil'] : ['often-evil', 'rarely-evil'];
      const evilWins = ![2, 6, 10, 15].includes(g);
      return evilWins ? { side: 'evil', winners: [evil], losers: [good] } : { side: 'good', winners: [good], losers: [evil] };
    });
    const { ratings, sides } = rateModels(games);
    const [a, b] = ['often-evil', 'rarely-evil'].map((m) => ratings.find((r) => r.model === m)!);
    expect([a!.wins, b!.wins]).toEqual([100, 60]);
    // Measured: without the sides rated, often-evil stood 3.9 above (about 2σ); with them, 0.5.
    expect(Math.abs(a!.mu - b!.mu)).toBeLessThan(a!.sigma / 2);
    expect(sides.evil.mu - sides.good.mu).toBeGreaterThan(3 * sides.evil.sigma);
  });

  it('rates no one from no games, and leaves the sides at the start', () => {
    const start = { mu: 25, sigma: 25 / 3, low: 25 - 1.96 * (25 / 3), high: 25 + 1.96 * (25 / 3) };
    expect(rateModels([])).toEqual({ games: 0, ratings: [], sides: { good: start, evil: start } });
  });
});
