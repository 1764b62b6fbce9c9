/** A batch on the page resumes with the run's own parameters, not the variant's defaults. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { RunHeader } from '../../src/core/record';
import { runEpisodes } from '../../src/store/db';
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
