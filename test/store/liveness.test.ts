/**
 * Leases across pages, on a clock of the test's own: pages share one storage and one channel, as
 * the tabs of a browser do, and a page can close, die, or be throttled (its timers held back while
 * its messages still arrive, as a browser treats a tab in the background).
 */
import { describe, expect, it } from 'vitest';
import { ASK_MS, LEASE_MS, Liveness, RENEW_MS, type Surroundings } from '../../src/store/liveness';

type Message = Parameters<Surroundings['channel']['postMessage']>[0];

/** The browser: a clock whose time the test moves, a shared storage, a channel between pages. */
class Browser {
  time = 0;
  readonly storage = new Map<string, string>();
  private readonly timers = new Map<number, { at: number; run: () => void; page: Page }>();
  private readonly pages: Page[] = [];
  private next = 0;

  open(): Page {
    const page = new Page(this);
    this.pages.push(page);
    return page;
  }

  timer(page: Page, run: () => void, ms: number): number {
    this.timers.set(++this.next, { at: this.time + ms, run, page });
    return this.next;
  }

  clear(id: unknown): void {
    this.timers.delete(id as number);
  }

  deliver(from: Page, message: Message): void {
    for (const page of this.pages) if (page !== from && page.state !== 'dead') queueMicrotask(() => page.receive(message));
  }

  /** Moves the clock on by `ms`, running each timer as its time comes (a throttled page's wait), and what it starts in turn. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      await settle();
      const due = [...this.timers].filter(([, t]) => t.at <= end && t.page.state === 'awake').sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = Math.max(this.time, due[1].at);
      due[1].run();
    }
    this.time = end;
    await settle();
  }
}

/** Lets every message and promise already under way arrive. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

class Page {
  /** `throttled`: timers held back, messages still delivered; `dead`: nothing at all. */
  state: 'awake' | 'throttled' | 'dead' = 'awake';
  readonly liveness: Liveness;
  private onmessage: ((event: { data: Message }) => void) | null = null;

  constructor(browser: Browser) {
    const page = this;
    this.liveness = new Liveness({
      storage: {
        getItem: (key) => browser.storage.get(key) ?? null,
        setItem: (key, value) => void browser.storage.set(key, value),
        removeItem: (key) => void browser.storage.delete(key),
      },
      channel: {
        postMessage: (message) => browser.deliver(page, message),
        set onmessage(handler) {
          page.onmessage = handler;
        },
        get onmessage() {
          return page.onmessage;
        },
      },
      now: () => browser.time,
      setTimeout: (run, ms) => browser.timer(page, run, ms),
      clearTimeout: (id) => browser.clear(id),
    });
  }

  receive(message: Message): void {
    if (this.state !== 'dead') this.onmessage?.({ data: message });
  }

  /** Plays a run until the returned function is called. */
  play(name: string): () => Promise<void> {
    let end!: () => void;
    const played = this.liveness.holding(name, () => new Promise<void>((resolve) => (end = resolve)));
    return async () => {
      end();
      await played;
    };
  }
}

/** What a watching page heard had ended. */
function watching(page: Page, names: string[]): string[] {
  const ended: string[] = [];
  page.liveness.watch(names, (gone) => ended.push(...gone));
  return ended;
}

describe('leases on the runs a page plays', () => {
  it('tell another page a run is played, without asking, and say the others are not within ASK_MS', async () => {
    const browser = new Browser();
    const [player, other] = [browser.open(), browser.open()];
    player.play('run-1');
    await browser.advance(0);
    const asked = other.liveness.playing(['run-1', 'run-gone']);
    await browser.advance(ASK_MS);
    expect(await asked).toEqual(new Set(['run-1']));
  });

  // A page in the background keeps no timer going: its lease runs out, but it answers when asked.
  it.each(['awake', 'throttled'] as const)('keep a played run playing for as long as its page lives, however long that is, its page %s', async (state) => {
    const browser = new Browser();
    const [player, other] = [browser.open(), browser.open()];
    player.play('run-1');
    await browser.advance(0);
    const ended = watching(other, ['run-1']);
    player.state = state;
    await browser.advance(20 * LEASE_MS);
    expect(ended).toEqual([]);
    // Asked, a page in the background renewed its lease, so the next page to look needs no answer.
    expect(await other.liveness.playing(['run-1'])).toEqual(new Set(['run-1']));
  });

  it('count a run as stopped ASK_MS after its page closes, having given its lease back', async () => {
    const browser = new Browser();
    const [player, other] = [browser.open(), browser.open()];
    player.play('run-1');
    await browser.advance(RENEW_MS);
    const ended = watching(other, ['run-1']);
    player.liveness.closing();
    player.state = 'dead';
    await browser.advance(ASK_MS - 1);
    expect(ended).toEqual([]);
    await browser.advance(1);
    expect(ended).toEqual(['run-1']);
    expect(browser.storage.size).toBe(0);
  });

  it('count a run as stopped once its killed page’s lease has run out and no page answers for it', async () => {
    const browser = new Browser();
    const [player, other] = [browser.open(), browser.open()];
    player.play('run-1');
    await browser.advance(RENEW_MS);
    const ended = watching(other, ['run-1']);
    player.state = 'dead';
    await browser.advance(LEASE_MS);
    expect(ended).toEqual([]);
    await browser.advance(ASK_MS);
    expect(ended).toEqual(['run-1']);
  });

  it('follow a run a page starts after the watching began, to its page’s death', async () => {
    const browser = new Browser();
    const [player, other] = [browser.open(), browser.open()];
    const ended = watching(other, []);
    player.play('run-2');
    await browser.advance(LEASE_MS);
    expect(ended).toEqual([]);
    player.state = 'dead';
    await browser.advance(LEASE_MS + ASK_MS);
    expect(ended).toEqual(['run-2']);
  });

  it('count a run played to its end as no longer played, and leave a lease another page took since', async () => {
    const browser = new Browser();
    const [first, second, other] = [browser.open(), browser.open(), browser.open()];
    const end = first.play('run-1');
    await browser.advance(0);
    await end();
    const asked = other.liveness.playing(['run-1']);
    await browser.advance(ASK_MS);
    expect(await asked).toEqual(new Set());

    // A page that plays the run on (a resumed batch) keeps its lease when the first page lets go of the run once more.
    const again = first.play('run-1');
    second.play('run-1');
    await again();
    expect(JSON.parse(browser.storage.get('fogplay-lease:run-1')!)).toMatchObject({ until: browser.time + LEASE_MS });
    expect(await other.liveness.playing(['run-1'])).toEqual(new Set(['run-1']));
  });
});
