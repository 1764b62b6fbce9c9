/** The puzzle generator over many seeds: sizes, no repeated shape or colour, clue sets that agree with the truth, determinism. */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import { COLORS, SHAPES, SIZES } from '../../../src/games/asympuzl/data';
import { asympuzl } from '../../../src/games/asympuzl/game';
import { params } from './helpers';

const pairsOf = (entries: { shape: string; color: string }[]) => entries.map(({ shape, color }) => `${shape}/${color}`).sort();

describe('AsymPuzl puzzles', () => {
  it('have vocabularies large enough for N = 20, starting with the paper’s example sets', () => {
    expect(SHAPES.slice(0, 5)).toEqual(['square', 'triangle', 'rectangle', 'circle', 'pentagon']);
    expect(COLORS.slice(0, 5)).toEqual(['blue', 'red', 'cyan', 'green', 'yellow']);
    for (const names of [SHAPES, COLORS]) {
      expect(new Set(names).size).toBe(names.length);
      expect(names.length).toBeGreaterThanOrEqual(SIZES.max);
      // No name inside another, so a name found in a message is never part of a longer one.
      for (const a of names) for (const b of names) if (a !== b) expect(b.includes(a), `${a} in ${b}`).toBe(false);
    }
  });

  it('have N positions of distinct shapes and colours, and clue sets that agree with the truth, for every N and many seeds', () => {
    for (let size = SIZES.min; size <= SIZES.max; size++) {
      for (let seed = 1; seed <= 40; seed++) {
        const { truth, aliceClues, bobClues } = asympuzl.setup(params(size), createRng(seed));
        expect(truth.map((t) => t.position)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
        expect(new Set(truth.map((t) => t.shape)).size).toBe(size);
        expect(new Set(truth.map((t) => t.color)).size).toBe(size);
        expect(truth.every((t) => SHAPES.includes(t.shape) && COLORS.includes(t.color))).toBe(true);
        expect(aliceClues).toEqual(truth.map(({ position, shape }) => ({ position, shape })));
        expect(pairsOf(bobClues)).toEqual(pairsOf(truth));
      }
    }
  });

  it('are the same for the same seed, and vary with it (Bob’s order included)', () => {
    const draw = (seed: number) => asympuzl.setup(params(10), createRng(seed));
    expect(draw(7)).toEqual(draw(7));
    const setups = Array.from({ length: 50 }, (_, i) => draw(i));
    expect(new Set(setups.map((s) => JSON.stringify(s.truth))).size).toBe(50);
    // Bob's order is shuffled: with 10 positions it is practically never the truth's.
    expect(setups.filter((s) => s.bobClues.every((c, i) => c.shape === s.truth[i]!.shape)).length).toBe(0);
  });

  it('refuse parameters outside the paper’s game, naming them', () => {
    const rng = createRng(1);
    expect(() => asympuzl.setup(params(2), rng)).toThrow('A puzzle has 3 to 20 positions, not 2.');
    expect(() => asympuzl.setup(params(21), rng)).toThrow('A puzzle has 3 to 20 positions, not 21.');
    expect(() => asympuzl.setup({ size: 5, feedback: 'loud' as never, setting: 'pair' }, rng)).toThrow('The feedback mode is one of none, own, own-detailed, joint, both, both-detailed, not "loud".');
    expect(() => asympuzl.setup(params(5, 'own', 'single'), rng)).toThrow('The single agent has one attempt without feedback: set feedback to none.');
  });

  it('offer the paper’s settings as variants, each saying that 30 seeds is the paper’s batch, and one for people after them', () => {
    expect(asympuzl.variants.map((v) => v.id)).toEqual([
      'n5-none', 'n5-own', 'n5-own-detailed', 'n5-joint', 'n5-both', 'n5-both-detailed',
      'both-n3', 'both-n10', 'both-n20',
      'single-n5', 'single-n10', 'single-n20',
      'classroom',
    ]);
    for (const v of asympuzl.variants.slice(0, -1)) expect(v.description).toContain('a batch of 30 episodes is its setting');
    expect(asympuzl.personVariant).toBe('classroom');
    expect(asympuzl.variants.at(-1)!.label).toContain('not the benchmark');
    expect(asympuzl.variants.at(-1)!.params).toEqual({ size: 5, feedback: 'both-detailed', setting: 'pair' });
    expect(asympuzl.variants.find((v) => v.id === 'both-n20')!.params).toEqual({ size: 20, feedback: 'both', setting: 'pair' });
    expect(asympuzl.variants.find((v) => v.id === 'single-n10')!.params).toEqual({ size: 10, feedback: 'none', setting: 'single' });
  });
});
