import type { Agent, AgentFactory } from '../../core/agent';
import { createRng } from '../../core/rng';
import type { View } from './game';
import { ALL_SECRETS, codeIndex, consistentSecrets, feedbackCode } from './rules';

const historyKey = (view: View) => view.turns.map((t) => `${t.guess}${t.exact}${t.misplaced}`).join(' ');

/** Plays a uniformly random secret among those consistent with all feedback so far. */
export const randomConsistent: AgentFactory = (_seat, seed) => {
  const rng = createRng(seed);
  return {
    info: { kind: 'bot', name: 'random-consistent' },
    act: async (view: View) => ({ guess: rng.pick(consistentSecrets(view.turns)) }),
  } satisfies Agent<View>;
};

/**
 * The guess whose feedback carries the most information (Shannon entropy of the partition of
 * the remaining secrets), over all 5,040 codes; ties go to a code that could be the secret.
 */
export function mostInformativeGuess(candidates: readonly string[]): string {
  if (candidates.length <= 2) return candidates[0]!;
  const secrets = candidates.map(codeIndex);
  const isCandidate = new Set(secrets);
  const counts = new Uint16Array(25);
  let best = secrets[0]!;
  let bestScore = -Infinity;
  for (let guess = 0; guess < ALL_SECRETS.length; guess++) {
    counts.fill(0);
    for (const secret of secrets) counts[feedbackCode(secret, guess)]!++;
    // n·H = n·log n − Σ c·log c: maximising entropy is minimising Σ c·log c.
    let sum = 0;
    for (const c of counts) if (c > 1) sum += c * Math.log2(c);
    // A candidate guess may win outright (feedback 4A0B): worth a tie-break only.
    const score = -sum + (isCandidate.has(guess) ? 1e-9 : 0);
    if (score > bestScore + 1e-12) {
      bestScore = score;
      best = guess;
    }
  }
  return ALL_SECRETS[best]!;
}

/** The max-entropy bot's decisions by history: it is deterministic, so every game and run shares them. */
const decisions = new Map<string, string>();

/**
 * Greedy expected-information play: near the optimum but not at it (5.2429 guesses on average over
 * all 5,040 secrets, at worst 8, where the best possible is 26,274 guesses in all, 5.2131, at worst 7).
 */
export const maxEntropy: AgentFactory = () =>
  ({
    info: { kind: 'bot', name: 'max-entropy' },
    act: async (view: View) => {
      const key = historyKey(view);
      let guess = decisions.get(key);
      if (guess === undefined) {
        guess = mostInformativeGuess(consistentSecrets(view.turns));
        decisions.set(key, guess);
      }
      return { guess };
    },
  }) satisfies Agent<View>;
