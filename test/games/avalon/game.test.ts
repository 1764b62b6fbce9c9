import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../../src/core/agent';
import type { Json } from '../../../src/core/record';
import avalonModule from '../../../src/games/avalon';
import { naive } from '../../../src/games/avalon/bots';
import { avalon, deductionAccuracy, type Metrics, type Move, type Outcome, type Setup } from '../../../src/games/avalon/game';
import { deductionAccuracyOthers } from '../../../src/games/avalon/metrics';
import { SEATS, type Side } from '../../../src/games/avalon/rules';
import { runBatch } from '../../../src/run/batch';
import { playEpisode } from '../../../src/run/episode';
import { validateEpisode } from '../../schema';
import { PARAMS, SETUP, THREE_SUCCESSES, type Step } from './helpers';

/** One agent per seat playing its moves of `steps` in order. */
const scripted = (steps: Step[]): Record<string, AgentFactory> =>
  Object.fromEntries(
    SEATS.map((seat) => {
      const moves = steps.filter(([s]) => s === seat).map(([, move]) => move);
      const factory: AgentFactory = () => {
        let i = 0;
        return { info: { kind: 'bot', name: 'scripted' }, act: async () => moves[i++] };
      };
      return [String(seat), factory];
    }),
  );

const REPORTS = [
  [1, 1, 1, 0, 0],
  [1, 1, 0.5, 0.2, 0.6],
  [0.4, 0, 1, 0.5, 0.5],
  [1, 1, 1, 0, 0],
  [1, 1, 1, 0, 0],
];
const MISSED: Step[] = [
  ...THREE_SUCCESSES,
  [3, { kind: 'assassinate', target: 2 }],
  ...REPORTS.map((good, seat): Step => [seat, { kind: 'belief', good }]),
];

