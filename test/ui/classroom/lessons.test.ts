/** The teacher's page has a lesson for every game a person plays, and none for a game that is not there. */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/games/registry';
import { LESSONS } from '../../../src/ui/classroom/lessons';

describe('the lessons of the teacher’s page', () => {
  it('cover every game but the checks, once each', () => {
    const played = GAMES.filter((g) => !g.info.checks).map((g) => g.id).sort();
    expect(LESSONS.map((l) => l.id).sort()).toEqual(played);
  });

  it('say who sits where, what to project and how long, in sentences', () => {
    for (const { seats, project, minutes } of LESSONS) {
      expect(seats).toMatch(/^[A-Z].*\.$/);
      expect(project).toMatch(/^[A-Z].*\.$/);
      expect(minutes).toMatch(/^\d+(–\d+)? per \w+$/);
    }
  });
});
