/**
 * Replay: a state is a fold of the logged moves and forfeits over `init(params, setup)`, each move
 * validated again, so a tampered record fails with the event's number.
 */
import type { AnyGame } from './game';
import type { EpisodeRecord, GameEvent, MoveEvent } from './record';

type Replayable = Pick<EpisodeRecord, 'params' | 'setup' | 'events'>;

/** A logged move applied again, validated as when it was played: the state it leads to and its result, or why it is refused. */
function applyMove(game: AnyGame, state: unknown, event: MoveEvent): { state: unknown; result: unknown } | { refused: string } {
  if (game.current(state) !== event.seat) return { refused: `it is not seat ${event.seat}'s turn.` };
  const checked = game.validate(state, event.seat, event.move);
  return checked.ok ? game.apply(state, event.seat, checked.move) : { refused: checked.reason };
}

/** The state after one event; events that change nothing (model calls, invalid attempts) keep it. */
export function step(game: AnyGame, state: unknown, event: GameEvent): unknown {
  if (event.type === 'forfeit') return game.forfeit(state, event.seat);
  if (event.type !== 'move') return state;
  const applied = applyMove(game, state, event);
  if ('refused' in applied) throw new Error(`Event ${event.seq}: ${applied.refused}`);
  return applied.state;
}

/** The state after the events numbered below `upTo` (all of them by default). */
export function replay(game: AnyGame, episode: Replayable, upTo = Infinity): unknown {
  let state = game.init(episode.params, episode.setup);
  for (const event of episode.events) {
    if (event.seq >= upTo) break;
    state = step(game, state, event);
  }
  return state;
}

/** Whether two values are the same JSON data, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Plain JSON data, as a record stores it: what `undefined` and -0 become once written. */
const asStored = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * Checks that a stored episode tells the truth, replaying it: its players are the game's seats,
 * its events are numbered from 0 without gaps, an attempt marked cut off follows its seat's model
 * call stopped at the token limit, every move is legal and has the result the rules give, a
 * finished episode is over, and its outcome is the one its moves lead to. Throws at the first
 * disagreement. Returns the metrics its moves give (none until it is finished): a record
 * from elsewhere keeps those, not its own, which may be forged or from another version's metrics.
 */
export function verify(game: AnyGame, episode: EpisodeRecord): EpisodeRecord['metrics'] {
  const seats = game.seats(episode.params);
  const players = episode.players.map((p) => p.seat);
  if (players.length !== seats.length || !seats.every((seat) => players.includes(seat))) {
    throw new Error(`its players (${players.join(', ') || 'none'}) are not the seats of the game (${seats.join(', ')}).`);
  }
  let state = game.init(episode.params, episode.setup);
  episode.events.forEach((event, position) => {
    if (event.seq !== position) throw new Error(`event ${position} is numbered ${event.seq}: events are numbered from 0 without gaps.`);
    if (event.type === 'invalid' && event.cut) {
      const call = episode.events[position - 1];
      if (call?.type !== 'model-call' || call.seat !== event.seat || call.finishReason !== 'length') {
        throw new Error(`event ${event.seq} is marked cut off, but the seat's model call just before it was not stopped at its token limit.`);
      }
    }
    if (event.type !== 'move') return void (state = step(game, state, event));
    const applied = applyMove(game, state, event);
    if ('refused' in applied) throw new Error(`event ${event.seq}: ${applied.refused}`);
    if (!sameJson(asStored(applied.result), event.result)) throw new Error(`event ${event.seq}: its recorded result is not the one the rules give.`);
    state = applied.state;
  });
  const over = game.current(state) === null;
  if (episode.status === 'finished' && !over) throw new Error('it is marked finished, but its moves do not end the game.');
  const outcome = game.outcome(state) ?? null;
  if (!sameJson(asStored(outcome), episode.outcome)) throw new Error('its recorded outcome is not the one its moves lead to.');
  return episode.status === 'finished' ? (asStored(game.metrics(state, outcome, episode)) as EpisodeRecord['metrics']) : {};
}

/**
 * Steps through a long episode in both directions at a cost that does not grow with its length:
 * it keeps the state every `CHECKPOINT` events, so any step replays at most that many events.
 */
export class Replayer {
  private static readonly CHECKPOINT = 64;
  /** `checkpoints[k]` is the state before event k × CHECKPOINT. */
  private readonly checkpoints: unknown[];
  private at = 0;
  private state: unknown;

  constructor(
    private readonly game: AnyGame,
    private readonly episode: Replayable,
  ) {
    this.state = game.init(episode.params, episode.setup);
    this.checkpoints = [this.state];
  }

  /** The state before event `position` (0 is the start; the number of events is the end). */
  stateAt(position: number): unknown {
    const target = Math.max(0, Math.min(position, this.episode.events.length));
    const k = Math.min(Math.floor(target / Replayer.CHECKPOINT), this.checkpoints.length - 1);
    if (target < this.at || k * Replayer.CHECKPOINT > this.at) {
      this.at = k * Replayer.CHECKPOINT;
      this.state = this.checkpoints[k];
    }
    while (this.at < target) {
      this.state = step(this.game, this.state, this.episode.events[this.at]!);
      this.at++;
      if (this.at % Replayer.CHECKPOINT === 0 && this.checkpoints.length === this.at / Replayer.CHECKPOINT) this.checkpoints.push(this.state);
    }
    return this.state;
  }
}

/** An episode's accepted moves with their results, typed as the game declares them. */
export function movesOf<Move, Result>(episode: Pick<EpisodeRecord, 'events'>): { seat: string; move: Move; result: Result }[] {
  return episode.events
    .filter((e): e is MoveEvent => e.type === 'move')
    .map(({ seat, move, result }) => ({ seat, move: move as unknown as Move, result: result as unknown as Result }));
}

/**
 * The refused attempts of an episode, those cut off at the token limit or the others: counted in
 * a loop, not a filtered copy, since every bot's episode asks it once for its metrics.
 */
function refusals(episode: Pick<EpisodeRecord, 'events'>, cut: boolean): number {
  let count = 0;
  const { events } = episode;
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    if (event.type === 'invalid' && Boolean(event.cut) === cut) count++;
  }
  return count;
}

/** The attempts an episode's seats made that the game refused as wrong, cut replies apart (see `cutReplies`). */
export const invalidAttempts = (episode: Pick<EpisodeRecord, 'events'>): number => refusals(episode, false);

/** The replies of an episode's model seats that the token limit cut off before they were complete. */
export const cutReplies = (episode: Pick<EpisodeRecord, 'events'>): number => refusals(episode, true);
