/** Published results a game's runs are shown beside, with their sources (from `static-data/`). */
import type { SummaryStat } from './game';

/** One published result, as `ReferenceResults` shows it. */
export interface ReferenceRow {
  /** What was run: the method as the paper names it, or the seat and setting. */
  label: string;
  /** The model the paper ran. */
  model: string;
  /** By column id; absent where the paper gives none. */
  values: Record<string, number | undefined>;
  /** Where it is published: a short citation with its table, and a link where there is one. */
  sources: { text: string; url?: string }[];
  /** The game's variant that plays this row's setting (AvalonBench's Servant without discussion); absent where the row's columns say it. */
  variant?: string;
  /** The protocol, or the bot's id, that plays as this row's method did (`io`, `tot`, the naive bot); absent for the paper's protocol. */
  protocol?: string;
}

/** A table of published results. */
export interface ReferenceTable {
  caption: string;
  /** The heading of the rows' labels. */
  heading: string;
  /** The value columns, named as the run's summary names the same figures. */
  columns: { id: string; label: string; format: SummaryStat['format'] }[];
  rows: ReferenceRow[];
  /** Figures a review of the paper reports, not the paper's own tables (AR-Bench's): shown apart from the paper's. */
  review?: true;
}

/** A figure a paper or a review reports that no column of a run holds (people's scores, a judge's audit), for the rules page and the command line. */
export interface ReportedFigure {
  /** What was measured, and on whom. */
  what: string;
  /** As reported: a number with its unit, a range, or words. */
  value: string;
  /** Where it is reported, with the sentence it quotes where there is one. */
  source: string;
  url?: string;
  /** A review of the paper reports it, not the paper's own tables. */
  review?: true;
}

/** A row's value for a column id, from a JSON object whose rows carry only the figures the paper gives. */
export const valuesOf = (row: object, columns: ReferenceTable['columns']) =>
  Object.fromEntries(columns.map(({ id }) => [id, (row as Record<string, number | undefined>)[id]]));

/** A game's published tables and figures split by who reports them: the paper's own, and a review's, which are shown apart. */
export function bySource(tables: readonly ReferenceTable[] = [], figures: readonly ReportedFigure[] = []) {
  const of = (review: boolean) => ({ tables: tables.filter((t) => !!t.review === review), figures: figures.filter((f) => !!f.review === review) });
  return { paper: of(false), review: of(true) };
}
