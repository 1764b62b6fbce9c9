/** The models' Avalon rating from the runs stored in this browser. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EpisodeHeader } from '../../src/store/db';
import { putHeaders } from '../../src/store/db';
import { EPISODE_SCHEMA, type RunHeader } from '../../src/core/record';
import { db } from '../../src/ui/db';
import { avalonRatings } from '../../src/ui/report-cards';
import { clearStore } from '../store/stored';

afterEach(() => clearStore(db));

const ROLES = ['merlin', 'servant', 'servant', 'assassin', 'minion'];

/** A finished Avalon run with these models in seats 0–4 (good 0–2, evil 3–4), whose episodes the good side won as listed. */
async function stored(id: string, names: string[], goodWins: boolean[]) {
  const players = names.map((name, seat) => ({ seat: String(seat), kind: 'llm' as const, name }));
  const run: RunHeader = { id, game: 'avalon', variant: 'avalonbench', params: {}, seed: 1, players, episodes: goodWins.length, finished: goodWins.length, status: 'finished', createdAt: `2026-01-0${id.length}T12:00:00.000Z` };
  await db.runs.put(run);
  const headers: EpisodeHeader[] = goodWins.map((good, index) => ({
    schema: EPISODE_SCHEMA, id: `${id}-${index}`, runId: id, index, game: 'avalon', variant: run.variant, params: {}, seed: index, setup: {}, players,
    outcome: { winner: good ? 'good' : 'evil' }, metrics: { roles: ROLES, winner: good ? 'good' : 'evil' }, status: 'finished', startedAt: run.createdAt,
  }));
  await db.transaction('rw', db.headerBlocks, () => putHeaders(db, headers));
}

describe('the Avalon rating of the stored runs', () => {
  it('says there are no model-vs-model games in a store without them', async () => {
    await stored('one', ['a', 'a', 'a', 'a', 'a'], [true, false]);
    expect(await avalonRatings()).toMatchObject({ games: 0, ratings: [], sides: { good: { mu: 25 }, evil: { mu: 25 } } });
  });

  it('rates the models of every game with a model on each side', async () => {
    await stored('one', ['a', 'a', 'a', 'a', 'a'], [true, false]);
    await stored('pair', ['a', 'a', 'a', 'b', 'b'], [true, true, false]);
    const { games, ratings } = await avalonRatings();
    expect(games).toBe(3);
    expect(ratings.map((r) => [r.model, r.games, r.wins])).toEqual([['a', 3, 2], ['b', 3, 1]]);
  });
});
