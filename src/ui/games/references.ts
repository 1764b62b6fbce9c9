/** Published results each game's runs are shown beside, with their sources (from `static-data/`). */
import type { SummaryStat } from '../../core/game';
import avalon from '../../../static-data/avalon/paper-results.json';
import game24 from '../../../static-data/game24/paper-results.json';

/** One published result, as `ReferenceResults` shows it. */
export interface ReferenceRow {
  /** What was run: the method as the paper names it, or the seat and setting. */
  label: string;
  /** The model the paper ran. */
  model: string;
  /** By column id; absent where the paper gives none. */
  values: Record<string, number | undefined>;
  /** Where it is published: a short citation with its table, and a link. */
  sources: { text: string; url: string }[];
}

/** A table of published results. */
export interface ReferenceTable {
  caption: string;
  /** The heading of the rows' labels. */
  heading: string;
  /** The value columns, named as the run's summary names the same figures. */
  columns: { id: string; label: string; format: SummaryStat['format'] }[];
  rows: ReferenceRow[];
}

/** A row's value for a column id, from a JSON object whose rows carry only the figures the paper gives. */
const valuesOf = (row: object, columns: ReferenceTable['columns']) =>
  Object.fromEntries(columns.map(({ id }) => [id, (row as Record<string, number | undefined>)[id]]));

const GAME24_COLUMNS: ReferenceTable['columns'] = [
  { id: 'successRate', label: 'Success', format: 'percent' },
  { id: 'queriesPerPuzzle', label: 'Queries per puzzle', format: 'count' },
];

const AVALON_COLUMNS: ReferenceTable['columns'] = [
  { id: 'win', label: 'Its side wins', format: 'percent' },
  { id: 'winByQuests', label: 'Evil wins by quests', format: 'percent' },
  { id: 'winByAssassination', label: 'Evil wins by assassination', format: 'percent' },
  { id: 'assassinationAccuracy', label: 'Assassin finds Merlin', format: 'percent' },
  { id: 'deductionAccuracy', label: 'Deduction accuracy', format: 'percent' },
];

export const REFERENCES: Record<string, ReferenceTable> = {
  game24: {
    caption: 'Published results on the same 100 puzzles, with GPT-4 (not a small model)',
    heading: 'Method',
    columns: GAME24_COLUMNS,
    rows: game24.results.map((result) => ({
      label: result.label,
      model: result.model,
      values: valuesOf(result, GAME24_COLUMNS),
      sources: result.cited.map(({ source, table }) => {
        const paper = game24.sources[source as keyof typeof game24.sources];
        return { text: `${paper.cite}, ${table}`, url: paper.url };
      }),
    })),
  },
  avalon: {
    caption: 'AvalonBench’s results for one player against four naive bots, with GPT-3.5 and Llama 2 7B (not small models)',
    heading: 'Seat',
    columns: AVALON_COLUMNS,
    rows: avalon.tables.flatMap((table) => {
      const paper = avalon.sources[table.cited.source as keyof typeof avalon.sources];
      return table.rows.map((row) => ({
        label: `${table.seat}, ${row.discussion ? 'with' : 'without'} discussion`,
        model: row.player,
        values: valuesOf(row, AVALON_COLUMNS),
        sources: [{ text: `${paper.cite}, ${table.cited.table}`, url: paper.url }],
      }));
    }),
  },
};
