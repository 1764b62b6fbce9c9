import { describe, expect, it } from 'vitest';
import type { EpisodeHeader } from '../../src/store/db';
import { csvColumns, csvHeader, csvRow } from '../../src/store/csv';

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

  it('quotes commas and quotes, and defuses spreadsheet formulas', () => {
    const csv = toCsv([episode({ players: [{ seat: 'player', kind: 'human', name: 'Ann, "the" teacher' }], metrics: { score: -0.5, note: '@SUM(A1)', link: '=HYPERLINK("x")' } })]);
    const row = csv.split('\r\n')[1]!;
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
