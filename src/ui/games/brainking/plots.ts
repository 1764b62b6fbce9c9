/**
 * BrainKing's plots beside the paper's models (its Tables 2, 4 and 5): accuracy against rounds
 * in each mode, and accuracy by the number of misleading answers.
 */
import type { Summary } from '../../../core/game';
import type { ReferenceTable } from '../../../core/references';
import { MODE_LABELS } from '../../../games/brainking/game';
import { MISLEADING_RANGE, type Mode } from '../../../games/brainking/rules';
import type { Metrics } from '../../../games/brainking/types';
import type { Figure, Point } from '../../plots/figure';
import { runCell } from '../../plots/results-table';
import type { GamePlots } from '../../plots/spec';

const MODES = Object.keys(MODE_LABELS) as Mode[];
const SETTINGS = Array.from({ length: MISLEADING_RANGE.max - MISLEADING_RANGE.min + 1 }, (_, i) => MISLEADING_RANGE.min + i);

/** The groups every episode shares, as the paper's column ids name them: the mode, and in hard mode `k2`… for its number of misleading answers. */
export function scope(metrics: Pick<Metrics, 'mode' | 'misleadingSetting'>[]): string[] {
  const modes = new Set(metrics.map((m) => m.mode));
  const settings = new Set(metrics.map((m) => m.misleadingSetting));
  const [mode] = modes;
  const [setting] = settings;
  if (modes.size !== 1 || !mode) return [];
  return mode === 'hard' && settings.size === 1 ? [mode, `k${setting}`] : [mode];
}

/** A paper's row's figure, with its citation. */
const published = (row: ReferenceTable['rows'][number], id: string) => ({
  value: row.values[id],
  source: row.sources.map((s) => s.text).join('; '),
});

/** Every (mode, model) of the paper's tables that gives both accuracy and rounds; a repeated one (Table 4 repeats Table 2's easy and medium) once. */
export function paperModePoints(tables: ReferenceTable[]): Point[] {
  const seen = new Set<string>();
  return tables.flatMap((table) =>
    table.rows.flatMap((row) =>
      MODES.flatMap((mode) => {
        const accuracy = published(row, `${mode}.accuracy`);
        const rounds = published(row, `${mode}.meanRounds`);
        const key = `${mode}/${row.model}`;
        if (accuracy.value === undefined || rounds.value === undefined || seen.has(key)) return [];
        seen.add(key);
        return [{ series: `${MODE_LABELS[mode]}, the paper`, x: rounds.value, y: accuracy.value, source: accuracy.source, label: row.model }];
      }),
    ),
  );
}

/** The paper's accuracy at each number of misleading answers (Table 5), a line per model. */
export function paperMisleadingPoints(tables: ReferenceTable[]): Point[] {
  return tables.flatMap((table) =>
    table.rows.flatMap((row) =>
      SETTINGS.flatMap((k) => {
        const { value, source } = published(row, `k${k}.accuracy`);
        return value === undefined ? [] : [{ series: `${row.model}, the paper`, x: k, y: value, source }];
      }),
    ),
  );
}

export function brainkingFigures(summary: Summary, metrics: Metrics[], tables: ReferenceTable[]): Figure[] {
  const groups = scope(metrics);
  const modes = [...new Set(metrics.map((m) => m.mode))];
  const runPoint = (series: string, x: number | undefined, id: string): Point[] => {
    const accuracy = runCell(id, summary, groups);
    return accuracy && x !== undefined ? [{ series, x, y: accuracy.value, ...accuracy.interval }] : [];
  };
  const byMode = modes.flatMap((mode) => runPoint(`${MODE_LABELS[mode]}, this run`, runCell(`${mode}.meanRounds`, summary, groups)?.value, `${mode}.accuracy`));
  const figures: Figure[] = [
    {
      id: 'accuracyRounds',
      title: 'Accuracy against rounds, by mode',
      caption: 'Each mode’s accuracy and mean rounds (30 for a failed episode): this run’s with its 95% interval, and each of the paper’s models (Chen et al. 2024, Tables 2 and 4; hollow marks), which ran the paper’s own entities and oracle.',
      kind: 'dot',
      x: { label: 'Mean rounds' },
      y: { label: 'Accuracy', percent: true },
      points: [...paperModePoints(tables), ...byMode],
    },
  ];
  const hard = metrics.filter((m) => m.mode === 'hard');
  if (hard.length === 0) return figures;
  const given = [...new Set(hard.map((m) => m.misleadingAnswers))].sort((a, b) => a - b);
  figures.push({
    id: 'accuracyMisleading',
    title: 'Accuracy by the number of misleading answers (hard mode)',
    caption: 'This run’s accuracy at the number of misleading answers it was set to give, and by the number an episode actually gave (a player who never asks the misled questions gets fewer); the paper’s models by the number set (Chen et al. 2024, Table 5; dashed).',
    kind: 'line',
    x: { label: 'Misleading answers' },
    y: { label: 'Accuracy', percent: true },
    points: [
      ...paperMisleadingPoints(tables),
      ...SETTINGS.flatMap((k) => runPoint('This run, by the number set', k, `k${k}.accuracy`)),
      ...given.flatMap((n) => runPoint('This run, by the number given', n, `accuracyMisled${n}`)),
    ],
  });
  return figures;
}

export const plots: GamePlots = {
  figures: ({ summary, episodes, module }) => brainkingFigures(summary, episodes.map((e) => e.metrics as unknown as Metrics), module.references ?? []),
  scope: (metrics) => scope(metrics as unknown as Metrics[]),
};
