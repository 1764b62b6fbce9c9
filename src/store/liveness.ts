/**
 * Which runs (and suites) a page is still playing, across the browser's tabs, on any page: a phone
 * at a classroom's plain-http address is not a secure context and has no Web Locks, so a lock
 * cannot say it. The playing page keeps a lease on each in `localStorage`, renewed every RENEW_MS
 * and good for LEASE_MS, and answers on a BroadcastChannel when another page asks about it. A page
 * that closes gives its leases back at once (`pagehide`); one killed stops renewing, and once its
 * lease has run out and no page answers for it within ASK_MS, its runs count as stopped.
 *
 * The lease carries a game through a busy moment (a long task delays an answer, not a lease written
 * a second before); the answer carries it through a tab the browser throttles in the background
 * (its timers wake once a minute, but its messages are still delivered).
 */

import { newId } from '../run/episode';

/** How often a playing page renews its leases. */
export const RENEW_MS = 1_000;
/** How long a lease holds without renewal: a killed page's runs count as stopped this long after. */
export const LEASE_MS = 5_000;
/** How long a page waits for another to answer for a run whose lease has run out. */
export const ASK_MS = 1_500;

/** What pages say to each other about the runs they play. */
type Message = { kind: 'ask'; names: string[] } | { kind: 'held'; names: string[] } | { kind: 'released'; names: string[] };

/** What the leases need of the page: replaced in tests by two pages' worth of storage, channels and a clock. */
export interface Surroundings {
  /** Shared by every page of the origin, written at once (so a closing page's last write lands). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  channel: { postMessage(message: Message): void; onmessage: ((event: { data: Message }) => void) | null };
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

interface Lease {
  page: string;
  until: number;
}

const leaseKey = (name: string) => `fogplay-lease:${name}`;

export class Liveness {
  /** This page's leases, by name, with how many of its plays hold each. */
  private readonly held = new Map<string, number>();
  private renewal: unknown = null;
  /** Pages waiting for answers: each hears every name answered for. */
  private readonly asking = new Set<(names: string[]) => void>();
  private readonly watchers = new Set<(message: Message) => void>();
  private readonly page = newId();

  constructor(private readonly around: Surroundings) {
    around.channel.onmessage = ({ data }) => {
      if (data.kind === 'ask') {
        const mine = data.names.filter((name) => this.held.has(name));
        if (mine.length) {
          this.renew();
          this.post({ kind: 'held', names: mine });
        }
      }
      if (data.kind === 'held') for (const hear of this.asking) hear(data.names);
      for (const watch of this.watchers) watch(data);
    };
  }

  /** Plays `work` holding a lease on `name`, given back when the work ends. */
  async holding<T>(name: string, work: () => Promise<T>): Promise<T> {
    this.held.set(name, (this.held.get(name) ?? 0) + 1);
    this.renew();
    this.post({ kind: 'held', names: [name] });
    try {
      return await work();
    } finally {
      const left = this.held.get(name)! - 1;
      if (left > 0) this.held.set(name, left);
      else this.giveBack([name]);
    }
  }

  /** Gives back every lease this page holds: it is closing. */
  closing(): void {
    this.giveBack([...this.held.keys()]);
  }

  /** The names among `names` that some page plays: their lease has not run out, or a page answers for them within ASK_MS. */
  async playing(names: readonly string[]): Promise<Set<string>> {
    const live = new Set(names.filter((name) => this.held.has(name) || this.leaseOf(name) !== null));
    const asked = new Set(names.filter((name) => !live.has(name)));
    if (asked.size === 0) return live;
    await new Promise<void>((done) => {
      const hear = (answered: string[]) => {
        for (const name of answered) if (asked.delete(name)) live.add(name);
        if (asked.size === 0) finish();
      };
      const finish = () => {
        this.around.clearTimeout(timer);
        this.asking.delete(hear);
        done();
      };
      const timer = this.around.setTimeout(finish, ASK_MS);
      this.asking.add(hear);
      this.post({ kind: 'ask', names: [...asked] });
    });
    return live;
  }

