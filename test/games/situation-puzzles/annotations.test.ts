/**
 * Auditing a judge: a person marks a judge's reply as wrong when reviewing an episode, with the
 * annotations every game's episodes have (`markEvent`); the mark stays with the episode and is exported.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { rulesJudge } from '../../../src/games/situation-puzzles/bots';
import { situationPuzzles as game } from '../../../src/games/situation-puzzles/game';
import { playEpisode } from '../../../src/run/episode';
import { databaseSink, loadEpisode, markEvent, openDatabase } from '../../../src/store/db';
import { exportEpisodes } from '../../../src/store/export';
import { validateEpisode } from '../../schema';
import { AR_BENCH, puzzle, scripted } from './helpers';

describe('marks on judge replies', () => {
  it('stay with the episode and are exported in a valid record', async () => {
    const db = await openDatabase(`test-${Math.random()}`);
    const params = { ...AR_BENCH, maxQuestions: 2 };
    const player = scripted([{ kind: 'ask', question: 'Did the keeper forget to light the lamp?' }, { kind: 'ask', question: 'Was it foggy?' }, { kind: 'explain', text: 'He lied.' }]);
    const episode = await playEpisode({ game, variant: 'ar-bench', params, seed: 1, setup: puzzle(1), agents: { player, judge: rulesJudge }, runId: 'r', sink: databaseSink(db) });
    await db.runs.put({ id: 'r', game: game.id, variant: 'ar-bench', params: params as never, seed: 1, players: episode.players, episodes: 1, finished: 1, status: 'finished', createdAt: episode.startedAt });
    const reply = episode.events.find((e) => e.type === 'move' && e.seat === 'judge')!;
    expect(await markEvent(db, episode, reply.seq)).toEqual([{ seq: reply.seq, kind: 'wrong-answer' }]);
    expect((await loadEpisode(db, episode))?.annotations).toEqual([{ seq: reply.seq, kind: 'wrong-answer' }]);
    const exported = [];
    for await (const record of exportEpisodes(db, ['r'])) exported.push(record);
    expect(exported[0]!.annotations).toEqual([{ seq: reply.seq, kind: 'wrong-answer' }]);
    expect(validateEpisode(exported[0]), JSON.stringify(validateEpisode.errors)).toBe(true);
  });
});
