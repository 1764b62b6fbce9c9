/** Avalon's games as matches between models, for their rating. */
import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../../src/core/record';
import { avalonMatch } from '../../../src/games/avalon/rating';
import type { Role, Side } from '../../../src/games/avalon/rules';

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
