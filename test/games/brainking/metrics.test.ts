/**
 * BrainKing's metrics as the paper defines them, against hand-computed cases: accuracy; rounds
 * (the questions asked before the correct guess, 30 when the entity was not found); accuracy win rate = 100 ×
 * accuracy; rounds win rate = 100 / mean rounds; total win rate = their mean; in hard mode the
 * share of final guesses that named the similar entity and accuracy by misleading answers given.
 */
import { describe, expect, it } from 'vitest';
import type { SummaryStat } from '../../../src/core/game';
import { wilson } from '../../../src/core/stats';
import { rulesOracle } from '../../../src/games/brainking/bots';
import { brainking, type Metrics } from '../../../src/games/brainking/game';
import { rounds, winRates, type Mode } from '../../../src/games/brainking/rules';
import { params, play, scripted, setupOf } from './helpers';

const ask = (questionId: string) => ({ kind: 'ask', questionId });
const byId = (stats: SummaryStat[]) => Object.fromEntries(stats.map((s) => [s.id, s]));

const episode = (mode: Mode, correct: boolean, questions: number, extra: Partial<Metrics> = {}): Metrics => ({
  mode, correct, questions, rounds: rounds(correct, questions), guessedSimilar: false, misleadingAnswers: 0, misleadingSetting: mode === 'hard' ? 2 : 0, misleadingAt: [], invalid: 0, cut: 0, ...extra,
});

describe('BrainKing rounds and win rates', () => {
  it('count the questions, not the guess, as rounds when the entity is found, and 30 otherwise', () => {
    expect(rounds(true, 0)).toBe(0);
    expect(rounds(true, 7)).toBe(7);
    expect(rounds(true, 20)).toBe(20);
    expect(rounds(false, 3)).toBe(30);
    expect(rounds(false, 20)).toBe(30);
  });

  it('are 100 × accuracy, 100 / mean rounds, and their mean', () => {
    expect(winRates(0.5, 20)).toEqual({ accuracy: 50, rounds: 5, total: 27.5 });
    expect(winRates(1, 1)).toEqual({ accuracy: 100, rounds: 100, total: 100 });
  });
});

describe('BrainKing episode metrics', () => {
  const p = params('easy');
  const setup = setupOf('dog', p);

  it('score a find after three questions as 3 rounds', async () => {
    const { metrics } = await play(p, setup, { player: scripted([ask('alive'), ask('animal'), ask('mammal'), { kind: 'guess', text: 'a dog' }]), oracle: rulesOracle });
    expect(metrics).toEqual({ mode: 'easy', correct: true, questions: 3, rounds: 3, guessedSimilar: false, misleadingAnswers: 0, misleadingSetting: 0, misleadingAt: [], invalid: 0, cut: 0 });
  });

  it('score a wrong guess as 30 rounds, and note when it named the similar entity', async () => {
    const { metrics } = await play(p, setup, { player: scripted([ask('alive'), { kind: 'guess', text: 'Wolves' }]), oracle: rulesOracle });
    expect(metrics).toMatchObject({ correct: false, questions: 1, rounds: 30, guessedSimilar: true });
  });

  it('count invalid attempts, which cost no question', async () => {
    const { metrics } = await play(p, setup, { player: scripted([{ kind: 'ask', question: 'Does it bark?' }, 'nonsense', { kind: 'guess', text: 'cat' }]), oracle: rulesOracle });
    expect(metrics).toMatchObject({ correct: false, questions: 0, rounds: 30, invalid: 2, guessedSimilar: false });
  });

  it('record which question numbers got misleading answers in hard mode', async () => {
    const hard = params('hard');
    // The dog and the wolf differ on `indoors` and `dangerous`: both mislead.
    const moves = [ask('alive'), ask('dangerous'), ask('mammal'), ask('indoors'), ask('dangerous'), { kind: 'guess', text: 'wolf' }];
    const { metrics, events } = await play(hard, setupOf('dog', hard), { player: scripted(moves), oracle: rulesOracle });
    expect(metrics).toMatchObject({ mode: 'hard', misleadingAnswers: 2, misleadingSetting: 2, misleadingAt: [2, 4, 5], guessedSimilar: true, rounds: 30 });
    expect(events.filter((e) => e.type === 'move' && e.seat === 'oracle').map((e) => e.type === 'move' && e.move)).toEqual([
      { kind: 'answer', answer: 'yes', misleading: false },
      { kind: 'answer', answer: 'yes', misleading: true },
      { kind: 'answer', answer: 'yes', misleading: false },
      { kind: 'answer', answer: 'no', misleading: true },
      { kind: 'answer', answer: 'yes', misleading: true },
    ]);
  });
});

