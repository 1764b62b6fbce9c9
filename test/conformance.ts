/**
 * The conformance suite every registered game passes (ARCHITECTURE.md): playthroughs end,
 * replay rebuilds the final state, golden views, no secret in another seat's view nor in the
 * public view, parsers never throw, everything recorded survives a JSON round trip, and the
 * game's record schema accepts its records and refuses corrupted ones. The registry test
 * (`test/games/registry.test.ts`) runs it for every game, with `test/games/<id>/conformance.ts`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../src/core/agent';
import type { EpisodeRecord, Json } from '../src/core/record';
import { createRng } from '../src/core/rng';
import type { GameModule } from '../src/games/module';
import { replay, verify } from '../src/core/replay';
import { playEpisode } from '../src/run/episode';
import { validateEpisode } from './schema';

export interface ConformanceOptions {
  /** An agent per seat that eventually plays a valid move (usually the game's bots). */
  agents(): Record<string, AgentFactory>;
  /**
   * Strings of the hidden setup that must not appear in `seat`'s view while the game runs; `view`
   * is that view, for a secret the seat may have found out by itself (a number it has guessed).
   */
  secrets(setup: unknown, seat: string, view: unknown): string[];
  /** The game's text parsers (for model output): they must return, never throw. */
  parsers: ((text: string) => unknown)[];
  /** Seeds for random playthroughs. */
  seeds?: number;
}

/** Events whose views the golden snapshot keeps. */
const GOLDEN_EVENTS = 24;

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** Wraps agents so that some attempts are garbage first: the invalid-move policy is exercised too. */
function withGarbage(agents: Record<string, AgentFactory>, seed: number): Record<string, AgentFactory> {
  const rng = createRng(`garbage/${seed}`);
  const garbage = [null, 42, '', 'x'.repeat(300), { move: 'nonsense' }, ['a'], '<script>alert(1)</script>'];
  return Object.fromEntries(
    Object.entries(agents).map(([seat, factory]) => [
      seat,
      (s: string, agentSeed: number) => {
        const agent = factory(s, agentSeed);
        return {
          info: agent.info,
          act: (view, context) =>
            !context.error && rng.next() < 0.1 ? Promise.resolve(rng.pick(garbage)) : agent.act(view, context),
        };
      },
    ]),
  );
}

