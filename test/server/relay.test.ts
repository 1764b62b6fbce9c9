/**
 * The classroom relay on a real server with real sockets: a host's message reaches the one device
 * it names in its own room, a device's reaches its own host only, and a malformed, hostile or huge
 * message is refused without harm to the room.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RELAY_PATH } from '../../src/core/relay-messages';
import { attachRelay, DEVICE_LIMIT } from '../../src/server/relay';

let server: Server;
let detach: () => void;
let origin: string;

beforeEach(async () => {
  server = createServer((_, response) => void response.writeHead(404).end());
  // A quick heartbeat, so that the test of a vanished phone ends soon; it waits for the close, not for a time.
  detach = attachRelay(server, 500);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  detach();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A socket to the relay whose messages queue until read, in order, and whose close is awaited. */
class Peer {
  readonly socket: WebSocket;
  private queue: unknown[] = [];
  private waiting: ((message: unknown) => void) | null = null;
  readonly closed: Promise<number>;
  readonly opened: Promise<void>;
  constructor(query = '', headers: Record<string, string> = { origin: `http://${origin}` }, autoPong = true) {
    this.socket = new WebSocket(`ws://${origin}${RELAY_PATH}${query}`, { headers, autoPong });
    this.socket.on('message', (data) => {
      const message: unknown = JSON.parse(String(data));
      if (this.waiting) (this.waiting(message), (this.waiting = null));
      else this.queue.push(message);
    });
    this.socket.on('error', () => {});
    this.opened = new Promise((resolve) => this.socket.on('open', resolve));
    this.closed = new Promise((resolve) => this.socket.on('close', (code) => resolve(code)));
  }
  next(): Promise<any> {
    const first = this.queue.shift();
    return first !== undefined ? Promise.resolve(first) : new Promise((resolve) => (this.waiting = resolve));
  }
  /** Whether a message is queued unread. */
  get pending(): number {
    return this.queue.length;
  }
  send(message: unknown) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }
}

/** A host with its room, and `count` devices that joined it, as the host knows them. */
async function room(count: number) {
  const host = new Peer();
  const { room: code } = await host.next();
  const devices: { peer: Peer; id: string }[] = [];
  for (let i = 0; i < count; i++) {
    const peer = new Peer(`?room=${code}`);
    const joined = await host.next();
    expect(joined.type).toBe('joined');
    devices.push({ peer, id: joined.device });
  }
  return { host, code: code as string, devices };
}

/** A message sent after the others, once it arrives, shows that nothing else arrived before it. */
async function nothingElse(from: Peer, to: Peer, id?: string) {
  if (id === undefined) from.send({ kind: 'marker' });
  else from.send({ type: 'to', device: id, data: { kind: 'marker' } });
  const next = await to.next();
  expect(next.kind ?? next.data?.kind).toBe('marker');
}

