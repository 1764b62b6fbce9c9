/**
 * A report card written out: the same columns, each defined on the card, in Markdown for a
 * paper's appendix, in one self-contained HTML file (its style and plots inline, no script,
 * nothing fetched) and on the app's pages, which show `cardCells` as the files do. Text that came
 * from a model or a file is escaped, never read as markup.
 */
import type { SummaryStat } from '../core/game';
import { formatStat } from '../core/stats';
import type { CardRow, LineFigures, PublishedFigure, ReportCard } from './report-card';

/** A column of the card: its heading and what it counts. */
export interface CardColumn {
  heading: string;
  definition: string;
  /** A figure, set right in a table. */
  numeric: boolean;
}

export const CARD_COLUMNS: readonly CardColumn[] = [
  { heading: 'Benchmark', definition: 'the benchmark in its paper’s setting (the variant in brackets), and what its figure measures.', numeric: false },
  {
    heading: 'Line',
    definition: 'who played: the model by the paper’s protocol, by a protocol that holds its replies to a grammar or a JSON Schema (constrained) or by another, or one of the game’s bots on the model’s setups (the same seeds).',
    numeric: false,
  },
  {
    heading: 'Figure (95% CI)',
    definition: 'the benchmark’s headline over the finished episodes, forfeited ones counted with their result, with its 95% interval; where there is none, why.',
    numeric: false,
  },
  { heading: 'n', definition: 'the finished episodes the figure rests on.', numeric: true },
  {
    heading: 'Episodes',
    definition: 'the episodes the line ended: the n finished and those that ran out of context; interrupted ones, which a resumed run plays again, are given apart.',
    numeric: true,
  },
  { heading: 'Context full', definition: 'episodes ended because the prompt and the reply budget outgrew the model’s context.', numeric: true },
  { heading: 'Forfeits', definition: 'finished episodes a seat of the line lost by using up the game’s error allowance, of n.', numeric: true },
  {
    heading: 'Invalid moves',
    definition: 'attempts the game refused as breaking its rules, of all the line’s attempts (accepted moves, refused ones and replies cut at the token limit); a cut reply is not an invalid move.',
    numeric: true,
  },
  {
    heading: 'Cut replies',
    definition: 'replies the token limit stopped (finish reason “length”), of the replies the model gave; a call the context check refused before sending, or one that failed, reached no model and is not counted.',
    numeric: true,
  },
  { heading: 'Tokens per reply', definition: 'tokens the model wrote per reply, the replies whose move was refused or cut off included.', numeric: true },
  { heading: 'Time per reply', definition: 'model time per reply, from the request to the last token.', numeric: true },
  {
    heading: 'Against the best bot',
    definition: 'the line’s figure minus that of the bot line with the best one, on the setups both played, and the two-sided p of a paired test: an exact McNemar test where each episode scores 0 or 1, a paired t-test otherwise.',
    numeric: false,
  },
];

/** How the intervals are made, for the card's notes. */
export const INTERVALS =
  'Intervals: Wilson’s for a share of episodes; Student’s t for a mean over episodes (an F1 score, a deduction accuracy), which holds at small n; for answers pooled over episodes (a check’s agreement), Wilson’s at the effective number of answers, clustered by episode (Korn and Graubard, 1998).';

const percent = (v: number) => `${(100 * v).toFixed(1)}%`;
/** A count of a whole, as a share with both numbers: `25.0% (1/4)`; a dash where the whole is none. */
const share = (part: number, whole: number) => (whole ? `${percent(part / whole)} (${part}/${whole})` : '–');

/** The headline of a line as text: `42.0% (30.1–54.9%)`, or why there is none. */
export function figureText(f: LineFigures): string {
  const h = f.headline;
  if (!h || f.missing) return f.missing ?? 'no figure';
  const show = (v: number) => formatStat(v, h.format, 3);
  if (!h.interval) return show(h.value);
  if (!Number.isFinite(h.interval.low) || !Number.isFinite(h.interval.high)) return `${show(h.value)} (no interval from one episode)`;
  return `${show(h.value)} (${show(h.interval.low)}–${show(h.interval.high)})`;
}

/**
 * How a format writes the card's text: `text` for the card's own words, `code` for what a record
 * holds as given (a model's name, a protocol or bot's id, an engine), so that none of it is read
 * as markup. The pages write both as they are: Svelte escapes them.
 */
