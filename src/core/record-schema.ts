/**
 * The episode record's JSON Schema, whole: the core part (`episode.schema.json`, every game's
 * envelope) with each game's own part (`games/<id>/record.schema.json`) placed under a branch
 * for that game. Composed at build time for import's compiled check, and by the tests.
 */
import core from './episode.schema.json' with { type: 'json' };

type Schema = { [key: string]: unknown };

/** A game's own part of its records: JSON Schemas of its params, setup, moves, results, outcome and metrics. */
export interface GameRecordSchema {
  params: Schema;
  setup: Schema;
  /** The seats that may move, when not every string is one. */
  seat?: Schema;
  move: Schema;
  result: Schema;
  /** A finished game's outcome (it is null while the game runs). */
  outcome: Schema;
  metrics?: Schema;
  /** Further conditions on the whole episode (for example metrics required once it is finished). */
  episode?: Schema[];
}

function branch(game: string, part: GameRecordSchema): Schema {
  const { params, setup, seat, move, result, outcome, metrics, episode } = part;
  return {
    if: { properties: { game: { const: game } } },
    then: {
      properties: {
        params,
        setup,
        events: {
          type: 'array',
          items: {
            if: { type: 'object', properties: { type: { const: 'move' } } },
            then: { type: 'object', properties: { ...(seat && { seat }), move, result } },
          },
        },
        outcome: { oneOf: [{ type: 'null' }, outcome] },
        ...(metrics && { metrics }),
      },
      ...(episode && { allOf: episode }),
    },
  };
}

/** The schema of an episode of any of these games (import refuses other games by name, with a clearer message). */
export function episodeSchema(games: Record<string, GameRecordSchema>): Schema {
  return { ...core, allOf: Object.keys(games).sort().map((id) => branch(id, games[id]!)) };
}
