/**
 * What may be shown of a game without giving a secret away. While a person plays it, in this tab
 * or another (`store/liveness.ts` keeps "playing" true of a living game only): nothing of it but
 * that it is played, who plays and when it began. The store's readers for pages and exports hold
 * such an episode back (`shownEpisodes` and the readers built on it), so no page, export or replay
 * can show its setup, its seed, a seat's view, its transcript or a link to it. Once it has ended:
 * to anyone, the words of a seat that knows more than the table (a model's prompt and reply, an
 * attempt) only as that seat or with the reveal on, since they may hold it (an oracle's entity, a
 * role, a private clue).
 */
import type { AnyGame } from './game';
import type { EpisodeRecord, GameEvent, MoveEvent, RunHeader } from './record';

/** Whether a person is playing the episode (or a game of the run) now: nothing hidden of it is shown until it ends. */
export const inPlay = (game: Pick<EpisodeRecord | RunHeader, 'status' | 'players'>): boolean =>
  game.status === 'running' && game.players.some((p) => p.kind === 'human');

/** The texts and numbers of a JSON value, wherever they are in it. */
function leaves(value: unknown, into = new Set<unknown>()): Set<unknown> {
  if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) leaves(v, into);
  else into.add(value);
  return into;
}

/** Whether a seat knows something the table does not: its view holds a text or number the public view lacks (an entity, a role, a clue). */
export function knowsMore(game: Pick<AnyGame, 'view' | 'publicView'>, state: unknown, seat: string): boolean {
  const table = leaves(game.publicView(state));
  return [...leaves(game.view(state, seat))].some((leaf) => leaf !== seat && !table.has(leaf));
}

/** A move in words for someone seeing the game as `seat` ('' for everyone): the whole line to its own seat or with the reveal on, else what anyone may read of it. */
export const moveText = (game: Pick<AnyGame, 'describe' | 'describePublic'>, event: MoveEvent, seat: string, reveal: boolean): string =>
  reveal || seat === event.seat || !game.describePublic ? game.describe(event.move, event.result) : game.describePublic(event.move, event.result);

/** The seats that know more than the table from the start (an oracle's entity, a role, a story), whose words only they and a teacher may read. */
export const secretSeats = (game: AnyGame, episode: { params: unknown; setup: unknown }): string[] => {
  const start = game.init(episode.params, episode.setup);
  return game.seats(episode.params).filter((seat) => knowsMore(game, start, seat));
};

/** Whether an event's own words are shown to someone seeing the game as `seat` ('' for everyone), where its seat `private`ly knows more than the table. */
export const wordsShown = (event: GameEvent, seat: string, reveal: boolean, secretive: boolean): boolean =>
  event.type === 'move' || event.type === 'forfeit' || !secretive || reveal || seat === event.seat;
