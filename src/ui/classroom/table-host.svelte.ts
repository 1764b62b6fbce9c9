/**
 * The teacher's side of a table across devices: opens a room on the classroom relay, seats each
 * joining phone in a person seat (or as the projector, on the public board), and after every event
 * (`sync`) sends each device the board of its own seat, from the game's own view function. The game runs
 * here, in the teacher's page, with its secrets; a device receives nothing but its seat's board.
 */
import type { FromHost, ToHost } from '../../core/relay-messages';
import type { PlaySession } from '../play-session.svelte';
import { seatName } from '../seat-choices.svelte';
import { NEEDS_SERVER, newToken, relayAddress, type FromDevice, type OpenSeat, type RemoteBoard, type ToDevice } from './protocol';

/** Who holds a person seat: a device (with the token it rejoins by), or the teacher here. */
export type Holder = { device: string | null; token: string } | 'here';

export class TableHost {
  /** The room's code, once the relay gave one. */
  room = $state<string | null>(null);
  /** Why no device can join (no classroom server, the connection lost), in words. */
  problem = $state<string | null>(null);
  /** The holder of each person seat taken so far. */
  holders = $state<Record<string, Holder>>({});
  /** The devices watching the public board (projectors). */
  watchers = $state<string[]>([]);
  /** The devices connected, seated or not. */
  private connected = new Set<string>();
  /** The board each device was last sent, as sent: a board that did not change is not sent again. */
  private sentBoards = new Map<string, string>();
  /** The game the table plays now: a new game at the same table keeps its room and its devices. */
  private session = $state.raw() as PlaySession;
  /** The person seats played on the devices, not at the teacher's computer: the session shows their turns nowhere here. */
  readonly elsewhere = $derived(new Set(this.session.people.filter((seat) => this.holders[seat] !== 'here')));
  private readonly socket: WebSocket;
  private lastTurn: unknown = null;
  private turnNumber = 0;

  constructor(session: PlaySession) {
    this.session = session;
    session.table = this;
    this.socket = new WebSocket(relayAddress());
    this.socket.onmessage = (event) => this.receive(JSON.parse(String(event.data)));
    this.socket.onclose = () => {
      if (this.room === null) this.problem = NEEDS_SERVER;
      else if (this.session.episode?.status === 'running' || this.session.episode === null) {
        this.problem = 'The connection to the classroom server was lost: the phones no longer receive the game. Is “npm run classroom” still running?';
      }
    };
  }

  /** The person seats, with who holds each. */
  get seats(): (OpenSeat & { holder: Holder | undefined })[] {
    return this.session.people.map((seat) => ({ seat, name: seatName(this.session.module, seat), free: !this.holders[seat], holder: this.holders[seat] }));
  }

  /**
   * The next game at the same table: the phones stay in the class and choose their seats again
   * (the seats may differ, and a new game is a new deal); the projectors go on showing the board.
   */
  next(session: PlaySession): void {
    this.session = session;
    session.table = this;
    this.holders = {};
    this.lastTurn = null;
    for (const device of this.connected) if (!this.watchers.includes(device)) this.lobby(device);
  }

  /** The teacher plays a free seat at this computer. */
  playHere(seat: string): void {
    if (this.holders[seat]) return;
    this.holders[seat] = 'here';
  }

  /** A seat the teacher played here is open to a phone again. */
  openToPhone(seat: string): void {
    if (this.holders[seat] !== 'here') return;
    delete this.holders[seat];
  }

  close(): void {
    this.socket.close();
  }

  private send(device: string, data: ToDevice): void {
    if (data.kind === 'board') {
      const text = JSON.stringify(data);
      if (this.sentBoards.get(device) === text) return;
      this.sentBoards.set(device, text);
    } else if (data.kind !== 'refused') this.sentBoards.delete(device);
    this.toRelay({ type: 'to', device, data });
  }

