/**
 * What a replay or a run's page may show of an episode without giving a secret away: while a
 * person plays it (here or in another tab), nothing hidden at all; and to anyone, a seat's own
 * words (a model's prompt and reply, an attempt) only as that seat or with the reveal on, since
 * they may hold what only that seat knows (an oracle's entity, a role, a private clue).
 */
import type { EpisodeRecord, GameEvent } from '../core/record';

/** Whether a person is playing the episode now: its hidden state stays hidden until it ends. */
export const inPlay = (episode: Pick<EpisodeRecord, 'status' | 'players'>): boolean =>
  episode.status === 'running' && episode.players.some((p) => p.kind === 'human');

/** The seats a replay may be seen by: all of them, or while a person plays, only the people's own. */
export const viewableSeats = (episode: Pick<EpisodeRecord, 'status' | 'players'>, seats: string[]): string[] =>
  inPlay(episode) ? seats.filter((seat) => episode.players.some((p) => p.seat === seat && p.kind === 'human')) : seats;

/** Whether an event's own words are shown to someone seeing the game as `seat` ('' for everyone). */
export const wordsShown = (event: GameEvent, seat: string, reveal: boolean): boolean =>
  event.type === 'move' || event.type === 'forfeit' || reveal || seat === event.seat;
