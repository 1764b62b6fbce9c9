import { describe, expect, it } from 'vitest';
import type { EpisodeRecord, GameEvent, MoveEvent } from '../../src/core/record';
import { createRng } from '../../src/core/rng';
import { brainking } from '../../src/games/brainking/game';
import { detectiveCases } from '../../src/games/detective-cases/game';
import { situationPuzzles } from '../../src/games/situation-puzzles/game';
import { inPlay, knowsMore, moveText, secretSeats, wordsShown } from '../../src/core/secrecy';

const players = (person: boolean): EpisodeRecord['players'] => [
  { seat: 'player', kind: person ? 'human' : 'bot', name: person ? 'person' : 'bank' },
  { seat: 'oracle', kind: 'bot', name: 'rules' },
];
const call: GameEvent = { type: 'model-call', seat: 'oracle', seq: 3, at: 0, messages: [{ role: 'user', content: 'The entity is wave.' }], text: 'Yes', usage: {}, latencyMs: 1 };
const move: GameEvent = { type: 'move', seat: 'oracle', seq: 4, at: 0, move: { answer: 'Yes' }, result: null };

describe('what a replay shows without giving a secret away', () => {
  it('holds a game back while a person plays it, and lets it be shown once it ends, or is cut off', () => {
    expect(inPlay({ status: 'running', players: players(true) })).toBe(true);
    for (const status of ['finished', 'interrupted', 'context-full', 'error'] as const) expect(inPlay({ status, players: players(true) })).toBe(false);
    // A batch of bots running has no person to keep anything from.
    expect(inPlay({ status: 'running', players: players(false) })).toBe(false);
  });

  it("shows the words of a seat that knows more than the table only as that seat or with the reveal on; moves to everyone", () => {
    expect(wordsShown(call, '', false, true)).toBe(false);
    expect(wordsShown(call, 'player', false, true)).toBe(false);
    expect(wordsShown(call, 'oracle', false, true)).toBe(true);
    expect(wordsShown(call, '', true, true)).toBe(true);
    expect(wordsShown(move, '', false, true)).toBe(true);
    // A seat that knows only what the table knows has nothing to give away.
    expect(wordsShown(call, '', false, false)).toBe(true);
  });

  it('tells the seats that know more than the table: BrainKing’s oracle knows the entity, its player does not', () => {
    const state = brainking.init(brainking.variants[0]!.params, brainking.setup(brainking.variants[0]!.params, createRng(3)));
    expect(knowsMore(brainking, state, 'oracle')).toBe(true);
    expect(knowsMore(brainking, state, 'player')).toBe(false);
  });
});

describe('a move in words, as anyone may read it', () => {
  const answer = (move: unknown, result: unknown): MoveEvent => ({ type: 'move', seat: 'oracle', seq: 1, at: 0, move, result }) as MoveEvent;

  it('leaves out a misleading flag, the key questions an answer resolved or hit, unless seen as that seat or revealed', () => {
    const misled = answer({ kind: 'answer', answer: 'yes', misleading: true }, { number: 3 });
    expect(moveText(brainking, misled, '', false)).toBe('A3: Yes');
    expect(moveText(brainking, misled, 'player', false)).toBe('A3: Yes');
    expect(moveText(brainking, misled, 'oracle', false)).toBe('A3: Yes (misleading)');
    expect(moveText(brainking, misled, '', true)).toBe('A3: Yes (misleading)');
    const judged = { ...answer({ kind: 'answer', reply: 'Yes', resolved: [2] }, { number: 1 }), seat: 'judge' };
    expect(moveText(situationPuzzles, judged, '', false)).toBe('A1: Yes');
    expect(moveText(situationPuzzles, judged, 'judge', false)).toBe('A1: Yes (key questions resolved: 2)');
    const hit = { ...answer({ kind: 'answer', text: 'I was out.', hits: [1] }, { turn: 2, suspect: 'B' }), seat: 'B' };
    expect(moveText(detectiveCases, hit, '', false)).toBe('A2 from B: I was out.');
    expect(moveText(detectiveCases, hit, '', true)).toBe('A2 from B: I was out. (key questions hit: 1)');
  });

  it('names the seats whose words only they and a teacher may read', () => {
    const params = brainking.variants[0]!.params;
    expect(secretSeats(brainking, { params, setup: brainking.setup(params, createRng(3)) })).toEqual(['oracle']);
  });
});
