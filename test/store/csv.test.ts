import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDatabase, putHeaders, type EpisodeHeader } from '../../src/store/db';
import { csvColumns, csvHeader, csvRow } from '../../src/store/csv';
import { csvFile, toBlob } from '../../src/store/export';

function toCsv(episodes: EpisodeHeader[]): string {
  const columns = csvColumns();
  for (const episode of episodes) columns.add(episode);
  return csvHeader(columns) + episodes.map((e) => csvRow(columns, e)).join('');
}

const episode = (over: Partial<EpisodeHeader>): EpisodeHeader => ({
  schema: 'fogplay.episode/1', id: 'e1', runId: 'r1', index: 0, game: 'guess-number', variant: 'ar-bench', params: {}, seed: 5,
  setup: { secret: '0123' }, players: [{ seat: 'player', kind: 'bot', name: 'optimal' }], outcome: { solved: true, guesses: 4 },
  metrics: { solved: true, guesses: 4, digitScores: [0.25, 0.5, 1] }, status: 'finished', startedAt: '2026-01-01T00:00:00.000Z', endedAt: '2026-01-01T00:00:01.000Z',
  ...over,
});

describe('CSV export', () => {
  it('writes one row per episode with the outcome and metrics columns', () => {
    const csv = toCsv([episode({}), episode({ id: 'e2', index: 1, outcome: null, metrics: {}, status: 'interrupted', endedAt: undefined })]);
    const [header, first, second] = csv.trimEnd().split('\r\n');
    expect(header).toBe('runId,id,index,game,variant,seed,status,players,startedAt,endedAt,outcome.solved,outcome.guesses,metrics.solved,metrics.guesses,metrics.digitScores');
    expect(first).toBe('r1,e1,0,guess-number,ar-bench,5,finished,player=optimal,2026-01-01T00:00:00.000Z,2026-01-01T00:00:01.000Z,true,4,true,4,0.25 0.5 1');
    expect(second).toBe('r1,e2,1,guess-number,ar-bench,5,interrupted,player=optimal,2026-01-01T00:00:00.000Z,,,,,,');
    expect(csv.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('quotes commas, semicolons and quotes, and defuses spreadsheet formulas', () => {
    const csv = toCsv([episode({ players: [{ seat: 'player', kind: 'human', name: 'Ann, "the" teacher' }], metrics: { why: 'slow; then wrong', score: -0.5, note: '@SUM(A1)', link: '=HYPERLINK("x")' } })]);
    const row = csv.split('\r\n')[1]!;
    // A reader splitting on semicolons keeps the text whole.
    expect(row).toContain(',"slow; then wrong",');
    expect(row).toContain(',"player=Ann, ""the"" teacher",');
    expect(row).toContain(',-0.5,');
    expect(row).toContain(",'@SUM(A1),");
    expect(row.endsWith(`,"'=HYPERLINK(""x"")"`)).toBe(true);
  });

  it('defuses formulas in column names and in text that starts like a number, and reads only a record’s own keys', () => {
    const metrics = { 'x,=HYPERLINK("y")': 1, note: '-2+3+cmd|calc', minus: -2, constructor: 5 };
    const csv = toCsv([episode({ metrics }), episode({ id: 'e2', metrics: { solved: true } })]);
    const [header, first, second, ...rest] = csv.trimEnd().split('\r\n');
    expect(rest).toEqual([]);
    expect(header).toContain(',"metrics.x,=HYPERLINK(""y"")",');
    expect(first).toContain(",'-2+3+cmd|calc,-2,5,");
    // The second episode has no "constructor" metric: an empty cell, not Object's constructor.
    expect(second!.endsWith(',,,,,true')).toBe(true);
    expect(csv).not.toContain('native code');
  });

  it('keeps a line break in a column name inside its quoted cell', () => {
    const csv = toCsv([episode({ metrics: { 'a\r\n=b': 1 } })]);
    expect(csv.split('\r\n')[0]!.endsWith(',"metrics.a')).toBe(true);
    expect(csv).toContain('"metrics.a\r\n=b"\r\n');
  });
});

describe('CSV export per game', () => {
  it('gives each game its own file with its own outcome and metrics columns only', async () => {
    const db = await openDatabase(`csv-${Math.random()}`);
    const run = (id: string, game: string) => ({ id, game, variant: 'v', params: {}, seed: 1, players: [], episodes: 2, finished: 2, status: 'finished' as const, createdAt: `2026-01-0${id.length}T00:00:00.000Z` });
    await db.runs.bulkAdd([run('g', 'guess-number'), run('tt', 'game24')]);
    const game24 = { game: 'game24', outcome: { solved: false }, metrics: { success: false, steps: 3 } };
    await putHeaders(db, [
      episode({ id: 'g0', runId: 'g' }),
      episode({ id: 'g1', runId: 'g', index: 1 }),
      episode({ id: 't0', runId: 'tt', ...game24 }),
      // An imported run may hold an episode of another game: it goes to that game's file.
      episode({ id: 't1', runId: 'tt', index: 1 }),
    ]);
    const lines = async (game?: string) => (await (await toBlob(csvFile(db, undefined, game), 'text/csv')).text()).trimEnd().split('\r\n');

    const fixed = 'runId,id,index,game,variant,seed,status,players,startedAt,endedAt';
    const numbers = await lines('guess-number');
    expect(numbers[0]).toBe(`${fixed},outcome.solved,outcome.guesses,metrics.solved,metrics.guesses,metrics.digitScores`);
    expect(numbers.slice(1).map((l) => l.split(',')[1])).toEqual(['g0', 'g1', 't1']);
    const twentyFour = await lines('game24');
    expect(twentyFour[0]).toBe(`${fixed},outcome.solved,metrics.success,metrics.steps`);
    expect(twentyFour.slice(1).map((l) => l.split(',').slice(1, 2).concat(l.split(',').slice(-3)))).toEqual([['t0', 'false', 'false', '3']]);
    // Without a game, one file takes every game's columns, most of them empty in each row.
    expect((await lines())[0]).toBe(`${fixed},outcome.solved,outcome.guesses,metrics.solved,metrics.guesses,metrics.digitScores,metrics.success,metrics.steps`);
  });
});