  private toRelay(message: FromHost): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }


  private seatOf(device: string): string | undefined {
    return Object.entries(this.holders).find(([, holder]) => holder !== 'here' && holder.device === device)?.[0];
  }

  private lobby(device: string, problem?: string): void {
    const { module } = this.session;
    const seats = this.seats.map(({ seat, name, free }) => ({ seat, name, free }));
    this.send(device, { kind: 'lobby', game: module.game.id, title: module.game.info.title, seats, ...(problem && { problem }) });
  }

  private seat(device: string, seat: string | null, token?: string): void {
    const { module } = this.session;
    this.send(device, { kind: 'seated', game: module.game.id, title: module.game.info.title, seat, name: seat === null ? 'the public board' : seatName(module, seat), ...(token && { token }) });
    this.sendBoard(device, seat);
  }

  private receive(message: ToHost): void {
    if (message.type === 'room') this.room = message.room;
    else if (message.type === 'error') this.problem = message.message;
    else if (message.type === 'joined') this.connected.add(message.device);
    else if (message.type === 'left') {
      const { device } = message;
      this.connected.delete(device);
      this.sentBoards.delete(device);
      const seat = this.seatOf(device);
      // The seat stays the phone's: its token takes it again when the phone comes back.
      if (seat) this.holders[seat] = { device: null, token: (this.holders[seat] as { token: string }).token };
      this.watchers = this.watchers.filter((d) => d !== device);
    } else if (message.type === 'from') this.fromDevice(message.device, message.data as Partial<FromDevice>);
  }

  /** What a device sent, as sent: each field is checked before use. */
  private fromDevice(device: string, data: Partial<FromDevice>): void {
    const { session } = this;
    if (data.kind === 'hello') {
      const held = typeof data.token === 'string' ? Object.entries(this.holders).find(([, h]) => h !== 'here' && h.token === data.token) : undefined;
      if (!held) return this.lobby(device);
      const [seat, holder] = held as [string, { device: string | null; token: string }];
      // The phone came back on a new connection: the seat moves to it, and an older connection of it is let go.
      if (holder.device !== null && holder.device !== device) this.toRelay({ type: 'drop', device: holder.device });
      this.holders[seat] = { device, token: holder.token };
      return this.seat(device, seat);
    }
    if (data.kind === 'take' && this.seatOf(device) === undefined && !this.watchers.includes(device)) {
      if (data.seat === null) {
        this.watchers = [...this.watchers, device];
        return this.seat(device, null);
      }
      if (typeof data.seat !== 'string' || !session.people.includes(data.seat)) return this.lobby(device, 'This game has no such seat for a person.');
      if (this.holders[data.seat]) return this.lobby(device, `${seatName(session.module, data.seat)} was just taken. Choose another seat.`);
      const token = newToken();
      this.holders[data.seat] = { device, token };
      return this.seat(device, data.seat, token);
    }
    if (data.kind === 'move') {
      const seat = this.seatOf(device);
      const turn = session.turn;
      if (!seat || !turn || turn.seat !== seat || data.turn !== this.turnNumber) {
        return this.send(device, { kind: 'refused', message: 'That move came too late: it is not your turn now.' });
      }
      // The game checks the move as it checks a move made here; one it cannot even read must not stop the game.
      try {
        session.module.game.validate(session.state, seat, data.move);
      } catch {
        return this.send(device, { kind: 'refused', message: 'That move could not be read.' });
      }
      turn.submit(data.move);
    }
  }

  /** The board of `seat` for a device: its turn without the function that submits it here. */
  private remoteBoard(seat: string | null): RemoteBoard | null {
    const board = this.session.boardFor(seat);
    if (!board) return null;
    const { turn } = board;
    return { ...board, turn: turn && { seat: turn.seat, view: turn.view, ...(turn.error !== undefined && { error: turn.error }) } };
  }

  private sendBoard(device: string, seat: string | null): void {
    const board = this.remoteBoard(seat);
    if (board) this.send(device, { kind: 'board', turn: this.turnNumber, board });
  }

  /**
   * Sends every seated device its board: the page calls it in an effect, so it runs after every
   * event, turn and seating (what it reads is what it tracks).
   */
  sync(): void {
    const { session } = this;
    void session.state;
    void session.episode;
    if (session.turn !== this.lastTurn) {
      this.lastTurn = session.turn;
      this.turnNumber++;
    }
    for (const [seat, holder] of Object.entries(this.holders)) if (holder !== 'here' && holder.device !== null) this.sendBoard(holder.device, seat);
    for (const device of this.watchers) this.sendBoard(device, null);
  }
}
