/**
 * AsymPuzl's measures on hand-made transcripts: success and turns to solve, actions per position
 * (every action, both agents pooled, over N), the failure tags, the message share of the models'
 * output, and the summary with its groups and references.
 */
import { describe, expect, it } from 'vitest';
import type { SummaryStat } from '../../../src/core/game';
import type { EpisodeRecord, GameEvent } from '../../../src/core/record';
import { replay } from '../../../src/core/replay';
import { wilson } from '../../../src/core/stats';
import { references } from '../../../src/games/asympuzl/references';
import { asympuzl, type Metrics, type Outcome, type State } from '../../../src/games/asympuzl/game';
import { SOLVING, params, play, put, scripted } from './helpers';

const byId = (stats: SummaryStat[]) => Object.fromEntries(stats.map((s) => [s.id, s]));

const metric = (extra: Partial<Metrics>): Metrics => ({
  setting: 'pair', size: 5, feedback: 'both', solved: false, turns: 10, turnsToSolve: null, actionsPerPosition: 1,
  actionsPerPositionBySeat: {}, invalid: 0, cut: 0, tokens: null, messageShare: null, failures: [], ...extra,
});

describe('AsymPuzl episode metrics', () => {
  it('score the two-turn solution: solved at turn 2, 2 actions per position (Alice 1, Bob 1), no failure', async () => {
    const { metrics } = await play(params(3), { alice: scripted(SOLVING.alice), bob: scripted(SOLVING.bob) });
    expect(metrics).toEqual({
      setting: 'pair', size: 3, feedback: 'both', solved: true, turns: 2, turnsToSolve: 2, actionsPerPosition: 2,
      actionsPerPositionBySeat: { alice: 1, bob: 1 }, invalid: 0, cut: 0, tokens: null, messageShare: null, failures: [],
    });
  });

  it('tag non-cooperation when an agent left wrong never made a position right', async () => {
    // Bob fixes his order from Alice's message; Alice never writes a colour.
    const { metrics } = await play(params(3, 'none'), { alice: scripted([SOLVING.alice[0]]), bob: scripted(SOLVING.bob) });
    expect(metrics).toMatchObject({ solved: false, turns: 6, turnsToSolve: null, actionsPerPosition: 1, failures: ['non-cooperation'] });
  });

  it('tag miscommunication when a wrong pair is written, and over-correction at 3 writes of one position by one agent', async () => {
    const alice = [
      { message: SOLVING.alice[0]!.message, actions: [put(1, 'square', 'red')] },
      { message: '', actions: [put(1, 'square', 'green')] },
      { message: '', actions: [put(1, 'square', 'blue'), put(2, 'triangle', 'red'), put(3, 'circle', 'cyan')] },
    ];
    const { metrics } = await play(params(3), { alice: scripted(alice), bob: scripted(SOLVING.bob) });
    expect(metrics).toMatchObject({ solved: true, turnsToSolve: 3, actionsPerPositionBySeat: { alice: 5 / 3, bob: 1 }, failures: ['miscommunication', 'over-correction'] });
    expect(metrics.actionsPerPosition).toBeCloseTo(8 / 3);
  });

  it('count every action, a replace by the same pair included, and tag refused replies as format errors', async () => {
    const bob = [{ ...SOLVING.bob[0]!, actions: [...SOLVING.bob[0]!.actions] }, 'not a move', { message: '', actions: [put(1, 'square', 'blue')] }];
    const { metrics } = await play(params(3), { alice: scripted(SOLVING.alice), bob: scripted(bob) });
    expect(metrics).toMatchObject({ solved: true, invalid: 1, actionsPerPositionBySeat: { alice: 1, bob: 4 / 3 }, failures: ['format-errors'] });
  });

  it('take output tokens from model calls, and estimate the message’s share from its share of the reply', async () => {
    const episode = await play(params(3), { alice: scripted(SOLVING.alice), bob: scripted(SOLVING.bob) });
    const text = (message: string) => `Thinking first. {"message": "${message}", "actions": []}`;
    const call = (seat: string, message: string, completionTokens?: number): GameEvent => ({
      type: 'model-call', seq: 0, at: 0, seat, messages: [], text: text(message), parsed: { message, actions: [] }, usage: { completionTokens }, latencyMs: 1,
    });
    const calls = [call('alice', 'abcdefghij', 100), call('alice', '', 50), call('bob', 'x'.repeat(25), 60), call('bob', 'unreported')];
    const withCalls: EpisodeRecord = { ...episode, events: [...calls, ...episode.events] };
    const state = replay(asympuzl, withCalls) as State;
    const { tokens, messageShare } = asympuzl.metrics(state, episode.outcome as unknown as Outcome, withCalls);
    const share = (message: string) => message.length / text(message).length;
    expect(tokens!.alice).toEqual({ calls: 2, output: 150, message: 100 * share('abcdefghij') });
    expect(tokens!.bob).toEqual({ calls: 1, output: 60, message: 60 * share('x'.repeat(25)) });
    expect(messageShare).toBeCloseTo((100 * share('abcdefghij') + 60 * share('x'.repeat(25))) / 210);
  });
});

