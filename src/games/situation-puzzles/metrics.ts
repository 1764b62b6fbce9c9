/**
 * Situation puzzles' measures: AR-Bench's two F1 scores of the explanation (its only outcome
 * measure), Fogplay's process score from the key questions (process.ts), and the judge's verdict,
 * which is counted on its own and never mixed into the F1 scores.
 */
import type { Summary, SummaryStat } from '../../core/game';
import type { EpisodeRecord } from '../../core/record';
import { cutReplies, invalidAttempts } from '../../core/replay';
import { cutStat, invalidStat, mean, wilson } from '../../core/stats';
import { finalShare, processCurve, processSummary, shareInterval } from './process';
import type { Metrics, Outcome, State, Verdict } from './types';

export function metrics(state: State, { f1Char, f1Word, verdict, forfeit }: Outcome, episode: EpisodeRecord): Metrics {
  const judged = state.turns.filter((t) => t.reply !== null);
  const process = processCurve(judged.map((t) => t.resolved), state.setup.puzzle.key_question.length);
  return {
    puzzle: state.setup.puzzle.index,
    f1Char,
    f1Word,
    questions: state.turns.length,
    notAQuestion: judged.filter((t) => t.reply === 'not-a-question').length,
    process,
    processFinal: finalShare(process),
    verdict,
    invalid: invalidAttempts(episode),
      cut: cutReplies(episode),
    forfeit,
  };
}

/** A mean F1 with its interval. */
const meanF1 = (id: string, label: string, values: number[]): SummaryStat => ({ id, label, value: mean(values), interval: shareInterval(values), format: 'number' });

/** The share of each verdict among the episodes that got one, with Wilson intervals. */
function verdictStats(metrics: Metrics[]): SummaryStat[] {
  const given = metrics.filter((m) => m.verdict !== null && m.verdict !== 'none');
  const labels: Record<Verdict, string> = { correct: 'correct', partly: 'partly correct', wrong: 'wrong' };
  return given.length === 0
    ? []
    : (Object.keys(labels) as Verdict[]).map((verdict) => {
        const n = given.filter((m) => m.verdict === verdict).length;
        return {
          id: `verdict.${verdict}`, label: `Judge's verdict: ${labels[verdict]} (of ${given.length} judged)`,
          value: n / given.length, interval: wilson(n, given.length), format: 'percent',
        };
      });
}

export function summarize(metrics: Metrics[]): Summary {
  if (metrics.length === 0) return { episodes: 0, stats: [], series: [] };
  const process = processSummary(metrics.map((m) => m.process));
  const forfeits = metrics.filter((m) => m.forfeit !== null).length;
  return {
    episodes: metrics.length,
    stats: [
      meanF1('f1Char', 'F1, characters (AR-Bench)', metrics.map((m) => m.f1Char)),
      meanF1('f1Word', 'F1, words (AR-Bench)', metrics.map((m) => m.f1Word)),
      ...process.stats,
      ...verdictStats(metrics),
      { id: 'meanQuestions', label: 'Questions asked per episode', value: mean(metrics.map((m) => m.questions)), format: 'number' },
      { id: 'meanNotAQuestion', label: 'Replies "not a question" per episode', value: mean(metrics.map((m) => m.notAQuestion)), format: 'number' },
      invalidStat(metrics),
      cutStat(metrics),
      { id: 'forfeits', label: 'Forfeited episodes', value: forfeits / metrics.length, interval: wilson(forfeits, metrics.length), format: 'percent' },
    ],
    series: process.series,
  };
}
