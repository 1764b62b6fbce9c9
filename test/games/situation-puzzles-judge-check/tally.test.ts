import { describe, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import { judgeCheck, type CheckMetrics } from '../../../src/games/situation-puzzles-judge-check/game';
import type { Reply } from '../../../src/games/situation-puzzles/types';
import { expectFoldedSummary, seededMetrics } from '../tally';
import options from './conformance';
import { summarize } from './summary-reference';

describe('the judge check’s tally', () => {
  it('folds the summary computed from every episode: agreement overall and by the data’s answer, and the table', async () => {
    const metrics = (await seededMetrics(judgeCheck, options.agents, judgeCheck.variants.map((v) => v.id), 100)) as CheckMetrics[];
    // The rules judge agrees with the data: some replies are others, by a seeded draw, as a model's would be.
    const rng = createRng(9);
    const replies: Reply[] = ['Yes', 'No', 'Unknown', 'not-a-question'];
    for (const m of metrics) for (const a of m.answers) if (rng.next() < 0.3) (a.reply = rng.pick(replies), (a.resolved = rng.next() < 0.5));
    expectFoldedSummary(judgeCheck, metrics, summarize);
  });
});