  /**
   * Watches runs that other pages play: `onEnded` hears, within about LEASE_MS + ASK_MS, the names
   * of those whose page went away (it gave its lease back, or its lease ran out unanswered). Starts
   * from `names` (found playing) and follows every run a page starts later. Returns the unwatch.
   */
  watch(names: Iterable<string>, onEnded: (names: string[]) => void): () => void {
    const watched = new Set(names);
    let timer: unknown = null;
    let checking = false;
    const check = async () => {
      timer = null;
      if (checking) return;
      checking = true;
      const due = [...watched].filter((name) => !this.held.has(name) && this.leaseOf(name) === null);
      const live = await this.playing(due);
      checking = false;
      const ended = due.filter((name) => !live.has(name));
      for (const name of ended) watched.delete(name);
      if (ended.length) onEnded(ended);
      schedule();
    };
    // Wakes when the soonest lease watched runs out; not sooner than RENEW_MS, so a page that answers but keeps no lease (a full storage) is not asked without pause.
    const schedule = () => {
      if (timer !== null) this.around.clearTimeout(timer);
      timer = null;
      if (watched.size === 0) return;
      const soonest = Math.min(...[...watched].map((name) => this.leaseOf(name)?.until ?? 0));
      timer = this.around.setTimeout(() => void check(), Math.max(RENEW_MS, soonest - this.around.now()));
    };
    const hear = (message: Message) => {
      if (message.kind === 'ask') return;
      for (const name of message.names) watched.add(name);
      if (message.kind === 'released') void check();
      else schedule();
    };
    this.watchers.add(hear);
    schedule();
    return () => {
      this.watchers.delete(hear);
      if (timer !== null) this.around.clearTimeout(timer);
      watched.clear();
    };
  }

  /** A lease not yet run out, or null. */
  private leaseOf(name: string): Lease | null {
    try {
      const lease = JSON.parse(this.around.storage.getItem(leaseKey(name)) ?? 'null') as Lease | null;
      return lease && typeof lease.until === 'number' && lease.until > this.around.now() ? lease : null;
    } catch {
      return null;
    }
  }

  /** Writes this page's leases good for LEASE_MS more, and keeps renewing them while it holds any. */
  private renew(): void {
    const lease = JSON.stringify({ page: this.page, until: this.around.now() + LEASE_MS } satisfies Lease);
    for (const name of this.held.keys()) {
      try {
        this.around.storage.setItem(leaseKey(name), lease);
      } catch {
        // A full storage keeps no lease: the page still answers for its runs when asked.
      }
    }
    if (this.renewal !== null) this.around.clearTimeout(this.renewal);
    this.renewal = this.held.size ? this.around.setTimeout(() => this.renew(), RENEW_MS) : null;
  }

  private giveBack(names: string[]): void {
    for (const name of names) {
      this.held.delete(name);
      // Another page may hold the lease by now (a stopped run resumed there): only this page's own is taken back.
      if (this.leaseOf(name)?.page === this.page) this.around.storage.removeItem(leaseKey(name));
    }
    if (names.length) this.post({ kind: 'released', names });
    this.renew();
  }

  private post(message: Message): void {
    this.around.channel.postMessage(message);
  }
}

/** This page's leases, where the runtime is a browser page (not Node, not a worker). */
export const liveness: Liveness | null =
  typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined' && typeof localStorage !== 'undefined'
    ? (() => {
        const own = new Liveness({
          storage: localStorage,
          channel: new BroadcastChannel('fogplay-liveness') as unknown as Surroundings['channel'],
          now: () => Date.now(),
          setTimeout: (run, ms) => window.setTimeout(run, ms),
          clearTimeout: (timer) => window.clearTimeout(timer as number),
        });
        window.addEventListener('pagehide', () => own.closing());
        return own;
      })()
    : null;

/** Plays `work` while holding a lease on the run (or suite) `name`. */
export const holdingRun = <T>(name: string, work: () => Promise<T>): Promise<T> => (liveness ? liveness.holding(name, work) : work());

/** The names among `names` some page of this browser still plays. */
export const stillPlayed = async (names: readonly string[]): Promise<Set<string>> => (liveness ? liveness.playing(names) : new Set());
