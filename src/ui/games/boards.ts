/** Each game's board on the play page. */
import type { Component } from 'svelte';
import type { PlaySession } from '../play-session.svelte';
import GuessNumberBoard from './guess-number/GuessNumberBoard.svelte';

export const BOARDS: Record<string, Component<{ session: PlaySession }>> = {
  'guess-number': GuessNumberBoard,
};
