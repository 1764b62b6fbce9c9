/** A person marks oracle answers as wrong when reviewing an episode: the marks are stored with it and exported. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { rulesOracle } from '../../../src/games/brainking/bots';
import { brainking } from '../../../src/games/brainking/game';
import { playEpisode } from '../../../src/run/episode';
import { databaseSink, loadEpisode, markEvent, openDatabase } from '../../../src/store/db';
import { exportEpisodes } from '../../../src/store/export';
import { validateEpisode } from '../../schema';
import { params, scripted, setupOf } from './helpers';

describe('marks on oracle answers', () => {
  it('toggle per event, stay with the episode, and are exported in a valid record', async () => {
    const db = await openDatabase(`test-${Math.random()}`);
    const p = params('easy');
    const moves = [{ kind: 'ask', questionId: 'alive' }, { kind: 'ask', questionId: 'mammal' }, { kind: 'guess', text: 'dog' }];
    const episode = await playEpisode({
      game: brainking, variant: 'easy', params: p, seed: 1, setup: setupOf('dog', p), agents: { player: scripted(moves), oracle: rulesOracle }, runId: 'r', sink: databaseSink(db),
    });
    await db.runs.put({ id: 'r', game: 'brainking', variant: 'easy', params: p as never, seed: 1, players: episode.players, episodes: 1, finished: 1, status: 'finished', createdAt: episode.startedAt });
    expect(await markEvent(db, episode, 1)).toEqual([{ seq: 1, kind: 'wrong-answer' }]);
    expect(await markEvent(db, episode, 3)).toEqual([{ seq: 1, kind: 'wrong-answer' }, { seq: 3, kind: 'wrong-answer' }]);
    expect(await markEvent(db, episode, 1)).toEqual([{ seq: 3, kind: 'wrong-answer' }]);
    expect((await loadEpisode(db, episode))?.annotations).toEqual([{ seq: 3, kind: 'wrong-answer' }]);
    const exported = [];
    for await (const record of exportEpisodes(db, ['r'])) exported.push(record);
    expect(exported).toHaveLength(1);
    expect(exported[0]!.annotations).toEqual([{ seq: 3, kind: 'wrong-answer' }]);
    expect(validateEpisode(exported[0]), JSON.stringify(validateEpisode.errors)).toBe(true);
  });
});
