/**
 * A results plot as data: what `draw.ts` hands to Observable Plot, what the data table under
 * each plot lists, and what the compare page overlays. Shaping the data is kept apart from
 * drawing it, so each plot's content is tested without a browser.
 */
import type { Summary, SummarySeries } from '../../core/game';

/** One value of a plot: a point of a line, a marked point, or a bar. */
export interface Point {
  /** The line or group it belongs to, as the legend names it. */
  series: string;
  x: number | string;
  y: number;
  /** Its 95% interval, drawn as a band (lines) or an error bar (points, bars). */
  low?: number;
  high?: number;
  /** Where a published figure comes from (a paper and its table): drawn as a hollow mark, never as this run's. */
  source?: string;
  /** What the point is, where the series does not say it (a paper's model). */
  label?: string;
}

export interface Axis {
  label: string;
  /** Values are fractions shown as percentages. */
  percent?: boolean;
  log?: boolean;
}

export interface Figure {
  /** Stable across runs of a game, so the compare page overlays the same figure of each run. */
  id: string;
  title: string;
  /** What it shows and where its figures come from, in a sentence or two. */
  caption: string;
  /** Lines over a numeric x; points (a trade-off, a paper's models); or bars over categories. */
  kind: 'line' | 'dot' | 'bar';
  x: Axis;
  y: Axis;
  points: Point[];
}

const LOW = /Low$/;
const HIGH = /High$/;

/**
 * A line plot of every summary series, over rounds from 1. A pair of series `<id>Low` and
 * `<id>High` beside a series `<id>` is its 95% interval, drawn as a band rather than as lines.
 */
export function seriesFigures(summary: Summary, series = 'This run'): Figure[] {
  const byId = new Map(summary.series.map((s) => [s.id, s]));
  const isBound = (s: SummarySeries) => [LOW, HIGH].some((end) => end.test(s.id) && byId.has(s.id.replace(end, '')));
  return summary.series
    .filter((s) => !isBound(s))
    .map((s) => {
      const low = byId.get(`${s.id}Low`)?.values;
      const high = byId.get(`${s.id}High`)?.values;
      return {
        id: s.id,
        title: s.label,
        caption: `The run’s ${s.label.charAt(0).toLowerCase()}${s.label.slice(1)}, round by round${low && high ? ', with its 95% interval as a band' : ''}.`,
        kind: 'line',
        x: { label: 'Round' },
        y: { label: 'Value' },
        points: s.values.map((y, i) => ({ series, x: i + 1, y, ...(low && high ? { low: low[i], high: high[i] } : {}) })),
      };
    });
}

/**
 * The mean of a per-round value over episodes, at each round up to the longest episode; an
 * episode that ended earlier keeps its last value (what it had reached when it stopped).
 */
export function meanByRound(perEpisode: readonly (readonly number[])[]): number[] {
  const rounds = perEpisode.reduce((n, values) => Math.max(n, values.length), 0);
  const withValues = perEpisode.filter((values) => values.length > 0);
  return Array.from({ length: rounds }, (_, r) => withValues.reduce((sum, values) => sum + values[Math.min(r, values.length - 1)]!, 0) / withValues.length);
}

/** Figures with a game's own in place of the default ones of the same id, the game's first. */
export function mergeFigures(defaults: Figure[], own: Figure[]): Figure[] {
  const ids = new Set(own.map((f) => f.id));
  return [...own, ...defaults.filter((f) => !ids.has(f.id))];
}

/** The rows of a figure's data table, its text alternative: one per point, as the plot shows them. */
export function dataRows(figure: Figure): { series: string; x: string; y: string; interval: string; source: string }[] {
  const value = (v: number | undefined, axis: Axis) =>
    v === undefined || !Number.isFinite(v) ? '' : axis.percent ? `${(100 * v).toFixed(1)}%` : Number.isInteger(v) ? String(v) : v.toFixed(2);
  return figure.points.map((p) => ({
    series: p.label ? `${p.series}: ${p.label}` : p.series,
    x: typeof p.x === 'number' ? value(p.x, figure.x) : p.x,
    y: value(p.y, figure.y),
    interval: p.low === undefined || p.high === undefined ? '' : `${value(p.low, figure.y)} – ${value(p.high, figure.y)}`,
    source: p.source ?? '',
  }));
}
