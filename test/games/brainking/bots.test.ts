/** The bank bot, BrainKing's reference player that needs no model, against the rule-based oracle. */
import { describe, expect, it } from 'vitest';
import { bankBot, bankMove, hypotheses, rulesOracle } from '../../../src/games/brainking/bots';
import { ENTITIES, QUESTIONS, entityNamed, questionById } from '../../../src/games/brainking/data';
import { brainking, type PlayerView } from '../../../src/games/brainking/game';
import { runBatch } from '../../../src/run/batch';
import { params, setupOf } from './helpers';

const start = (name: string, mode: 'easy' | 'medium' | 'hard') => brainking.view(brainking.init(params(mode), setupOf(name, params(mode))), 'player') as PlayerView;

describe('the bank bot', () => {
  it('starts from the entities that have the start concept at the mode’s level, else at any level', () => {
    expect(hypotheses('household pets', 'easy').map((e) => e.name)).toEqual(ENTITIES.filter((e) => e.concepts[0] === 'household pets').map((e) => e.name));
    expect(hypotheses('mammals', 'medium').every((e) => e.concepts.includes('mammals'))).toBe(true);
    expect(hypotheses(null, 'easy')).toHaveLength(ENTITIES.length);
    const broad = hypotheses('mammals', 'broad');
    expect(broad.map((e) => e.name)).toEqual(ENTITIES.filter((e) => e.concepts[2] === 'mammals').map((e) => e.name));
    expect(broad.length).toBeGreaterThan(hypotheses('domestic mammals', 'medium').length);
  });

  it('asks the question that splits the candidates most evenly, and guesses when one is left', () => {
    const view = start('dog', 'easy');
    const candidates = hypotheses(view.start, 'easy');
    const move = bankMove(view);
    expect(move.kind).toBe('ask');
    const id = (move as { questionId: string }).questionId;
    const split = (q: string) => Math.abs(candidates.filter((e) => e.answers[q]).length * 2 - candidates.length);
    expect(split(id)).toBe(Math.min(...QUESTIONS.map((q) => split(q.id))));
    const answered = { ...view, turns: [{ number: 1, question: questionById(id)!.text, answer: entityNamed('dog')!.answers[id] ? 'yes' as const : 'no' as const }] };
    expect(bankMove(answered)).toEqual({ kind: 'guess', text: 'dog' });
  });

  it('finds every entity in easy and medium mode against the rule-based oracle', async () => {
    for (const variant of ['easy', 'medium'] as const) {
      const p = params(variant);
      const { summary } = await runBatch({
        game: brainking, variant, params: p, seed: 1, episodes: 0, setups: brainking.allSetups!(p), agents: { player: bankBot, oracle: rulesOracle }, runId: 'test',
      });
      expect(summary.stats.find((s) => s.id === 'accuracy')!.value, variant).toBe(1);
    }
  });

  it('keeps the candidates the answers contradict least, so that a misleading answer leaves some', () => {
    // Every household pet is alive: "No" contradicts them all, and all stay possible.
    const view: PlayerView = { ...start('dog', 'hard'), turns: [{ number: 1, question: 'Is it alive?', answer: 'no' }] };
    const candidates = hypotheses(view.start, 'hard');
    expect(candidates.map((e) => e.name)).toEqual(['dog', 'cat']);
    const move = bankMove(view);
    expect(move.kind).toBe('ask');
    expect((move as { questionId: string }).questionId).not.toBe('alive');
  });

  it('meets misleading answers in hard mode, and is sometimes misled into naming the similar entity', async () => {
    const p = params('hard');
    const { summary } = await runBatch({
      game: brainking, variant: 'hard', params: p, seed: 1, episodes: 0, setups: brainking.allSetups!(p), agents: { player: bankBot, oracle: rulesOracle }, runId: 'test',
    });
    const stat = (id: string) => summary.stats.find((s) => s.id === id)!.value;
    expect(stat('accuracy')).toBeLessThan(1);
    expect(stat('misledRate')).toBeGreaterThan(0);
    expect(stat('accuracyMisled0')).toBe(1);
  });

  it('guesses once the questions have run out', () => {
    const view = { ...start('dog', 'easy'), maxQuestions: 0 };
    expect(bankMove(view).kind).toBe('guess');
  });
});
