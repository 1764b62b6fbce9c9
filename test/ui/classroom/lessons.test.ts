/** The teacher's page has a lesson for every game a person plays, each from the game's own info. */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/games/registry';

describe('the lessons of the teacher’s page', () => {
  it('are given by every game but the checks', () => {
    expect(GAMES.filter((g) => !g.info.lesson).map((g) => g.id)).toEqual(GAMES.filter((g) => g.info.checks).map((g) => g.id));
  });

  it('say who sits where, what to project and how long, in sentences', () => {
    for (const { seats, project, minutes } of GAMES.flatMap((g) => g.info.lesson ?? [])) {
      expect(seats).toMatch(/^[A-Z].*\.$/);
      expect(project).toMatch(/^[A-Z].*\.$/);
      expect(minutes).toMatch(/^\d+(–\d+)? per \w+$/);
    }
  });
});