describe('AsymPuzl summary', () => {
  it('gives success with its Wilson interval, turns to solve, actions per position and the failure counts', () => {
    const metrics = [
      metric({ solved: true, turns: 2, turnsToSolve: 2, actionsPerPosition: 2 }),
      metric({ solved: true, turns: 4, turnsToSolve: 4, actionsPerPosition: 3, failures: ['over-correction'] }),
      metric({ solved: false, actionsPerPosition: 1, invalid: 2, failures: ['non-cooperation', 'format-errors'] }),
    ];
    const summary = asympuzl.summarize(metrics);
    const stats = byId(summary.stats);
    expect(summary.episodes).toBe(3);
    expect(stats.success).toMatchObject({ value: 2 / 3, interval: wilson(2, 3), format: 'percent' });
    expect(stats.meanTurnsToSolve!.value).toBe(3);
    expect(stats.actionsPerPosition!.value).toBe(2);
    expect(stats.meanInvalid!.value).toBeCloseTo(2 / 3);
    expect([stats.nonCooperation, stats.miscommunication, stats.overCorrection, stats.formatErrors].map((s) => s!.value)).toEqual([1, 0, 1, 1]);
    expect(stats.aliceOutputTokens).toBeUndefined();
    // Figure 3's success at turn K, K = 1…10.
    expect(summary.series).toEqual([{ id: 'successByTurn', label: 'Success within K turns (K = 1, 2, …)', values: [0, 1 / 3, 1 / 3, 2 / 3, 2 / 3, 2 / 3, 2 / 3, 2 / 3, 2 / 3, 2 / 3] }]);
  });

  it('gives Table 3’s token figures where models played', () => {
    const stats = byId(asympuzl.summarize([
      metric({ tokens: { alice: { calls: 2, output: 200, message: 50 }, bob: { calls: 1, output: 80, message: 40 } }, messageShare: 90 / 280 }),
      metric({ tokens: { alice: { calls: 2, output: 100, message: 10 } }, messageShare: 0.1 }),
    ]).stats);
    expect(stats.aliceOutputTokens!.value).toBe(75);
    expect(stats.aliceMessageTokens!.value).toBe(15);
    expect(stats.aliceMessageShare!.value).toBe(0.2);
    expect(stats.bobOutputTokens!.value).toBe(80);
    expect(stats.bobMessageShare!.value).toBe(0.5);
    expect(stats.messageShare!.value).toBeCloseTo((90 / 280 + 0.1) / 2);
  });

  it('groups by mode, size and setting when a batch mixes them, with the ids of the paper’s tables', () => {
    const modes = asympuzl.summarize(['none', 'own', 'own-detailed', 'joint', 'both', 'both-detailed'].map((feedback, i) => metric({ feedback: feedback as Metrics['feedback'], solved: i % 2 === 0 })));
    const ids = new Set(modes.stats.map((s) => s.id));
    const [table1, table5, table6, table2, table4, table3] = references;
    for (const table of [table1!, table5!, table6!]) {
      for (const column of table.columns.filter((c) => c.id.endsWith('.success'))) expect(ids, column.id).toContain(column.id);
    }
    expect(byId(modes.stats)['own.success']!.value).toBe(0);
    expect(modes.stats[0]!.label).toBe('All: Success');
    expect(byId(modes.stats)['own-detailed.success']!.label).toBe('Own detailed feedback: Success');

    const sizes = new Set(asympuzl.summarize([3, 5, 10, 20].map((size) => metric({ size }))).stats.map((s) => s.id));
    for (const column of [...table2!.columns, ...table4!.columns]) expect(sizes, column.id).toContain(column.id);

    const tokens = new Set(asympuzl.summarize([metric({ tokens: { alice: { calls: 1, output: 1, message: 1 }, bob: { calls: 1, output: 1, message: 1 } } })]).stats.map((s) => s.id));
    for (const column of table3!.columns) expect(tokens, column.id).toContain(column.id);

    const settings = byId(asympuzl.summarize([metric({}), metric({ setting: 'single', feedback: 'none', solved: true })]).stats);
    expect(settings['single.success']!.value).toBe(1);
    expect(settings['pair.success']!.label).toBe('Two agents: Success');
  });

  it('is empty for no episodes', () => {
    expect(asympuzl.summarize([])).toEqual({ episodes: 0, stats: [], series: [] });
  });
});

