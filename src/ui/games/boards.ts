/** Each game's board on the play page, loaded with the game rather than with the first page. */
import type { Component } from 'svelte';
import type { PlaySession } from '../play-session.svelte';

type Board = Component<{ session: PlaySession }>;

const BOARDS: Record<string, () => Promise<{ default: Board }>> = {
  'guess-number': () => import('./guess-number/GuessNumberBoard.svelte'),
  game24: () => import('./game24/Game24Board.svelte'),
  avalon: () => import('./avalon/AvalonBoard.svelte'),
  brainking: () => import('./brainking/BrainKingBoard.svelte'),
  'brainking-oracle-check': () => import('./brainking/BrainKingBoard.svelte'),
};

export async function loadBoard(gameId: string): Promise<Board | undefined> {
  return (await BOARDS[gameId]?.())?.default;
}
