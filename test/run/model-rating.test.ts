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
    expect(avalonMatch(game([llm('b'), llm('a'), bot('random'), llm('c'), llm('c')], 'evil'))).toEqual({ winners: ['c'], losers: ['a', 'b'] });
    expect(avalonMatch(game([llm('a'), bot('x'), bot('x'), llm('b'), bot('x')], 'good'))).toEqual({ winners: ['a'], losers: ['b'] });
  });

  it('is no match without a model on each side, with the same model on both, or before the game was decided', () => {
    expect(avalonMatch(game([llm('a'), llm('b'), bot('x'), bot('x'), bot('x')], 'good'))).toBeNull();
    expect(avalonMatch(game([llm('a'), bot('x'), bot('x'), llm('a'), bot('x')], 'good'))).toBeNull();
    expect(avalonMatch(game([llm('a'), bot('x'), bot('x'), llm('b'), bot('x')], 'good', 'context-full'))).toBeNull();
    expect(avalonMatch({ ...game([llm('a'), bot('x'), bot('x'), llm('b'), bot('x')], 'good'), game: 'brainking' })).toBeNull();
    // A model at both sides is left out of the game; the others still make a match.
    expect(avalonMatch(game([llm('a'), llm('c'), bot('x'), llm('a'), llm('b')], 'good'))).toEqual({ winners: ['c'], losers: ['b'] });
  });
});

describe('rating models', () => {
  const strong: TeamResult = { winners: ['strong'], losers: ['weak'] };

  it('rates a model that always wins above one that always loses, on its mean and its conservative figure', () => {
    const { games, ratings } = rateModels(Array(12).fill(strong));
    expect(games).toBe(12);
    expect(ratings.map((r) => [r.model, r.games, r.wins])).toEqual([['strong', 12, 12], ['weak', 12, 0]]);
    const [s, w] = ratings;
    expect(s!.mu).toBeGreaterThan(w!.mu);
    expect(s!.ordinal).toBeGreaterThan(w!.ordinal);
    expect([s!.low, s!.high]).toEqual([s!.mu - 1.96 * s!.sigma, s!.mu + 1.96 * s!.sigma]);
    expect(s!.ordinal).toBeCloseTo(s!.mu - 3 * s!.sigma);
  });

  it('narrows a model’s uncertainty with every game it plays', () => {
    const sigmas = [1, 2, 4, 8].map((n) => rateModels(Array.from({ length: n }, (_, i) => (i % 2 ? strong : { winners: ['weak'], losers: ['strong'] }))).ratings[0]!.sigma);
    for (let i = 1; i < sigmas.length; i++) expect(sigmas[i]).toBeLessThan(sigmas[i - 1]!);
    expect(sigmas[0]).toBeLessThan(25 / 3);
  });

  it('gives the same ratings for the same games in the same order', () => {
    const matches: TeamResult[] = [strong, { winners: ['a', 'weak'], losers: ['strong'] }, { winners: ['strong'], losers: ['a'] }];
    expect(rateModels(matches)).toEqual(rateModels([...matches]));
  });

  it('rates no one from no games', () => {
    expect(rateModels([])).toEqual({ games: 0, ratings: [] });
  });
});
