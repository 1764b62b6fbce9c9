import { describe, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import { ERROR_CLASSES } from '../../../src/games/game24/check';
import { game24, type Metrics } from '../../../src/games/game24/game';
import { expectFoldedSummary, seededMetrics } from '../tally';
import options from './conformance';
import { summarize } from './summary-reference';

describe('The Game of 24’s tally', () => {
  it('folds the summary computed from every episode, with models’ costs, searches’ candidates and errors', async () => {
    const metrics = (await seededMetrics(game24, options.agents, game24.variants.map((v) => v.id), 60)) as Metrics[];
    // The solver asks no model, searches nothing and never errs: some episodes get what models give, drawn from a seed.
    const rng = createRng(11);
    for (const m of metrics) {
      if (rng.next() < 0.3) Object.assign(m, { solved: false, totSolved: rng.next() < 0.2, errorClass: rng.pick(ERROR_CLASSES).id, unaryMinusAnswers: rng.int(2) });
      if (rng.next() < 0.4) Object.assign(m, { method: 'cot', modelQueries: 1 + rng.int(10), promptTokens: rng.int(2000), completionTokens: rng.int(500) });
      if (rng.next() < 0.3) Object.assign(m, { firstCandidateSolved: rng.next() < 0.5, anyCandidateSolved: rng.next() < 0.7 });
    }
    expectFoldedSummary(game24, metrics, summarize);
  });
});
