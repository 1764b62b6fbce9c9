/** What each game’s own plots show, from hand-made episodes and the games’ published tables. */
import { describe, expect, it } from 'vitest';
import { references as brainkingReferences } from '../../../src/games/brainking/references';
import { summarize as brainkingSummarize } from '../../../src/games/brainking/metrics';
import type { Metrics as BrainkingMetrics } from '../../../src/games/brainking/types';
import type { Metrics as AvalonMetrics } from '../../../src/games/avalon/types';
import type { Role } from '../../../src/games/avalon/rules';
import { game24 } from '../../../src/games/game24/game';
import { references as game24References } from '../../../src/games/game24/references';
import { avalonFigures, seatsOfInterest } from '../../../src/ui/games/avalon/plots';
import { brainkingFigures, paperModePoints, scope } from '../../../src/ui/games/brainking/plots';
import { game24Figures } from '../../../src/ui/games/game24/plots';

describe('BrainKing’s plots', () => {
  const hard = (correct: boolean, given: number): BrainkingMetrics => ({
    mode: 'hard', correct, questions: 10, rounds: correct ? 10 : 30, guessedSimilar: !correct, misleadingAnswers: given, misleadingSetting: 2, misleadingAt: [], invalid: 0, cut: 0,
  });
  const metrics = [hard(true, 0), hard(false, 2), hard(false, 2), hard(true, 1)];

  it('scope a hard run set to two misleading answers as `hard` and `k2`', () => {
    expect(scope(metrics)).toEqual(['hard', 'k2']);
    expect(scope([...metrics, { ...hard(true, 0), misleadingSetting: 3 }])).toEqual(['hard']);
    expect(scope([...metrics, { ...hard(true, 0), mode: 'easy' }])).toEqual([]);
  });

  it('mark each of the paper’s models once per mode (Table 4 repeats Table 2’s easy and medium)', () => {
    const points = paperModePoints(brainkingReferences);
    expect(points.filter((p) => p.series === 'Easy, the paper')).toHaveLength(11);
    expect(points.filter((p) => p.series === 'Broad start, the paper')).toHaveLength(11);
    expect(points.find((p) => p.series === 'Easy, the paper' && p.label === 'Claude2')).toEqual({
      series: 'Easy, the paper', x: 5.7, y: expect.closeTo(0.854, 10), source: 'Chen et al. 2024, Table 2', label: 'Claude2',
    });
  });

  it('put the run’s accuracy against its rounds, and its accuracy at k = 2 and by the misleading answers given', () => {
    const [modes, misleading] = brainkingFigures(brainkingSummarize(metrics), metrics, brainkingReferences);
    const run = modes!.points.filter((p) => p.source === undefined);
    expect(run).toEqual([expect.objectContaining({ series: 'Hard, this run', x: 20, y: 0.5 })]);
    expect(run[0]!.low).toBeGreaterThan(0);
    const set = misleading!.points.filter((p) => p.series === 'This run, by the number set');
    expect(set.map((p) => [p.x, p.y])).toEqual([[2, 0.5]]);
    const given = misleading!.points.filter((p) => p.series === 'This run, by the number given');
    expect(given.map((p) => [p.x, p.y])).toEqual([[0, 1], [1, 1], [2, 0]]);
    expect(misleading!.points.filter((p) => p.series === 'GPT4, the paper').map((p) => p.x)).toEqual([2, 3, 4]);
  });

  it('draw no misleading-answers plot for a run without hard mode', () => {
    const easy = metrics.map((m) => ({ ...m, mode: 'easy' as const, misleadingSetting: 0, misleadingAnswers: 0 }));
    expect(brainkingFigures(brainkingSummarize(easy), easy, brainkingReferences).map((f) => f.id)).toEqual(['accuracyRounds']);
  });
});

describe('Game of 24’s plot', () => {
  it('places the papers’ methods that give queries per puzzle, and a model run’s success against its queries', () => {
    const metrics = [true, true, false, false].map((solved) => ({ solved, attempts: 1, errorClass: solved ? null : ('not-24' as const), invalid: 0, cut: 0, unaryMinusAnswers: 0, method: 'io', modelQueries: 3, promptTokens: 10, completionTokens: 5 }));
    const [figure] = game24Figures(game24.summarize(metrics), game24References);
    const published = figure!.points.filter((p) => p.source !== undefined);
    expect(published.map((p) => [p.x, p.y])).toEqual([[1, 0.073], [1, 0.04], [100, 0.09], [109.1, 0.69], [1, 0.71]]);
    expect(figure!.points.filter((p) => p.source === undefined)).toEqual([expect.objectContaining({ series: 'This run', x: 3, y: 0.5 })]);
  });

  it('gives a run that asked no model no point, and says so', () => {
    const [figure] = game24Figures(game24.summarize([{ solved: true, attempts: 1, errorClass: null, invalid: 0, cut: 0, unaryMinusAnswers: 0 }]), game24References);
    expect(figure!.points.every((p) => p.source !== undefined)).toBe(true);
    expect(figure!.caption).toContain('asked no model');
  });
});

describe('Avalon’s plots', () => {
  const game = (roles: Role[], winner: 'good' | 'evil') => ({ roles, winner }) as unknown as AvalonMetrics;
  const metrics = [
    game(['merlin', 'servant', 'servant', 'assassin', 'minion'], 'good'),
    game(['assassin', 'merlin', 'servant', 'minion', 'servant'], 'good'),
    game(['servant', 'assassin', 'merlin', 'servant', 'minion'], 'evil'),
  ];

  it('count, for each role, the games its side won while a seat of interest held it', () => {
    const [byRole] = avalonFigures(metrics, [0]);
    expect(byRole!.points.map((p) => [p.x, p.y])).toEqual([['Merlin', 1], ['Servant', 0], ['Assassin', 0]]);
    expect(byRole!.caption).toContain('seat 0 (not the naive bots)');
  });

  it('count, for each seat, the games its side won, with Wilson intervals', () => {
    const [, bySeat] = avalonFigures(metrics, [0, 1, 2, 3, 4]);
    expect(bySeat!.points.map((p) => p.y)).toEqual([1 / 3, 1, 2 / 3, 0, 2 / 3]);
    expect(bySeat!.points[0]!.low).toBeCloseTo(0.0615, 3);
  });

  it('look at the seats a model or a person played, or at every seat in a run of bots', () => {
    expect(seatsOfInterest([{ seat: '0', kind: 'bot' }, { seat: '2', kind: 'llm' }])).toEqual([2]);
    expect(seatsOfInterest([{ seat: '0', kind: 'bot' }])).toEqual([0, 1, 2, 3, 4]);
  });
});