describe('BrainKing batch summary', () => {
  it('gives accuracy with its Wilson interval, mean rounds and the three win rates', () => {
    const metrics = [episode('easy', true, 2), episode('easy', true, 5), episode('easy', false, 10), episode('easy', false, 20)];
    const stats = byId(brainking.summarize(metrics).stats);
    expect(stats.accuracy).toMatchObject({ value: 0.5, interval: wilson(2, 4), format: 'percent' });
    // Rounds 2, 5, 30 and 30.
    expect(stats.meanRounds!.value).toBe(16.75);
    expect(stats.accuracyWinRate!.value).toBe(50);
    expect(stats.roundsWinRate!.value).toBeCloseTo(100 / 16.75, 12);
    expect(stats.totalWinRate!.value).toBeCloseTo((50 + 100 / 16.75) / 2, 12);
    expect(stats.meanQuestions!.value).toBe(9.25);
    expect(stats.misledRate).toBeUndefined();
  });

  it('adds, in hard mode, the share of guesses that named the similar entity and accuracy by misleading answers given', () => {
    const metrics = [
      episode('hard', true, 4, { misleadingAnswers: 0 }),
      episode('hard', false, 6, { misleadingAnswers: 2, guessedSimilar: true }),
      episode('hard', true, 9, { misleadingAnswers: 2 }),
      episode('hard', false, 20, { misleadingAnswers: 2, guessedSimilar: true }),
      episode('hard', false, 12, { misleadingAnswers: 1 }),
    ];
    const stats = byId(brainking.summarize(metrics).stats);
    expect(stats.misledRate).toMatchObject({ value: 2 / 5, interval: wilson(2, 5) });
    expect(stats.accuracyMisled0).toMatchObject({ value: 1, label: 'Accuracy with 0 misleading answers given (1 episode)' });
    expect(stats.accuracyMisled1).toMatchObject({ value: 0 });
    expect(stats.accuracyMisled2).toMatchObject({ value: 1 / 3, interval: wilson(1, 3), label: 'Accuracy with 2 misleading answers given (3 episodes)' });
    expect(brainking.summarize(metrics).stats.map((s) => s.id).slice(-3)).toEqual(['accuracyMisled0', 'accuracyMisled1', 'accuracyMisled2']);
  });

  it('gives the figures per mode and over all episodes when several modes are summarised together', () => {
    const metrics = [episode('easy', true, 1), episode('easy', true, 3), episode('medium', false, 20), episode('hard', true, 7)];
    const stats = byId(brainking.summarize(metrics).stats);
    expect(stats.accuracy).toMatchObject({ value: 0.75, label: 'All modes: Accuracy' });
    expect(stats.meanRounds!.value).toBe((1 + 3 + 30 + 7) / 4);
    expect(stats['easy.accuracy']).toMatchObject({ value: 1, label: 'Easy: Accuracy' });
    expect(stats['easy.meanRounds']!.value).toBe(2);
    expect(stats['easy.roundsWinRate']!.value).toBeCloseTo(100 / 2, 12);
    expect(stats['medium.totalWinRate']!.value).toBeCloseTo((0 + 100 / 30) / 2, 12);
    expect(stats['hard.misledRate']!.value).toBe(0);
    // The overall accuracy win rate is 100 × the pooled accuracy, here not the mean of the per-mode ones.
    expect(stats.accuracyWinRate!.value).toBe(75);
    expect((stats['easy.accuracyWinRate']!.value + stats['medium.accuracyWinRate']!.value + stats['hard.accuracyWinRate']!.value) / 3).toBeCloseTo(200 / 3, 12);
  });

  it('give no rounds win rate when every episode found the entity without a question', () => {
    const ids = brainking.summarize([episode('easy', true, 0), episode('easy', true, 0)]).stats.map((s) => s.id);
    expect(ids).toEqual(['accuracy', 'meanRounds', 'accuracyWinRate', 'meanQuestions', 'meanInvalid', 'meanCut']);
  });

  it('give hard mode’s figures per number of misleading answers set (k) when a batch mixes them, as the paper’s Table 5 does', () => {
    const metrics = [
      episode('hard', true, 6, { misleadingSetting: 2 }),
      episode('hard', false, 20, { misleadingSetting: 2 }),
      episode('hard', false, 9, { misleadingSetting: 4 }),
    ];
    const stats = byId(brainking.summarize(metrics).stats);
    expect(stats['k2.accuracy']).toMatchObject({ value: 0.5, label: 'Hard, 2 misleading answers: Accuracy' });
    expect(stats['k2.meanRounds']).toMatchObject({ value: 18, label: 'Hard, 2 misleading answers: Mean rounds (30 when not found)' });
    expect(stats['k4.accuracy']!.value).toBe(0);
    expect(stats['k3.accuracy']).toBeUndefined();
    expect(byId(brainking.summarize(metrics.slice(0, 2)).stats)['k2.accuracy']).toBeUndefined();
  });
});
