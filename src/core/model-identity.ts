/**
 * Which model a player was: the one place that says whether two recorded players are the same
 * model, and how to name models apart where several share a name. Cards, the leaderboard, the
 * rating and Compare group by `modelKey` and show `modelNames`, never a player's name alone.
 */
import type { PlayerInfo } from './record';

/** What identifies a model in a record. */
export type ModelPlayer = Pick<PlayerInfo, 'name' | 'model'>;

/** The key that tells one model from another: two players with the same key are the same model. */
export const modelKey = (player: ModelPlayer): string => player.name;

/** A name to show for each model's key: its own name, told apart where two models share one. */
export function modelNames(players: Iterable<ModelPlayer>): Map<string, string> {
  const names = new Map<string, string>();
  for (const player of players) names.set(modelKey(player), player.name);
  return names;
}
