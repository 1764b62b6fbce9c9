/** The compare page's figures: each run's statistics, the difference from the first run, whether the intervals overlap; and plots overlaid. */
import { describe, expect, it } from 'vitest';
import type { Summary } from '../../../src/core/game';
import { compareStats, episodeStats, overlap, overlayFigures, runNames, whyNotComparable } from '../../../src/ui/plots/compare';
import type { Figure } from '../../../src/ui/plots/figure';

const summary = (solved: number, low: number, high: number, extra = false): Summary => ({
  episodes: 10,
  stats: [
    { id: 'solveRate', label: 'Solved', value: solved, interval: { low, high }, format: 'percent' },
    { id: 'meanGuesses', label: 'Mean guesses', value: solved * 10, format: 'number' },
    ...(extra ? [{ id: 'extra', label: 'Only here', value: 1, format: 'count' as const }] : []),
  ],
  series: [],
});

describe('comparing runs', () => {
  it('gives each statistic by run, the difference from the first run, and whether the 95% intervals overlap', () => {
    const rows = compareStats([
      { label: 'Run 1', summary: summary(0.5, 0.3, 0.7) },
      { label: 'Run 2', summary: summary(0.9, 0.75, 0.97, true) },
      { label: 'Run 3', summary: summary(0.6, 0.4, 0.8) },
    ]);
    expect(rows.map((r) => r.id)).toEqual(['solveRate', 'meanGuesses', 'extra']);
    const [solved, guesses, extra] = rows;
    expect(solved!.stats.map((s) => s?.value)).toEqual([0.5, 0.9, 0.6]);
    expect(solved!.differences[0]).toBeUndefined();
    expect(solved!.differences[1]).toBeCloseTo(0.4);
    expect(solved!.differences[2]).toBeCloseTo(0.1);
    expect(solved!.overlaps).toEqual([undefined, false, true]);
    // No interval, no verdict on overlap; a statistic one run lacks has no difference.
    expect(guesses!.overlaps).toEqual([undefined, undefined, undefined]);
    expect(extra!.stats.map((s) => s?.value)).toEqual([undefined, 1, undefined]);
    expect(extra!.differences).toEqual([undefined, undefined, undefined]);
  });

  it('tests two runs pair by pair on the setups both played', () => {
    // Each episode's statistics are its summary as a batch of one: solved or not, and its guesses.
    const summarize = (metrics: { solved: boolean }[]): Summary => summary(metrics.filter((m) => m.solved).length / metrics.length, 0, 1);
    const episodes = (solved: boolean[], seed = 1) => solved.map((s, i) => ({ seed: seed + i, setup: { secret: i }, metrics: { solved: s } }));
    const first = episodeStats(episodes([true, false, false, false, false, false]), summarize as never);
    const second = episodeStats(episodes([true, true, true, true, true, true]), summarize as never);
    const elsewhere = episodeStats(episodes([true, true], 100), summarize as never);
    const rows = compareStats([
      { label: 'Run 1', summary: summary(1 / 6, 0, 1), byEpisode: first },
      { label: 'Run 2', summary: summary(1, 0, 1), byEpisode: second },
      { label: 'Run 3', summary: summary(1, 0, 1), byEpisode: elsewhere },
    ]);
    // Five pairs the second run won, none the first: McNemar's exact p = 2 × ½⁵.
    expect(rows[0]!.paired[1]).toMatchObject({ test: 'mcnemar', pairs: 6, p: 2 / 32 });
    // Means are tested by a paired t-test; a run on other setups has no pair.
    expect(rows[1]!.paired[1]).toMatchObject({ test: 't', pairs: 6 });
    expect(rows[0]!.paired[2]).toBeUndefined();
  });

  it('counts intervals that touch as overlapping', () => {
    expect(overlap({ low: 0.1, high: 0.3 }, { low: 0.3, high: 0.5 })).toBe(true);
    expect(overlap({ low: 0.1, high: 0.29 }, { low: 0.3, high: 0.5 })).toBe(false);
  });

  it('refuses fewer than two runs and runs of different games, in a sentence', () => {
    const title = (id: string) => ({ 'guess-number': 'Guess Number', game24: 'Game of 24' })[id] ?? id;
    expect(whyNotComparable([{ game: 'game24' }], title)).toBe('Choose at least two runs to compare.');
    expect(whyNotComparable([{ game: 'game24' }, { game: 'guess-number' }, { game: 'game24' }], title)).toBe(
      'These runs are of different games (Game of 24, Guess Number): only runs of the same game can be compared.',
    );
    expect(whyNotComparable([{ game: 'game24' }, { game: 'game24' }], title)).toBeNull();
  });
});

describe('overlaid plots', () => {
  const figure = (points: Figure['points']): Figure => ({ id: 'f', title: 'F', caption: '', kind: 'line', x: { label: 'x' }, y: { label: 'y' }, points });
  const paper = { series: 'GPT-4', x: 1, y: 0.7, source: 'Sel et al. 2023, Table 1' };

  it('name each run’s points by the run (and their series, where it has several) and keep a published point once', () => {
    const overlaid = overlayFigures([
      { label: 'Run 1', figures: [figure([paper, { series: 'This run', x: 1, y: 0.2 }])] },
      { label: 'Run 2', figures: [figure([paper, { series: 'This run', x: 1, y: 0.4 }, { series: 'Max-entropy bot', x: 1, y: 0.5 }])] },
    ]);
    expect(overlaid).toHaveLength(1);
    expect(overlaid[0]!.points).toEqual([
      paper,
      { series: 'Run 1', x: 1, y: 0.2 },
      { series: 'Run 2: This run', x: 1, y: 0.4 },
      { series: 'Run 2: Max-entropy bot', x: 1, y: 0.5 },
    ]);
  });

  it('keep a figure only one run has', () => {
    const other = { ...figure([{ series: 'This run', x: 1, y: 1 }]), id: 'g' };
    expect(overlayFigures([{ label: 'Run 1', figures: [] }, { label: 'Run 2', figures: [other] }]).map((f) => f.id)).toEqual(['g']);
  });
});

describe('the names of compared runs', () => {
  const model = (name: string, protocol: string, temperature = 0) => ({ seat: 'player', kind: 'llm' as const, name, settings: { protocol, temperature } });
  it('names each run by its players, and by what differs of its variant, prompts and temperature', () => {
    expect(runNames([
      { variant: 'ar-bench', players: [model('qwen', 'paper')] },
      { variant: 'ar-bench', players: [model('qwen', 'json')] },
      { variant: 'ar-bench', players: [{ seat: 'player', kind: 'bot', name: 'max-entropy' }] },
    ])).toEqual(['qwen · paper prompts', 'qwen · json prompts', 'max-entropy']);
    expect(runNames([
      { variant: 'ar-bench', players: [model('qwen', 'paper', 0)] },
      { variant: 'early-stop', players: [model('qwen', 'paper', 1)] },
    ])).toEqual(['qwen · ar-bench · temperature 0', 'qwen · early-stop · temperature 1']);
  });

  it('tells runs alike in all of these apart by their position', () => {
    const run = { variant: 'v', players: [{ seat: 'player', kind: 'human' as const, name: 'Ada' }] };
    expect(runNames([run, run])).toEqual(['person (run 1)', 'person (run 2)']);
  });
});
