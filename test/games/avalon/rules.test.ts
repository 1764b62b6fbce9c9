import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import { MAX_SPEECH, avalon } from '../../../src/games/avalon/game';
import { ROLES, TEAM_SIZES, isApproved, nextSeat, questSucceeds } from '../../../src/games/avalon/rules';
import { PARAMS, SETUP, THREE_FAILS, THREE_SUCCESSES, cards, play, propose, quest, round, votes, type Step } from './helpers';

const view = (steps: Step[], seat: number, params = PARAMS) => avalon.view(play(steps, SETUP, params).state, String(seat));
const refusal = (steps: Step[], seat: number, move: unknown, params = PARAMS) => {
  const checked = avalon.validate(play(steps, SETUP, params).state, String(seat), move);
  return checked.ok ? null : checked.reason;
};
const FOUR_REJECTIONS = [
  ...round(0, [0, 1], 'nnnnn'),
  ...round(1, [1, 2], 'yynnn'),
  ...round(2, [2, 3], 'nnyyn'),
  ...round(3, [3, 4], 'nnnyy'),
];

describe('Avalon rules', () => {
  it('deals the five roles and the first leader from the seed', () => {
    const setup = avalon.setup(PARAMS, createRng(7));
    expect([...setup.roles].sort()).toEqual([...ROLES].sort());
    expect(setup.firstLeader).toBeGreaterThanOrEqual(0);
    expect(setup.firstLeader).toBeLessThan(5);
    expect(avalon.setup(PARAMS, createRng(7))).toEqual(setup);
    const leaders = new Set(Array.from({ length: 100 }, (_, seed) => avalon.setup(PARAMS, createRng(seed)).firstLeader));
    expect(leaders.size).toBe(5);
  });

  it('fixes one seat’s role when asked, and deals the others at random from the seed', () => {
    const params = { ...PARAMS, fixedSeat: 2, fixedRole: 'assassin' as const };
    const deals = Array.from({ length: 60 }, (_, seed) => avalon.setup(params, createRng(seed)).roles);
    for (const roles of deals) {
      expect(roles[2]).toBe('assassin');
      expect([...roles].sort()).toEqual([...ROLES].sort());
    }
    // The four other roles (Merlin, two Servants, the Minion) can be dealt 12 ways.
    expect(new Set(deals.map((roles) => roles.join())).size).toBe(12);
    expect(avalon.setup(params, createRng(7))).toEqual(avalon.setup(params, createRng(7)));
    expect(avalon.variants.filter((v) => v.params.fixedRole !== null).map((v) => [v.id, v.params.fixedSeat, v.params.fixedRole])).toEqual([
      ['avalonbench-servant', 0, 'servant'],
      ['avalonbench-servant-discussion', 0, 'servant'],
      ['avalonbench-assassin', 0, 'assassin'],
      ['avalonbench-assassin-discussion', 0, 'assassin'],
    ]);
    expect(avalon.variants[0]!.id).toBe('avalonbench-servant');
  });

  it('refuses a fixed role that is half given, names no seat or role, or that the setup does not honour', () => {
    const setup = (fixed: object) => () => avalon.setup({ ...PARAMS, ...fixed } as typeof PARAMS, createRng(1));
    expect(setup({ fixedSeat: 1 })).toThrow('Fix a role with both fixedSeat and fixedRole, or with neither.');
    expect(setup({ fixedRole: 'merlin' })).toThrow('Fix a role with both fixedSeat and fixedRole, or with neither.');
    expect(setup({ fixedSeat: 5, fixedRole: 'merlin' })).toThrow('fixedSeat is a seat from 0 to 4, not 5.');
    expect(setup({ fixedSeat: '1', fixedRole: 'merlin' })).toThrow('fixedSeat is a seat from 0 to 4, not "1".');
    expect(setup({ fixedSeat: 1, fixedRole: 'king' })).toThrow('fixedRole is one of merlin, servant, assassin, minion, not "king".');
    // SETUP deals Player 1 a Servant.
    expect(() => avalon.init({ ...PARAMS, fixedSeat: 1, fixedRole: 'minion' }, SETUP)).toThrow('The setup deals Player 1 servant, not the fixed minion.');
    expect(avalon.init({ ...PARAMS, fixedSeat: 1, fixedRole: 'servant' }, SETUP).roles).toEqual(SETUP.roles);
  });

  it('sends teams of 2, 3, 2, 3 and 3 players on the five quests', () => {
    expect(TEAM_SIZES).toEqual([2, 3, 2, 3, 3]);
    // Success, fail, success, fail: the game reaches the fifth quest.
    const quests = [quest(0, [0, 1]), quest(1, [0, 1, 3], 3), quest(2, [0, 1]), quest(3, [0, 1, 3], 3)];
    const current = [0, 1, 2, 3, 4].map((q) => view(quests.slice(0, q).flat(), 0)).map((v) => [v.quest, v.teamSize]);
    expect(current).toEqual([[1, 2], [2, 3], [3, 2], [4, 3], [5, 3]]);
    const size = 'Propose a team of exactly 2 different players, numbered 0 to 4.';
    expect(refusal([], 0, { kind: 'propose', team: [0, 1, 2] })).toBe(size);
    expect(refusal([], 0, { kind: 'propose', team: [1, 1] })).toBe(size);
    expect(refusal([], 0, { kind: 'propose', team: [4, 5] })).toBe(size);
    expect(refusal([], 0, { kind: 'propose', team: [0.5, 1] })).toBe(size);
    expect(play([propose(0, 4, 1)]).state.proposals[0]!.team).toEqual([1, 4]);
  });

  it('approves a team by a strict majority of the five votes', () => {
    expect(isApproved([true, true, true, false, false], 1)).toBe(true);
    expect(isApproved([true, true, false, false, false], 4)).toBe(false);
    const approved = play(round(0, [0, 1], 'nyyny'));
    expect(approved.results.at(-1)).toEqual({ votes: [false, true, true, false, true], approved: true });
    expect(avalon.view(approved.state, '0').phase).toBe('quest');
    const rejected = play(round(0, [0, 1], 'yynnn'));
    expect(rejected.results.at(-1)).toEqual({ votes: [true, true, false, false, false], approved: false });
    expect(avalon.view(rejected.state, '0')).toMatchObject({ phase: 'proposal', quest: 1, attempt: 2, leader: 1 });
  });

  it('keeps the votes secret until all five are in', () => {
    const { state, results } = play([propose(0, 0, 1), ...votes('yyyyy').slice(0, 4)]);
    const otherwise = play([propose(0, 0, 1), ...votes('nnnnn').slice(0, 4)]).state;
    expect(results).toEqual([null, null, null, null, null]);
    for (const seat of ['0', '1', '2', '3', '4']) {
      const v = avalon.view(state, seat);
      expect(v.proposals[0]!.votes).toBeNull();
      expect(v).toEqual(avalon.view(otherwise, seat));
    }
    expect(avalon.view(state, '4').yourMove).toBe('vote');
    expect(avalon.view(state, '3').yourMove).toBeNull();
  });

  it('passes the leadership to the next seat after every proposal, approved or not', () => {
    expect([0, 1, 2, 3, 4].map(nextSeat)).toEqual([1, 2, 3, 4, 0]);
    const setup = { ...SETUP, firstLeader: 3 };
    const { state } = play([...round(3, [0, 1], 'nnnnn'), ...quest(4, [0, 1]), ...round(0, [0, 1, 2], 'nnnnn')], setup);
    expect(state.proposals.map((p) => p.leader)).toEqual([3, 4, 0, 1]);
    expect(state.proposals.map((p) => [p.quest, p.attempt])).toEqual([[1, 1], [1, 2], [2, 1], [2, 2]]);
  });

  it('collects and records the votes on the fifth proposal, then approves it whatever they are, as AvalonBench’s engine does', () => {
    expect(view(FOUR_REJECTIONS, 0)).toMatchObject({ phase: 'proposal', attempt: 5, leader: 4 });
    const proposed = play([...FOUR_REJECTIONS, propose(4, 3, 4)]);
    expect(proposed.results.at(-1)).toBeNull();
    expect(avalon.view(proposed.state, '0')).toMatchObject({ phase: 'vote', yourMove: 'vote' });
    const { state, results } = play([...FOUR_REJECTIONS, ...round(4, [3, 4], 'nnnny')]);
    expect(results.at(-1)).toEqual({ votes: [false, false, false, false, true], approved: true });
    expect(state.proposals.at(-1)).toMatchObject({ attempt: 5, team: [3, 4], votes: [false, false, false, false, true], approved: true });
    expect(avalon.current(state)).toBe('3');
    expect(isApproved([false, false, false, false, true], 5)).toBe(true);
    const next = play([...FOUR_REJECTIONS, ...round(4, [3, 4], 'nnnny'), ...cards([3, 4], 3)]).state;
    expect(avalon.view(next, '0')).toMatchObject({ phase: 'proposal', quest: 2, attempt: 1, leader: 0 });
  });

  it('counts the fail cards, and one fails a quest', () => {
    expect(questSucceeds(0)).toBe(true);
    expect(questSucceeds(1)).toBe(false);
    expect(play(quest(0, [0, 1])).results.at(-1)).toEqual({ quest: 1, team: [0, 1], fails: 0, succeeded: true });
    expect(play(quest(0, [1, 4], 4)).results.at(-1)).toEqual({ quest: 1, team: [1, 4], fails: 1, succeeded: false });
    const two = play([...quest(0, [0, 1]), ...quest(1, [0, 3, 4], 3, 4)]);
    expect(two.results.at(-1)).toEqual({ quest: 2, team: [0, 3, 4], fails: 2, succeeded: false });
    expect(two.results.slice(-3, -1)).toEqual([null, null]);
    expect(avalon.view(two.state, '0').quests.map((q) => q.fails)).toEqual([0, 2]);
  });

  it('lets only evil players fail a quest', () => {
    const onQuest = round(0, [0, 3], 'yyyyy');
    expect(refusal(onQuest, 0, { kind: 'quest', pass: false })).toBe(
      'Good players always pass: as a good player you can only play pass (true).',
    );
    expect(refusal(onQuest, 0, { kind: 'quest', pass: 'fail' })).toBe('Play a quest card: pass (true) or fail (false).');
    expect(refusal([...onQuest, ...cards([0])], 3, { kind: 'quest', pass: false })).toBeNull();
  });

  it('ends at once when three quests fail, then asks everyone for beliefs', () => {
    const { state } = play(THREE_FAILS);
    expect(avalon.view(state, '1')).toMatchObject({ phase: 'belief', ending: { winner: 'evil', reason: 'quests' } });
    expect(avalon.outcome(state)).toBeNull();
    const reports: Step[] = [0, 1, 2, 3, 4].map((seat) => [seat, { kind: 'belief', good: [1, 1, 1, 0, 0] }]);
    const end = play([...THREE_FAILS, ...reports]).state;
    expect(avalon.current(end)).toBeNull();
    expect(avalon.outcome(end)).toEqual({ winner: 'evil', reason: 'quests' });
    const noBeliefs = play(THREE_FAILS, SETUP, { ...PARAMS, beliefs: false }).state;
    expect(avalon.outcome(noBeliefs)).toEqual({ winner: 'evil', reason: 'quests' });
  });

  it('after three successful quests lets the Assassin name Merlin', () => {
    expect(view(THREE_SUCCESSES, 3)).toMatchObject({ phase: 'assassination', yourMove: 'assassinate' });
    expect(view(THREE_SUCCESSES, 0)).toMatchObject({ phase: 'assassination', yourMove: null });
    const hit = play([...THREE_SUCCESSES, [3, { kind: 'assassinate', target: 0 }]]);
    expect(hit.results.at(-1)).toEqual({ merlin: true });
    expect(avalon.view(hit.state, '2')).toMatchObject({ assassinated: 0, ending: { winner: 'evil', reason: 'assassination' } });
    const miss = play([...THREE_SUCCESSES, [3, { kind: 'assassinate', target: 2 }]], SETUP, { ...PARAMS, beliefs: false });
    expect(miss.results.at(-1)).toEqual({ merlin: false });
    expect(avalon.outcome(miss.state)).toEqual({ winner: 'good', reason: 'merlin-survived' });
    const reason = 'Name the good player you think is Merlin: a player from 0 to 4 other than you and your partner.';
    expect(refusal(THREE_SUCCESSES, 3, { kind: 'assassinate', target: 3 })).toBe(reason);
    expect(refusal(THREE_SUCCESSES, 3, { kind: 'assassinate', target: 4 })).toBe(reason);
    expect(refusal(THREE_SUCCESSES, 3, { kind: 'assassinate', target: 5 })).toBe(reason);
  });

  it('with discussion, lets the leader speak first, then the others in seat order, before the proposal', () => {
    const params = { ...PARAMS, discussion: true };
    const speeches: Step[] = [3, 4, 0, 1, 2].map((seat) => [seat, { kind: 'speak', text: ` Player ${seat} here. ` }]);
    const setup = { ...SETUP, firstLeader: 3 };
    const { state } = play([...speeches, propose(3, 0, 1)], setup, params);
    const v = avalon.view(state, '1');
    expect(v.proposals[0]!.speeches.map((s) => s.seat)).toEqual([3, 4, 0, 1, 2]);
    expect(v.proposals[0]!.speeches[0]!.text).toBe('Player 3 here.');
    expect(v.phase).toBe('vote');
    const long = play([[0, { kind: 'speak', text: 'a'.repeat(5000) }]], SETUP, params).state;
    expect(long.proposals[0]!.speeches[0]!.text).toHaveLength(MAX_SPEECH);
    expect(refusal([], 0, { kind: 'speak' }, params)).toBe('Say one or two sentences to the table (a speak move with your text).');
  });

  it('asks for belief reports in seat order and checks them', () => {
    const reason = 'For each player 0 to 4 in order, give the probability (0 to 1) that they are good: 5 numbers.';
    expect(refusal(THREE_FAILS, 0, { kind: 'belief', good: [1, 1, 1, 0] })).toBe(reason);
    expect(refusal(THREE_FAILS, 0, { kind: 'belief', good: [1, 1, 1, 0, 2] })).toBe(reason);
    expect(refusal(THREE_FAILS, 0, { kind: 'belief', good: [1, 1, 1, 0, 'x'] })).toBe(reason);
    expect(refusal(THREE_FAILS, 1, { kind: 'belief', good: [1, 1, 1, 0, 0] })).toBe('It is not your turn.');
    const { state } = play([...THREE_FAILS, [0, { kind: 'belief', good: [1, 0.5, 0.5, 0, 0] }]]);
    expect(avalon.current(state)).toBe('1');
    expect(state.beliefs).toEqual([[1, 0.5, 0.5, 0, 0]]);
  });

  it('says which move it expects when it gets another', () => {
    expect(refusal([], 0, null)).toBe('Propose a team of exactly 2 different players, numbered 0 to 4.');
    expect(refusal([propose(0, 0, 1)], 0, { kind: 'propose', team: [0, 1] })).toBe(
      'Vote to approve (true) or reject (false) the proposed team.',
    );
    expect(refusal([], 1, { kind: 'propose', team: [0, 1] })).toBe('It is not your turn.');
  });

  it('gives the game to the other side when a seat forfeits, but not once it is decided', () => {
    const running = play(quest(0, [0, 1])).state;
    expect(avalon.outcome(avalon.forfeit(running, '4'))).toEqual({ winner: 'good', reason: 'forfeit' });
    expect(avalon.outcome(avalon.forfeit(running, '1'))).toEqual({ winner: 'evil', reason: 'forfeit' });
    const reporting = play(THREE_FAILS).state;
    expect(avalon.outcome(avalon.forfeit(reporting, '3'))).toEqual({ winner: 'evil', reason: 'quests' });
    expect(avalon.current(avalon.forfeit(reporting, '3'))).toBeNull();
  });
});
