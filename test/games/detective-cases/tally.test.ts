import { describe, it } from 'vitest';
import { detectiveCases } from '../../../src/games/detective-cases/game';
import { expectFoldedSummary, seededMetrics } from '../tally';
import options from './conformance';
import { summarize } from './summary-reference';

describe('Detective cases’ tally', () => {
  it('folds the summary computed from every episode: accuracy, the process curve, turns and forfeits', async () => {
    expectFoldedSummary(detectiveCases, await seededMetrics(detectiveCases, options.agents, detectiveCases.variants.map((v) => v.id), 60), summarize);
  });
});
