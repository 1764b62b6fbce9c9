/**
 * The classroom relay's own messages, between the relay (src/server/relay.ts) and the pages that use
 * it: the teacher's page that hosts a room, and the devices that join it. What a host and a device
 * say to each other inside `data` is theirs (ui/classroom/protocol.ts); the relay never reads it.
 */

/** The path the relay answers at, beside the app. */
export const RELAY_PATH = '/classroom';

/** What the relay sends a host. */
export type ToHost =
  | { type: 'room'; room: string }
  | { type: 'joined' | 'left'; device: string }
  | { type: 'from'; device: string; data: Record<string, unknown> }
  | { type: 'error'; message: string };

/** What a host sends the relay: a message for one device of its room, or a device to let go. */
export type FromHost = { type: 'to'; device: string; data: Record<string, unknown> } | { type: 'drop'; device: string };

/** What the relay itself sends a device (everything else is the host's `data`). */
export type RelayNotice = { relay: 'error'; message: string } | { relay: 'closed' };
