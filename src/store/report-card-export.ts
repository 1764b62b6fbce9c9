/**
 * A report card written out: Markdown for a paper's appendix or an issue, and one self-contained
 * HTML file (its style and plots inline, no script, nothing fetched) to send or archive. Text that
 * came from a model or a file is escaped, never read as markup.
 */
import { formatStat } from '../core/stats';
import type { CardRow, LineFigures, PublishedFigure, ReportCard } from '../run/report-card';

const percent = (v: number) => (Number.isFinite(v) ? `${(100 * v).toFixed(1)}%` : '–');
const amount = (v: number, decimals = 1) => (Number.isFinite(v) ? v.toFixed(decimals) : '–');

/** The headline of a line as text: `42.0% (95% CI 30.1–54.9%)`, or why there is none. */
export function figureText(f: LineFigures): string {
  const h = f.headline;
  if (!h || !Number.isFinite(h.value)) return f.episodes ? 'no finished episode' : 'not played';
  const show = (v: number) => formatStat(v, h.format, 3);
  return h.interval ? `${show(h.value)} (95% CI ${show(h.interval.low)}–${show(h.interval.high)})` : show(h.value);
}

/** What a line is: the protocol (marked as the paper's or constrained), or the bot. */
export function lineLabel(f: LineFigures): string {
  const { kind, protocol } = f.line;
  if (kind === 'bot') return `bot ${protocol}`;
  return kind === 'paper' ? `${protocol} (paper's protocol)` : kind === 'constrained' ? `${protocol} (constrained)` : protocol;
}

const published = (f: PublishedFigure) => `${f.model}, ${f.setting}: ${formatStat(f.value, f.format, 3)}`;

/** The columns of a line's row, the same in both formats. */
function cells(row: CardRow, f: LineFigures, first: boolean): string[] {
  return [
    first ? `${row.title} (${row.variant})` : '',
    lineLabel(f),
    figureText(f),
    String(f.episodes),
    percent(f.invalidRate),
    percent(f.cutRate),
    percent(f.forfeitRate),
    amount(f.tokensPerMove),
    Number.isFinite(f.msPerMove) ? `${(f.msPerMove / 1000).toFixed(2)} s` : '–',
  ];
}

const HEADINGS = ['Benchmark', 'Line', 'Figure (95% CI)', 'Episodes', 'Invalid moves', 'Cut replies', 'Forfeits', 'Tokens per move', 'Time per move'];

/** What the card's lines played, in a sentence. */
const scope = (card: ReportCard) =>
  card.episodes === null
    ? "Stored runs of each benchmark in its paper's setting, with the episodes each played."
    : `${card.episodes} episode${card.episodes === 1 ? '' : 's'} a line, each benchmark in its paper's setting; the bots played the same setups.`;

