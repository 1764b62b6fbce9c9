/** Which of the paper's tables an AsymPuzl run can sit in, and as which of their columns. */
import type { ReferenceTable } from '../../../core/references';
import type { Metrics } from '../../../games/asympuzl/types';
import type { GamePlots } from '../../plots/spec';

/** The one value every episode shares, or undefined. */
const shared = <T>(values: T[]): T | undefined => (new Set(values).size === 1 ? values[0] : undefined);

/**
 * Table 4 is one agent's; Table 2 is two agents with both feedback, by size, and Table 3 the same at N = 5; Tables 1, 5
 * and 6 are two agents at N = 5, by feedback mode. A run fills a group's column (`n10.success`,
 * `own.success`) with its own figure when all its episodes are of that group.
 */
export function scope(metrics: Pick<Metrics, 'setting' | 'size' | 'feedback'>[], table: Pick<ReferenceTable, 'caption'>): string[] | null {
  const setting = shared(metrics.map((m) => m.setting));
  const size = shared(metrics.map((m) => m.size));
  const feedback = shared(metrics.map((m) => m.feedback));
  const sizeGroup = size === undefined ? [] : [`n${size}`];
  const cited = /^Table (\d)/.exec(table.caption)?.[1];
  if (cited === '4') return setting === 'single' ? sizeGroup : null;
  if (setting !== 'pair') return null;
  if (cited === '2') return feedback === 'both' ? sizeGroup : null;
  if (cited === '3') return feedback === 'both' && size === 5 ? [] : null;
  if (size !== 5) return null;
  return feedback === undefined ? [] : [feedback];
}

export const plots: GamePlots = {
  scope: (metrics, table) => scope(metrics as unknown as Metrics[], table),
};
