/**
 * A table across devices for every game: each person seat on a device of its own, a projector on
 * the public board, the game's conformance bots moving through the messages a phone would send.
 * Every message the teacher's page sends a device is read: none, while the game runs, holds a
 * secret of a seat the device does not sit in. A hostile device is refused without harm.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Json } from '../../../src/core/record';
import { createRng } from '../../../src/core/rng';
import { GAMES, loadGame } from '../../../src/games/registry';
import type { ToDevice } from '../../../src/ui/classroom/protocol';
import { TableHost } from '../../../src/ui/classroom/table-host.svelte';
import { PlaySession } from '../../../src/ui/play-session.svelte';
import type { ConformanceOptions } from '../../conformance';

/** The relay as the page sees it: what the host sends is kept; what devices send is handed to `onmessage`. */
class FakeRelay {
  static readonly OPEN = 1;
  static last: FakeRelay;
  readyState = 1;
  sent: { type: string; device: string; data: ToDevice }[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    FakeRelay.last = this;
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {}
  deliver(message: unknown) {
    this.onmessage!({ data: JSON.stringify(message) });
  }
}

const saved = { WebSocket: globalThis.WebSocket, location: (globalThis as { location?: unknown }).location };
beforeEach(() => {
  Object.assign(globalThis, { WebSocket: FakeRelay, location: { protocol: 'http:', host: 'classroom.test' } });
});
afterEach(() => {
  Object.assign(globalThis, saved);
});

async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setImmediate(resolve));
}

/** A game with every seat a person's, each on its own device, and a projector. */
async function table(gameId: string) {
  const module = (await loadGame(gameId))!;
  const { game } = module;
  const variant = game.personVariant ?? game.playVariant ?? game.variants[0]!.id;
  const session = new PlaySession({ module, variant, seed: 7, players: {}, models: () => {
    throw new Error('No model plays here.');
  } });
  const host = new TableHost(session);
  const relay = FakeRelay.last;
  relay.deliver({ type: 'room', room: 'ABCD' });
  const seats = game.seats(session.params as Json);
  const deviceOf = new Map<string, string>();
  for (const [i, seat] of seats.entries()) {
    const device = `d${i + 1}`;
    relay.deliver({ type: 'joined', device });
    relay.deliver({ type: 'from', device, data: { kind: 'hello' } });
    relay.deliver({ type: 'from', device, data: { kind: 'take', seat } });
    deviceOf.set(seat, device);
  }
  relay.deliver({ type: 'joined', device: 'projector' });
  relay.deliver({ type: 'from', device: 'projector', data: { kind: 'take', seat: null } });
  const setup = game.setup(session.params as never, createRng(7));
  /** What a device received so far. */
  const received = (device: string) => relay.sent.filter((m) => m.type === 'to' && m.device === device).map((m) => m.data);
  const lastBoard = (device: string) => received(device).findLast((m) => m.kind === 'board') as Extract<ToDevice, { kind: 'board' }> | undefined;
  return { module, session, host, relay, seats, deviceOf, setup, received, lastBoard };
}

const ended = (session: PlaySession) => session.episode !== null && session.episode.status !== 'running';

