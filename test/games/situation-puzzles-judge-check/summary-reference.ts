/** The judge check's summary as it was computed from every episode's metrics at once, before it was folded: the tally's reference. */
import type { Summary, SummaryStat } from '../../../src/core/game';
import { crossTable, wilson } from '../../../src/core/stats';
import type { KeyAnswer } from '../../../src/games/situation-puzzles/types';
import type { CheckMetrics as Metrics } from '../../../src/games/situation-puzzles-judge-check/game';

const share = (id: string, label: string, yes: number, n: number): SummaryStat[] =>
  n === 0 ? [] : [{ id, label: `${label} (${n})`, value: yes / n, interval: wilson(yes, n), format: 'percent' }];

export function summarize(metrics: Metrics[]): Summary {
  const all = metrics.flatMap((m) => m.answers);
  const count = (list: typeof all, test: (a: (typeof all)[number]) => boolean) => list.filter(test).length;
  const on = (data: KeyAnswer) => all.filter((a) => a.data === data);
  return {
    episodes: metrics.length,
    stats: [
      ...share('agreement', 'Agreement with the data, all key questions', count(all, (a) => a.reply === a.data), all.length),
      ...share('agreement.yes', 'Agreement where the data says Yes', count(on('Yes'), (a) => a.reply === 'Yes'), on('Yes').length),
      ...share('agreement.no', 'Agreement where the data says No', count(on('No'), (a) => a.reply === 'No'), on('No').length),
      ...share('unknown', 'Replied Unknown', count(all, (a) => a.reply === 'Unknown'), all.length),
      ...share('notAQuestion', 'Replied "not a question"', count(all, (a) => a.reply === 'not-a-question'), all.length),
      ...share('resolved', 'Counted the key question as resolved', count(all, (a) => a.resolved), all.length),
    ],
    series: [],
    tables: [
      crossTable(
        'replies',
        'The judge’s replies to the key questions against the data’s answers',
        { label: 'The data says', values: ['Yes', 'No'], of: (a) => a.data },
        { label: 'The judge replied', values: ['Yes', 'No', 'Unknown', 'not a question'], of: (a) => a.reply.replaceAll('-', ' ') },
        all,
      ),
    ],
  };
}
