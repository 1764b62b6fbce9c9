/** A person who opens a game to play it starts on its friendly variant; the benchmark's stays first, one choice away. */
import { describe, expect, it } from 'vitest';
import { paramsOf } from '../../src/core/game';
import { GAMES, loadGame } from '../../src/games/registry';

describe('the variant a person starts on', () => {
  it('is one of the game’s own, and not the benchmark’s', async () => {
    for (const { id } of GAMES) {
      const { game } = (await loadGame(id))!;
      if (game.personVariant === undefined) continue;
      expect(game.variants.map((v) => v.id), id).toContain(game.personVariant);
      expect(game.personVariant, id).not.toBe(game.variants[0]!.id);
    }
  });

  it('gives Game of 24 a few tries, and a detective an accusation whenever ready', async () => {
    const game24 = (await loadGame('game24'))!.game;
    expect((paramsOf(game24, game24.personVariant!) as { attempts: number }).attempts).toBeGreaterThan(1);
    const detective = (await loadGame('detective-cases'))!.game;
    expect(paramsOf(detective, detective.personVariant!)).toMatchObject({ earlyAccusation: true });
  });
});
