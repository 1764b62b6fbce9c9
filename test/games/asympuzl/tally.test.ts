import { describe, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import { asympuzl } from '../../../src/games/asympuzl/game';
import type { Metrics } from '../../../src/games/asympuzl/types';
import { expectFoldedSummary, seededMetrics } from '../tally';
import options from './conformance';
import { summarize } from './summary-reference';

describe('AsymPuzl’s tally', () => {
  it('folds the summary computed from every episode: groups of settings, sizes and feedback, tokens', async () => {
    const metrics = (await seededMetrics(asympuzl, options.agents, asympuzl.variants.map((v) => v.id), 30)) as Metrics[];
    // Bots ask no model: some episodes get a model's token counts, drawn from a seed.
    const rng = createRng(7);
    for (const m of metrics.filter(() => rng.next() < 0.5)) {
      const count = () => ({ calls: 1 + rng.int(5), output: rng.int(400), message: rng.next() * 100 });
      m.tokens = m.setting === 'pair' ? { alice: count(), bob: count() } : { solo: count() };
      m.messageShare = rng.next();
    }
    expectFoldedSummary(asympuzl, metrics, summarize);
  });
});
