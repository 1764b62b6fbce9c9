import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../src/core/agent';
import type { EpisodeRecord, GameEvent } from '../../src/core/record';
import { guessNumber } from '../../src/games/guess-number/game';
import { getEventListeners } from 'node:events';
import { runBatch } from '../../src/run/batch';
import { AgentFailure } from '../../src/core/agent';
import { replay } from '../../src/core/replay';
import { MAX_EVENTS, playEpisode, type EpisodeSink } from '../../src/run/episode';

const game = { game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed: 3, runId: 'run' };
const base = { ...game, setup: { secret: '0123' } };
const scripted = (attempts: unknown[], kind: 'bot' | 'human' = 'bot'): AgentFactory => () => {
  let i = 0;
  return {
    info: { kind, name: 'scripted' },
    act: async () => {
      const next = attempts[i++];
      if (next instanceof Error) throw next;
      return next;
    },
  };
};

describe('the episode runner', () => {
  it('lets a bot make errorAllowance invalid attempts in a row, then forfeits it', async () => {
    const episode = await playEpisode({ ...base, agents: { player: scripted(['x', 'y', 'z', 'w', '0123']) } });
    expect(guessNumber.errorAllowance).toBe(3);
    expect(episode.events.map((e) => e.type)).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'forfeit']);
    expect(episode.status).toBe('finished');
    expect(episode.outcome).toEqual({ solved: false, guesses: 0 });
  });

  it('resets the allowance after a valid move and shows the agent the exact error text', async () => {
    const seen: (string | undefined)[] = [];
    const agent: AgentFactory = () => {
      const attempts = ['1', '4567', '22', '0123'];
      return { info: { kind: 'bot', name: 'b' }, act: async (_v, ctx) => (seen.push(ctx.error), attempts.shift()) };
    };
    const episode = await playEpisode({ ...base, agents: { player: agent } });
    expect(episode.outcome).toEqual({ solved: true, guesses: 2 });
    expect(seen).toEqual([undefined, 'A guess is exactly 4 digits, like 0123; "1" is not.', undefined, 'A guess is exactly 4 digits, like 0123; "22" is not.']);
  });

  it('never forfeits a person', async () => {
    const episode = await playEpisode({ ...base, agents: { player: scripted(['a', 'b', 'c', 'd', 'e', '0123'], 'human') } });
    expect(episode.outcome).toEqual({ solved: true, guesses: 1 });
    expect(episode.metrics.invalid).toBe(5);
  });

  it('ends as an error, saying why, an episode that reaches the most events one may hold', async () => {
    // A person who never stops sending a bad guess.
    const stubborn: AgentFactory = () => ({ info: { kind: 'human', name: 'person' }, act: async () => '12' });
    const episode = await playEpisode({ ...base, agents: { player: stubborn } });
    expect(episode.events).toHaveLength(MAX_EVENTS);
    expect(episode.status).toBe('error');
    expect(episode.error).toBe('The episode was ended after 100,000 events, the most one may hold.');
    expect(episode.outcome).toBeNull();
  });

  it('hands every event to the sink in order, as it happens', async () => {
    const log: string[] = [];
    const sink: EpisodeSink = {
      started: (e) => void log.push(`start ${e.status}`),
      event: (e, ev: GameEvent) => void log.push(`${ev.seq} ${ev.type} of ${e.events.length}`),
      ended: (e) => void log.push(`end ${e.status}`),
    };
    await playEpisode({ ...base, sink, agents: { player: scripted(['x', '4567', '0123']) } });
    expect(log).toEqual(['start running', '0 invalid of 1', '1 move of 2', '2 move of 3', 'end finished']);
  });

  it('stores an episode cut off by an engine failure as interrupted, with its earlier turns', async () => {
    const episode = await playEpisode({ ...base, agents: { player: scripted(['4567', new AgentFailure('The model stopped: device lost.')]) } });
    expect(episode.status).toBe('interrupted');
    expect(episode.error).toBe('The model stopped: device lost.');
    expect(episode.events).toHaveLength(1);
    expect(episode.outcome).toBeNull();
  });

  it('stores a cancelled episode as interrupted and a crashing agent as an error', async () => {
    const controller = new AbortController();
    const stopper: AgentFactory = () => ({
      info: { kind: 'human', name: 'p' },
      act: async () => (controller.abort(), '4567'),
    });
    const cancelled = await playEpisode({ ...base, signal: controller.signal, agents: { player: stopper } });
    expect(cancelled.status).toBe('interrupted');
    expect(cancelled.events).toHaveLength(0);
    const crashed = await playEpisode({ ...base, agents: { player: scripted([new TypeError('bug')]) } });
    expect(crashed.status).toBe('error');
    expect(crashed.error).toBe('bug');
  });

  it('replays a log, and refuses a tampered one with the event number', async () => {
    const episode = await playEpisode({ ...base, agents: { player: scripted(['4567', '0123']) } });
    expect(replay(guessNumber, episode)).toMatchObject({ turns: [{ guess: '4567' }, { guess: '0123', exact: 4 }] });
    const tampered = structuredClone(episode) as EpisodeRecord;
    (tampered.events[0] as { move: unknown }).move = { guess: '1111' };
    expect(() => replay(guessNumber, tampered)).toThrow(/Event 0: .*must all be different/);
  });

  it('runs a batch over consecutive seeds, stops on cancel, and resumes after stored episodes', async () => {
    const seeds: number[] = [];
    const controller = new AbortController();
    const first = await runBatch({
      ...game, episodes: 10, agents: { player: scripted(['0123']) }, signal: controller.signal,
      onProgress: (done, _total, e) => (seeds.push(e.seed), done === 4 && controller.abort()),
    });
    expect(first.complete).toBe(false);
    expect(first.finished).toBe(4);
    const done: number[] = [];
    const rest = await runBatch({
      ...game, episodes: 10, indices: [4, 5, 6, 7, 8, 9], agents: { player: scripted(['0123']) },
      onProgress: (d, _t, e) => (seeds.push(e.seed), done.push(d)),
    });
    expect(rest.complete).toBe(true);
    expect(seeds).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(done).toEqual([5, 6, 7, 8, 9, 10]);
  });
  it.each([1, 16])('listens to the batch signal once with %i episodes in flight, and stops them all through it', async (at) => {
    // Every episode's agent listens to its own signal, as a request in flight does, and waits until all of them wait.
    const controller = new AbortController();
    let waiting = 0;
    let allWaiting!: () => void;
    const all = new Promise<void>((resolve) => (allWaiting = resolve));
    const waiter: AgentFactory = () => ({
      info: { kind: 'bot', name: 'waiter' },
      act: (_view, { signal }) => new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
        if (++waiting === at) allWaiting();
      }),
    });
    const batch = runBatch({ ...game, episodes: 2 * at, concurrency: at, agents: { player: waiter }, signal: controller.signal });
    await all;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    controller.abort();
    const result = await batch;
    expect(result).toMatchObject({ finished: 0, complete: false });
    // The episodes after them were not begun.
    expect(waiting).toBe(at);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});
