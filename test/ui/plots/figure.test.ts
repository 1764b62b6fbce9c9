/** What goes into the default plots: a line per summary series, a band for its interval, and the data table beside each plot. */
import { describe, expect, it } from 'vitest';
import type { Summary } from '../../../src/core/game';
import { dataRows, meanByRound, mergeFigures, seriesFigures, type Figure } from '../../../src/ui/plots/figure';

const summary: Summary = {
  episodes: 3,
  stats: [],
  series: [
    { id: 'successByTurn', label: 'Success within K turns', values: [0.1, 0.4] },
    { id: 'processCurve', label: 'Key questions resolved', values: [0.2, 0.5] },
    { id: 'processCurveLow', label: 'low', values: [0.1, 0.3] },
    { id: 'processCurveHigh', label: 'high', values: [0.3, 0.7] },
  ],
};

describe('the default plots of a summary', () => {
  it('draw every series as a line over rounds from 1, and a Low/High pair as the band of its series', () => {
    const figures = seriesFigures(summary);
    expect(figures.map((f) => f.id)).toEqual(['successByTurn', 'processCurve']);
    expect(figures[0]!.points).toEqual([
      { series: 'This run', x: 1, y: 0.1 },
      { series: 'This run', x: 2, y: 0.4 },
    ]);
    expect(figures[1]!.points).toEqual([
      { series: 'This run', x: 1, y: 0.2, low: 0.1, high: 0.3 },
      { series: 'This run', x: 2, y: 0.5, low: 0.3, high: 0.7 },
    ]);
    expect(figures[1]!.caption).toContain('95% interval as a band');
    expect(figures[0]!.caption).not.toContain('band');
  });

  it('keep a Low series without its base as a line of its own', () => {
    const lone = seriesFigures({ episodes: 1, stats: [], series: [{ id: 'speedLow', label: 'Speed, low', values: [1] }] });
    expect(lone.map((f) => f.id)).toEqual(['speedLow']);
  });

  it('give way to a game’s figure of the same id, the game’s first', () => {
    const own: Figure = { ...seriesFigures(summary)[1]!, title: 'Own' };
    expect(mergeFigures(seriesFigures(summary), [own]).map((f) => `${f.id}:${f.title}`)).toEqual(['processCurve:Own', 'successByTurn:Success within K turns']);
  });
});

describe('a mean by round', () => {
  it('keeps an episode that ended at its last value, and skips an episode without any', () => {
    expect(meanByRound([[1, 3], [2], []])).toEqual([1.5, 2.5]);
  });
});

describe('a plot’s data table', () => {
  it('lists every point as the axes show it, with its interval and where a published one comes from', () => {
    const figure: Figure = {
      id: 'f', title: 'F', caption: '', kind: 'dot', x: { label: 'Rounds' }, y: { label: 'Accuracy', percent: true },
      points: [
        { series: 'This run', x: 12.345, y: 0.5, low: 0.25, high: 0.75 },
        { series: 'Easy, the paper', x: 10, y: 0.854, source: 'Chen et al. 2024, Table 2', label: 'Claude2' },
      ],
    };
    expect(dataRows(figure)).toEqual([
      { series: 'This run', x: '12.35', y: '50.0%', interval: '25.0% – 75.0%', source: '' },
      { series: 'Easy, the paper: Claude2', x: '10', y: '85.4%', interval: '', source: 'Chen et al. 2024, Table 2' },
    ]);
  });
});