interface CardWriter {
  text(text: string): string;
  code(text: string): string;
}

const PLAIN: CardWriter = { text: (text) => text, code: (text) => text };

/** What a line is: the protocol (marked as the paper's or constrained), or the bot. */
export function lineLabel(f: Pick<LineFigures, 'line'>, write: CardWriter = PLAIN): string {
  const { kind, protocol } = f.line;
  if (kind === 'bot') return `${write.text('bot ')}${write.code(protocol)}`;
  const mark = kind === 'paper' ? " (paper's protocol)" : kind === 'constrained' ? ' (constrained)' : '';
  return `${write.code(protocol)}${mark && write.text(mark)}`;
}

/** A difference of two figures: points for shares, the figure's own units otherwise. */
function difference(value: number, format: SummaryStat['format']): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±';
  return format === 'percent' ? `${sign}${(100 * Math.abs(value)).toFixed(1)} points` : `${sign}${Math.abs(value).toFixed(3)}`;
}

const pValue = (p: number) => (Number.isNaN(p) ? 'no test from one pair' : p < 0.001 ? 'p < 0.001' : `p = ${p.toPrecision(2)}`);

/** A model line against the best bot line, in words; "best bot" on that bot's own row. */
export function againstBotText(row: CardRow, f: LineFigures): string {
  if (f.line.kind === 'bot') return row.lines.some((l) => l.againstBot?.bot === f.line.protocol) ? 'the best bot' : '';
  const against = f.againstBot;
  if (!against) return f.missing ? '–' : 'no bot figure';
  const { test, bot } = against;
  if (test.pairs === 0) return `no setup shared with bot ${bot}`;
  const name = test.test === 'mcnemar' ? 'McNemar' : 'paired t';
  return `${difference(test.difference, f.headline!.format)} against bot ${bot}, ${pValue(test.p)} (${name}, ${test.pairs} pair${test.pairs === 1 ? '' : 's'})`;
}

/** The text of each column of a line's row (`CARD_COLUMNS`), the benchmark named on its first, written for a format. */
export function cardCells(row: CardRow, f: LineFigures, first: boolean, write: CardWriter = PLAIN): string[] {
  const perReply = (total: number, show: (v: number) => string) => (f.replies ? show(total / f.replies) : '–');
  const [benchmark, ...figures] = [
    first ? `${row.title} (${row.variant})${row.measure ? `: ${row.measure}` : ''}` : '',
    figureText(f),
    String(f.n),
    f.interrupted ? `${f.episodes} (+${f.interrupted} interrupted)` : String(f.episodes),
    String(f.contextFull),
    share(f.forfeits, f.n),
    share(f.invalid, f.attempts),
    share(f.cutReplies, f.replies),
    perReply(f.completionTokens, (v) => v.toFixed(1)),
    perReply(f.latencyMs, (v) => `${(v / 1000).toFixed(2)} s`),
    againstBotText(row, f),
  ].map(write.text);
  return [benchmark!, lineLabel(f, write), ...figures];
}

/** The lines of a row in the card's order: the model's, then the bots'. */
export const rowLines = (row: CardRow): LineFigures[] => [...row.lines, ...row.bots];

/** What the card's lines played, in a sentence. */
export function scopeText(card: ReportCard): string {
  const size = card.size === null ? 'Each line as many episodes as it stored' : `${card.size} episode${card.size === 1 ? '' : 's'} a line`;
  return `${size}; the bots played the model's setups (the same seeds).`;
}

/**
 * The card's first line: where the model ran, and what differs from the papers' setting, or that
 * nothing does; text a record holds as given (an engine, a template's name) written as `code`.
 */
export function settingsText(card: ReportCard, write: CardWriter = PLAIN): string {
  const recorded = write.code;
  const { engines, quantisations, departures } = card.settings;
  const list = (items: string[]) => items.map(recorded).join(', ');
  const ran = engines.length ? `Run on ${list(engines)}${quantisations.length ? `, weights ${list(quantisations)}` : ''}. ` : '';
  if (departures.length === 0) return `${ran}Each benchmark in its paper's setting: its variant and seats, the paper's protocol at its own reply budget, the model's own sampling and context, no prompt template.`;
  const said = departures.map((d) => `${d.setting} ${d.values.map((v) => (v.recorded ? recorded(v.text) : v.text)).join(', ')}${d.note ? ` (${d.note})` : ''}`);
  return `${ran}Not the papers' setting: ${said.join('; ')}. Each benchmark's variant and seats are the paper's.`;
}

