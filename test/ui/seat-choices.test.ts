/** The seats a form starts with: a variant's own defaults where the usual ones cannot play it. */
import { describe, expect, it } from 'vitest';
import brainking from '../../src/games/brainking/index';
import { SeatChoices } from '../../src/ui/seat-choices.svelte';

const seats = ['player', 'oracle'];

describe('a form’s default seats', () => {
  it('put the person first and bots elsewhere, as a link asks', () => {
    const form = new SeatChoices(brainking, true, 'human', () => 'easy');
    expect(form.resolve(seats)).toEqual({ player: { kind: 'human' }, oracle: { kind: 'bot', bot: 'rules' } });
  });

  it('follow the variant’s defaults where it has them, before the link’s, and after the person’s own choice', () => {
    let variant = 'easy';
    const form = new SeatChoices(brainking, true, 'human', () => variant);
    variant = 'classroom';
    expect(form.resolve(seats)).toEqual({ player: { kind: 'bot', bot: 'bank' }, oracle: { kind: 'human' } });
    form.choices.player = 'human';
    expect(form.choiceOf('player', seats)).toBe('human');
  });

  it('name seats as the game does', () => {
    const form = new SeatChoices(brainking, true, 'human', () => 'easy');
    expect(seats.map((seat) => form.seatName(seat))).toEqual(['Player (asks)', 'Oracle (answers)']);
  });
});
