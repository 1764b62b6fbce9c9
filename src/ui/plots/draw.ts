/**
 * Draws a figure with Observable Plot. Plot (and d3 with it) is imported here only, on demand,
 * so it loads with the first results shown and never with the first page.
 */
import type { Axis, Figure, Point } from './figure';

const WIDTH = 640;
const HEIGHT = 340;
const LEGEND_LINE = 14;

/** The projector view's plots: up to twice as wide, their text half as large again (18 px), with room in the margins for it. */
const PROJECTED = { width: 1280, scale: 1.5 };

const scale = ({ label, percent, log }: Axis) => ({ label, ...(percent ? { percent: true } : {}), ...(log ? { type: 'log' as const } : {}) });

/**
 * The figure as an SVG element, its legend inside it so that an exported file keeps it; `width`
 * at most the screen's, so that its text is drawn at its own size, never scaled down on a phone.
 * `projected`: for the projector view, wider where the screen allows and with larger text.
 */
export async function drawFigure(figure: Figure, width = WIDTH, projected = false): Promise<SVGSVGElement> {
  const k = projected ? PROJECTED.scale : 1;
  const legendLine = LEGEND_LINE * k;
  const Plot = await import('@observablehq/plot');
  const { points } = figure;
  const own = points.filter((p) => p.source === undefined);
  const published = points.filter((p) => p.source !== undefined);
  const bounded = points.filter((p) => p.low !== undefined && p.high !== undefined);
  const names = [...new Set(points.map((p) => p.series))];
  const isPublished = new Set(published.map((p) => p.series));
  const title = (p: Point) => `${p.label ? `${p.series}: ${p.label}` : p.series}${p.source ? ` (${p.source})` : ''}`;
  // The legend sits between the y axis's label, at the very top, and the frame.
  const marginTop = 30 * k + legendLine * names.length;
  // One entry per series above the frame: a filled mark for the run's, a hollow one for a paper's.
  const legend = names.map((name, i) =>
    Plot.text([name], { frameAnchor: 'top-left', dy: -marginTop + 24 * k + legendLine * i, textAnchor: 'start', facet: 'super', text: (d: string) => `${isPublished.has(d) ? '○' : '●'} ${d}`, fill: (d: string) => d }),
  );
  const xOrder = [...new Set(points.map((p) => p.x))];
  const grouped = figure.kind === 'bar' && names.length > 1;

  const marks =
    figure.kind === 'bar'
      ? [
          Plot.barY(points, { x: grouped ? 'series' : 'x', fx: grouped ? 'x' : undefined, y: 'y', fill: 'series', title }),
          Plot.ruleX(bounded, { x: grouped ? 'series' : 'x', fx: grouped ? 'x' : undefined, y1: 'low', y2: 'high', stroke: 'currentColor' }),
          Plot.ruleY([0]),
        ]
      : figure.kind === 'line'
        ? [
            Plot.areaY(bounded, { x: 'x', y1: 'low', y2: 'high', fill: 'series', fillOpacity: 0.15 }),
            Plot.lineY(own, { x: 'x', y: 'y', stroke: 'series' }),
            Plot.lineY(published, { x: 'x', y: 'y', stroke: 'series', strokeDasharray: '4 3' }),
            Plot.dot(own, { x: 'x', y: 'y', fill: 'series', r: 2, title }),
            Plot.dot(published, { x: 'x', y: 'y', stroke: 'series', r: 3.5, title }),
          ]
        : [
            Plot.ruleX(bounded, { x: 'x', y1: 'low', y2: 'high', stroke: 'series' }),
            Plot.dot(published, { x: 'x', y: 'y', stroke: 'series', r: 4, title }),
            Plot.dot(own, { x: 'x', y: 'y', fill: 'series', symbol: 'diamond', r: 6, title }),
          ];

  const svg = Plot.plot({
    width: Math.min(projected ? PROJECTED.width : WIDTH, Math.max(width, 280)),
    height: HEIGHT * k + legendLine * names.length,
    marginTop,
    marginLeft: 56 * k,
    marginBottom: 40 * k,
    ariaLabel: figure.title,
    ariaDescription: figure.caption,
    x: grouped ? { axis: null } : { ...scale(figure.x), ...(figure.kind === 'bar' ? { domain: xOrder } : {}) },
    fx: grouped ? { label: figure.x.label, domain: xOrder } : undefined,
    y: { ...scale(figure.y), grid: true, ...(figure.kind === 'bar' && !figure.y.log ? { zero: true } : {}) },
    color: { domain: names },
    marks: [...marks, ...legend],
  }) as SVGSVGElement;
  // Plot's own <style> element is inline CSS, which the app's Content-Security-Policy refuses; app.css sets the same.
  svg.querySelector('style')?.remove();
  return svg;
}
