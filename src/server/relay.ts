/**
 * The classroom relay: carries a shared table's messages between the teacher's page (the host,
 * which runs the game and holds its secrets) and the devices that join it (phones, a projector),
 * over WebSocket on the local network. It knows nothing of games: the host addresses each message
 * to one device, and a device speaks to its room's host alone, so nothing a device sends or
 * receives can reach another room or another device.
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { RELAY_PATH, type FromHost, type RelayNotice, type ToHost } from '../core/relay-messages.ts';

/** The largest message a host may send, in bytes: a seat's view, or the whole state once a game ends. */
const HOST_LIMIT = 1 << 20;
/** The largest message a device may send, in bytes: a move or a question. */
export const DEVICE_LIMIT = 16 << 10;
/** Rooms open at once, and devices in one room: a school's classes, each with a projector and phones. */
const MAX_ROOMS = 50;
const MAX_DEVICES = 100;
/** How often the relay asks every socket whether it is still there, in milliseconds. */
const HEARTBEAT = 20_000;
/** Letters and digits no one misreads from a projector (no 0/O, 1/I/L). */
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

type Upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
/** A server whose upgrade requests the relay answers: Node's HTTP server, as Vite's preview server has. */
export interface UpgradeSource {
  on(event: 'upgrade', listener: Upgrade): unknown;
  off(event: 'upgrade', listener: Upgrade): unknown;
}

interface Room {
  host: WebSocket;
  devices: Map<string, WebSocket>;
  joins: number;
}

const send = (socket: WebSocket, message: unknown) => socket.send(JSON.stringify(message));

/** A JSON object from a text message, or null for anything else. */
function readObject(raw: unknown, binary: boolean): Record<string, unknown> | null {
  if (binary) return null;
  try {
    const value: unknown = JSON.parse(String(raw));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Serves the relay on `server` at `RELAY_PATH`; other upgrade requests are left to others. A
 * request from a page of another origin is refused: a web page a student opens elsewhere must not
 * join a class. A socket that does not answer a heartbeat (a phone that left the Wi-Fi without
 * closing) is closed at the next, so the teacher sees its seat free for its return. Returns a
 * function that closes every room.
 */
export function attachRelay(server: UpgradeSource, heartbeat = HEARTBEAT): () => void {
  const rooms = new Map<string, Room>();
  const hosts = new WebSocketServer({ noServer: true, maxPayload: HOST_LIMIT });
  const devices = new WebSocketServer({ noServer: true, maxPayload: DEVICE_LIMIT });
  /** The sockets that answered the last heartbeat. */
  const answered = new WeakSet<WebSocket>();
  const beat = setInterval(() => {
    for (const room of rooms.values()) {
      for (const socket of [room.host, ...room.devices.values()]) {
        if (!answered.has(socket)) socket.terminate();
        else {
          answered.delete(socket);
          socket.ping();
        }
      }
    }
  }, heartbeat);
  beat.unref();

  function newCode(): string {
    let code: string;
    do code = Array.from({ length: 4 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
    while (rooms.has(code));
    return code;
  }

  function openRoom(host: WebSocket) {
    if (rooms.size >= MAX_ROOMS) {
      send(host, { type: 'error', message: `This computer already runs ${MAX_ROOMS} classes: end one before opening another.` } satisfies ToHost);
      return host.close(4429, 'full');
    }
    const code = newCode();
    const room: Room = { host, devices: new Map(), joins: 0 };
    rooms.set(code, room);
    send(host, { type: 'room', room: code } satisfies ToHost);
    host.on('message', (raw, binary) => {
      const message = readObject(raw, binary) as Partial<FromHost> | null;
      const device = typeof message?.device === 'string' ? room.devices.get(message.device) : undefined;
      if (message?.type === 'to' && device && message.data && typeof message.data === 'object' && !Array.isArray(message.data)) return send(device, message.data);
      if (message?.type === 'drop' && device) return device.close(4000, 'moved');
      send(host, { type: 'error', message: 'The relay did not understand that message, or its device has left: it was not sent.' } satisfies ToHost);
    });
    host.on('close', () => {
      rooms.delete(code);
      for (const device of room.devices.values()) {
        send(device, { relay: 'closed' } satisfies RelayNotice);
        device.close(1000, 'closed');
      }
    });
  }

  function joinRoom(device: WebSocket, typed: string) {
    const code = typed.toUpperCase();
    const room = rooms.get(code);
    if (!room || room.devices.size >= MAX_DEVICES) {
      const message = room
        ? `This class already has ${MAX_DEVICES} devices: no more can join it.`
        : `No class is open with the code ${typed}. Check the code, or ask the teacher for the link again.`;
      send(device, { relay: 'error', message } satisfies RelayNotice);
      return device.close(4404, 'no room');
    }
    const id = `d${++room.joins}`;
    room.devices.set(id, device);
    send(room.host, { type: 'joined', device: id } satisfies ToHost);
    device.on('message', (raw, binary) => {
      const data = readObject(raw, binary);
      if (data) send(room.host, { type: 'from', device: id, data } satisfies ToHost);
      else send(device, { relay: 'error', message: 'The page sent a message that is not a JSON object: it was not passed on.' } satisfies RelayNotice);
    });
    device.on('close', () => {
      if (room.devices.get(id) !== device) return;
      room.devices.delete(id);
      if (rooms.get(code) === room) send(room.host, { type: 'left', device: id } satisfies ToHost);
    });
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://relay');
    if (url.pathname !== RELAY_PATH) return;
    const origin = request.headers.origin;
    let sameOrigin = false;
    try {
      sameOrigin = origin === undefined || new URL(origin).host === request.headers.host;
    } catch {
      // A malformed origin is another origin.
    }
    if (!sameOrigin) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const room = url.searchParams.get('room');
    const server = room === null ? hosts : devices;
    server.handleUpgrade(request, socket, head, (ws) => {
      // A socket that errs (a message over the limit, a broken frame) is closed by ws; the error needs no more.
      ws.on('error', () => {});
      answered.add(ws);
      ws.on('pong', () => answered.add(ws));
      if (room === null) openRoom(ws);
      else joinRoom(ws, room);
    });
  }

  server.on('upgrade', upgrade);
  return () => {
    clearInterval(beat);
    server.off('upgrade', upgrade);
    for (const room of rooms.values()) room.host.close(1001, 'server closing');
    hosts.close();
    devices.close();
  };
}
