/**
 * What each seat sees, as property tests over seeds and sizes: Alice never a colour of the truth
 * and Bob never a position of it, unless their partner's messages tell them; neither ever sees the
 * other's hypothesis or clues; the public view holds no more than the messages both have read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../../src/core/agent';
import { createRng } from '../../../src/core/rng';
import { neverShare, shareAll } from '../../../src/games/asympuzl/bots';
import { COLORS } from '../../../src/games/asympuzl/data';
import { asympuzl, type BobView, type FeedbackMode, type Setup, type View } from '../../../src/games/asympuzl/game';
import { FEEDBACK_MODES } from '../../../src/games/asympuzl/rules';
import { paperProtocol } from '../../../src/games/asympuzl/prompts';
import { playEpisode } from '../../../src/run/episode';
import { SETUP, params, play, put, scripted } from './helpers';

/** Every string in a value, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];

const puzzle = fc.record({ seed: fc.integer(), size: fc.integer({ min: 3, max: 20 }), feedback: fc.constantFrom(...FEEDBACK_MODES) });

/** The views a seat gets over a whole game with these agents. */
async function viewsOf(seat: string, size: number, feedback: FeedbackMode, seed: number, agents: Record<string, AgentFactory>, setup?: Setup) {
  const views: View[] = [];
  const watch = (factory: AgentFactory): AgentFactory => (s, agentSeed) => {
    const agent = factory(s, agentSeed);
    return { info: agent.info, act: (view, context) => (views.push(view as View), agent.act(view, context)) };
  };
  await playEpisode({
    game: asympuzl, variant: 'test', params: params(size, feedback), seed, setup, runId: 'test',
    agents: { ...agents, [seat]: watch(agents[seat]!) },
  });
  return views;
}

/** The same puzzle with its positions in another order: Bob's clues (the pairs, in his order) unchanged. */
function reordered(setup: Setup, seed: number): Setup {
  const truth = createRng(seed).shuffle(setup.truth).map((entry, i) => ({ ...entry, position: i + 1 }));
  return { truth, aliceClues: truth.map(({ position, shape }) => ({ position, shape })), bobClues: setup.bobClues };
}

