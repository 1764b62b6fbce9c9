/** The judge check's summary as it was computed from every episode's metrics at once, before it was folded: the tally's reference. */
import type { Summary, SummaryStat } from '../../../src/core/game';
import { crossTable } from '../../../src/core/stats';
import type { KeyAnswer } from '../../../src/games/situation-puzzles/types';
import type { CheckMetrics as Metrics } from '../../../src/games/situation-puzzles-judge-check/game';
import { clusteredInterval } from '../clustered-reference';

type Answer = Metrics['answers'][number];

/** A share of the answers of every episode, its interval clustered by episode: `among` picks the answers counted, `test` those that say yes. */
function share(metrics: Metrics[], id: string, label: string, test: (a: Answer) => boolean, among: (a: Answer) => boolean = () => true): SummaryStat[] {
  const counts = metrics.map((m) => m.answers.filter(among)).map((answers) => [answers.filter(test).length, answers.length] as const);
  const [yes, n] = counts.reduce(([y, a], [h, t]) => [y + h, a + t], [0, 0]);
  return n === 0 ? [] : [{ id, label: `${label} (${n})`, value: yes / n, interval: clusteredInterval(counts), format: 'percent' }];
}

export function summarize(metrics: Metrics[]): Summary {
  const all = metrics.flatMap((m) => m.answers);
  const on = (data: KeyAnswer) => (a: Answer) => a.data === data;
  return {
    episodes: metrics.length,
    stats: [
      ...share(metrics, 'agreement', 'Agreement with the data, all key questions', (a) => a.reply === a.data),
      ...share(metrics, 'agreement.yes', 'Agreement where the data says Yes', (a) => a.reply === 'Yes', on('Yes')),
      ...share(metrics, 'agreement.no', 'Agreement where the data says No', (a) => a.reply === 'No', on('No')),
      ...share(metrics, 'unknown', 'Replied Unknown', (a) => a.reply === 'Unknown'),
      ...share(metrics, 'notAQuestion', 'Replied "not a question"', (a) => a.reply === 'not-a-question'),
      ...share(metrics, 'resolved', 'Counted the key question as resolved', (a) => a.resolved),
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
