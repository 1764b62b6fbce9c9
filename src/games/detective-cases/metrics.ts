/**
 * Detective cases' measures. Accuracy is AR-Bench's: the share of cases whose accused suspect is
 * the murderer (a reply naming no letter counts as wrong). The process curve is Fogplay's
 * reconstruction: AR-Bench's released code computes no process score for detective cases (its
 * key-point judge runs only inside its tree search), and the paper's description, a process
 * measured by the key questions a detective's questions reach, is rebuilt here as the share of
 * the case's key questions hit after each turn, as each questioned suspect's seat judged.
 */
import { fold, type Summary, type Tally } from '../../core/game';
import type { EpisodeRecord } from '../../core/record';
import { cutReplies, invalidAttempts } from '../../core/replay';
import { cutStat, invalidStat, wilson } from '../../core/stats';
import { finalShare, processCurve, processTally } from '../situation-puzzles/process';
import { keyQuestionCount, keyQuestionsHit } from './game';
import type { Metrics, Outcome, State } from './types';

/** The case-wide key questions hit after each turn, numbered in order of first hit (only their count matters). */
function hitsAfterEachTurn(state: State): number[][] {
  return state.turns.map((_, i) => keyQuestionsHit(state.turns.slice(0, i + 1)).map((_, n) => n + 1));
}

export function metrics(state: State, { accused, murderer, correct, turns, forfeit }: Outcome, episode: EpisodeRecord): Metrics {
  const process = processCurve(hitsAfterEachTurn(state), keyQuestionCount(state));
  return {
    case: state.setup.record.index,
    correct,
    accused,
    murderer,
    turns,
    lostTurns: state.turns.filter((t) => t.suspect === null).length,
    process,
    processFinal: finalShare(process),
    invalid: invalidAttempts(episode),
      cut: cutReplies(episode),
    forfeit,
  };
}

/** The summary folded an episode at a time. */
export function tally(): Tally<Metrics> {
  const process = processTally();
  let [n, correct, forfeits, turns, lostTurns, invalid, cut] = [0, 0, 0, 0, 0, 0, 0];
  return {
    add(m) {
      n++;
      if (m.correct) correct++;
      if (m.forfeit !== null) forfeits++;
      process.add(m.process);
      turns += m.turns;
      lostTurns += m.lostTurns;
      invalid += m.invalid;
      cut += m.cut ?? 0;
    },
    summary() {
      if (n === 0) return { episodes: 0, stats: [], series: [] };
      const { stats, series } = process.summary();
      return {
        episodes: n,
        stats: [
          { id: 'accuracy', label: 'Accuracy: murderer named (AR-Bench)', value: correct / n, interval: wilson(correct, n), format: 'percent' },
          ...stats,
          { id: 'meanTurns', label: 'Turns per episode', value: turns / n, format: 'number' },
          { id: 'meanLostTurns', label: 'Turns lost by naming no suspect, per episode', value: lostTurns / n, format: 'number' },
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
