/** The seats a form starts with: a variant's own defaults where the usual ones cannot play it. */
import { describe, expect, it } from 'vitest';
import { fits } from '../../src/agents/seats';
import { sha256Hex } from '../../src/core/template';
import brainking from '../../src/games/brainking/index';
import situationPuzzles from '../../src/games/situation-puzzles/index';
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

  it('give each model seat its own prompts\' reply cap until the form sets one for all', () => {
    const form = new SeatChoices(situationPuzzles, false, 'bot', () => 'ar-bench');
    const asked = ['player', 'judge'];
    form.choices = { player: 'llm', judge: 'llm' };
    form.protocolId = 'paper';
    const caps = () => asked.map((seat) => form.models()('server', seat).settings?.maxTokens);
    const own = asked.map((seat) => situationPuzzles.protocols.find((p) => p.id === 'paper' && fits(p, seat))!.maxTokens);
    expect(own[0]).not.toBe(own[1]);
    expect(caps()).toEqual(own);
    form.maxTokens = 100;
    expect(caps()).toEqual([100, 100]);
  });

  it('name seats as the game does', () => {
    const form = new SeatChoices(brainking, true, 'human', () => 'easy');
    expect(seats.map((seat) => form.seatName(seat))).toEqual(['Player (asks)', 'Oracle (answers)']);
  });
});

describe('a prompt template chosen in the form', () => {
  const text = 'Find it among {{concept}}.\n---\n{{history}}\nNext?';

  it('is checked against the chosen prompts and given, with its hash, to the seats whose prompts take one', async () => {
    const form = new SeatChoices(brainking, false, 'bot', () => 'easy');
    form.choices = { player: 'llm', oracle: 'llm' };
    form.protocolId = 'paper';
    expect(form.templated(seats)?.version).toBe('brainking/paper/2');
    form.loadTemplate('mine.txt', text);
    expect(form.template).toEqual({ name: 'mine.txt', text, hash: sha256Hex(text) });
    expect(form.templateProblem(seats)).toBeNull();
    const models = form.models();
    // The oracle's prompts of the same id take none: it keeps its own.
    expect(models('server', 'player').template).toEqual(form.template);
    expect(models('server', 'oracle').template).toBeUndefined();
  });

  it('is refused in a sentence when the prompts cannot fill it, and then the form cannot start', async () => {
    const form = new SeatChoices(brainking, false, 'bot', () => 'easy');
    form.choices = { player: 'llm', oracle: 'bot:rules' };
    form.loadTemplate('mine.txt', '{{history}} {{entity}}');
    expect(form.templateProblem(seats)).toMatch(/^mine\.txt cannot be used: The template uses \{\{entity\}\}, which these prompts do not fill: the slots are \{\{concept\}\}, /);
    expect(form.ready(seats)).toBe(false);
    form.protocolId = 'json';
    expect(form.templated(seats)).toBeNull();
    expect(form.templateProblem(seats)).toBe('The prompts chosen take no template: choose others, or remove mine.txt.');
    expect(form.models()('server', 'player').template).toBeUndefined();
    // With no model at the table the template does not matter.
    form.choices = { player: 'bot:bank', oracle: 'bot:rules' };
    expect(form.templateProblem(seats)).toBeNull();
  });
});
