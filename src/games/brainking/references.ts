/**
 * The paper's Tables 2-5 (static-data/brainking/paper-results.json), shown beside a run's. Every
 * figure is of the paper's models, not of one Fogplay runs. Column ids and labels are the
 * summary's for the same figure (`easy.accuracy`, `k2.meanRounds`, `accuracyWinRate`…), so a run's
 * statistics and the paper's can be read side by side; the paper's percentages become fractions,
 * as the summary's are.
 */
import type { ReferenceTable } from '../../core/references';
import results from '../../../static-data/brainking/paper-results.json';
import { MODE_LABELS } from './game';
import { STAT_LABELS, misleadingGroup } from './metrics';
import type { Mode } from './rules';

type Column = ReferenceTable['columns'][number];

const paper = results.sources.brainking;

const RANK_LABELS: Record<string, string> = { accuracyRank: 'Accuracy rank', roundsRank: 'Rounds rank', totalRank: 'Total rank' };

/** The label of a statistic `group.stat` or `stat`, as the summary names it. */
function label(id: string): string {
  const [group, stat] = id.includes('.') ? id.split('.') as [string, string] : ['', id];
  const prefix = group === '' ? '' : group in MODE_LABELS ? `${MODE_LABELS[group as Mode]}: ` : misleadingGroup(Number(group.slice(1))).label;
  return `${prefix}${STAT_LABELS[stat as keyof typeof STAT_LABELS] ?? RANK_LABELS[stat]}`;
}

const format = (unit: string): Column['format'] => (unit === '%' ? 'percent' : unit === 'rank' ? 'count' : 'number');

export const references: ReferenceTable[] = results.tables.map((table) => ({
  caption: `${table.cited.table} of the paper (its models, not Fogplay’s): ${table.caption}`,
  heading: 'Player',
  columns: table.columns.map(({ id, unit }) => ({ id, label: label(id), format: format(unit) })),
  rows: table.rows.map((row) => ({
    label: row.model === 'Human' ? 'People' : 'Model',
    model: row.model,
    values: Object.fromEntries(table.columns.map(({ id, unit }, i) => [id, unit === '%' ? row.values[i]! / 100 : row.values[i]!])),
    sources: [{ text: `${paper.cite}, ${table.cited.table}`, url: paper.url }],
  })),
}));