describe('a table across devices', () => {
  for (const { id } of GAMES) {
    it(`${id}: every seat plays from its own device, and no device receives a secret its seat may not know`, async () => {
      const options = ((await import(`../../games/${id}/conformance.ts`)) as { default: ConformanceOptions }).default;
      const { session, host, relay, seats, deviceOf, setup, received, lastBoard } = await table(id);
      for (const seat of seats) expect(received(deviceOf.get(seat)!).find((m) => m.kind === 'seated')).toMatchObject({ seat, token: expect.stringMatching(/^[0-9a-f]{32}$/) });
      const agents = options.agents();
      const { game } = session.module;
      const seatOf = new Map([...deviceOf].map(([seat, device]) => [device, seat]));
      // As the conformance suite checks views: each board a device receives while the game runs (its
      // parameters are public), against what its seat may not know now; the projector's against every seat's.
      const leaks: string[] = [];
      let checked = 0;
      const check = () => {
        for (const { device, data } of relay.sent.slice(checked)) {
          if (data.kind !== 'board' || data.board.status !== 'running') continue;
          const text = JSON.stringify({ ...data.board, params: undefined });
          const seat = seatOf.get(device);
          const secrets = seat !== undefined ? options.secrets(setup, seat, data.board.view) : seats.flatMap((s) => options.secrets(setup, s, game.view(session.state, s)));
          for (const secret of secrets) if (text.includes(secret)) leaks.push(`${seat ?? 'the projector'} received ${secret}`);
        }
        checked = relay.sent.length;
      };
      void session.play();
      for (let move = 0; move < 400; move++) {
        await until(() => session.turn !== null || ended(session));
        host.sync();
        check();
        const turn = session.turn;
        if (!turn) break;
        const device = deviceOf.get(turn.seat)!;
        const shown = lastBoard(device)!;
        // The device has its turn, with its own view, and nobody else has it.
        expect(shown.board.turn).toEqual(JSON.parse(JSON.stringify({ seat: turn.seat, view: turn.view, ...(turn.error !== undefined && { error: turn.error }) })));
        for (const other of seats) if (other !== turn.seat) expect(lastBoard(deviceOf.get(other)!)!.board.turn).toBeNull();
        expect(lastBoard('projector')!.board).toMatchObject({ seat: null, view: null, turn: null });
        const chosen = await agents[turn.seat]!(turn.seat, move).act(shown.board.turn!.view, { seat: turn.seat, error: turn.error, signal: new AbortController().signal, record: async () => {} });
        relay.deliver({ type: 'from', device, data: { kind: 'move', turn: shown.turn, move: JSON.parse(JSON.stringify(chosen ?? null)) } });
        await until(() => session.turn !== turn);
      }
      await until(() => ended(session) || session.turn !== null);
      host.sync();
      expect(session.episode!.status).toBe('finished');
      // The devices heard of the end as the game ended it.
      for (const device of [...deviceOf.values(), 'projector']) expect(lastBoard(device)!.board.status).toBe(session.episode!.status);
      expect(relay.sent.filter((m) => m.data?.kind === 'board' && m.data.board.status === 'running').length).toBeGreaterThan(seats.length);
      expect(leaks).toEqual([]);
      session.stop();
    });
  }

  it('refuses a hostile device: a move out of turn or for a past turn, a move the game cannot read, a taken or unknown seat, a forged token', async () => {
    const { session, relay, deviceOf, received, lastBoard, host } = await table('asympuzl');
    void session.play();
    await until(() => session.turn !== null);
    host.sync();
    const [alice, bob] = [deviceOf.get('alice')!, deviceOf.get('bob')!];
    const turnNumber = lastBoard(alice)!.turn;
    const last = (device: string) => received(device).at(-1);

    relay.deliver({ type: 'from', device: bob, data: { kind: 'move', turn: turnNumber, move: { actions: [], message: 'Out of turn' } } });
    expect(last(bob)).toEqual({ kind: 'refused', message: 'That move came too late: it is not your turn now.' });
    relay.deliver({ type: 'from', device: alice, data: { kind: 'move', turn: turnNumber - 1, move: { actions: [], message: 'Stale' } } });
    expect(last(alice)).toEqual({ kind: 'refused', message: 'That move came too late: it is not your turn now.' });
    for (const move of [null, 'text', 42, { actions: 'all' }, { actions: [null] }]) {
      relay.deliver({ type: 'from', device: alice, data: { kind: 'move', turn: lastBoard(alice)!.turn, move } });
      await until(() => session.turn !== null);
      host.sync();
    }
    // The game goes on, at Alice's turn, with each refusal logged as the game's own or never submitted.
    expect(session.episode!.status).toBe('running');
    expect(session.turn!.seat).toBe('alice');
    expect(session.episode!.events.filter((e) => e.type === 'move')).toEqual([]);

    relay.deliver({ type: 'joined', device: 'd9' });
    relay.deliver({ type: 'from', device: 'd9', data: { kind: 'take', seat: 'alice' } });
    expect(last('d9')).toMatchObject({ kind: 'lobby', problem: 'Alice was just taken. Choose another seat.' });
    relay.deliver({ type: 'from', device: 'd9', data: { kind: 'take', seat: 'judge' } });
    expect(last('d9')).toMatchObject({ kind: 'lobby', problem: 'This game has no such seat for a person.' });
    relay.deliver({ type: 'from', device: 'd9', data: { kind: 'hello', token: 'f'.repeat(32) } });
    expect(last('d9')).toMatchObject({ kind: 'lobby', seats: [{ seat: 'alice', free: false }, { seat: 'bob', free: false }] });
    // A device seated once cannot take a second seat.
    relay.deliver({ type: 'from', device: alice, data: { kind: 'take', seat: null } });
    expect(received(alice).filter((m) => m.kind === 'seated')).toHaveLength(1);
    expect(received('d9').filter((m) => m.kind === 'board')).toEqual([]);
    session.stop();
  });

  it('sends a device its board again only when it changed', async () => {
    const { session, deviceOf, received, host } = await table('asympuzl');
    void session.play();
    await until(() => session.turn !== null);
    host.sync();
    const boards = () => received(deviceOf.get('bob')!).filter((m) => m.kind === 'board');
    const sent = boards().length;
    host.sync();
    host.sync();
    expect(boards()).toHaveLength(sent);
    session.stop();
    await until(() => ended(session));
    host.sync();
    expect(boards()).toHaveLength(sent + 1);
    expect(boards().at(-1)).toMatchObject({ board: { status: 'interrupted' } });
  });

  it('shows at the teacher’s computer only the seats the teacher plays there', async () => {
    const module = (await loadGame('asympuzl'))!;
    const session = new PlaySession({ module, variant: module.game.personVariant!, seed: 7, players: {}, models: () => {
      throw new Error('No model plays here.');
    } });
    expect(session.here).toEqual(['alice', 'bob']);
    const host = new TableHost(session);
    expect(session.here).toEqual([]);
    host.playHere('bob');
    expect(session.here).toEqual(['bob']);
    host.openToPhone('bob');
    expect(session.here).toEqual([]);
  });

  it('gives a dropped phone its seat back by its token, and lets go of its older connection', async () => {
    const { session, relay, deviceOf, received, host } = await table('asympuzl');
    void session.play();
    await until(() => session.turn !== null);
    const alice = deviceOf.get('alice')!;
    const token = (received(alice).find((m) => m.kind === 'seated') as { token: string }).token;
    relay.deliver({ type: 'left', device: alice });
    expect(host.holders.alice).toEqual({ device: null, token });
    relay.deliver({ type: 'joined', device: 'd8' });
    relay.deliver({ type: 'from', device: 'd8', data: { kind: 'hello', token } });
    expect(received('d8')[0]).toMatchObject({ kind: 'seated', seat: 'alice' });
    expect(received('d8').at(-1)).toMatchObject({ kind: 'board', board: { seat: 'alice', turn: { seat: 'alice' } } });
    // The same token from a second tab while the first is connected: the seat moves, the first is dropped.
    relay.deliver({ type: 'joined', device: 'd10' });
    relay.deliver({ type: 'from', device: 'd10', data: { kind: 'hello', token } });
    expect(relay.sent).toContainEqual({ type: 'drop', device: 'd8' });
    expect(host.holders.alice).toEqual({ device: 'd10', token });
    session.stop();
  });
});
