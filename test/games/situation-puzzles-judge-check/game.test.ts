/** The judge check: every key question of a puzzle, each reply compared with the data, agreement with intervals clustered by puzzle. */
import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../../src/core/agent';
import { wilson } from '../../../src/core/stats';
import { rulesJudge } from '../../../src/games/situation-puzzles/bots';
import { KEY_ANSWERS, PUZZLES } from '../../../src/games/situation-puzzles/data';
import { judgeCheck } from '../../../src/games/situation-puzzles-judge-check/game';
import type { JudgeView } from '../../../src/games/situation-puzzles/types';
import { playEpisode } from '../../../src/run/episode';
import { runBatch } from '../../../src/run/batch';
import { validateEpisode } from '../../schema';
import { clusteredInterval } from '../clustered-reference';

/** A judge that says Yes to everything and counts nothing resolved. */
const yesJudge: AgentFactory = () => ({ info: { kind: 'bot', name: 'yes' }, act: async () => ({ kind: 'answer', reply: 'Yes', resolved: [] }) });

const check = (judge: AgentFactory) =>
  runBatch({ game: judgeCheck, variant: 'key-questions', params: {}, seed: 1, episodes: 0, setups: judgeCheck.allSetups!({}), agents: { judge }, runId: 'test' });

describe('the judge check', () => {
  it('asks each key question of the puzzle in turn, with the situation puzzles’ judge view', () => {
    const state = judgeCheck.init({}, { puzzle: 1 });
    const view = judgeCheck.view(state, 'judge');
    expect(view).toMatchObject({ seat: 'judge', bottom: PUZZLES[0]!.bottom, resolved: [], pending: { kind: 'question', number: 1, question: PUZZLES[0]!.key_question[0] } });
    const next = judgeCheck.apply(state, 'judge', { kind: 'answer', reply: 'Yes', resolved: [1] });
    expect(next.result).toEqual({ number: 1, data: 'Yes', agrees: true, resolved: true });
    expect(judgeCheck.view(next.state, 'judge')).toMatchObject({ resolved: [1], pending: { number: 2, question: PUZZLES[0]!.key_question[1] } });
    expect(judgeCheck.validate(next.state, 'judge', { kind: 'verdict', verdict: 'correct' })).toMatchObject({ ok: false });
  });

  it('finds the rule-based judge in full agreement with the data, by construction', async () => {
    const { summary } = await check(rulesJudge);
    expect(summary.episodes).toBe(33);
    expect(summary.stats.find((s) => s.id === 'agreement')).toEqual({
      id: 'agreement', label: 'Agreement with the data, all key questions (190)', value: 1, interval: clusteredInterval(PUZZLES.map((p) => [p.key_question.length, p.key_question.length])), format: 'percent',
    });
    expect(summary.stats.find((s) => s.id === 'resolved')?.value).toBe(1);
  });

  it('measures a judge that always says Yes: it agrees on the 119 Yes questions only', async () => {
    const { summary } = await check(yesJudge);
    const stat = (id: string) => summary.stats.find((s) => s.id === id)!;
    // Each puzzle's Yes answers of its key questions: the replies of one puzzle pooled, the interval clustered by puzzle.
    const perPuzzle = PUZZLES.map((p) => [KEY_ANSWERS[String(p.index)]!.filter((a) => a === 'Yes').length, p.key_question.length] as const);
    expect(stat('agreement')).toMatchObject({ value: 119 / 190, interval: clusteredInterval(perPuzzle) });
    expect(stat('agreement').interval!.high - stat('agreement').interval!.low).toBeGreaterThan(wilson(119, 190).high - wilson(119, 190).low);
    expect(stat('agreement.yes')).toMatchObject({ label: 'Agreement where the data says Yes (119)', value: 1 });
    expect(stat('agreement.no')).toMatchObject({ label: 'Agreement where the data says No (71)', value: 0, interval: clusteredInterval(perPuzzle.map(([yes, n]) => [0, n - yes])) });
    expect(stat('resolved').value).toBe(0);
    // Its confusion table: every reply Yes, whatever the data says.
    expect(summary.tables).toEqual([{
      id: 'replies',
      caption: 'The judge’s replies to the key questions against the data’s answers',
      rows: { label: 'The data says', values: ['Yes', 'No'] },
      columns: { label: 'The judge replied', values: ['Yes', 'No', 'Unknown', 'not a question'] },
      counts: [[119, 0, 0, 0], [71, 0, 0, 0]],
    }]);
  });

  it('writes records its schema accepts, and describes each reply against the data', async () => {
    const episode = await playEpisode({ game: judgeCheck, variant: 'key-questions', params: {}, seed: 1, setup: { puzzle: 1 }, agents: { judge: yesJudge }, runId: 'test' });
    expect(validateEpisode(episode), JSON.stringify(validateEpisode.errors)).toBe(true);
    const lines = episode.events.flatMap((e) => (e.type === 'move' ? [judgeCheck.describe(e.move as never, e.result as never)] : []));
    expect(lines.slice(0, 2)).toEqual(['Key question 1: Yes (not counted as resolved)', 'Key question 2: Yes (the data says No) (not counted as resolved)']);
    expect(judgeCheck.describeOutcome(episode.outcome as never)).toBe('agreed on 4 of 6');
    expect((judgeCheck.view(judgeCheck.init({}, { puzzle: 1 }), 'judge') as JudgeView).keyQuestions).toHaveLength(6);
  });
});
