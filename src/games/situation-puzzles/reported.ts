/**
 * AR-Bench's figures as a published review of the paper reports them
 * (`static-data/ar-bench/reported-figures.tsv`, see the README there), as reference tables for
 * its three games. Only rows with one number are shown; each keeps the sentence it quotes.
 */
import type { ReferenceTable } from '../../core/references';
import tsv from '../../../static-data/ar-bench/reported-figures.tsv?raw';

export interface ReportedFigure {
  task: string;
  model: string;
  method: string;
  metric: string;
  /** As the file writes it: a number in per cent, a range, or words. */
  value: string;
  quote: string;
}

/** The file's rows, comments and heading left out; a row whose quote is "same sentence" takes the sentence above. */
export function parseReported(text: string): ReportedFigure[] {
  const rows = text.split('\n').filter((line) => line.trim() && !line.startsWith('#')).slice(1);
  let previous = '';
  return rows.map((line) => {
    const [task = '', model = '', method = '', metric = '', value = '', quote = ''] = line.split('\t');
    previous = quote === 'same sentence' ? previous : quote;
    return { task, model, method, metric, value, quote: previous };
  });
}

export const REPORTED: readonly ReportedFigure[] = parseReported(tsv);

const PAPER = 'https://arxiv.org/abs/2506.08295';

/** The metrics of the file a game shows, by the summary stat id the run gives the same figure under. */
type Columns = { metric: string; column: ReferenceTable['columns'][number] }[];

function table(task: string, columns: Columns): ReferenceTable {
  const rows = REPORTED.filter((r) => r.task === task && /^\d+(\.\d+)?$/.test(r.value) && columns.some((c) => c.metric === r.metric));
  const byRow = new Map<string, ReportedFigure[]>();
  for (const r of rows) {
    const label = r.method.startsWith('(') ? `${r.model} ${r.method}` : `${r.model} (${r.method})`;
    byRow.set(label, [...(byRow.get(label) ?? []), r]);
  }
  return {
    caption: 'AR-Bench’s figures as reported in a review of the paper (not the paper’s own table), 25 rounds',
    review: true,
    heading: 'Model (method)',
    columns: columns.map((c) => c.column),
    rows: [...byRow].map(([label, figures]) => ({
      label,
      model: figures[0]!.model,
      values: Object.fromEntries(figures.map((f) => [columns.find((c) => c.metric === f.metric)!.column.id, Number(f.value) / 100])),
      sources: [...new Set(figures.map((f) => f.quote))].map((quote) => ({ text: `Reported in a review of the paper: ${quote}`, url: PAPER })),
    })),
  };
}

const PROCESS = { metric: 'process score after 25 rounds', column: { id: 'process', label: 'Process score', format: 'percent' as const } };

export const detectiveReported = table('dc', [{ metric: 'outcome', column: { id: 'accuracy', label: 'Accuracy', format: 'percent' } }, PROCESS]);
export const situationReported = table('sp', [{ metric: 'outcome', column: { id: 'reportedOutcome', label: 'Outcome (as the review gives it)', format: 'percent' } }, PROCESS]);
export const guessNumberReported = table('gn', [{ metric: 'outcome', column: { id: 'solveRate', label: 'Solved (exact match)', format: 'percent' } }]);