describe('Avalon metrics', () => {
  it('scores AvalonBench’s deduction accuracy over all five players as reported, and the stricter one over the other four', () => {
    const roles = SETUP.roles;
    expect(REPORTS.map((good) => deductionAccuracy(good, roles))).toEqual([1, 0.8, 0.2, 1, 1]);
    expect(REPORTS.map((good, seat) => deductionAccuracyOthers(good, roles, seat))).toEqual([1, 0.75, 0, 1, 1]);
    // The reporter's own entry counts as it stated it: a Servant who calls itself evil loses a fifth.
    expect(deductionAccuracy([1, 0, 1, 0, 0], roles)).toBe(0.8);
    expect(deductionAccuracyOthers([1, 0, 1, 0, 0], roles, 1)).toBe(1);
    // A Servant who knows nothing believes everyone good at 0.5 (0.5 counts as good): right about the three good players.
    expect(deductionAccuracy([0.5, 1, 0.5, 0.5, 0.5], roles)).toBe(0.6);
    expect(deductionAccuracyOthers([0.5, 1, 0.5, 0.5, 0.5], roles, 1)).toBe(0.5);
    // The example in the authors' scoring code: sides [evil, evil, good, good, good], beliefs [0.8, 0.3, 0.7, 0.6, 0.5]: 0.8.
    expect(deductionAccuracy([0.8, 0.3, 0.7, 0.6, 0.5], ['assassin', 'minion', 'merlin', 'servant', 'servant'])).toBe(0.8);
  });

  it('records the winner, how, the assassination and every seat’s beliefs', async () => {
    const episode = await playEpisode({
      game: avalon, variant: 'open', params: PARAMS as unknown as Json, seed: 1, setup: SETUP as unknown as Json,
      agents: scripted(MISSED), runId: 'r',
    });
    expect(episode.status).toBe('finished');
    expect(episode.outcome).toEqual({ winner: 'good', reason: 'merlin-survived' });
    expect(episode.metrics).toEqual({
      roles: SETUP.roles,
      winner: 'good',
      reason: 'merlin-survived',
      goodWin: true,
      evilByQuests: false,
      evilByAssassination: false,
      assassinationCorrect: false,
      deduction: [1, 0.8, 0.2, 1, 1],
      deductionOthers: [1, 0.75, 0, 1, 1],
      fixedSeat: null,
      beliefs: REPORTS,
      invalid: 0,
      cut: 0,
    });
  });

  const game = (winner: Side, reason: Outcome['reason'], assassinationCorrect: boolean | null, deduction: (number | null)[], deductionOthers = deduction, fixedSeat: number | null = null): Metrics => ({
    roles: SETUP.roles, winner, reason, goodWin: winner === 'good', evilByQuests: reason === 'quests',
    evilByAssassination: reason === 'assassination', assassinationCorrect, deduction, deductionOthers, fixedSeat, beliefs: [], invalid: 0, cut: 0,
  });
  const statOf = (metrics: Metrics[]) => {
    const summary = avalon.summarize(metrics);
    return (id: string) => summary.stats.find((s) => s.id === id);
  };

  it('summarises win rates with Wilson intervals, and Servant deduction per game', () => {
    const summary = avalon.summarize([
      game('good', 'merlin-survived', false, [1, 0.8, 0.2, 1, 1], [1, 0.75, 0, 1, 1]),
      game('evil', 'quests', null, [1, 0.6, 0.6, 1, 1], [1, 0.5, 0.5, 1, 1]),
      game('evil', 'assassination', true, [1, 1, null, 1, 1], [1, 1, null, 1, 1]),
    ]);
    const stat = (id: string) => summary.stats.find((s) => s.id === id)!;
    expect(summary.episodes).toBe(3);
    for (const id of ['goodWin', 'evilByQuests', 'evilByAssassination']) {
      expect(stat(id).value).toBeCloseTo(1 / 3, 12);
      expect(stat(id).interval!.low).toBeCloseTo(0.0615, 3);
    }
    expect(stat('assassinationAccuracy').value).toBe(0.5);
    // Per game, the mean over its Servants (seats 1 and 2): 0.5, 0.6 and 1.
    expect(stat('deductionAccuracy').value).toBeCloseTo(0.7, 12);
    expect(stat('deductionAccuracy').label).toBe('Servant deduction accuracy (AvalonBench: all five players, itself included)');
    expect(stat('deductionAccuracy').interval!.high).toBeGreaterThan(0.7);
    expect(stat('deductionAccuracyOthers').value).toBeCloseTo((0.375 + 0.5 + 1) / 3, 12);
    expect(summary.stats.find((s) => s.id === 'win')).toBeUndefined();
  });

  it('summarises the fixed seat alone when the run fixed a role: its side’s wins and its deduction', () => {
    // Seat 1 is a Servant in SETUP: good wins once in three.
    const stat = statOf([
      game('good', 'merlin-survived', false, [1, 0.8, 0.2, 1, 1], [1, 0.75, 0, 1, 1], 1),
      game('evil', 'quests', null, [1, 0.6, 0.6, 1, 1], [1, 0.5, 0.5, 1, 1], 1),
      game('evil', 'assassination', true, [1, 1, null, 1, 1], [1, 1, null, 1, 1], 1),
    ]);
    expect(stat('win')!.value).toBeCloseTo(1 / 3, 12);
    expect(stat('win')!.label).toBe('The fixed seat’s side wins');
    expect(stat('deductionAccuracy')!.value).toBeCloseTo((0.8 + 0.6 + 1) / 3, 12);
    expect(stat('deductionAccuracyOthers')!.value).toBeCloseTo((0.75 + 0.5 + 1) / 3, 12);
    // The Assassin (seat 3) won twice in three.
    expect(statOf([game('good', 'merlin-survived', false, []), game('evil', 'quests', null, []), game('evil', 'quests', null, [])].map((m) => ({ ...m, fixedSeat: 3 })))('win')!.value).toBeCloseTo(2 / 3, 12);
  });
});

