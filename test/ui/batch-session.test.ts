/** A batch on the page resumes with the run's own parameters, not the variant's defaults. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { RunHeader } from '../../src/core/record';
import { maxEntropy } from '../../src/games/guess-number/bots';
import { guessNumber } from '../../src/games/guess-number/game';
import { playEpisode } from '../../src/run/episode';
import { runEpisodes } from '../../src/store/db';
import { importFile } from '../../src/store/import';
import { BatchSession } from '../../src/ui/batch-session.svelte';
import { db } from '../../src/ui/db';

describe('a resumed batch', () => {
  it('plays with the parameters stored with the run', async () => {
    // A run made with an override (from the command line's --param): three guesses, not 25.
    const run: RunHeader = {
      id: 'resume-params', game: 'guess-number', variant: 'ar-bench', params: { maxGuesses: 3, finalAnswer: false }, seed: 9,
      players: [{ seat: 'player', kind: 'bot', name: 'random-consistent' }], episodes: 4, finished: 0, status: 'stopped',
      createdAt: new Date().toISOString(),
    };
    await db.runs.put(run);
    const session = await BatchSession.resume(run.id);
    if (typeof session === 'string') throw new Error(session);
    await session.play();
    const episodes = await runEpisodes(db, run.id);
    expect(episodes).toHaveLength(4);
    for (const episode of episodes) {
      expect(episode.params).toEqual({ maxGuesses: 3, finalAnswer: false });
      expect((episode.outcome as { guesses: number }).guesses).toBeLessThanOrEqual(3);
    }
  });
});

describe('resuming a run from elsewhere', () => {
  const stopped: RunHeader = {
    id: 'from-elsewhere', game: 'guess-number', variant: 'ar-bench', params: { maxGuesses: 25, finalAnswer: true }, seed: 1,
    players: [{ seat: 'player', kind: 'bot', name: 'max-entropy' }], episodes: 3, finished: 0, status: 'stopped', createdAt: new Date().toISOString(),
  };

  it('refuses, in a sentence and at once, an imported run whose episode index claims 300 million episodes', async () => {
    const played = await playEpisode({ game: guessNumber, variant: 'ar-bench', params: stopped.params, seed: 1, agents: { player: maxEntropy }, runId: 'huge-index' });
    const far = { ...played, index: 3e8, seed: played.seed + 3e8 };
    await importFile(db, new Blob([JSON.stringify(far)]));
    expect((await db.runs.get('huge-index'))!.episodes).toBe(3e8 + 1);
    expect(await BatchSession.resume('huge-index')).toBe('This run holds 300,000,001 episodes, more than the 100,000 a batch on this page may hold, so it cannot go on here.');
  });

  it('refuses a run of a variant or a bot this version does not have', async () => {
    await db.runs.bulkPut([
      { ...stopped, id: 'odd-variant', variant: 'no-such-variant' },
      { ...stopped, id: 'odd-bot', players: [{ seat: 'player', kind: 'bot', name: 'no-such-bot' }] },
    ]);
    expect(await BatchSession.resume('odd-variant')).toBe('This run\'s variant “no-such-variant” is not one Guess Number has in this version, so it cannot go on.');
    expect(await BatchSession.resume('odd-bot')).toBe('This run was played by the bot “no-such-bot”, which Guess Number does not have in this version, so it cannot go on.');
  });
});
