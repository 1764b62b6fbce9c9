/** The confusion check's summary as it was computed from every episode's metrics at once, before it was folded: the tally's reference. */
import type { Summary, SummaryStat } from '../../../src/core/game';
import { crossTable, wilson } from '../../../src/core/stats';
import type { Metrics } from '../../../src/games/brainking-confusion/game';

const share = (id: string, label: string, yes: number, n: number): SummaryStat[] =>
  n === 0 ? [] : [{ id, label: `${label} (${n})`, value: yes / n, interval: wilson(yes, n), format: 'percent' }];

export function summarize(metrics: Metrics[]): Summary {
  const judged = metrics.filter((m) => m.misled !== null);
  const count = (test: (m: Metrics) => boolean) => judged.filter(test).length;
  return {
    episodes: metrics.length,
    stats: [
      ...share('misledWithoutRecovery', 'Judged misled without recovery', count((m) => m.misled === true), judged.length),
      ...share('accuracy', 'Accuracy of the judged episodes', count((m) => m.correct), judged.length),
      ...share('guessedSimilar', 'Final guess was the similar entity', count((m) => m.guessedSimilar), judged.length),
      ...share('misleadingGiven', 'Episodes where a misleading answer was given', count((m) => m.misleadingAnswers > 0), judged.length),
    ],
    series: [],
    tables: [
      crossTable(
        'verdicts',
        'The judge’s verdicts against how the judged game ended',
        { label: 'The player’s final guess', values: ['the entity', 'the similar entity', 'another'], of: (m) => (m.correct ? 'the entity' : m.guessedSimilar ? 'the similar entity' : 'another') },
        { label: 'The judge says', values: ['misled', 'not misled'], of: (m) => (m.misled ? 'misled' : 'not misled') },
        judged,
      ),
    ],
  };
}
