import { describe, expect, it } from 'vitest';
import { flat } from '../../src/core/record';
import { maxEntropy } from '../../src/games/guess-number/bots';
import { guessNumber } from '../../src/games/guess-number/game';
import { playEpisode } from '../../src/run/episode';
import { validateEpisode } from '../schema';

describe('the episode record', () => {
  it('validates real records of every status against the JSON Schema', async () => {
    const finished = await playEpisode({
      game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed: 9,
      agents: { player: (s, seed) => {
        const bot = maxEntropy(s, seed);
        let first = true;
        // One invalid attempt first, so the record carries every event type but model calls.
        return { info: bot.info, act: (v, c) => (first ? ((first = false), Promise.resolve('9')) : bot.act(v, c)) };
      } },
      runId: 'r',
    });
    const controller = new AbortController();
    controller.abort();
    const interrupted = await playEpisode({
      game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed: 9, signal: controller.signal,
      agents: { player: maxEntropy }, runId: 'r',
    });
    for (const record of [finished, interrupted]) {
      const ok = validateEpisode(JSON.parse(JSON.stringify(record)));
      expect(validateEpisode.errors ?? []).toEqual([]);
      expect(ok).toBe(true);
    }
    expect(finished.events.map((e) => e.type)).toContain('invalid');
    expect(interrupted.status).toBe('interrupted');
  });

  it('rejects records that break the format', async () => {
    const good = await playEpisode({
      game: guessNumber, variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed: 2, agents: { player: maxEntropy }, runId: 'r',
    });
    const broken = [
      { ...good, schema: 'fogplay.episode/0' },
      { ...good, setup: { secret: 'abcd' } },
      { ...good, status: 'done' },
      { ...good, extra: 1 },
      { ...good, events: [{ ...good.events[0], move: { guess: 12 } }] },
      { ...good, events: [{ type: 'move', seq: 0, at: 0, seat: 'player' }] },
    ];
    for (const record of broken) expect(validateEpisode(JSON.parse(JSON.stringify(record)))).toBe(false);
  });
});

describe('a string made flat', () => {
  it('keeps every UTF-16 unit of the pieces it was joined from', () => {
    const pieces = ['avalonbench', '-', 'servant', '’s é 😀 ', '\ud800', '中文', ''];
    let joined = '';
    for (const piece of pieces) joined += piece;
    expect(flat(joined)).toBe(joined);
    expect(flat(joined).length).toBe(joined.length);
    expect(flat('')).toBe('');
  });
});
