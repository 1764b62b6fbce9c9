/** Each game's board on the play page. */
import type { Component } from 'svelte';
import type { PlaySession } from '../play-session.svelte';
import AvalonBoard from './avalon/AvalonBoard.svelte';
import Game24Board from './game24/Game24Board.svelte';
import GuessNumberBoard from './guess-number/GuessNumberBoard.svelte';

export const BOARDS: Record<string, Component<{ session: PlaySession }>> = {
  'guess-number': GuessNumberBoard,
  game24: Game24Board,
  avalon: AvalonBoard,
};