describe('Avalon records', () => {
  it('validate against the episode schema, which checks the setup and every kind of move', async () => {
    const episode = await playEpisode({
      game: avalon, variant: 'discussion', params: { ...PARAMS, discussion: true }, seed: 4,
      agents: Object.fromEntries(SEATS.map((seat) => [String(seat), naive])), runId: 'r',
    });
    const valid = (record: unknown) => validateEpisode(JSON.parse(JSON.stringify(record)));
    expect(valid(episode), JSON.stringify(validateEpisode.errors)).toBe(true);
    const kinds = new Set(episode.events.flatMap((e) => (e.type === 'move' ? [(e.move as { kind: string }).kind] : [])));
    expect([...kinds]).toEqual(expect.arrayContaining(['speak', 'propose', 'vote', 'quest', 'belief']));
    const tampered = (change: (record: typeof episode) => void) => {
      const record = structuredClone(episode);
      change(record);
      return valid(record);
    };
    expect(tampered((r) => ((r.setup as unknown as Setup).roles = ['merlin', 'merlin', 'servant', 'assassin', 'minion']))).toBe(false);
    expect(tampered((r) => ((r.setup as unknown as Setup).firstLeader = 5))).toBe(false);
    expect(tampered((r) => ((r.params as { fixedRole: string }).fixedRole = 'king'))).toBe(false);
    // Records made before these params existed lack them.
    expect(tampered((r) => delete (r.params as { voteHistory?: boolean }).voteHistory)).toBe(true);
    expect(tampered((r) => ((r.params as { fifthProposalVote: unknown }).fifthProposalVote = 'yes'))).toBe(false);
    const propose = episode.events.findIndex((e) => e.type === 'move' && (e.move as { kind: string }).kind === 'propose');
    expect(tampered((r) => ((r.events[propose] as { move: Json }).move = { kind: 'propose', team: [1, 1] }))).toBe(false);
    expect(tampered((r) => ((r.events[propose] as { move: Json }).move = { kind: 'dance' }))).toBe(false);
  });
});

describe('Avalon transcripts', () => {
  const describeMove = (move: Move, result: unknown) => avalon.describe(move, result as never);

  it('keep votes secret until the last, then show them all', () => {
    expect(describeMove({ kind: 'vote', approve: true }, null)).toBe('votes');
    expect(describeMove({ kind: 'vote', approve: false }, { votes: [true, true, false, true, false], approved: true })).toBe(
      'votes; the team is approved (approve: Player 0, Player 1, Player 3; reject: Player 2, Player 4)',
    );
    expect(describeMove({ kind: 'vote', approve: false }, { votes: [false, false, true, false, false], approved: true })).toBe(
      'votes; the team is approved, as the fifth proposal, whatever the vote (approve: Player 2; reject: Player 0, Player 1, Player 3, Player 4)',
    );
  });

  it('never show a quest card, only the number of fails once all are in', () => {
    for (const result of [null, { quest: 2, team: [0, 3, 4], fails: 1, succeeded: false }]) {
      expect(describeMove({ kind: 'quest', pass: true }, result)).toBe(describeMove({ kind: 'quest', pass: false }, result));
    }
    expect(describeMove({ kind: 'quest', pass: false }, { quest: 2, team: [0, 3, 4], fails: 1, succeeded: false })).toBe(
      'plays a quest card; quest 2 fails with 1 fail',
    );
  });

  it('tell the assassination and the outcome', () => {
    expect(describeMove({ kind: 'assassinate', target: 2 }, { merlin: false })).toBe('names Player 2 as Merlin: wrong, good wins');
    expect(avalon.describeOutcome({ winner: 'evil', reason: 'quests' })).toBe('evil wins: three quests failed');
  });
});

describe('Avalon naive self-play', () => {
  it('reproduces AvalonBench’s baseline', async () => {
    // The authors' code over 10,000 games: 38.6% good wins, 42.0% evil wins by quests.
    const games = 4000;
    const { game } = avalonModule;
    const { summary } = await runBatch({
      game, variant: 'open', params: PARAMS as unknown as Json, seed: 1, episodes: games,
      agents: Object.fromEntries(game.seats(PARAMS).map((seat) => [seat, naive])), runId: 'faithfulness',
    });
    for (const [id, reference] of [['goodWin', 0.386], ['evilByQuests', 0.42]] as const) {
      // Five standard deviations of the difference of two sample proportions (4,000 and 10,000 games): about ±4.6 points.
      const variance = reference * (1 - reference);
      const band = 5 * Math.sqrt(variance / games + variance / 10000);
      expect(Math.abs(summary.stats.find((s) => s.id === id)!.value - reference)).toBeLessThan(band);
    }
  });
});
