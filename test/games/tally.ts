/**
 * Shared pieces of the tests of the games' tallies: the metrics of seeded episodes, and the
 * summary a tally folds compared with the one computed from every episode's metrics at once.
 */
import { expect } from 'vitest';
import type { AgentFactory } from '../../src/core/agent';
import { fold, paramsOf, type AnyGame, type Summary } from '../../src/core/game';
import { playEpisode } from '../../src/run/episode';

/**
 * The metrics of the finished episodes of `seeds` seeds of each variant (by id, or with other
 * parameters), the variants taken in turn, so a tally meets a batch's groups in a mixed order.
 */
export async function seededMetrics(
  game: AnyGame,
  agents: () => Record<string, AgentFactory>,
  variants: readonly (string | { id: string; params: unknown })[],
  seeds: number,
): Promise<unknown[]> {
  const metrics: unknown[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    for (const variant of variants) {
      const { id, params } = typeof variant === 'string' ? { id: variant, params: paramsOf(game, variant) } : variant;
      const episode = await playEpisode({ game, variant: id, params, seed, agents: agents(), runId: 'tally' });
      if (episode.status === 'finished') metrics.push(episode.metrics);
    }
  }
  return metrics;
}

/** Where two summaries differ: numbers by more than rounding (a variance streamed is not summed in the order of one computed at once), anything else at all. */
function differences(actual: unknown, expected: unknown, path: string): string[] {
  if (typeof actual === 'number' && typeof expected === 'number') {
    const same = Object.is(actual, expected) || Math.abs(actual - expected) <= 1e-12 * Math.max(1, Math.abs(expected));
    return same ? [] : [`${path}: ${actual}, not ${expected}`];
  }
  if (typeof actual !== 'object' || actual === null || typeof expected !== 'object' || expected === null) {
    return actual === expected ? [] : [`${path}: ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`];
  }
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  return [...keys].flatMap((key) => differences((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], `${path}.${key}`));
}

/** The game's tally, fed one episode at a time, gives the summary `reference` computes from all of them. */
export function expectFoldedSummary(game: AnyGame, metrics: readonly unknown[], reference: (metrics: never[]) => Summary): void {
  const folded = fold(game.tally(), metrics);
  const expected = reference(metrics as never[]);
  expect(folded.stats.length).toBeGreaterThan(0);
  expect(differences(folded, expected, 'summary')).toEqual([]);
  // The figures' order too, as the pages and the command line show them.
  expect(folded.stats.map((s) => s.id)).toEqual(expected.stats.map((s) => s.id));
}
