import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import { consistentEvilPairs, naiveMove, servantBelief, servantBestTeams } from '../../../src/games/avalon/bots';
import { avalon, type Move, type QuestResult } from '../../../src/games/avalon/game';
import { PARAMS, SETUP, THREE_FAILS, THREE_SUCCESSES, play, propose, quest, votes, type Step } from './helpers';

// SETUP: Merlin 0, Servants 1 and 2, Assassin 3, Minion 4.
const decide = (steps: Step[], seat: number, seed = 1, setup = SETUP, params = PARAMS): Move =>
  naiveMove(avalon.view(play(steps, setup, params).state, String(seat)), createRng(seed));
/** The distinct teams (ascending, as text) the bot proposes over many of its random streams. */
const proposals = (steps: Step[], seat: number, setup = SETUP) =>
  new Set(
    Array.from({ length: 200 }, (_, seed) => {
      const move = decide(steps, seat, seed, setup);
      return move.kind === 'propose' ? [...move.team].sort().join() : move.kind;
    }),
  );
/** Seat `seat`'s vote on `team`, proposed by seat 0 (the earlier seats voting first). */
const voteOn = (team: number[], seat: number) => decide([propose(0, ...team), ...votes('yyyy').slice(0, seat)], seat);
/** The game after three failed quests, the seats before `seat` having reported their beliefs. */
const reporting = (seat: number): Step[] => [
  ...THREE_FAILS,
  ...Array.from({ length: seat }, (_, s): Step => [s, { kind: 'belief', good: [0.5, 0.5, 0.5, 0.5, 0.5] }]),
];
const result = (quest: number, team: number[], fails: number): QuestResult => ({ quest, team, fails, succeeded: fails === 0 });

describe('naive Servant', () => {
  it('starts with the six pairs of evil players among the other four, equally likely', () => {
    expect(consistentEvilPairs(1, [])).toEqual([[0, 2], [0, 3], [0, 4], [2, 3], [2, 4], [3, 4]]);
    expect(servantBelief(1, [])).toEqual([0.5, 1, 0.5, 0.5, 0.5]);
  });

  it('rules out the pairs with fewer evil players on a team than its fails, and renormalises', () => {
    // One fail on [2, 3]: every pair but {0, 4} survives.
    expect(servantBelief(1, [result(1, [2, 3], 1)])).toEqual([0.6, 1, 0.4, 0.4, 0.6]);
    // Two fails on [0, 3, 4]: two of them are evil.
    const [a, b, c, d, e] = servantBelief(1, [result(1, [1, 2], 0), result(2, [0, 3, 4], 2)]);
    expect([a, b, c, d, e].map((p) => p!.toFixed(4))).toEqual(['0.3333', '1.0000', '1.0000', '0.3333', '0.3333']);
    // A quest with no fail rules nothing out: an evil player may pass.
    expect(servantBelief(1, [result(1, [0, 2], 0)])).toEqual(servantBelief(1, []));
  });

  it('prefers the teams most likely to be all good', () => {
    expect(servantBestTeams(1, [], 2)).toEqual([[0, 1], [1, 2], [1, 3], [1, 4]]);
    expect(servantBestTeams(1, [], 3)).toEqual([[0, 1, 2], [0, 1, 3], [0, 1, 4], [1, 2, 3], [1, 2, 4], [1, 3, 4]]);
    // After one fail on [3, 4] and one on [0, 1, 3], Servant 0's surest pair is itself and 2.
    expect(servantBestTeams(0, [result(1, [3, 4], 1), result(2, [0, 1, 3], 1)], 2)).toEqual([[0, 2]]);
  });

  it('among the best teams prefers subsets of the largest team with no fail, else supersets, else any', () => {
    const clean = [result(1, [0, 1], 0), result(2, [1, 2, 3], 0)];
    expect(servantBestTeams(1, clean, 2)).toEqual([[1, 2], [1, 3]]);
    expect(servantBestTeams(1, [result(1, [1, 4], 0)], 3)).toEqual([[0, 1, 4], [1, 2, 4], [1, 3, 4]]);
    expect(servantBestTeams(1, [result(1, [0, 2], 0)], 2)).toEqual([[0, 1], [1, 2], [1, 3], [1, 4]]);
    // The first of equally large teams with no fail stays the reference: supersets of [1, 3], not of [1, 4].
    const twoClean = [result(1, [1, 3], 0), result(2, [0, 1, 2], 1), result(3, [1, 4], 0)];
    expect(servantBestTeams(1, twoClean, 3)).toEqual([[0, 1, 3], [1, 2, 3], [1, 3, 4]]);
  });

  it('proposes one of its best teams at random and approves only those', () => {
    expect(proposals([], 1, { ...SETUP, firstLeader: 1 })).toEqual(new Set(['0,1', '1,2', '1,3', '1,4']));
    expect(voteOn([1, 3], 1)).toEqual({ kind: 'vote', approve: true });
    expect(voteOn([0, 2], 1)).toEqual({ kind: 'vote', approve: false });
    expect(decide(quest(0, [1, 2]).slice(0, -1), 2)).toEqual({ kind: 'quest', pass: true });
  });

  it('reports its deduction as its belief', () => {
    const good = servantBelief(1, [result(1, [0, 3], 1), result(2, [1, 2, 3], 1), result(3, [2, 3], 1)]);
    expect(decide(reporting(1), 1)).toEqual({ kind: 'belief', good });
  });
});

