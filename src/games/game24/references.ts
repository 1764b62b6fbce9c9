/** The papers' Game of 24 results, shown beside a run's. */
import type { ReferenceTable } from '../../core/references';
import game24 from '../../../static-data/game24/paper-results.json';

const GAME24_COLUMNS: ReferenceTable['columns'] = [
  { id: 'successRate', label: 'Success', format: 'percent' },
  { id: 'meanModelQueries', label: 'Model queries per puzzle', format: 'number' },
];

export const references: ReferenceTable[] = [
  {
    caption: 'Published results on the same 100 puzzles, with GPT-4 (not a small model)',
    heading: 'Method',
    columns: GAME24_COLUMNS,
    rows: game24.results.map((result) => ({
      label: result.label,
      model: result.model,
      // The JSON names the summary's `meanModelQueries` as the papers do.
      values: { successRate: result.successRate, meanModelQueries: result.queriesPerPuzzle },
      sources: result.cited.map(({ source, table }) => {
        const paper = game24.sources[source as keyof typeof game24.sources];
        return { text: `${paper.cite}, ${table}`, url: paper.url };
      }),
      // The JSON's method is the protocol's id (`io`, `cot`, `cot-sc`, `aot`) or the search's (`tot`).
      protocol: result.method,
    })),
  },
];
