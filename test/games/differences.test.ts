/** The rules pages' tables of differences from the paper and the authors' code. */
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../src/games/module';
import avalon from '../../src/games/avalon/index';
import detective from '../../src/games/detective-cases/index';
import game24 from '../../src/games/game24/index';
import guessNumber from '../../src/games/guess-number/index';
import situation from '../../src/games/situation-puzzles/index';

const text = (module: GameModule) => (module.rules?.differences ?? []).map((row) => Object.values(row).join(' ')).join('\n');

describe('each game’s differences from the paper and the authors’ code', () => {
  it('fills what, theirs, ours and why in every row', () => {
    for (const module of [avalon, detective, game24, guessNumber, situation]) {
      expect(module.rules?.differences?.length).toBeGreaterThan(0);
      for (const row of module.rules!.differences!) for (const field of [row.what, row.theirs, row.ours, row.why]) expect(field.trim().length).toBeGreaterThan(3);
    }
  });

  it('names the quirks the comparison with the authors’ code found', () => {
    expect(text(avalon)).toMatch(/paper .*not how each player voted.*authors’ code .*sends every vote/);
    expect(text(guessNumber)).toMatch(/ValueError/);
    expect(text(guessNumber)).toMatch(/Unicode decimal digit/);
    expect(text(detective)).toMatch(/Name\\n.* loses the turn/);
    expect(text(detective)).toMatch(/A\\rB.* reads B/);
    expect(text(game24)).toMatch(/test_output/);
  });
});