describe('AsymPuzl views', () => {
  it('never show Alice a colour while Bob tells her nothing, in her view or her prompt', async () => {
    await fc.assert(
      fc.asyncProperty(puzzle, async ({ seed, size, feedback }) => {
        const views = await viewsOf('alice', size, feedback, seed, { alice: shareAll, bob: neverShare });
        expect(views).toHaveLength(2 * size);
        for (const view of views) {
          expect(strings(view).filter((text) => COLORS.some((color) => new RegExp(`\\b${color}\\b`).test(text)))).toEqual([]);
          // The prompt's state, before the output format and its example action (the paper's, with "red").
          const state = paperProtocol.turn(view, null).split('Output format:')[0]!;
          expect(COLORS.filter((color) => new RegExp(`\\b${color}\\b`).test(state))).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('show Bob the same whatever the truth’s positions, while Alice tells him nothing', async () => {
    await fc.assert(
      fc.asyncProperty(puzzle, async ({ seed, size, feedback }) => {
        const setup = asympuzl.setup(params(size), createRng(seed));
        const agents = { alice: neverShare, bob: neverShare };
        const first = await viewsOf('bob', size, feedback, seed, agents, setup);
        const second = await viewsOf('bob', size, feedback, seed, agents, reordered(setup, seed + 1));
        // Feedback is the one channel from the truth, and it is told, not seen: the views differ in it alone.
        const without = (views: View[]) => views.map((v) => ({ ...(v as BobView), feedback: null }));
        expect(without(second)).toEqual(without(first));
        expect(JSON.stringify(first)).not.toContain('"position"');
      }),
      { numRuns: 60 },
    );
  });

  it('never show a seat its partner’s hypothesis or clues', () => {
    fc.assert(
      fc.property(puzzle, ({ seed, size, feedback }) => {
        const state = asympuzl.init(params(size, feedback), asympuzl.setup(params(size), createRng(seed)));
        const alice = asympuzl.view(state, 'alice');
        const bob = asympuzl.view(state, 'bob');
        expect(alice.seat === 'alice' && alice.hypothesis.every((p) => p.color === null)).toBe(true);
        expect(Object.keys(alice).sort()).toEqual(['clues', 'feedback', 'feedbackMode', 'history', 'hypothesis', 'maxTurns', 'seat', 'size', 'turn']);
        expect(Object.keys(bob).sort()).toEqual(Object.keys(alice).sort());
        expect(bob.hypothesis).toEqual(state.setup.bobClues);
        expect(JSON.stringify(alice)).not.toContain(JSON.stringify(bob.hypothesis));
      }),
      { numRuns: 200 },
    );
  });

  it('keep the public view to the size, the turn and the messages', async () => {
    const states: unknown[] = [];
    const episode = await playEpisode({
      game: asympuzl, variant: 'test', params: params(3, 'both-detailed'), seed: 1, setup: SETUP, runId: 'test',
      agents: { alice: shareAll, bob: shareAll }, onEvent: (_e, state) => states.push(state),
    });
    expect(episode.outcome).toEqual({ solved: true, turns: 2, forfeit: null });
    const table = asympuzl.publicView(states.at(-1) as never);
    expect(table).toEqual({
      setting: 'pair', size: 3, feedbackMode: 'both-detailed', turn: 3, maxTurns: 6,
      messages: [
        { turn: 1, seat: 'alice', text: 'Position 1: the square. Position 2: the triangle. Position 3: the circle.' },
        { turn: 1, seat: 'bob', text: 'The circle is cyan. The square is blue. The triangle is red.' },
        { turn: 2, seat: 'alice', text: 'Position 1: the square. Position 2: the triangle. Position 3: the circle.' },
        { turn: 2, seat: 'bob', text: 'The circle is cyan. The square is blue. The triangle is red.' },
      ],
    });
  });

  it('carry the history of length 1: the seat’s own previous message and its partner’s latest, Bob reading Alice’s of the same turn', async () => {
    const seen: View[] = [];
    const recording = (moves: unknown[]): AgentFactory => (seat, seed) => {
      const inner = scripted(moves)(seat, seed);
      return { info: inner.info, act: (view, context) => (seen.push(view as View), inner.act(view, context)) };
    };
    await play(params(3, 'none'), {
      alice: recording([{ message: 'a1', actions: [] }, { message: 'a2', actions: [] }, { message: 'a3', actions: [] }]),
      bob: recording([{ message: 'b1', actions: [] }, { message: 'b2', actions: [] }]),
    });
    expect(seen.slice(0, 5).map((v) => [v.seat, v.turn, v.history.own, v.history.partner])).toEqual([
      ['alice', 1, null, null],
      ['bob', 1, null, 'a1'],
      ['alice', 2, 'a1', 'b1'],
      ['bob', 2, 'b1', 'a2'],
      ['alice', 3, 'a2', 'b2'],
    ]);
    expect(seen.every((v) => v.feedback === null)).toBe(true);
  });

  it('give the single agent both clue sets and one move', async () => {
    const p = params(3, 'none', 'single');
    const state = asympuzl.init(p, SETUP);
    expect(asympuzl.view(state, 'solo')).toMatchObject({ seat: 'solo', positions: SETUP.aliceClues, pairs: SETUP.bobClues, maxTurns: 1, history: { own: null, partner: null } });
    const episode = await play(p, { solo: scripted([{ message: '', actions: [put(1, 'square', 'blue'), put(2, 'triangle', 'red')] }]) });
    expect(episode.outcome).toEqual({ solved: false, turns: 1, forfeit: null });
  });
});
