/**
 * What the teacher's page (the host, which runs the game) and a joined device (a phone in a seat,
 * a projector) say to each other through the classroom relay (src/server/relay.ts). The host sends
 * each device only the board of its own seat, computed by the game's own view function.
 */
import { RELAY_PATH } from '../../core/relay-messages';
import type { BoardProps } from '../games/board';

/** A seat a device may take, as the lobby lists it. */
export interface OpenSeat {
  seat: string;
  name: string;
  /** Nobody holds it yet, on a phone or at the teacher's computer. */
  free: boolean;
}

/** A board as a device receives it: the turn without its `submit`, which the device sends as a `move`. */
export type RemoteBoard = Omit<BoardProps, 'turn'> & { turn: { seat: string; view: unknown; error?: string } | null };

export type ToDevice =
  | { kind: 'lobby'; game: string; title: string; seats: OpenSeat[]; problem?: string }
  | { kind: 'seated'; game: string; title: string; seat: string | null; name: string; token?: string }
  /** `turn` numbers the pending turn, so a move sent for an earlier one is not taken for this one. */
  | { kind: 'board'; turn: number; board: RemoteBoard }
  | { kind: 'refused'; message: string };

export type FromDevice =
  /** `token`: the seat token a device kept from an earlier connection, to take its seat again. */
  | { kind: 'hello'; token?: string }
  /** A seat, or null to watch the public board (the projector). */
  | { kind: 'take'; seat: string | null }
  | { kind: 'move'; turn: number; move: unknown };

/** The relay's address beside the page: ws:// on a plain-http classroom, wss:// on https. */
export const relayAddress = (page: Location = location): string => `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}${RELAY_PATH}`;

/** A device's link to join a class: the app's address, opened at the join page with the room's code. */
export const joinLink = (base: string, room: string): string => `${base}#/join/${room}`;

/** What a page says where no classroom server answers (a static host such as GitHub Pages, or `npm start`'s dev server). */
export const NEEDS_SERVER =
  'A table across devices needs the classroom server, which this address does not have: a static site (such as GitHub Pages) cannot carry messages between devices. On the teacher’s computer, run “npm run classroom” in the Fogplay folder and open the address it prints; the class joins there.';

/** A seat token: random, and made without crypto.randomUUID, which a plain-http page (a phone in class) does not have. */
export function newToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
