/**
 * The oracle check: every bank question about one entity per episode, scored against the data;
 * agreement per question with a Wilson interval, and overall with an interval clustered by episode.
 */
import { describe, expect, it } from 'vitest';
import { llmAgent } from '../../../src/agents/llm';
import type { AgentFactory } from '../../../src/core/agent';
import type { MoveEvent } from '../../../src/core/record';
import { wilson } from '../../../src/core/stats';
import { clusteredInterval } from '../clustered-reference';
import { rulesOracle } from '../../../src/games/brainking/bots';
import { ENTITIES, QUESTIONS, entityNamed } from '../../../src/games/brainking/data';
import { oracleCheck, type CheckMove, type CheckResult } from '../../../src/games/brainking-oracle-check/game';
import { oraclePaperProtocol } from '../../../src/games/brainking/prompts';
import { runBatch } from '../../../src/run/batch';
import { playEpisode } from '../../../src/run/episode';
import { scriptedEngine } from '../../agents/scripted-engine';

const alwaysYes: AgentFactory = () => ({ info: { kind: 'bot', name: 'yes' }, act: async () => ({ kind: 'answer', answer: 'yes' }) });
const check = (entity: string, oracle: AgentFactory) =>
  playEpisode({ game: oracleCheck, variant: 'bank', params: {}, seed: 1, setup: { entity }, agents: { oracle }, runId: 'test' });

describe('the oracle check', () => {
  it('finds the rule-based oracle in full agreement with the data, for every entity', async () => {
    const { summary } = await runBatch({ game: oracleCheck, variant: 'bank', params: {}, seed: 1, episodes: 0, setups: oracleCheck.allSetups!({}), agents: { oracle: rulesOracle }, runId: 'test' });
    expect(summary.episodes).toBe(ENTITIES.length);
    // Agreement pooled over the entities, clustered by episode: every answer right leaves Wilson's interval at the effective number of answers.
    expect(summary.stats[0]).toMatchObject({ id: 'agreement', value: 1, interval: clusteredInterval(ENTITIES.map(() => [QUESTIONS.length, QUESTIONS.length])) });
    expect(summary.stats[0]!.interval!.low).toBeLessThan(wilson(ENTITIES.length * QUESTIONS.length, ENTITIES.length * QUESTIONS.length).low);
    expect(summary.stats).toHaveLength(1 + QUESTIONS.length);
    expect(summary.stats.every((s) => s.value === 1)).toBe(true);
  });

  it('scores an oracle that always says yes by the data’s share of yes answers', async () => {
    const dog = entityNamed('dog')!;
    const yes = QUESTIONS.filter((q) => dog.answers[q.id]).length;
    const episode = await check('dog', alwaysYes);
    expect(episode.outcome).toEqual({ agreed: yes, answered: QUESTIONS.length });
    expect(episode.metrics).toMatchObject({ entity: 'dog', agreed: yes, answered: QUESTIONS.length, agrees: { alive: true, plant: false } });
    const plant = episode.events.find((e): e is MoveEvent => e.type === 'move' && (e.result as unknown as CheckResult).number === 3)!;
    expect(oracleCheck.describe(plant.move as unknown as CheckMove, plant.result as unknown as CheckResult)).toBe('Q3: Is it a plant? Yes (the data says No)');
  });

  it('summarises agreement overall and per question over the entities answered', () => {
    // Two entities: the first agreed on all but `alive`; the second answered two questions, both wrong.
    const agrees = (wrong: string[], ids = QUESTIONS.map((q) => q.id)) => Object.fromEntries(ids.map((id) => [id, !wrong.includes(id)]));
    const summary = oracleCheck.summarize([
      { entity: 'dog', agreed: 47, answered: 48, agrees: agrees(['alive']) },
      { entity: 'cat', agreed: 0, answered: 2, agrees: agrees(['alive', 'animal'], ['alive', 'animal']) },
    ]);
    const stat = (id: string) => summary.stats.find((s) => s.id === id)!;
    // The two entities' answers pooled, clustered by entity: with two episodes, far wider than 50 independent answers would make it.
    expect(stat('agreement')).toMatchObject({ value: 47 / 50, label: 'Agreement with the data, all answers (50)' });
    const { low, high } = clusteredInterval([[47, 48], [0, 2]]);
    expect(stat('agreement').interval!.low).toBeCloseTo(low, 12);
    expect(stat('agreement').interval!.high).toBeCloseTo(high, 12);
    expect(stat('agreement').interval!.low).toBeLessThan(wilson(47, 50).low - 0.3);
    expect(stat('agreement.alive')).toMatchObject({ value: 0, interval: wilson(0, 2), label: 'Agreement: Is it alive?' });
    expect(stat('agreement.animal')).toMatchObject({ value: 0.5, interval: wilson(1, 2) });
    expect(stat('agreement.old')).toMatchObject({ value: 1, interval: wilson(1, 1) });
    // The confusion table: each answer against the data's, a wrong one the other of yes and no.
    const data = (entity: string, ids: string[]) => ids.map((id) => entityNamed(entity)!.answers[id]);
    const dogYes = data('dog', QUESTIONS.map((q) => q.id)).filter(Boolean).length;
    const [catAlive, catAnimal] = data('cat', ['alive', 'animal']);
    expect(catAlive && catAnimal && entityNamed('dog')!.answers.alive).toBe(true);
    // The dog's wrong answer on `alive` (data Yes) is a No; the cat's two (data Yes) are Noes.
    expect(summary.tables![0]).toMatchObject({ rows: { values: ['Yes', 'No'] }, columns: { values: ['Yes', 'No'] }, counts: [[dogYes - 1, 3], [0, 48 - dogYes]] });
  });

  it('asks a model with BrainKing’s oracle prompts, in one conversation, and re-asks a malformed answer', async () => {
    const replies = ['Yes', 'I am not sure.', 'Yes', ...Array(QUESTIONS.length - 2).fill('No')];
    const engine = scriptedEngine(replies);
    const episode = await check('dog', llmAgent({ engine, protocol: oraclePaperProtocol }));
    expect(engine.calls[0]![0]!.content).toContain('The entity is "dog".');
    expect(engine.calls[0]!.at(-1)!.content).toBe('Q1: Is it alive?');
    expect(engine.calls[3]!.at(-1)!.content).toBe('Q3: Is it a plant?');
    expect(episode.events.filter((e) => e.type === 'invalid')).toHaveLength(1);
    expect(episode.outcome).toMatchObject({ answered: QUESTIONS.length });
  });

  it('refuses misleading answers: it checks truthful answers only', () => {
    const state = oracleCheck.init({}, { entity: 'dog' });
    expect(oracleCheck.validate(state, 'oracle', { kind: 'answer', answer: 'no', misleading: true })).toEqual({
      ok: false, reason: 'The oracle check has no misleading answers: answer truthfully.',
    });
  });
});
