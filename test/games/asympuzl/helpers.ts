/** Shared pieces of AsymPuzl's tests: parameters, a fixed puzzle, scripted seats and a one-call game. */
import type { AgentFactory } from '../../../src/core/agent';
import type { Json } from '../../../src/core/record';
import { asympuzl, type FeedbackMode, type Params, type Setup } from '../../../src/games/asympuzl/game';
import { playEpisode } from '../../../src/run/episode';

export const params = (size = 3, feedback: FeedbackMode = 'both', setting: Params['setting'] = 'pair'): Params => ({ size, feedback, setting });

/** A 3-position puzzle: square blue, triangle red, circle cyan; Bob's clues in the order circle, square, triangle. */
export const SETUP: Setup = {
  truth: [
    { position: 1, shape: 'square', color: 'blue' },
    { position: 2, shape: 'triangle', color: 'red' },
    { position: 3, shape: 'circle', color: 'cyan' },
  ],
  aliceClues: [
    { position: 1, shape: 'square' },
    { position: 2, shape: 'triangle' },
    { position: 3, shape: 'circle' },
  ],
  bobClues: [
    { shape: 'circle', color: 'cyan' },
    { shape: 'square', color: 'blue' },
    { shape: 'triangle', color: 'red' },
  ],
};

/** An action replacing `position` by a pair. */
export const put = (position: number, shape: string, color: string) => ({ replace: position, by: { shape, color } });

/** Alice's and Bob's moves that solve SETUP in two turns. */
export const SOLVING = {
  alice: [{ message: 'Position 1: the square. Position 2: the triangle. Position 3: the circle.', actions: [] }, { message: 'Done.', actions: [put(1, 'square', 'blue'), put(2, 'triangle', 'red'), put(3, 'circle', 'cyan')] }],
  bob: [{ message: 'The circle is cyan. The square is blue. The triangle is red.', actions: [put(1, 'square', 'blue'), put(2, 'triangle', 'red'), put(3, 'circle', 'cyan')] }, { message: '', actions: [] }],
};

/** A seat that plays the given moves in turn, then empty moves. */
export const scripted = (moves: unknown[]): AgentFactory => () => {
  let i = 0;
  return { info: { kind: 'bot', name: 'scripted' }, act: async () => (i < moves.length ? moves[i++] : { message: '', actions: [] }) };
};

export function play(p: Params, agents: Record<string, AgentFactory>, setup: Setup = SETUP, seed = 1) {
  return playEpisode({ game: asympuzl, variant: 'test', params: p as unknown as Json, seed, setup, agents, runId: 'test' });
}
