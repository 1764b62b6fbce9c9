import { describe, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import { oracleCheck, type CheckMetrics } from '../../../src/games/brainking-oracle-check/game';
import { expectFoldedSummary, seededMetrics } from '../tally';
import options from './conformance';
import { summarize } from './summary-reference';

describe('the oracle check’s tally', () => {
  it('folds the summary computed from every episode: agreement overall and per question, and the table', async () => {
    const metrics = (await seededMetrics(oracleCheck, options.agents, oracleCheck.variants.map((v) => v.id), 100)) as CheckMetrics[];
    // The rules oracle agrees with the data: some answers disagree, by a seeded draw, as a model's would.
    const rng = createRng(5);
    for (const m of metrics) {
      for (const id of Object.keys(m.agrees)) if (rng.next() < 0.2) m.agrees[id] = false;
      m.agreed = Object.values(m.agrees).filter(Boolean).length;
    }
    expectFoldedSummary(oracleCheck, metrics, summarize);
  });
});
