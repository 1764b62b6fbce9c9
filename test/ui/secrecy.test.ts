import { describe, expect, it } from 'vitest';
import type { EpisodeRecord, GameEvent } from '../../src/core/record';
import { inPlay, viewableSeats, wordsShown } from '../../src/ui/secrecy';

const players = (person: boolean): EpisodeRecord['players'] => [
  { seat: 'player', kind: person ? 'human' : 'bot', name: person ? 'person' : 'bank' },
  { seat: 'oracle', kind: 'bot', name: 'rules' },
];
const call: GameEvent = { type: 'model-call', seat: 'oracle', seq: 3, at: 0, messages: [{ role: 'user', content: 'The entity is wave.' }], text: 'Yes', usage: {}, latencyMs: 1 };
const move: GameEvent = { type: 'move', seat: 'oracle', seq: 4, at: 0, move: { answer: 'Yes' }, result: null };

describe('what a replay shows without giving a secret away', () => {
  it('keeps the hidden state and the other seats closed while a person plays, and opens them once the game ends', () => {
    const running = { status: 'running' as const, players: players(true) };
    expect(inPlay(running)).toBe(true);
    expect(viewableSeats(running, ['player', 'oracle'])).toEqual(['player']);
    const ended = { status: 'finished' as const, players: players(true) };
    expect(inPlay(ended)).toBe(false);
    expect(viewableSeats(ended, ['player', 'oracle'])).toEqual(['player', 'oracle']);
    // A batch of bots running has no person to keep anything from.
    expect(inPlay({ status: 'running', players: players(false) })).toBe(false);
  });

  it("shows a seat's own words only as that seat or with the reveal on; moves to everyone", () => {
    expect(wordsShown(call, '', false)).toBe(false);
    expect(wordsShown(call, 'player', false)).toBe(false);
    expect(wordsShown(call, 'oracle', false)).toBe(true);
    expect(wordsShown(call, '', true)).toBe(true);
    expect(wordsShown(move, '', false)).toBe(true);
  });
});
