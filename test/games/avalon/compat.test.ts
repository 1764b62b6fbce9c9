/**
 * Avalon records made before the fifth proposal was voted on (commit 9b0ae1a, naive bots that
 * reject every team of quest 1): their params lack voteHistory, fixedSeat, fixedRole and
 * fifthProposalVote, and quest 1's fifth proposal went ahead without a vote. They still replay
 * and show the views they showed then; an import, which plays the bots again, refuses them with
 * the reason, since their bots' moves cannot be checked against today's.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EpisodeRecord, MoveEvent } from '../../../src/core/record';
import { replay, verify } from '../../../src/core/replay';
import { avalon, type Move, type Result, type State } from '../../../src/games/avalon/game';
import { openDatabase, runEpisodes } from '../../../src/store/db';
import { importFile } from '../../../src/store/import';
import { validateEpisode } from '../../schema';

const FIXTURES = 'test/games/avalon/fixtures/before-fifth-proposal-vote';
/** The record as an export has it: one line of JSON Lines (kept as .json, which the repository does not ignore). */
const line = readFileSync(`${FIXTURES}.record.json`, 'utf8');
const record = JSON.parse(line) as EpisodeRecord;
/** The table's and seat 0's views the game showed then, after the fifth proposal and at the end. */
const views = JSON.parse(readFileSync(`${FIXTURES}.views.json`, 'utf8')) as { seq: number; table: object; seat0: object }[];

const fifth = record.events.find((e): e is MoveEvent => e.type === 'move' && (e.move as Move).kind === 'propose' && e.result !== null)!;

describe('an Avalon record made before the fifth proposal was voted on', () => {
  it('has none of the new params, and a fifth proposal approved without a vote', () => {
    expect(record.params).toEqual({ discussion: false, beliefs: true });
    expect(fifth.result).toEqual({ votes: null, approved: true });
    expect(avalon.describe(fifth.move as Move, fifth.result as Result)).toBe('proposes Player 3, Player 4 (the fifth proposal: approved without a vote)');
  });

  it('is accepted by the schema and replays to its recorded outcome', () => {
    expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
    expect(() => verify(avalon, record)).not.toThrow();
    expect(record.outcome).toEqual({ winner: 'evil', reason: 'assassination' });
  });

  it('would not replay as a game whose fifth proposal is voted on', () => {
    const current = { ...record, params: { ...(record.params as object), fifthProposalVote: true } };
    expect(() => verify(avalon, current)).toThrow(`event ${fifth.seq}: its recorded result is not the one the rules give.`);
  });

  it('shows the views it showed then, now saying that the votes are shown', () => {
    expect(views.map((v) => v.seq)).toEqual([fifth.seq, record.events.length - 1]);
    for (const { seq, table, seat0 } of views) {
      const state = replay(avalon, record, seq + 1) as State;
      expect(avalon.publicView(state)).toEqual({ ...table, voteHistory: true });
      expect(avalon.view(state, '0')).toEqual({ ...seat0, voteHistory: true });
    }
  });

  it('is refused on import: its naive bots played otherwise than they do now, which cannot be checked here', async () => {
    const db = await openDatabase(`avalon-compat-${Math.random()}`);
    await expect(importFile(db, new Blob([line]))).rejects.toThrow(
      'Line 1: the record does not hold up when its players play it again: event 1 (a move of seat 0): its move is not the one bot naive makes from this setup and seed (a record of another version of the bot cannot be checked here).',
    );
    expect(await runEpisodes(db, record.runId)).toEqual([]);
  });
});

it('votes on the fifth proposal in every variant played now', () => {
  for (const variant of avalon.variants) expect(variant.params.fifthProposalVote, variant.id).toBe(true);
});