describe('AsymPuzl references', () => {
  it('hold the paper’s tables with their numbers and sources, marked as the paper’s models', () => {
    expect(references.map((t) => t.caption.split(' of the paper')[0])).toEqual(['Table 1', 'Table 5', 'Table 6', 'Table 2', 'Table 4', 'Table 3']);
    for (const table of references) {
      expect(table.caption).toContain('its models, not Fogplay’s');
      expect(table.rows.map((r) => r.model)).toEqual(['GPT-5', 'Claude-4.0', 'OSS-120B', 'GPT-4o', 'Claude-3.5', 'GPT-3.5-turbo', 'Llama 3.2-11B']);
      for (const row of table.rows) {
        expect(row.sources).toEqual([{ text: `Cadet et al. 2025, ${table.caption.split(' of the paper')[0]}`, url: 'https://arxiv.org/abs/2512.03466' }]);
        for (const column of table.columns) expect(typeof row.values[column.id], `${row.model} ${column.id}`).toBe('number');
      }
    }
    const gpt4o = (i: number) => references[i]!.rows.find((r) => r.model === 'GPT-4o')!.values;
    expect(gpt4o(0)).toEqual({ 'none.success': 0.433, 'own.success': 0.467, 'own-detailed.success': 0.633, 'joint.success': 0.4, 'both.success': 0.8, 'both-detailed.success': 0.567 });
    expect(gpt4o(3)).toEqual({ 'n3.success': 0.6, 'n5.success': 0.8, 'n10.success': 0.6, 'n20.success': 0.167 });
    expect(gpt4o(5)).toMatchObject({ aliceOutputTokens: 114.3, aliceMessageShare: 0.239, bobMessageTokens: 33.2 });
  });

  it('agree with themselves: Table 2’s N = 5 is Table 1’s Both, Tables 5 and 6 repeat Table 1 with Wilson intervals over 30 seeds', () => {
    const [table1, table5, table6, table2] = references;
    for (const [i, row] of table1!.rows.entries()) {
      expect(table2!.rows[i]!.values['n5.success']).toBe(row.values['both.success']);
      for (const [id, value] of Object.entries(row.values)) {
        const withInterval = [table5!, table6!].find((t) => t.columns.some((c) => c.id === id))!.rows[i]!.values;
        expect(withInterval[id]).toBe(value);
        const interval = wilson(Math.round(value! * 30), 30);
        expect(withInterval[id.replace('.success', '.successLow')]).toBeCloseTo(interval.low, 2);
        expect(withInterval[id.replace('.success', '.successHigh')]).toBeCloseTo(interval.high, 2);
      }
    }
  });
});