const mdCell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function cardMarkdown(card: ReportCard): string {
  const line = (values: string[]) => `| ${values.map(mdCell).join(' | ')} |`;
  const out = [
    `# Report card: ${mdCell(card.model)}`,
    '',
    `${scope(card)}`,
    '',
    line(HEADINGS),
    line(HEADINGS.map(() => '---')),
  ];
  for (const row of card.rows) {
    row.lines.forEach((f, i) => out.push(line(cells(row, f, i === 0))));
    for (const f of row.bots) out.push(line(cells(row, f, false)));
  }
  out.push('', '## Published figures', '');
  for (const row of card.rows) {
    if (!row.paper.length && !row.review.length) continue;
    out.push(`**${mdCell(row.title)}** (${mdCell(row.measure)})`, '');
    for (const f of row.paper) out.push(`- ${mdCell(published(f))} (${mdCell(f.source)})`);
    for (const f of row.review) out.push(`- ${mdCell(published(f))} (reported in a review of the paper, not its tables)`);
    out.push('');
  }
  const none = card.rows.filter((r) => !r.paper.length && !r.review.length).map((r) => r.title);
  if (none.length) out.push(`No published figure to compare: ${none.join(', ')}.`, '');
  return out.join('\n');
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A row's figures on one axis, as inline SVG: each line's value and interval, the bots' as open
 * marks, the published figures as ticks. Proportions span 0–100%; other figures their own range.
 */
export function rowPlot(row: CardRow): string {
  const lines = [...row.lines, ...row.bots].filter((f) => f.headline && Number.isFinite(f.headline.value));
  const marks = [...row.paper, ...row.review];
  if (!lines.length && !marks.length) return '';
  const values = [...lines.flatMap((f) => [f.headline!.value, f.headline!.interval?.low ?? f.headline!.value, f.headline!.interval?.high ?? f.headline!.value]), ...marks.map((m) => m.value)];
  const proportion = [...lines.map((f) => f.headline!.format), ...marks.map((m) => m.format)].every((f) => f === 'percent');
  const [low, high] = proportion ? [0, 1] : [Math.min(0, ...values), Math.max(...values) || 1];
  const width = 320;
  const x = (v: number) => (8 + ((v - low) / (high - low || 1)) * (width - 16)).toFixed(1);
  const rowHeight = 16;
  const height = (lines.length + (marks.length ? 1 : 0)) * rowHeight + 8;
  const parts = lines.map((f, i) => {
    const y = 10 + i * rowHeight;
    const h = f.headline!;
    const bar = h.interval ? `<line x1="${x(h.interval.low)}" x2="${x(h.interval.high)}" y1="${y}" y2="${y}" stroke="currentColor" stroke-width="2"/>` : '';
    const fill = f.line.kind === 'bot' ? 'none' : 'currentColor';
    return `${bar}<circle cx="${x(h.value)}" cy="${y}" r="4" fill="${fill}" stroke="currentColor"><title>${escape(`${lineLabel(f)}: ${figureText(f)}`)}</title></circle>`;
  });
  const y = 10 + lines.length * rowHeight;
  for (const m of marks) parts.push(`<line x1="${x(m.value)}" x2="${x(m.value)}" y1="${y - 6}" y2="${y + 6}" stroke="#b45309" stroke-width="2"><title>${escape(published(m))}</title></line>`);
  const label = `${row.title}: ${lines.map((f) => `${lineLabel(f)} ${figureText(f)}`).join('; ')}`;
  return `<svg role="img" aria-label="${escape(label)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

export function cardHtml(card: ReportCard): string {
  const rows = card.rows.flatMap((row) => {
    const all = [...row.lines, ...row.bots];
    const publishedCell = [...row.paper.map((f) => `${published(f)} (${f.source})`), ...row.review.map((f) => `${published(f)} (reported in a review of the paper)`)];
    return all.map((f, i) => {
      const tds = cells(row, f, i === 0).map((text, j) => (j === 0 ? `<th scope="row">${escape(text)}</th>` : `<td>${escape(text)}</td>`));
      const extra = i === 0
        ? `<td rowspan="${all.length}">${publishedCell.length ? `<ul>${publishedCell.map((t) => `<li>${escape(t)}</li>`).join('')}</ul>` : 'none published'}</td><td rowspan="${all.length}">${rowPlot(row)}</td>`
        : '';
      return `<tr class="${f.line.kind}">${tds.join('')}${extra}</tr>`;
    });
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Report card: ${escape(card.model)}</title>
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 1rem; color: #111; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; }
th, td { border-top: 1px solid #ccc; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
tr.bot td, tr.bot th { color: #555; }
ul { margin: 0; padding-left: 1rem; }
svg { display: block; color: #1d4ed8; }
</style></head><body>
<h1>Report card: ${escape(card.model)}</h1>
<p>${escape(scope(card))} Filled dots are the model's lines with their 95% intervals, open ones the bots', orange ticks the published figures.</p>
<div class="scroll"><table>
<thead><tr>${HEADINGS.map((h) => `<th scope="col">${h}</th>`).join('')}<th scope="col">Published</th><th scope="col">Plot</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
</table></div>
</body></html>
`;
}
