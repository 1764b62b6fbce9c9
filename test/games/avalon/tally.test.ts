import { describe, it } from 'vitest';
import { avalon } from '../../../src/games/avalon/game';
import { expectFoldedSummary, seededMetrics } from '../tally';
import options from './conformance';
import { summarize } from './summary-reference';

const variants = avalon.variants.map((v) => v.id);

describe('Avalon’s tally', () => {
  it('folds the summary computed from every episode, with every role dealt (the Servants scored)', async () => {
    expectFoldedSummary(avalon, await seededMetrics(avalon, options.agents, variants, 25), summarize);
  });

  it('folds the summary computed from every episode, each with its fixed seat (that seat scored)', async () => {
    const fixed = avalon.variants.filter((v) => (v.params as { fixedSeat: number | null }).fixedSeat !== null).map((v) => v.id);
    expectFoldedSummary(avalon, await seededMetrics(avalon, options.agents, fixed, 40), summarize);
  });
});
