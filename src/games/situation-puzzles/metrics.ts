/**
 * Situation puzzles' measures: AR-Bench's two F1 scores of the explanation (its only outcome
 * measure), Fogplay's process score from the key questions (process.ts), and the judge's verdict,
 * which is counted on its own and never mixed into the F1 scores.
 */
import { fold, type Summary, type SummaryStat, type Tally } from '../../core/game';
import type { EpisodeRecord } from '../../core/record';
import { cutReplies, invalidAttempts } from '../../core/replay';
import { cutStat, invalidStat, RunningMean, wilson } from '../../core/stats';
import { finalShare, processCurve, processTally, withinShares } from './process';
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

/**
 * The summary folded an episode at a time: the F1 scores' means, the process figures, the judge's
 * verdicts (their shares among the episodes that got one), the counts per episode.
 */
export function tally(): Tally<Metrics> {
  const [f1Char, f1Word, process] = [new RunningMean(), new RunningMean(), processTally()];
  const verdicts: Record<Verdict, number> = { correct: 0, partly: 0, wrong: 0 };
  let [n, judged, questions, notAQuestion, invalid, cut, forfeits] = [0, 0, 0, 0, 0, 0, 0];
  return {
    add(m) {
      n++;
      f1Char.add(m.f1Char);
      f1Word.add(m.f1Word);
      process.add(m.process);
      if (m.verdict !== null && m.verdict !== 'none') (judged++, verdicts[m.verdict]++);
      questions += m.questions;
      notAQuestion += m.notAQuestion;
      invalid += m.invalid;
      cut += m.cut ?? 0;
      if (m.forfeit !== null) forfeits++;
    },
    summary() {
      if (n === 0) return { episodes: 0, stats: [], series: [] };
      const meanF1 = (id: string, label: string, values: RunningMean): SummaryStat => ({ id, label, value: values.mean(), interval: withinShares(values.interval()), format: 'number' });
      const labels: Record<Verdict, string> = { correct: 'correct', partly: 'partly correct', wrong: 'wrong' };
      const { stats, series } = process.summary();
      return {
        episodes: n,
        stats: [
          meanF1('f1Char', 'F1, characters (AR-Bench)', f1Char),
          meanF1('f1Word', 'F1, words (AR-Bench)', f1Word),
          ...stats,
          ...(judged === 0
            ? []
            : (Object.keys(labels) as Verdict[]).map((verdict): SummaryStat => ({
                id: `verdict.${verdict}`, label: `Judge's verdict: ${labels[verdict]} (of ${judged} judged)`,
                value: verdicts[verdict] / judged, interval: wilson(verdicts[verdict], judged), format: 'percent',
              }))),
          { id: 'meanQuestions', label: 'Questions asked per episode', value: questions / n, format: 'number' },
          { id: 'meanNotAQuestion', label: 'Replies "not a question" per episode', value: notAQuestion / n, format: 'number' },
          invalidStat(invalid / n),
          cutStat(cut / n),
          { id: 'forfeits', label: 'Forfeited episodes', value: forfeits / n, interval: wilson(forfeits, n), format: 'percent' },
        ],
        series,
      };
    },
  };
}

export const summarize = (metrics: Metrics[]): Summary => fold(tally(), metrics);
