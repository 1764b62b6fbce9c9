/**
 * A game's board: `ui/games/<id>/Board.svelte`, found by its folder and loaded with its game
 * rather than with the first page. The play page, a spectator's page and the replay draw every
 * board from the same props: the public view for anyone, and a seat's own view only for the
 * person sitting there.
 */
import type { Component } from 'svelte';
import type { HumanTurn } from '../../agents/human';
import type { GameTypes } from '../../core/game';
import type { EpisodeStatus, PlayerInfo } from '../../core/record';

export interface BoardProps<T extends GameTypes = GameTypes> {
  params: T['params'];
  /** What anyone may see now: the game's public view. */
  table: T['publicView'];
  /** The seat whose eyes the page shows (a person's seat, or the one a teacher picked); null for the public view alone. */
  seat: string | null;
  /** That seat's own view; null when no seat is shown. */
  view: T['view'] | null;
  /** The person's turn, when the seat shown is theirs to play now: the last refusal, and how to submit a move. */
  turn: HumanTurn | null;
  /** Who sits in each seat: a person, a bot or a model. */
  players: Record<string, PlayerInfo['kind']>;
  /** The seat to act now; null once the game is over, or in a replay. */
  current: string | null;
  status: EpisodeStatus;
  /** Why the episode stopped, when it was interrupted or failed. */
  error?: string;
  /** Null while the game runs. */
  outcome: T['outcome'] | null;
  /** The whole state, hidden setup included: given once the game is over, or when a teacher reveals it. */
  revealed: T['state'] | null;
}

export type Board = Component<BoardProps<any>>;

/** A status in words: `context-full` reads "context full". */
export const statusWords = (status: string): string => status.replace('-', ' ');

/** A board's status line for a game that stopped before its end: "This game was interrupted: why". */
export const stoppedText = (status: EpisodeStatus, error?: string, what = 'game'): string =>
  `This ${what} ${status === 'context-full' ? 'ended with the model’s context full' : `was ${status}`}${error ? `: ${error}` : '.'}`;

/** A game's outcome words at the start of a sentence. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A game's outcome words as a sentence of their own. */
export const sentence = (text: string): string => `${capitalised(text)}.`;

const BOARDS = import.meta.glob<Board>('./*/Board.svelte', { import: 'default' });

export async function loadBoard(gameId: string): Promise<Board | undefined> {
  return BOARDS[`./${gameId}/Board.svelte`]?.();
}

/** The games that have a board, by id (every registered game must). */
export const BOARD_GAMES: readonly string[] = Object.keys(BOARDS).map((path) => path.split('/')[1]!);
