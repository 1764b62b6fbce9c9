/**
 * The bots as measuring sticks: the share-all pair solves every puzzle in two turns (the ceiling),
 * the never-share pair none (the floor), and the careless pair lands between, more often failing
 * as N grows, with the rewrites and wrong pairs the failure tags name.
 */
import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../../src/core/agent';
import type { Json } from '../../../src/core/record';
import { careless, neverShare, readColors, readPositions, shareAll } from '../../../src/games/asympuzl/bots';
import { asympuzl, type FeedbackMode, type Metrics, type Params } from '../../../src/games/asympuzl/game';
import { FEEDBACK_MODES } from '../../../src/games/asympuzl/rules';
import { playEpisode } from '../../../src/run/episode';

async function batch(p: Params, bot: AgentFactory, seeds: number): Promise<Metrics[]> {
  const metrics: Metrics[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const agents = Object.fromEntries(asympuzl.seats(p).map((seat) => [seat, bot]));
    const episode = await playEpisode({ game: asympuzl, variant: 'test', params: p as unknown as Json, seed, agents, runId: 'test' });
    metrics.push(episode.metrics as Metrics);
  }
  return metrics;
}

const pair = (size: number, feedback: FeedbackMode = 'both'): Params => ({ size, feedback, setting: 'pair' });
const rate = (metrics: Metrics[]) => metrics.filter((m) => m.solved).length / metrics.length;
const tagged = (metrics: Metrics[], tag: string) => metrics.filter((m) => m.failures.includes(tag as never)).length / metrics.length;

describe('AsymPuzl bots', () => {
  it('read positions and colours from plain sentences, as a person may write them', () => {
    expect([...readPositions('Position 1: the square. position 3 is a Circle; Position 9: the star. Position 2 has no shape.', 5)]).toEqual([[1, 'square'], [3, 'circle']]);
    expect([...readColors('The square is blue. the CIRCLE: red; Is the star gold? The triangle is unknown.')]).toEqual([['square', 'blue'], ['circle', 'red'], ['star', 'gold']]);
  });

  it('share-all: every puzzle solved in exactly 2 turns, for every N from 3 to 20 and every mode', async () => {
    for (let size = 3; size <= 20; size++) {
      for (const feedback of FEEDBACK_MODES) {
        const metrics = await batch(pair(size, feedback), shareAll, 5);
        expect(metrics.map((m) => m.turnsToSolve), `N = ${size}, ${feedback}`).toEqual([2, 2, 2, 2, 2]);
        expect(metrics.every((m) => m.failures.length === 0 && m.actionsPerPositionBySeat.alice === 1 && m.actionsPerPositionBySeat.bob! <= 1)).toBe(true);
      }
    }
  });

  it('never-share: no puzzle solved, every one tagged non-cooperation', async () => {
    for (const size of [3, 5, 10, 20]) {
      const metrics = await batch(pair(size), neverShare, 30);
      expect(rate(metrics)).toBe(0);
      expect(tagged(metrics, 'non-cooperation')).toBe(1);
      expect(metrics.every((m) => m.actionsPerPosition === 0 && m.turns === 2 * size)).toBe(true);
    }
  });

  it('careless: between the two, falling with N (measured over 300 seeds: 85%, 87%, 79%, 51% at N = 3, 5, 10, 20)', async () => {
    const bounds: [number, number, number][] = [[3, 0.8, 0.9], [5, 0.82, 0.91], [10, 0.74, 0.84], [20, 0.44, 0.57]];
    for (const [size, low, high] of bounds) {
      const metrics = await batch(pair(size), careless, 300);
      expect(rate(metrics), `N = ${size}`).toBeGreaterThanOrEqual(low);
      expect(rate(metrics), `N = ${size}`).toBeLessThanOrEqual(high);
      expect(tagged(metrics, 'miscommunication'), `N = ${size}`).toBeGreaterThan(0.5);
      expect(tagged(metrics, 'over-correction'), `N = ${size}`).toBeGreaterThan(0.3);
      const solved = metrics.filter((m) => m.solved);
      expect(solved.reduce((sum, m) => sum + m.turnsToSolve!, 0) / solved.length, `N = ${size}`).toBeGreaterThan(2);
    }
  });

  it('all solve the single-agent baseline, which needs no communication', async () => {
    for (const bot of [shareAll, neverShare, careless]) {
      for (const size of [5, 10, 20]) expect(rate(await batch({ size, feedback: 'none', setting: 'single' }, bot, 10))).toBe(1);
    }
  });
});
