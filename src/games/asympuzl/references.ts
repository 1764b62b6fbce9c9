/**
 * The paper's results (static-data/asympuzl/paper-results.json), shown beside a run's. Every
 * figure is of the paper's models (large or commercial ones, and Llama 3.2-11B), not of a model
 * Fogplay runs. Column ids are the summary's ids for the same figure: `success` within a group
 * (`own.success` for a batch mixing modes, `n10.success` for one mixing sizes) and Table 3's
 * token figures. Figures 2 and 3 print no values, so they have no table here.
 */
import type { ReferenceTable } from '../../core/references';
import results from '../../../static-data/asympuzl/paper-results.json';
import { FEEDBACK_MODES, MODE_LABELS } from './rules';
import type { FeedbackMode } from './types';

type Table = (typeof results.tables)[number];
type Row = Record<string, number | undefined>;

const tableById = (id: string): Table => results.tables.find((t) => t.id === id)!;
const paper = results.sources.asympuzl;

/** The JSON's column id for a feedback mode (`ownDetailed`). */
const jsonId = (mode: FeedbackMode) => mode.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** A reference table from one of the JSON's tables, its columns renamed to the summary's ids. */
function reference(id: string, label: string, columns: { id: string; label: string; format: ReferenceTable['columns'][number]['format']; from: string }[]): ReferenceTable {
  const table = tableById(id);
  return {
    caption: `${table.cited.table} of the paper (its models, not Fogplay’s): ${table.caption}`,
    heading: 'Setting',
    columns: columns.map(({ id, label, format }) => ({ id, label, format })),
    rows: table.rows.map((row) => ({
      label,
      model: row.model,
      values: Object.fromEntries(columns.map((c) => [c.id, (row as unknown as Row)[c.from]])),
      sources: [{ text: `${paper.cite}, ${table.cited.table}`, url: paper.url }],
    })),
  };
}

/** Table 5 or 6: three modes' success with its Wilson interval. */
const withIntervals = (modes: FeedbackMode[]) =>
  modes.flatMap((mode) => [
    { id: `${mode}.success`, label: MODE_LABELS[mode], format: 'percent' as const, from: jsonId(mode) },
    { id: `${mode}.successLow`, label: `${MODE_LABELS[mode]}, 95% low`, format: 'percent' as const, from: `${jsonId(mode)}CiLow` },
    { id: `${mode}.successHigh`, label: `${MODE_LABELS[mode]}, 95% high`, format: 'percent' as const, from: `${jsonId(mode)}CiHigh` },
  ]);

const bySize = (sizes: number[]) => sizes.map((n) => ({ id: `n${n}.success`, label: `N = ${n}`, format: 'percent' as const, from: `n${n}` }));

const tokenColumns = (['alice', 'bob'] as const).flatMap((seat) => {
  const [name, letter] = seat === 'alice' ? ['Alice', 'a'] : ['Bob', 'b'];
  return [
    { id: `${seat}OutputTokens`, label: `${name}: output tokens per turn`, format: 'number' as const, from: `${letter}Output` },
    { id: `${seat}MessageTokens`, label: `${name}: message tokens per turn`, format: 'number' as const, from: `${letter}Message` },
    { id: `${seat}MessageShare`, label: `${name}: message share`, format: 'percent' as const, from: `${letter}MessageShare` },
  ];
});

export const references: ReferenceTable[] = [
  reference('by-mode', 'Two agents, N = 5', FEEDBACK_MODES.map((mode) => ({ id: `${mode}.success`, label: MODE_LABELS[mode], format: 'percent', from: jsonId(mode) }))),
  reference('by-mode-ci-own', 'Two agents, N = 5', withIntervals(['none', 'own', 'own-detailed'])),
  reference('by-mode-ci-joint', 'Two agents, N = 5', withIntervals(['joint', 'both', 'both-detailed'])),
  reference('by-size', 'Two agents, both feedback', bySize([3, 5, 10, 20])),
  reference('single-agent', 'One agent, one attempt', bySize([5, 10, 20])),
  reference('tokens', 'Two agents, both feedback', tokenColumns),
];
