import { describe, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import { confusion, type Metrics } from '../../../src/games/brainking-confusion/game';
import { expectFoldedSummary, seededMetrics } from '../tally';
import options from './conformance';
import { summarize } from './summary-reference';

describe('the confusion check’s tally', () => {
  it('folds the summary computed from every episode: the judged shares and the table of verdicts', async () => {
    const metrics = (await seededMetrics(confusion, options.agents, confusion.variants.map((v) => v.id), 100)) as Metrics[];
    // Some episodes not judged (a judge that forfeited), by a seeded draw.
    const rng = createRng(3);
    for (const m of metrics) if (rng.next() < 0.1) m.misled = null;
    expectFoldedSummary(confusion, metrics, summarize);
  });
});
