/**
 * A run's results among the paper's: one table per published table, its columns and labels, with
 * the run's row (its 95% intervals, labelled as this run) beside the paper's rows.
 */
import type { Summary, SummaryStat } from '../../core/game';
import type { ReferenceRow, ReferenceTable } from '../../core/references';
import type { Interval } from '../../core/stats';

/** A cell: a figure, with its 95% interval where the run's summary gives one. */
export interface Cell {
  value: number;
  interval?: Interval;
}

export interface JoinedRow {
  label: string;
  model: string;
  cells: Record<string, Cell | undefined>;
  /** Where a paper's row is published; empty for the run's. */
  sources: ReferenceRow['sources'];
  /** The run's own row. */
  run: boolean;
}

const statById = (summary: Summary, id: string): SummaryStat | undefined => summary.stats.find((s) => s.id === id);

/**
 * The run's figure for a paper's column: the statistic of the same id; else, for a column of a
 * group (`easy.accuracy`) the whole run belongs to (`scope` holds `easy`), its statistic over all
 * episodes (`accuracy`). A paper's interval bound (`own.successLow`) is the run's interval's bound.
 */
export function runCell(columnId: string, summary: Summary, scope: readonly string[]): Cell | undefined {
  const bound = /(Low|High)$/.exec(columnId)?.[1];
  if (bound && !statById(summary, columnId)) {
    const interval = runCell(columnId.slice(0, -bound.length), summary, scope)?.interval;
    return interval && { value: bound === 'Low' ? interval.low : interval.high };
  }
  const dot = columnId.lastIndexOf('.');
  const stat = statById(summary, columnId) ?? (dot > 0 && scope.includes(columnId.slice(0, dot)) ? statById(summary, columnId.slice(dot + 1)) : undefined);
  return stat && { value: stat.value, ...(stat.interval ? { interval: stat.interval } : {}) };
}

/** The run's row, or null where it cannot sit in the table (out of scope, or no figure of the table's). */
export function runRow(table: ReferenceTable, summary: Summary, scope: readonly string[] | null, model: string): JoinedRow | null {
  if (scope === null) return null;
  const cells = Object.fromEntries(table.columns.map((c) => [c.id, runCell(c.id, summary, scope)]));
  if (Object.values(cells).every((cell) => cell === undefined)) return null;
  return { label: `This run (${summary.episodes} episode${summary.episodes === 1 ? '' : 's'})`, model, cells, sources: [], run: true };
}

/** The table's rows: the run's first, where it has one, then the paper's as published. */
export function joinedRows(table: ReferenceTable, run: JoinedRow | null): JoinedRow[] {
  const paper = table.rows.map((row) => ({
    label: row.label,
    model: row.model,
    cells: Object.fromEntries(Object.entries(row.values).map(([id, value]) => [id, value === undefined ? undefined : { value }])),
    sources: row.sources,
    run: false,
  }));
  return run ? [run, ...paper] : paper;
}
