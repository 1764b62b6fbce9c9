import { describe, it } from 'vitest';
import { brainking } from '../../../src/games/brainking/game';
import { expectFoldedSummary, seededMetrics } from '../tally';
import options from './conformance';
import { params } from './helpers';
import { summarize } from './summary-reference';

describe('BrainKing’s tally', () => {
  it('folds the summary computed from every episode: modes, and hard mode by misleading answers set and given', async () => {
    const variants = [...brainking.variants.map((v) => v.id), ...[3, 4].map((misleading) => ({ id: 'hard', params: params('hard', 'rules', { misleading }) }))];
    expectFoldedSummary(brainking, await seededMetrics(brainking, options.agents, variants, 25), summarize);
  });
});
