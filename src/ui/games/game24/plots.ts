/** Game of 24's plot: success against model queries per puzzle, the trade-off the papers compare methods by. */
import type { Summary } from '../../../core/game';
import type { ReferenceTable } from '../../../core/references';
import type { Figure, Point } from '../../plots/figure';
import { runCell } from '../../plots/results-table';
import type { GamePlots } from '../../plots/spec';

/** The papers' methods that give both a success rate and queries per puzzle. */
export function paperPoints(tables: ReferenceTable[]): Point[] {
  return tables.flatMap((table) =>
    table.rows.flatMap((row) => {
      const [y, x] = [row.values.successRate, row.values.meanModelQueries];
      return x === undefined || y === undefined ? [] : [{ series: row.label, x, y, source: row.sources.map((s) => s.text).join('; '), label: row.model }];
    }),
  );
}

export function game24Figures(summary: Summary, tables: ReferenceTable[]): Figure[] {
  const success = runCell('successRate', summary, []);
  const queries = runCell('meanModelQueries', summary, []);
  const run: Point[] = success && queries ? [{ series: 'This run', x: queries.value, y: success.value, ...success.interval }] : [];
  return [
    {
      id: 'successQueries',
      title: 'Success against model queries per puzzle',
      caption: `The papers’ methods with GPT-4 on the same 100 puzzles (hollow marks; methods whose paper gives no query count are left out)${run.length ? ', and this run with its 95% interval' : '; this run asked no model, so it has no point'}.`,
      kind: 'dot',
      x: { label: 'Model queries per puzzle', log: true },
      y: { label: 'Success', percent: true },
      points: [...paperPoints(tables), ...run],
    },
  ];
}

export const plots: GamePlots = {
  figures: ({ summary, module }) => game24Figures(summary, module.references ?? []),
};