describe('naive Merlin', () => {
  it('proposes itself and random players it knows are good', () => {
    expect(proposals([], 0)).toEqual(new Set(['0,1', '0,2']));
    expect(proposals(quest(4, [0, 1]), 0, { ...SETUP, firstLeader: 4 })).toEqual(new Set(['0,1,2']));
  });

  it('approves only teams without an evil player, always passes, and reports what it knows', () => {
    expect(voteOn([1, 2], 0)).toEqual({ kind: 'vote', approve: true });
    expect(voteOn([0, 4], 0)).toEqual({ kind: 'vote', approve: false });
    expect(decide(quest(0, [0, 3]).slice(0, -2), 0)).toEqual({ kind: 'quest', pass: true });
    expect(decide(reporting(0), 0)).toEqual({ kind: 'belief', good: [1, 1, 1, 0, 0] });
  });
});

describe('naive Minion and Assassin', () => {
  it('propose themselves and random good players', () => {
    expect(proposals([], 3, { ...SETUP, firstLeader: 3 })).toEqual(new Set(['0,3', '1,3', '2,3']));
    expect(proposals([], 4, { ...SETUP, firstLeader: 4 })).toEqual(new Set(['0,4', '1,4', '2,4']));
  });

  it('approve only teams with an evil player', () => {
    expect(voteOn([0, 3], 4)).toEqual({ kind: 'vote', approve: true });
    expect(voteOn([0, 1], 4)).toEqual({ kind: 'vote', approve: false });
    expect(voteOn([0, 4], 3)).toEqual({ kind: 'vote', approve: true });
    expect(voteOn([1, 2], 3)).toEqual({ kind: 'vote', approve: false });
  });

  it('the Minion fails a quest only as its only evil player; the Assassin fails every quest', () => {
    const fail = { kind: 'quest', pass: false };
    expect(decide(quest(0, [0, 4]).slice(0, -1), 4)).toEqual(fail);
    const both = [...quest(0, [0, 1]), ...quest(1, [0, 3, 4])];
    expect(decide(both.slice(0, -1), 4)).toEqual({ kind: 'quest', pass: true });
    expect(decide(both.slice(0, -2), 3)).toEqual(fail);
    expect(decide(quest(0, [1, 3]).slice(0, -1), 3)).toEqual(fail);
  });

  it('the Assassin names a uniformly random good player', () => {
    const targets = Array.from({ length: 3000 }, (_, seed) => (decide(THREE_SUCCESSES, 3, seed) as { target: number }).target);
    const counts = [0, 1, 2, 3, 4].map((seat) => targets.filter((t) => t === seat).length);
    // Each of the three good players about 1,000 times: ±150 is over 5 standard deviations (σ ≈ 26).
    for (const count of counts.slice(0, 3)) expect(Math.abs(count - 1000)).toBeLessThan(150);
    expect(counts.slice(3)).toEqual([0, 0]);
  });

  it('report what they know', () => {
    expect(decide(reporting(3), 3)).toEqual({ kind: 'belief', good: [1, 1, 1, 0, 0] });
    expect(decide(reporting(4), 4)).toEqual({ kind: 'belief', good: [1, 1, 1, 0, 0] });
  });
});

describe('naive bot in the discussion', () => {
  it('says something short and neutral', () => {
    const move = decide([], 0, 1, SETUP, { ...PARAMS, discussion: true });
    expect(move).toEqual({ kind: 'speak', text: expect.any(String) });
  });
});