/** A published figure in words, with its source, and the line of `row` it stands beside. */
export function publishedText(f: PublishedFigure, row: CardRow): string {
  const who = f.setting.startsWith(f.model) ? f.setting : `${f.model}, ${f.setting}`;
  const where = f.review ? 'reported in a review of the paper, not its tables' : f.source;
  const beside = rowLines(row).find((l) => l.line.protocol === f.beside);
  return `${who}: ${formatStat(f.value, f.format, 3)} (${where}); beside the line ${beside ? lineLabel(beside) : f.beside}`;
}

/** Rows without a published figure, by title. */
const unpublished = (card: ReportCard) => card.rows.filter((r) => r.published.length === 0).map((r) => r.title);

/**
 * Text from a model, a file or a person as a Markdown code span: nothing in it is markup (a pipe
 * escaped, as a table's cell needs even there; a line break a space), whatever backticks it holds.
 */
export function mdCode(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ').replace(/\|/g, '\\|');
  const fence = '`'.repeat(Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat.startsWith(' ') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** Text of the card's own in Markdown, a line break a space and a table's pipe escaped. */
const mdCell = (text: string) => text.replace(/[\r\n]+/g, ' ').replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

/** Markdown: what a record holds as code, the card's own words with their breaks and pipes escaped. */
const MARKDOWN: CardWriter = { text: mdCell, code: mdCode };

export function cardMarkdown(card: ReportCard): string {
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  const out = [
    `# Report card: ${mdCode(card.name)}`,
    '',
    settingsText(card, MARKDOWN),
    '',
    mdCell(scopeText(card)),
    '',
    line(CARD_COLUMNS.map((c) => c.heading)),
    line(CARD_COLUMNS.map((c) => (c.numeric ? '---:' : '---'))),
  ];
  for (const row of card.rows) rowLines(row).forEach((f, i) => out.push(line(cardCells(row, f, i === 0, MARKDOWN))));
  out.push('', ...CARD_COLUMNS.map((c) => `- **${c.heading}**: ${c.definition}`), '', INTERVALS, '', '## Published figures', '');
  for (const row of card.rows) {
    if (!row.published.length) continue;
    out.push(`**${mdCell(row.title)}** (${mdCell(row.measure)})`, '');
    for (const f of row.published) out.push(`- ${mdCell(publishedText(f, row))}`);
    out.push('');
  }
  const none = unpublished(card);
  if (none.length) out.push(`No published figure beside a line of: ${none.join(', ')}.`, '');
  return out.join('\n');
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** HTML: everything escaped. */
const HTML: CardWriter = { text: escape, code: escape };

/** A row's plot: its width, and the room at the left for the labels of its rows. */
const PLOT = { width: 360, gutter: 96, rowHeight: 16 };

/**
 * A row's figures on one axis, as inline SVG: each line's value and interval (the model's filled,
 * the bots' open), then the paper's published figures as ticks on a row of their own and the
 * review's on another, each row labelled. Proportions span 0–100%; other figures their own range.
 */
export function rowPlot(row: CardRow): string {
  const lines = rowLines(row).filter((f) => f.headline && !f.missing);
  const groups = [
    { label: 'paper', marks: row.published.filter((m) => !m.review), colour: '#b45309' },
    { label: 'review', marks: row.published.filter((m) => m.review), colour: '#7c3aed' },
  ].filter((g) => g.marks.length);
  if (!lines.length && !groups.length) return '';
  const finite = (v: number | undefined, fallback: number) => (v !== undefined && Number.isFinite(v) ? v : fallback);
  const values = [
    ...lines.flatMap((f) => [f.headline!.value, finite(f.headline!.interval?.low, f.headline!.value), finite(f.headline!.interval?.high, f.headline!.value)]),
    ...row.published.map((m) => m.value),
  ];
  const proportion = [...lines.map((f) => f.headline!.format), ...row.published.map((m) => m.format)].every((f) => f === 'percent');
  const [low, high] = proportion ? [0, 1] : [Math.min(0, ...values), Math.max(...values) || 1];
  const { width, gutter, rowHeight } = PLOT;
  const x = (v: number) => (gutter + 8 + ((Math.min(high, Math.max(low, v)) - low) / (high - low || 1)) * (width - gutter - 16)).toFixed(1);
  const height = (lines.length + groups.length) * rowHeight + 8;
  const label = (text: string, y: number) => `<text x="${gutter}" y="${y + 4}" text-anchor="end" font-size="11" fill="currentColor">${escape(text.length > 16 ? `${text.slice(0, 15)}…` : text)}</text>`;
  const parts = lines.map((f, i) => {
    const y = 10 + i * rowHeight;
    const h = f.headline!;
    const [from, to] = [finite(h.interval?.low, h.value), finite(h.interval?.high, h.value)];
    const bar = h.interval ? `<line x1="${x(from)}" x2="${x(to)}" y1="${y}" y2="${y}" stroke="currentColor" stroke-width="2"/>` : '';
    const fill = f.line.kind === 'bot' ? 'none' : 'currentColor';
    const name = f.line.kind === 'bot' ? `bot ${f.line.protocol}` : f.line.protocol;
    return `${label(name, y)}${bar}<circle cx="${x(h.value)}" cy="${y}" r="4" fill="${fill}" stroke="currentColor"><title>${escape(`${lineLabel(f)}: ${figureText(f)}`)}</title></circle>`;
  });
  groups.forEach((g, i) => {
    const y = 10 + (lines.length + i) * rowHeight;
    parts.push(label(g.label, y));
    for (const m of g.marks) parts.push(`<line x1="${x(m.value)}" x2="${x(m.value)}" y1="${y - 6}" y2="${y + 6}" stroke="${g.colour}" stroke-width="2"><title>${escape(publishedText(m, row))}</title></line>`);
  });
  const described = `${row.title}: ${lines.map((f) => `${lineLabel(f)} ${figureText(f)}`).join('; ')}${groups.map((g) => `; ${g.marks.length} published figure${g.marks.length === 1 ? '' : 's'} (${g.label})`).join('')}`;
  return `<svg role="img" aria-label="${escape(described)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

/** What the plots show, in a sentence. */
export const PLOT_LEGEND =
  'In each plot, filled dots are the model’s lines with their 95% intervals, open ones the bots’; orange ticks on the row “paper” are the paper’s published figures, purple ones on the row “review” the figures a review of the paper reports.';

export function cardHtml(card: ReportCard): string {
  const rows = card.rows.flatMap((row) => {
    const all = rowLines(row);
    const publishedCell = row.published.map((f) => publishedText(f, row));
    return all.map((f, i) => {
      const tds = cardCells(row, f, i === 0, HTML).map((html, j) => (j === 0 ? `<th scope="row">${html}</th>` : `<td${CARD_COLUMNS[j]!.numeric ? ' class="num"' : ''}>${html}</td>`));
      const extra = i === 0
        ? `<td rowspan="${all.length}">${publishedCell.length ? `<ul>${publishedCell.map((t) => `<li>${escape(t)}</li>`).join('')}</ul>` : 'none beside these lines'}</td><td rowspan="${all.length}">${rowPlot(row)}</td>`
        : '';
      return `<tr class="${f.line.kind}">${tds.join('')}${extra}</tr>`;
    });
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Report card: ${escape(card.name)}</title>
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 1rem; color: #111; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; }
th, td { border-top: 1px solid #ccc; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
td.num { text-align: right; white-space: nowrap; }
tr.bot td, tr.bot th { color: #555; }
ul { margin: 0; padding-left: 1rem; }
dt { font-weight: 600; }
dd { margin: 0 0 0.3rem 1rem; }
svg { display: block; color: #1d4ed8; max-width: 100%; height: auto; }
</style></head><body>
<h1>Report card: ${escape(card.name)}</h1>
<p>${escape(settingsText(card))}</p>
<p>${escape(scopeText(card))} ${escape(PLOT_LEGEND)}</p>
<div class="scroll"><table>
<thead><tr>${CARD_COLUMNS.map((c) => `<th scope="col">${escape(c.heading)}</th>`).join('')}<th scope="col">Published</th><th scope="col">Plot</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
</table></div>
<h2>The columns</h2>
<dl>${CARD_COLUMNS.map((c) => `<dt>${escape(c.heading)}</dt><dd>${escape(c.definition)}</dd>`).join('')}</dl>
<p>${escape(INTERVALS)}</p>
</body></html>
`;
}
