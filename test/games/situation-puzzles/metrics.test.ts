/** The measures of hand-made episodes: F1, the process curve and its summary, verdicts apart. */
import { describe, expect, it } from 'vitest';
import { situationPuzzles as game, type Metrics } from '../../../src/games/situation-puzzles/game';
import { f1Characters, f1Words } from '../../../src/games/situation-puzzles/f1';
import { meanInterval } from '../../../src/core/stats';
import { finalShare, processCurve, processTally, withinShares } from '../../../src/games/situation-puzzles/process';
import { AR_BENCH, CLASSROOM, play, puzzle, scripted } from './helpers';

const ask = (question: string) => ({ kind: 'ask', question });
const answer = (reply: string, resolved: number[]) => ({ kind: 'answer', reply, resolved });

describe('the process curve', () => {
  it('is the share of key questions resolved after each judged question', () => {
    expect(processCurve([[1], [1, 3], [], [2, 3, 4]], 4)).toEqual([0.25, 0.5, 0, 0.75]);
    expect(finalShare([0.25, 0.75])).toBe(0.75);
    expect(finalShare([])).toBe(0);
  });

  it('keeps a mean share’s interval within 0 and 1', () => {
    expect(withinShares(meanInterval([1, 1, 0.9]))).toMatchObject({ high: 1 });
    expect(withinShares(meanInterval([0, 0, 0.1]))).toMatchObject({ low: 0 });
    // Student's t on three degrees of freedom (3.1824), not the normal 1.96: the interval holds at small n.
    expect(withinShares(meanInterval([0.4, 0.6, 0.5, 0.5])).low).toBeCloseTo(0.5 - 3.182446305284263 * Math.sqrt(0.02 / 3 / 4), 9);
  });

  it('averages over episodes, an episode that stopped early keeping its last share, with a t-interval per turn', () => {
    const summaryOf = (curves: number[][]) => {
      const tally = processTally();
      for (const curve of curves) tally.add(curve);
      return tally.summary();
    };
    const summary = summaryOf([[0.2, 0.4, 0.6], [0.5]]);
    const [mean, low, high] = summary.series.map((s) => s.values);
    mean!.forEach((value, turn) => expect(value).toBeCloseTo([0.35, 0.45, 0.55][turn]!, 12));
    expect(low![0]).toBeCloseTo(withinShares(meanInterval([0.2, 0.5])).low, 12);
    expect(high![2]).toBeCloseTo(withinShares(meanInterval([0.6, 0.5])).high, 12);
    expect(summary.stats).toMatchObject([{ id: 'process', label: 'Process score: key questions resolved (mean)', value: 0.55, format: 'percent' }]);
    expect(summary.stats[0]!.interval!.low).toBeCloseTo(withinShares(meanInterval([0.6, 0.5])).low, 12);
    expect(summary.series.map((s) => s.id)).toEqual(['processCurve', 'processCurveLow', 'processCurveHigh']);
    expect(summaryOf([])).toEqual({ stats: [], series: [] });
  });
});

describe('situation puzzles’ metrics', () => {
  it('measure a hand-made episode: F1, not-a-question replies, invalid attempts, the judge’s own record of resolved questions', async () => {
    const text = 'The keeper put the old shutter back and a ship was wrecked.';
    const episode = await play({ ...AR_BENCH, maxQuestions: 4 }, puzzle(1), {
      player: scripted([ask('Q one?'), { kind: 'explain', text: 'too early' }, ask('What happened?'), ask('Q three?'), ask('Q four?'), { kind: 'explain', text }]),
      judge: scripted([answer('Yes', [1]), answer('not-a-question', [1, 3]), answer('No', []), answer('Yes', [2, 3, 4])]),
    });
    expect(episode.metrics).toEqual({
      puzzle: 1,
      f1Char: f1Characters(text, puzzle(1).puzzle.bottom),
      f1Word: f1Words(text, puzzle(1).puzzle.bottom),
      questions: 4,
      notAQuestion: 1,
      process: [1 / 6, 2 / 6, 0, 3 / 6],
      processFinal: 0.5,
      verdict: null,
      invalid: 1,
      cut: 0,
      forfeit: null,
    });
  });

  it('summarize F1 and the process score with intervals, and verdicts on their own', async () => {
    const episodes = await Promise.all(
      [['correct', 'He lied.'], ['wrong', 'A ghost did it.']].map(([verdict, text]) =>
        play(CLASSROOM, puzzle(2), { player: scripted([ask('Q?'), { kind: 'explain', text }]), judge: scripted([answer('Yes', [1, 2]), { kind: 'verdict', verdict }]) }),
      ),
    );
    const metrics = episodes.map((e) => e.metrics as Metrics);
    const summary = game.summarize(metrics);
    const stat = (id: string) => summary.stats.find((s) => s.id === id);
    const f1Chars = metrics.map((m) => m.f1Char);
    expect(stat('f1Char')).toMatchObject({ id: 'f1Char', label: 'F1, characters (AR-Bench)', value: (f1Chars[0]! + f1Chars[1]!) / 2, format: 'number' });
    // Folded, the interval's bounds may differ from those computed at once in the last bits.
    expect(stat('f1Char')!.interval!.low).toBeCloseTo(withinShares(meanInterval(f1Chars)).low, 12);
    expect(stat('f1Word')!.interval!.high).toBeCloseTo(withinShares(meanInterval(metrics.map((m) => m.f1Word))).high, 12);
    expect(stat('process')).toMatchObject({ value: 0.4, interval: { low: 0.4, high: 0.4 } });
    expect(stat('verdict.correct')).toMatchObject({ label: "Judge's verdict: correct (of 2 judged)", value: 0.5 });
    expect(stat('verdict.partly')?.value).toBe(0);
    expect(summary.series[0]).toEqual({ id: 'processCurve', label: 'Key questions resolved after each question (mean)', values: [0.4] });
    expect(game.summarize([])).toEqual({ episodes: 0, stats: [], series: [] });
  });
});
