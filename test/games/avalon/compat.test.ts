/**
 * Avalon records made before the fifth proposal was voted on (commit 9b0ae1a, naive bots that
 * reject every team of quest 1): their params lack voteHistory, fixedSeat, fixedRole and
 * fifthProposalVote, and quest 1's fifth proposal went ahead without a vote. They still replay,
 * import, and show the views they showed then.
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
import { storedEvents } from '../../store/stored';

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

  it('imports', async () => {
    const db = openDatabase(`avalon-compat-${Math.random()}`);
    expect(await importFile(db, new Blob([line]))).toEqual({ episodes: 1, skipped: 0, runs: 1 });
    const [stored] = await runEpisodes(db, record.runId);
    expect(stored).toMatchObject({ params: { discussion: false, beliefs: true }, status: 'finished', metrics: verify(avalon, record) });
    expect(await storedEvents(db, record)).toBe(record.events.length);
  });
});

it('votes on the fifth proposal in every variant played now', () => {
  for (const variant of avalon.variants) expect(variant.params.fifthProposalVote, variant.id).toBe(true);
});
