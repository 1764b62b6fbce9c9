import type { Agent, AgentFactory } from '../../core/agent';
import { createRng } from '../../core/rng';
import type { View } from './game';
import { solutions } from './solve';

/** Plays a solution chosen at random (from its seed) among all distinct ones. */
export const solver: AgentFactory = (_seat, seed) => {
  const rng = createRng(seed);
  return {
    info: { kind: 'bot', name: 'solver' },
    act: async (view: View) => ({ expression: rng.pick(solutions(view.numbers)) }),
  } satisfies Agent<View>;
};

/** Plays the shortest solution: the same answer for the same puzzle, every time. */
export const firstSolution: AgentFactory = () =>
  ({
    info: { kind: 'bot', name: 'first-solution' },
    act: async (view: View) => ({ expression: solutions(view.numbers)[0] ?? '' }),
  }) satisfies Agent<View>;