export function conformance(module: GameModule, options: ConformanceOptions): void {
  const { game } = module;
  const variants = game.variants;
  const seeds = options.seeds ?? 30;

  describe(`${game.id} conformance`, () => {
    it('plays to the end from many seeds, and replaying the log rebuilds the final state', async () => {
      for (const variant of variants) {
        for (let seed = 1; seed <= seeds; seed++) {
          let finalState: unknown;
          const episode = await playEpisode({
            game,
            variant: variant.id,
            params: variant.params as Json,
            seed,
            agents: withGarbage(options.agents(), seed),
            runId: 'conformance',
            onEvent: (_e, state) => (finalState = state),
          });
          expect(episode.status, `${variant.id} seed ${seed}: ${episode.error}`).toBe('finished');
          expect(game.current(finalState)).toBeNull();
          expect(episode.outcome).not.toBeNull();
          const replayed = replay(game, roundTrip(episode) as EpisodeRecord);
          expect(replayed).toEqual(finalState);
          expect(game.outcome(replayed)).toEqual(episode.outcome);
          // What an import checks: the record holds up, and its metrics are the ones recomputed.
          expect(verify(game, roundTrip(episode) as EpisodeRecord)).toEqual(roundTrip(episode.metrics));
        }
      }
    });

    // 300,000 arguments overflow the stack in a spread (`Math.max(...values)`) on any engine.
    it('summarizes 300,000 episodes (no spread of an unbounded array)', async () => {
      const variant = variants[0]!;
      const episode = await playEpisode({ game, variant: variant.id, params: variant.params as Json, seed: 3, agents: options.agents(), runId: 'conformance' });
      const summary = game.summarize(new Array(300_000).fill(episode.metrics));
      expect(summary.episodes).toBe(300_000);
      expect(summary.stats.every((s) => Number.isFinite(s.value))).toBe(true);
    });

    it('records only plain JSON data', async () => {
      const variant = variants[0]!;
      const episode = await playEpisode({
        game,
        variant: variant.id,
        params: variant.params as Json,
        seed: 7,
        agents: options.agents(),
        runId: 'conformance',
      });
      expect(roundTrip(episode)).toEqual(episode);
    });

    it('shows each seat the same views for a fixed seed (golden snapshot)', async () => {
      const variant = variants[0]!;
      const params = variant.params as Json;
      const setup = game.setup(params, createRng(1));
      const viewsOf = (seq: number, state: unknown) => game.seats(params).map((seat) => ({ seq, seat, view: game.view(state, seat) }));
      // The start and the first moves pin the views down; the whole game would make a large file.
      const views = viewsOf(-1, game.init(params, setup));
      await playEpisode({
        game, variant: variant.id, params, seed: 1, setup, agents: options.agents(), runId: 'conformance',
        onEvent: (episode, state) => {
          const seq = episode.events.length - 1;
          if (seq < GOLDEN_EVENTS && game.current(state) !== null) views.push(...viewsOf(seq, state));
        },
      });
      // In the game's own test folder (relative to the registry test), so a new game adds no shared file.
      await expect(`${JSON.stringify(views, null, 2)}\n`).toMatchFileSnapshot(`./${game.id}/__snapshots__/golden-views.json`);
    });

    it('never puts a secret in a view of a seat that must not know it', async () => {
      for (const variant of variants) {
        for (let seed = 1; seed <= seeds; seed++) {
          // Leaks are collected, not asserted in the callback: the runner would catch the failure.
          const leaks: string[] = [];
          const check = (state: unknown, setup: unknown, when: string) => {
            const table = JSON.stringify(game.publicView(state));
            for (const seat of game.seats(variant.params)) {
              const view = game.view(state, seat);
              const text = JSON.stringify(view);
              for (const secret of options.secrets(setup, seat, view)) {
                if (text.includes(secret)) leaks.push(`${variant.id}, seed ${seed}, ${when}: seat ${seat} sees "${secret}"`);
                // What any seat may not know, no spectator may either.
                if (table.includes(secret)) leaks.push(`${variant.id}, seed ${seed}, ${when}: the public view shows "${secret}"`);
              }
            }
          };
          const episode = await playEpisode({
            game, variant: variant.id, params: variant.params as Json, seed, agents: options.agents(), runId: 'conformance',
            onEvent: (record, state) => {
              if (game.current(state) !== null) check(state, record.setup, `after event ${record.events.length - 1}`);
            },
          });
          check(game.init(variant.params, episode.setup), episode.setup, 'at the start');
          expect(episode.status, episode.error).toBe('finished');
          expect(leaks).toEqual([]);
        }
      }
    });

    it('writes records its schema accepts, and the schema refuses a corrupted record', async () => {
      for (const variant of variants) {
        const episode = await playEpisode({
          game, variant: variant.id, params: variant.params as Json, seed: 3, agents: options.agents(), runId: 'conformance',
        });
        expect(validateEpisode(episode), JSON.stringify(validateEpisode.errors)).toBe(true);
        expect(validateEpisode({ ...episode, setup: {} }), `${variant.id}: a setup without its fields`).toBe(false);
        const moveAt = episode.events.findIndex((e) => e.type === 'move');
        const events = episode.events.map((e, i) => (i === moveAt ? { ...e, move: 'corrupted' } : e));
        expect(validateEpisode({ ...episode, events }), `${variant.id}: a move that is not the game's`).toBe(false);
      }
    });

    it('parses any text without throwing', () => {
      for (const parse of options.parsers) {
        fc.assert(
          fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.lorem()), (text) => {
            expect(() => parse(text)).not.toThrow();
          }),
          { numRuns: 500 },
        );
      }
    });
  });
}
