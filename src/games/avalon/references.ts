/** AvalonBench's results, shown beside a run's. */
import { valuesOf, type ReferenceTable } from '../../core/references';
import avalon from '../../../static-data/avalon/paper-results.json';

const AVALON_COLUMNS: ReferenceTable['columns'] = [
  { id: 'win', label: 'Its side wins', format: 'percent' },
  { id: 'evilByQuests', label: 'Evil wins by quests', format: 'percent' },
  { id: 'evilByAssassination', label: 'Evil wins by assassination', format: 'percent' },
  { id: 'assassinationAccuracy', label: 'Assassin finds Merlin', format: 'percent' },
  { id: 'deductionAccuracy', label: 'Deduction accuracy', format: 'percent' },
];

/** The evil side's wins as the JSON names them, given in the Assassin's rows only. */
type EvilWins = { winByQuests?: number; winByAssassination?: number };

export const references: ReferenceTable[] = [
  {
    caption: 'AvalonBench’s results for one player against four naive bots, with GPT-3.5 and Llama 2 7B (not small models)',
    heading: 'Seat',
    columns: AVALON_COLUMNS,
    rows: avalon.tables.flatMap((table) => {
      const paper = avalon.sources[table.cited.source as keyof typeof avalon.sources];
      return table.rows.map((row) => ({
        label: `${table.seat}, ${row.discussion ? 'with' : 'without'} discussion`,
        model: row.player,
        // The JSON keeps the benchmark's names for the evil side's wins; the summary's ids are `evil…`.
        values: valuesOf({ ...row, evilByQuests: (row as EvilWins).winByQuests, evilByAssassination: (row as EvilWins).winByAssassination }, AVALON_COLUMNS),
        sources: [{ text: `${paper.cite}, ${table.cited.table}`, url: paper.url }],
        // The benchmark's variant of the row's seat and discussion; its naive bot's row is the naive bot's line.
        variant: `avalonbench-${table.seat.toLowerCase()}${row.discussion ? '-discussion' : ''}`,
        ...(row.player.startsWith('Naive bot') && { protocol: 'naive' }),
      }));
    }),
  },
];
