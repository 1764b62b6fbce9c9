/**
 * The check of a recorded setup against the data the app ships: a game names the shipped item a
 * setup comes from (a rank, an entity, a puzzle's number), and the setup must be that item as the
 * game's own `allSetups` gives it for the record's parameters. A setup that names nothing the game
 * ships (a person's own file) is not checked here.
 */
import type { AnyGame } from '../core/game';
import { sameJson } from '../core/replay';

/** The shipped setups of one set of parameters by name, made once: `allSetups` can be long to draw. */
const byParams = new WeakMap<AnyGame, Map<string, Map<string, unknown>>>();

/** A `setupProblem` for a game whose shipped setups `name` tells apart (see `GameModule.setupProblem`). */
export function shippedSetup(game: AnyGame, name: (setup: any) => string | null): (params: unknown, setup: unknown) => string | null {
  return (params, setup) => {
    const named = name(setup);
    if (named === null) return null;
    const cache = byParams.get(game) ?? new Map<string, Map<string, unknown>>();
    byParams.set(game, cache);
    const key = JSON.stringify(params);
    let setups = cache.get(key);
    if (!setups) {
      let all: unknown[];
      try {
        all = game.allSetups?.(params) ?? [];
      } catch {
        all = [];
      }
      setups = new Map(all.map((s) => [name(s) ?? '', s]));
      cache.set(key, setups);
    }
    const shipped = setups.get(named);
    if (shipped === undefined) return `it names ${named}, which is not among the setups of ${game.info.title} with its parameters.`;
    return sameJson(shipped, setup) ? null : `it names ${named}, but differs from the shipped data's ${named}.`;
  };
}
