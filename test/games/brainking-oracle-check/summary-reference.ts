/** The oracle check's summary as it was computed from every episode's metrics at once, before it was folded: the tally's reference. */
import type { Summary, SummaryStat } from '../../../src/core/game';
import { crossTable, wilson } from '../../../src/core/stats';
import type { CheckMetrics as Metrics } from '../../../src/games/brainking-oracle-check/game';
import { QUESTIONS, entityNamed } from '../../../src/games/brainking/data';
import { clusteredInterval } from '../clustered-reference';

export function summarize(metrics: Metrics[]): Summary {
  const agreed = metrics.reduce((n, m) => n + m.agreed, 0);
  const answered = metrics.reduce((n, m) => n + m.answered, 0);
  const perQuestion = QUESTIONS.flatMap((q): SummaryStat[] => {
    const answers = metrics.map((m) => m.agrees[q.id]).filter((a) => a !== undefined);
    const yes = answers.filter(Boolean).length;
    return answers.length
      ? [{ id: `agreement.${q.id}`, label: `Agreement: ${q.text}`, value: yes / answers.length, interval: wilson(yes, answers.length), format: 'percent' }]
      : [];
  });
  // Each answer against the data's: a disagreement is the other of yes and no.
  const pairs = metrics.flatMap((m) =>
    Object.entries(m.agrees).map(([id, agrees]) => {
      const data = entityNamed(m.entity)?.answers[id] ? 'Yes' : 'No';
      return { data, answer: agrees ? data : data === 'Yes' ? 'No' : 'Yes' };
    }),
  );
  const values = ['Yes', 'No'];
  return {
    episodes: metrics.length,
    stats: [
      { id: 'agreement', label: `Agreement with the data, all answers (${answered})`, value: agreed / answered, interval: clusteredInterval(metrics.map((m) => [m.agreed, m.answered])), format: 'percent' },
      ...perQuestion,
    ],
    series: [],
    tables: [
      crossTable('answers', 'The oracle’s answers against the data’s', { label: 'The data says', values, of: (p) => p.data }, { label: 'The oracle answered', values, of: (p) => p.answer }, pairs),
    ],
  };
}