describe('the classroom relay', () => {
  it('gives each host a room of its own, with a code a class can read and type', async () => {
    const [a, b] = [new Peer(), new Peer()];
    const [ra, rb] = [(await a.next()).room, (await b.next()).room];
    expect(ra).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
    expect(ra).not.toBe(rb);
  });

  it('carries a host’s message to the one device it names, and a device’s to its own host alone', async () => {
    const one = await room(2);
    const other = await room(1);
    const [alice, bob] = one.devices;
    one.host.send({ type: 'to', device: alice!.id, data: { kind: 'board', view: 'Alice’s clues' } });
    expect(await alice!.peer.next()).toEqual({ kind: 'board', view: 'Alice’s clues' });
    // Bob and the other room got nothing of it: the next thing each receives is what came after.
    await nothingElse(one.host, bob!.peer, bob!.id);
    await nothingElse(other.host, other.devices[0]!.peer, other.devices[0]!.id);

    bob!.peer.send({ kind: 'move', move: { message: 'Hi' } });
    expect(await one.host.next()).toEqual({ type: 'from', device: bob!.id, data: { kind: 'move', move: { message: 'Hi' } } });
    await nothingElse(alice!.peer, one.host);
    // The other host has not heard from this room.
    await nothingElse(other.devices[0]!.peer, other.host);
    expect(alice!.peer.pending + other.devices[0]!.peer.pending).toBe(0);
  });

  it('carries a class of 25 phones and a projector, each sent its own board alone', async () => {
    const { host, devices } = await room(26);
    for (const [i, { id }] of devices.entries()) host.send({ type: 'to', device: id, data: { kind: 'board', seat: i } });
    for (const [i, { peer }] of devices.entries()) expect(await peer.next()).toEqual({ kind: 'board', seat: i });
    for (const { peer, id } of devices) await nothingElse(host, peer, id);
    expect(devices.reduce((n, { peer }) => n + peer.pending, 0)).toBe(0);
  });

  it('lets a host reach no device of another room, even by its id', async () => {
    const one = await room(1);
    const other = await room(1);
    // Device ids are per room: the same id in another room is another device, which must not receive this.
    other.host.send({ type: 'to', device: 'd9', data: { kind: 'board' } });
    expect(await other.host.next()).toEqual({ type: 'error', message: 'The relay did not understand that message, or its device has left: it was not sent.' });
    await nothingElse(one.host, one.devices[0]!.peer, one.devices[0]!.id);
  });

  it('refuses a device’s malformed, binary or non-object message in words, passes nothing on, and keeps the room', async () => {
    const { host, devices } = await room(1);
    const [device] = devices;
    for (const bad of ['not json', '[1,2]', 'null', '"text"']) {
      device!.peer.send(bad);
      expect(await device!.peer.next()).toEqual({ relay: 'error', message: 'The page sent a message that is not a JSON object: it was not passed on.' });
    }
    device!.peer.socket.send(Buffer.from('{"kind":"move"}'), { binary: true });
    expect((await device!.peer.next()).relay).toBe('error');
    // The host heard none of it, and the device still reaches it.
    await nothingElse(device!.peer, host);
  });

  it('refuses a host’s malformed message or one for a device that is not there', async () => {
    const { host, devices } = await room(1);
    for (const bad of ['{', { type: 'to', device: devices[0]!.id, data: 'text' }, { type: 'to', device: '__proto__', data: {} }, { type: 'broadcast', data: {} }]) {
      host.send(bad);
      expect((await host.next()).type).toBe('error');
    }
    await nothingElse(host, devices[0]!.peer, devices[0]!.id);
  });

  it('closes a device that sends a huge message, and tells its host it left', async () => {
    const { host, devices } = await room(2);
    const [big, other] = devices;
    big!.peer.send({ kind: 'move', move: 'x'.repeat(DEVICE_LIMIT) });
    expect(await big!.peer.closed).toBe(1009);
    expect(await host.next()).toEqual({ type: 'left', device: big!.id });
    // The rest of the room goes on.
    await nothingElse(other!.peer, host);
    await nothingElse(host, other!.peer, other!.id);
  });

  it('tells a device there is no such class, and refuses a page of another origin', async () => {
    const lost = new Peer('?room=QQQQ');
    expect(await lost.next()).toEqual({ relay: 'error', message: 'No class is open with the code QQQQ. Check the code, or ask the teacher for the link again.' });
    expect(await lost.closed).toBe(4404);

    const foreign = new Peer('', { origin: 'http://evil.example' });
    const refused = new Promise<number>((resolve) => foreign.socket.on('unexpected-response', (_, response) => resolve(response.statusCode!)));
    expect(await refused).toBe(403);
  });

  it('tells every device when the host leaves, and closes the room', async () => {
    const { host, code, devices } = await room(2);
    host.socket.close();
    for (const { peer } of devices) {
      expect(await peer.next()).toEqual({ relay: 'closed' });
      expect(await peer.closed).toBe(1000);
    }
    const late = new Peer(`?room=${code}`);
    expect((await late.next()).relay).toBe('error');
  });

  it('closes a device that no longer answers the heartbeat (a phone gone from the network), tells its host, and keeps those that answer', async () => {
    const { host, code, devices } = await room(1);
    const silent = new Peer(`?room=${code}`, undefined, false);
    const { device } = await host.next();
    expect(await silent.closed).toBe(1006);
    expect(await host.next()).toEqual({ type: 'left', device });
    await nothingElse(host, devices[0]!.peer, devices[0]!.id);
    await nothingElse(devices[0]!.peer, host);
  });

  it('lets a host drop a device (its seat moved to a newer one)', async () => {
    const { host, devices } = await room(1);
    host.send({ type: 'drop', device: devices[0]!.id });
    expect(await devices[0]!.peer.closed).toBe(4000);
    expect(await host.next()).toEqual({ type: 'left', device: devices[0]!.id });
  });
});
