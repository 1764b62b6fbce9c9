/**
 * The Play page's session. Pass-and-play: several people at one device. Each person's turn waits
 * behind a hand-over until that seat takes the device, and hides again when the turn ends: between
 * seats, the board holds no seat's secret, and while a seat holds it, none that seat may not know.
 * And what a game left, or ended, leaves in the store.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/record';
import { createRng } from '../../src/core/rng';
import { mostInformativeGuess } from '../../src/games/guess-number/bots';
import type { View } from '../../src/games/guess-number/game';
import { consistentSecrets } from '../../src/games/guess-number/rules';
import { loadGame } from '../../src/games/registry';
import { loadEpisode } from '../../src/store/db';
import { PlaySession } from '../../src/ui/play-session.svelte';
import { db } from '../../src/ui/db';
import type { ConformanceOptions } from '../conformance';
import asympuzl from '../games/asympuzl/conformance';
import avalon from '../games/avalon/conformance';

/** Lets the session run until `ready` holds: the episode loop and the store work between event-loop turns. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setImmediate(resolve));
}

const noModel = () => {
  throw new Error('No model plays here.');
};

async function passAndPlay(gameId: string, options: ConformanceOptions, turns: number) {
  const module = (await loadGame(gameId))!;
  const { game } = module;
  const variant = game.playVariant ?? game.variants[0]!.id;
  const session = new PlaySession({ module, variant, seed: 7, players: {}, models: noModel });
  const seats = game.seats(session.params as Json);
  const setup = game.setup(session.params as never, createRng(7));
  const secretsOf = (seat: string) => options.secrets(setup, seat, null);
  const agents = options.agents();
  const leaks: string[] = [];
  const handedTo: string[] = [];
  // The variant's parameters are public (Avalon's name the roles dealt, not who holds which).
  const shown = () => JSON.stringify({ ...session.board, params: undefined });
  void session.play();
  for (let move = 0; move < turns; move++) {
    await until(() => session.turn !== null || (session.episode !== null && session.episode.status !== 'running'));
    const turn = session.turn;
    if (!turn) break;
    if (turn.seat === handedTo.at(-1)) {
      // The same person moves again: they still hold the device.
      expect(session.handOver).toBeNull();
    } else {
      // Behind the hand-over: nobody's view, no move to make, no seat's secret.
      expect(session.handOver).toBe(turn.seat);
      expect(session.board!.view).toBeNull();
      expect(session.board!.turn).toBeNull();
      const between = shown();
      for (const seat of seats) for (const secret of secretsOf(seat)) if (between.includes(secret)) leaks.push(`before ${turn.seat}'s turn ${move}: ${seat}'s secret ${secret}`);
      session.takeOver();
      handedTo.push(turn.seat);
    }
    expect(session.board!.seat).toBe(turn.seat);
    expect(session.board!.turn).toBe(turn);
    const held = shown();
    for (const secret of secretsOf(turn.seat)) if (held.includes(secret)) leaks.push(`${turn.seat}'s turn ${move}: ${secret}`);
    turn.submit(await agents[turn.seat]!(turn.seat, move).act(turn.view, { seat: turn.seat, signal: new AbortController().signal, record: async () => {} }));
    // The turn over, the seat's view goes with it.
    expect(session.board!.view).toBeNull();
  }
  session.stop();
  expect(leaks).toEqual([]);
  return handedTo;
}

describe('pass-and-play', () => {
  it('hides every Avalon seat’s role behind a hand-over between people', async () => {
    const handedTo = await passAndPlay('avalon', avalon, 16);
    expect(new Set(handedTo).size, 'the turns pass between several people').toBeGreaterThan(1);
  });

  it('hides each AsymPuzl player’s clues from the other', async () => {
    const handedTo = await passAndPlay('asympuzl', asympuzl, 6);
    expect(new Set(handedTo)).toEqual(new Set(['alice', 'bob']));
  });
});

describe('a game left on the Play page', () => {
  it('leaves no run behind when nobody had moved, and an interrupted one with its moves otherwise', async () => {
    const module = (await loadGame('guess-number'))!;
    const untouched = new PlaySession({ module, variant: 'early-stop', seed: 1, players: {}, models: noModel });
    const playing = untouched.play();
    await until(() => untouched.turn !== null);
    expect(await db.runs.get(untouched.runId), 'the run is stored from the start').toBeDefined();
    untouched.stop();
    await playing;
    expect(await db.runs.get(untouched.runId)).toBeUndefined();

    const begun = new PlaySession({ module, variant: 'early-stop', seed: 1, players: {}, models: noModel });
    const going = begun.play();
    await until(() => begun.turn !== null);
    begun.turn!.submit('0123');
    await until(() => begun.turn !== null && begun.episode!.events.length > 0);
    begun.stop();
    await going;
    expect(await db.runs.get(begun.runId)).toMatchObject({ status: 'stopped' });
  });
});

describe('a game ended on the Play page', () => {
  it('offers its run only once the whole run is stored', async () => {
    const module = (await loadGame('guess-number'))!;
    const session = new PlaySession({ module, variant: 'early-stop', seed: 3, players: {}, models: noModel });
    const going = session.play();
    for (;;) {
      await until(() => session.turn !== null || session.written);
      if (!session.turn) break;
      expect(session.written).toBe(false);
      session.turn.submit(mostInformativeGuess(consistentSecrets((session.turn.view as View).turns)));
    }
    // Read at once: the page links to the run from this moment.
    const { id, index, events } = session.episode!;
    const [run, stored] = await Promise.all([db.runs.get(session.runId), loadEpisode(db, { runId: session.runId, index, id })]);
    expect(run).toMatchObject({ status: 'finished' });
    expect(stored?.events.length).toBe(events.length);
    expect(session.episode).toMatchObject({ status: 'finished', outcome: { solved: true } });
    await going;
  });
});
