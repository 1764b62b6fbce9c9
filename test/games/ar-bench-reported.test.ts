/** AR-Bench's figures as a review of the paper reports them, beside runs of its three games. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import detective from '../../src/games/detective-cases/index';
import guessNumber from '../../src/games/guess-number/index';
import situation from '../../src/games/situation-puzzles/index';
import judgeCheck from '../../src/games/situation-puzzles-judge-check/index';
import { REPORTED, parseReported } from '../../src/games/ar-bench-reported';

const SHARED = '../shared/data/arbench/reported-figures.tsv';
const file = parseReported(readFileSync(existsSync(SHARED) ? SHARED : 'static-data/ar-bench/reported-figures.tsv', 'utf8'));

describe('AR-Bench’s reported figures', () => {
  it('are the shared file’s rows, each with its quoted sentence', () => {
    expect(REPORTED).toEqual(file);
    expect(REPORTED.length).toBeGreaterThanOrEqual(17);
    expect(REPORTED.every((r) => r.quote.startsWith('"'))).toBe(true);
  });

  it('stand beside runs of the three games, every single-number figure of the file in its game’s table, marked as a review’s', () => {
    const tables = { dc: detective.references!, sp: situation.references!, gn: guessNumber.references! };
    for (const [task, [table]] of Object.entries(tables)) {
      expect(table!.caption).toMatch(/reported in a review of the paper \(not the paper’s own table\)/);
      const shown = table!.rows.flatMap((row) => Object.values(row.values).map((v) => Math.round(v! * 1000) / 10));
      const expected = file.filter((r) => r.task === task && /^\d+$/.test(r.value) && (r.metric === 'outcome' || r.metric === 'process score after 25 rounds')).map((r) => Number(r.value));
      expect(shown.sort()).toEqual(expected.sort());
      // The review is their source, not the paper: no link to the paper.
      for (const row of table!.rows) for (const source of row.sources) expect(source).toEqual({ text: expect.stringMatching(/^Reported in a published review of the paper .*not the paper’s tables: "/) });
    }
  });

  it('show every row of the file somewhere: in a game’s table, beside the judge check, or on a rules page', () => {
    const modules = { gn: guessNumber, sp: situation, dc: detective };
    const shownOn = (module: typeof detective) => [
      ...(module.references ?? []).flatMap((t) => t.rows.flatMap((row) => row.sources.map((s) => s.text))),
      ...(module.rules?.reported ?? []).map((f) => f.source),
    ];
    for (const row of REPORTED) {
      const where = row.method === 'judge check' ? [judgeCheck] : row.task === 'all' ? Object.values(modules) : row.task.split(',').map((t) => modules[t as keyof typeof modules]);
      for (const module of where) expect(shownOn(module).some((text) => text.endsWith(row.quote)), `${row.task} ${row.model} ${row.metric}`).toBe(true);
    }
    expect(judgeCheck.references![0]!.rows[0]!.values).toEqual({ agreement: 0.96 });
    expect(judgeCheck.rules!.reported).toEqual([expect.objectContaining({ value: '96%', review: true })]);
    expect(situation.rules!.reported).toContainEqual(expect.objectContaining({ what: 'Human, outcome', value: '80–100%' }));
    expect(situation.rules!.reported).toContainEqual(expect.objectContaining({ value: '36% and 90%' }));
    expect(detective.rules!.reported!.map((f) => f.value)).toEqual(expect.arrayContaining(['80–100%', '7.7%', '2.5%']));
  });

  it('give GPT-4o’s headline figures where the review puts them', () => {
    const value = (module: typeof detective, label: string, column: string) => module.references![0]!.rows.find((r) => r.label === label)!.values[column];
    expect(value(guessNumber, 'GPT-4o (headline)', 'solveRate')).toBe(0.35);
    expect(value(situation, 'GPT-4o (headline)', 'reportedOutcome')).toBe(0.63);
    expect(value(detective, 'GPT-4o (headline)', 'accuracy')).toBe(0.54);
    expect(value(detective, 'GPT-4o (headline)', 'process')).toBe(0.51);
    expect(value(detective, 'Llama-3.1-8B (few-shot instruction)', 'accuracy')).toBe(0.27);
  });
});
