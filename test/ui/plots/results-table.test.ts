/** A run's row among the paper's: which figure of the run fills which published column, with the games' own tables. */
import { describe, expect, it } from 'vitest';
import type { Summary } from '../../../src/core/game';
import { references as asympuzlReferences } from '../../../src/games/asympuzl/references';
import { references as avalonReferences } from '../../../src/games/avalon/references';
import { summarize as brainkingSummarize } from '../../../src/games/brainking/metrics';
import { references as brainkingReferences } from '../../../src/games/brainking/references';
import type { Metrics as BrainkingMetrics } from '../../../src/games/brainking/types';
import { game24 } from '../../../src/games/game24/game';
import { references as game24References } from '../../../src/games/game24/references';
import { scope as asympuzlScope } from '../../../src/ui/games/asympuzl/plots';
import { scope as brainkingScope } from '../../../src/ui/games/brainking/plots';
import { joinedRows, runCell, runRow } from '../../../src/ui/plots/results-table';

const stat = (id: string, value: number, interval?: { low: number; high: number }) => ({ id, label: id, value, format: 'percent' as const, ...(interval ? { interval } : {}) });
const summary = (...stats: ReturnType<typeof stat>[]): Summary => ({ episodes: 4, stats, series: [] });

describe('a run’s figure for a published column', () => {
  const run = summary(stat('success', 0.5, { low: 0.2, high: 0.8 }), stat('n5.success', 0.4));

  it('is the statistic of the same id', () => {
    expect(runCell('n5.success', run, [])).toEqual({ value: 0.4 });
  });

  it('is the run’s overall statistic for a group the whole run belongs to, and nothing for another group', () => {
    expect(runCell('own.success', run, ['own'])).toEqual({ value: 0.5, interval: { low: 0.2, high: 0.8 } });
    expect(runCell('joint.success', run, ['own'])).toBeUndefined();
  });

  it('gives an interval bound column the bound of the run’s interval', () => {
    expect(runCell('own.successLow', run, ['own'])).toEqual({ value: 0.2 });
    expect(runCell('own.successHigh', run, ['own'])).toEqual({ value: 0.8 });
    expect(runCell('n5.successLow', run, [])).toBeUndefined();
  });
});

describe('the joined table', () => {
  const [table2, , table4, table5] = brainkingReferences;
  const easy: BrainkingMetrics[] = [true, true, false, true].map((correct, i) => ({
    mode: 'easy', correct, questions: 5 + i, rounds: correct ? 5 + i : 30, guessedSimilar: false, misleadingAnswers: 0, misleadingSetting: 0, misleadingAt: [], invalid: 0, cut: 0,
  }));
  const run = brainkingSummarize(easy);

  it('puts an easy BrainKing run’s accuracy (with its interval) and rounds under Table 2’s easy columns, first and labelled as this run', () => {
    const row = runRow(table2!, run, brainkingScope(easy), 'random-bot');
    const rows = joinedRows(table2!, row);
    expect(rows).toHaveLength(table2!.rows.length + 1);
    expect(rows[0]).toMatchObject({ label: 'This run (4 episodes)', model: 'random-bot', run: true, sources: [] });
    expect(rows[0]!.cells['easy.accuracy']!.value).toBe(0.75);
    expect(rows[0]!.cells['easy.accuracy']!.interval!.low).toBeCloseTo(0.3006, 3);
    expect(rows[0]!.cells['easy.meanRounds']).toEqual({ value: (5 + 6 + 30 + 8) / 4 });
    expect(rows[0]!.cells['hard.accuracy']).toBeUndefined();
    // The paper's rows follow as published, with their source.
    expect(rows[1]).toMatchObject({ label: 'Model', model: 'BLOOM-7B', run: false, sources: [{ text: 'Chen et al. 2024, Table 2' }] });
    expect(rows[1]!.cells['easy.accuracy']).toEqual({ value: 0.433 });
  });

  it('leaves the run out of a table it has no figure for (an easy run beside Table 5’s misleading answers)', () => {
    expect(runRow(table5!, run, brainkingScope(easy), 'bot')).toBeNull();
    expect(runRow(table4!, run, brainkingScope(easy), 'bot')).not.toBeNull();
  });

  it('fills Game of 24’s success and model queries from a summary of model-played puzzles', () => {
    const metrics = [true, false].map((solved) => ({ solved, attempts: 1, errorClass: solved ? null : ('not-24' as const), invalid: 0, cut: 0, unaryMinusAnswers: 0, method: 'io', modelQueries: 2, promptTokens: 10, completionTokens: 5 }));
    const row = runRow(game24References[0]!, game24.summarize(metrics), [], 'llm')!;
    expect(row.cells.successRate!.value).toBe(0.5);
    expect(row.cells.meanModelQueries).toEqual({ value: 2 });
    expect(game24References[0]!.rows.find((r) => r.label === 'Algorithm of Thoughts')!.values).toEqual({ successRate: 0.71, meanModelQueries: 1 });
  });

  it('reads AvalonBench’s evil wins by quests and by assassination under the summary’s ids', () => {
    const baseline = avalonReferences[0]!.rows.find((r) => r.label === 'Assassin, without discussion')!;
    expect(baseline.values).toMatchObject({ win: 0.618, evilByQuests: 0.427, evilByAssassination: 0.191, assassinationAccuracy: 0.333 });
    expect(runRow(avalonReferences[0]!, summary(stat('evilByQuests', 0.3)), [], 'bots')!.cells.evilByQuests).toEqual({ value: 0.3 });
  });
});

describe('AsymPuzl’s tables for a run', () => {
  const caption = (table: number) => asympuzlReferences.find((t) => t.caption.startsWith(`Table ${table} `))!;
  const pair = (feedback: string, size = 5) => [{ setting: 'pair' as const, size, feedback: feedback as 'own' }];

  it('seat a two-agent run at N = 5 in the feedback tables under its mode, and in Table 2 only with both feedback', () => {
    expect(asympuzlScope(pair('own'), caption(1))).toEqual(['own']);
    expect(asympuzlScope(pair('own'), caption(5))).toEqual(['own']);
    expect(asympuzlScope(pair('own'), caption(2))).toBeNull();
    expect(asympuzlScope(pair('both'), caption(2))).toEqual(['n5']);
    expect(asympuzlScope(pair('both'), caption(3))).toEqual([]);
    expect(asympuzlScope(pair('own'), caption(4))).toBeNull();
  });

  it('seat a larger puzzle only by size, and a single agent only in Table 4', () => {
    expect(asympuzlScope(pair('both', 10), caption(1))).toBeNull();
    expect(asympuzlScope(pair('both', 10), caption(2))).toEqual(['n10']);
    expect(asympuzlScope(pair('both', 10), caption(3))).toBeNull();
    const single = [{ setting: 'single' as const, size: 10, feedback: 'none' as const }];
    expect(asympuzlScope(single, caption(4))).toEqual(['n10']);
    expect(asympuzlScope(single, caption(1))).toBeNull();
    expect(asympuzlScope(single, caption(2))).toBeNull();
  });
});
