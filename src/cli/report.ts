/** What the command line prints: a progress line while it plays, the summary at the end. */
import type { CrossTable, Summary, SummaryStat } from '../core/game';
import { bySource, type ReferenceTable, type ReportedFigure } from '../core/references';
import { formatStat } from '../core/stats';
import { shownLines } from './terminal';

/** The summary of the finished episodes, and apart from them how many ended with a model's context full. */
export function formatSummary(summary: Summary, contextFull = 0): string {
  const show = (v: number, format: SummaryStat['format']) => formatStat(v, format, 4);
  const rows = summary.stats.map((s) => {
    const ci = s.interval ? ` (95% CI ${show(s.interval.low, s.format)}–${show(s.interval.high, s.format)})` : '';
    return `${s.label}: ${show(s.value, s.format)}${ci}`;
  });
  const series = summary.series.map((s) => `${s.label}: ${s.values.map((v) => v.toFixed(3)).join(' ')}`);
  const full = contextFull ? [`Context full: ${contextFull} episode${contextFull === 1 ? '' : 's'}, not counted above`] : [];
  // A resumed run's summary holds what its file recorded: every line is shown as text.
  return shownLines([`Episodes: ${summary.episodes}`, ...full, ...rows, ...series, ...(summary.tables ?? []).flatMap(crossTableLines)]);
}

/**
 * The figures a run compares with, after its summary: each published table's rows, then the
 * figures no column holds; a review's apart from the paper's and named as the review's.
 */
export function formatReported(tables: readonly ReferenceTable[], figures: readonly ReportedFigure[]): string {
  const tableLines = (table: ReferenceTable) => [
    '',
    `${table.caption}:`,
    ...table.rows.map((row) => {
      const values = table.columns.flatMap((c) => (row.values[c.id] === undefined ? [] : [`${c.label} ${formatStat(row.values[c.id]!, c.format)}`]));
      return `  ${row.label}: ${values.join(', ')} (${row.sources.map((s) => s.text).join('; ')})`;
    }),
  ];
  const figureLines = (list: readonly ReportedFigure[], heading: string) =>
    list.length ? ['', heading, ...list.map((f) => `  ${f.what}: ${f.value} (${f.source}${f.url ? `, ${f.url}` : ''})`)] : [];
  const { paper, review } = bySource(tables, figures);
  return shownLines([
    ...paper.tables.flatMap(tableLines),
    ...figureLines(paper.figures, 'Also in the paper:'),
    ...review.tables.flatMap(tableLines),
    ...figureLines(review.figures, 'Also reported in a review of the paper (not its tables):'),
  ]);
}

/** A confusion table as aligned lines of text: its caption, the columns' label, then a line per row. */
function crossTableLines({ caption, rows, columns, counts }: CrossTable): string[] {
  const cells = [[rows.label, ...columns.values], ...rows.values.map((row, r) => [row, ...counts[r]!.map(String)])];
  const widths = cells[0]!.map((_, c) => Math.max(...cells.map((line) => line[c]!.length)));
  const line = (values: string[]) => values.map((v, c) => (c === 0 ? v.padEnd(widths[c]!) : v.padStart(widths[c]!))).join('  ');
  return ['', `${caption} (columns: ${columns.label.toLowerCase()})`, ...cells.map(line)];
}

/**
 * A progress line on stderr with the rate and the time left: rewritten in place on a terminal,
 * a line every few seconds in a log file. `before` episodes were finished before this command.
 */
export function progressReporter(before: number) {
  const [every, end] = process.stderr.isTTY ? [500, '\r'] : [5000, '\n'];
  const started = performance.now();
  let last = -Infinity;
  let shown = false;
  const report = (done: number, total: number) => {
    const now = performance.now();
    if (now - last < every && done < total) return;
    last = now;
    shown = true;
    const rate = ((done - before) / (now - started)) * 1000;
    const left = rate > 0 && done < total ? `, ${duration((total - done) / rate)} left` : '';
    process.stderr.write(`${grouped(done)}/${grouped(total)} episodes, ${rate < 10 ? rate.toFixed(1) : rate.toFixed(0)}/s${left}${end}`);
  };
  return Object.assign(report, { end: () => void (shown && end === '\r' && process.stderr.write('\n')) });
}

/** A count with its thousands set apart by commas, as English writes it: `toLocaleString` would load the locale's data, 10 ms at every start. */
export function grouped(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Seconds in words: "45 s", "12 min 5 s", "3 h 20 min". */
export function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}
