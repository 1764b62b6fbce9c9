/**
 * What a replay or a run's page may show of an episode without giving a secret away: while a
 * person plays it (here or in another tab), nothing hidden at all; and to anyone, the words of a
 * seat that knows more than the table (a model's prompt and reply, an attempt) only as that seat
 * or with the reveal on, since they may hold it (an oracle's entity, a role, a private clue).
 */
import type { AnyGame } from '../core/game';
import type { EpisodeRecord, GameEvent, MoveEvent } from '../core/record';

/** Whether a person is playing the episode now: its hidden state stays hidden until it ends. */
export const inPlay = (episode: Pick<EpisodeRecord, 'status' | 'players'>): boolean =>
  episode.status === 'running' && episode.players.some((p) => p.kind === 'human');

/** The seats a replay may be seen by: all of them, or while a person plays, only the people's own. */
export const viewableSeats = (episode: Pick<EpisodeRecord, 'status' | 'players'>, seats: string[]): string[] =>
  inPlay(episode) ? seats.filter((seat) => episode.players.some((p) => p.seat === seat && p.kind === 'human')) : seats;

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
