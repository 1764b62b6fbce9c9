/** The reference player against the rule-based judge over every bundled puzzle, and both bots on their own. */
import { describe, expect, it } from 'vitest';
import { Unparsed } from '../../../src/core/agent';
import { runBatch } from '../../../src/run/batch';
import { FILLER_QUESTION, keyQuestionMove, keyQuestionPlayer, rulesJudge, rulesReply } from '../../../src/games/situation-puzzles/bots';
import { situationPuzzles as game, type JudgeView, type PlayerView } from '../../../src/games/situation-puzzles/game';
import { AR_BENCH, CLASSROOM, puzzle } from './helpers';

async function allPuzzles(params: typeof AR_BENCH) {
  const { summary } = await runBatch({
    game, variant: 'test', params, seed: 1, episodes: 0, setups: game.allSetups!(params), agents: { player: keyQuestionPlayer, judge: rulesJudge }, runId: 'test',
  });
  return (id: string) => summary.stats.find((s) => s.id === id)!;
}

describe('the key-question bot against the rule-based judge, over all 33 puzzles', () => {
  it('resolves every key question and explains with mean F1 0.71 (characters) and 0.39 (words), in AR-Bench’s loop', async () => {
    const stat = await allPuzzles(AR_BENCH);
    expect(stat('process').value).toBe(1);
    // Measured: 0.706 (95% interval 0.685 to 0.727) by characters, 0.392 (0.373 to 0.410) by words.
    expect(stat('f1Char').value).toBeGreaterThan(0.68);
    expect(stat('f1Char').value).toBeLessThan(0.73);
    expect(stat('f1Word').value).toBeGreaterThan(0.37);
    expect(stat('f1Word').value).toBeLessThan(0.41);
    expect(stat('meanQuestions').value).toBe(25);
    expect(stat('forfeits').value).toBe(0);
  });

  it('explains as soon as its key questions are asked where it may, with the same scores', async () => {
    const stat = await allPuzzles(CLASSROOM);
    expect(stat('meanQuestions').value).toBeCloseTo(190 / 33, 12);
    expect(stat('process').value).toBe(1);
    expect(stat('f1Char').value).toBeGreaterThan(0.68);
  });
});

describe('the bots on their own', () => {
  const start = (setup = puzzle(1)) => game.init(AR_BENCH, setup);

  it('the key-question bot asks a filler question once its key questions are used up, and cannot play an imported puzzle', () => {
    const state = { ...start(), turns: puzzle(1).puzzle.key_question.map((question, i) => ({ number: i + 1, question, reply: 'Unknown' as const, resolved: [] })) };
    expect(keyQuestionMove(game.view(state, 'player') as PlayerView)).toEqual({ kind: 'ask', question: FILLER_QUESTION });
    const imported = start({ ...puzzle(1), puzzle: { ...puzzle(1).puzzle, surface: 'A story from a file.' } });
    expect(keyQuestionMove(game.view(imported, 'player') as PlayerView)).toBeInstanceOf(Unparsed);
  });

  it('the rule-based judge answers Yes to a matched key question of an imported puzzle, and Unknown to the rest', () => {
    const view = (question: string) =>
      game.view({ ...start({ ...puzzle(1), keyAnswers: null }), turns: [{ number: 1, question, reply: null, resolved: [3] }] }, 'judge') as JudgeView;
    expect(rulesReply(view('Did the keeper forget to light the lamp?'))).toEqual({ kind: 'answer', reply: 'Yes', resolved: [2, 3] });
    expect(rulesReply(view('Was the keeper drunk?'))).toEqual({ kind: 'answer', reply: 'Unknown', resolved: [3] });
    expect(rulesReply(view('Why was he arrested?'))).toEqual({ kind: 'answer', reply: 'not-a-question', resolved: [3] });
  });
});
