/**
 * AR-Bench's figures as a published review of the paper reports them
 * (`static-data/ar-bench/reported-figures.tsv`, see the README there), as reference tables for
 * its three games. Only rows with one number are shown; each keeps the sentence it quotes.
 */
import type { ReferenceTable, ReportedFigure } from '../core/references';
import tsv from '../../static-data/ar-bench/reported-figures.tsv?raw';

export interface ReviewRow {
  task: string;
  model: string;
  method: string;
  metric: string;
  /** As the file writes it: a number in per cent, a range, or words. */
  value: string;
  quote: string;
}

/** The file's rows, comments and heading left out; a row whose quote is "same sentence" takes the sentence above. */
export function parseReported(text: string): ReviewRow[] {
  const rows = text.split('\n').filter((line) => line.trim() && !line.startsWith('#')).slice(1);
  let previous = '';
  return rows.map((line) => {
    const [task = '', model = '', method = '', metric = '', value = '', quote = ''] = line.split('\t');
    previous = quote === 'same sentence' ? previous : quote;
    return { task, model, method, metric, value, quote: previous };
  });
}

export const REPORTED: readonly ReviewRow[] = parseReported(tsv);

/** The review is the source of these figures, not the paper: its text is not at a link this project could check. */
const REVIEW = 'Reported in a published review of the paper (its summary, referee report and extraction), not the paper’s tables';
const reviewSource = (quote: string) => ({ text: `${REVIEW}: ${quote}` });

/** The metrics of the file a game shows, by the summary stat id the run gives the same figure under. */
type Columns = { metric: string; column: ReferenceTable['columns'][number] }[];

const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value);

function table(task: string, columns: Columns): ReferenceTable {
  const rows = REPORTED.filter((r) => r.task === task && isNumber(r.value) && columns.some((c) => c.metric === r.metric));
  const byRow = new Map<string, ReviewRow[]>();
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
      sources: [...new Set(figures.map((f) => f.quote))].map(reviewSource),
    })),
  };
}

const PROCESS = { metric: 'process score after 25 rounds', column: { id: 'process', label: 'Process score', format: 'percent' as const } };

export const detectiveReported = table('dc', [{ metric: 'outcome', column: { id: 'accuracy', label: 'Accuracy', format: 'percent' } }, PROCESS]);
export const situationReported = table('sp', [{ metric: 'outcome', column: { id: 'reportedOutcome', label: 'Outcome (as the review gives it)', format: 'percent' } }, PROCESS]);
export const guessNumberReported = table('gn', [{ metric: 'outcome', column: { id: 'solveRate', label: 'Solved (exact match)', format: 'percent' } }]);

const JUDGE_CHECK = REPORTED.find((r) => r.method === 'judge check')!;

/** The review's judge audit, shown beside every run of the situation puzzles' judge check. */
export const judgeCheckReported: ReferenceTable = {
  caption: 'A judge’s agreement with the truth as a review of AR-Bench reports it (not the paper’s own table)',
  review: true,
  heading: 'Judge (questions)',
  columns: [{ id: 'agreement', label: 'Agreement with the truth', format: 'percent' }],
  rows: [{ label: `${JUDGE_CHECK.model} (200 questions GPT-4o asked)`, model: JUDGE_CHECK.model.replace(/ as judge$/, ''), values: { agreement: Number(JUDGE_CHECK.value) / 100 }, sources: [reviewSource(JUDGE_CHECK.quote)] }],
};

/** The tables' metrics: a row with one number of these is in its game's table. */
const TABLED = new Set(['outcome', PROCESS.metric]);

/** A value as the review gives it, in words: "36 and 90" is "36% and 90%", "80-100" is "80–100%". */
const valueText = (value: string) =>
  /^[\d.]+( and [\d.]+)*$/.test(value) ? value.replace(/([\d.]+)/g, '$1%') : /^\d+-\d+$/.test(value) ? `${value.replace('-', '–')}%` : value;

/**
 * The review's figures for a game (`gn`, `sp`, `dc`) that its table cannot hold, with those of all
 * three tasks (people's scores, process gains, longer games): for its rules page and the command line.
 */
export function reviewFigures(task: string): ReportedFigure[] {
  return REPORTED.filter((r) => (r.task === 'all' || r.task.split(',').includes(task)) && r !== JUDGE_CHECK && !(r.task === task && isNumber(r.value) && TABLED.has(r.metric))).map((r) =>
    figureOf([r.model, r.method === '-' || r.method.startsWith('(headline') ? '' : r.method.replace(/^\((.*)\)$/, '$1'), r.metric], r),
  );
}

/** The judge audit as a figure of the judge check's rules page. */
export const judgeCheckFigure: ReportedFigure = figureOf([JUDGE_CHECK.model, JUDGE_CHECK.metric], JUDGE_CHECK);

/** A row of the review as a figure: what it is (its non-empty parts), its value in words, the sentence it quotes. */
function figureOf(what: string[], row: ReviewRow): ReportedFigure {
  return { what: what.filter(Boolean).join(', '), value: valueText(row.value), source: reviewSource(row.quote).text, review: true };
}
