import { describe, it } from 'vitest';
import { situationPuzzles } from '../../../src/games/situation-puzzles/game';
import { expectFoldedSummary, seededMetrics } from '../tally';
import options from './conformance';
import { summarize } from './summary-reference';

describe('Situation puzzles’ tally', () => {
  it('folds the summary computed from every episode: F1, the process curve, the verdicts', async () => {
    expectFoldedSummary(situationPuzzles, await seededMetrics(situationPuzzles, options.agents, situationPuzzles.variants.map((v) => v.id), 60), summarize);
  });
});
