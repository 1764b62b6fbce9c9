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

  it('is set for every game a person plays rather than judges: no game opens a person on its benchmark’s setting', async () => {
    for (const id of ['game24', 'detective-cases', 'situation-puzzles', 'avalon', 'asympuzl', 'brainking']) {
      expect((await loadGame(id))!.game.personVariant, id).toBeDefined();
    }
    const avalon = (await loadGame('avalon'))!.game;
    expect(paramsOf(avalon, avalon.personVariant!)).toMatchObject({ fixedSeat: null, voteHistory: true });
    const puzzles = (await loadGame('situation-puzzles'))!;
    expect(paramsOf(puzzles.game, puzzles.game.personVariant!)).toMatchObject({ earlyExplanation: true, verdict: true });
    expect(puzzles.defaultSeats?.[puzzles.game.personVariant!]).toEqual({ judge: 'bot:story' });
    const detective = (await loadGame('detective-cases'))!;
    expect(Object.values(detective.defaultSeats![detective.game.personVariant!]!)).toEqual(Array(5).fill('bot:speaking'));
  });

  it('gives Game of 24 a few tries, and a detective an accusation whenever ready', async () => {
    const game24 = (await loadGame('game24'))!.game;
    expect((paramsOf(game24, game24.personVariant!) as { attempts: number }).attempts).toBeGreaterThan(1);
    const detective = (await loadGame('detective-cases'))!.game;
    expect(paramsOf(detective, detective.personVariant!)).toMatchObject({ earlyAccusation: true });
  });
});
