/**
 * The paper's Tables 2-5 as stored (static-data/brainking/paper-results.json) and shown: every
 * figure equals the copy of the paper's tables in ../shared, so a typo fails; the columns carry
 * the ids and labels of the summary's own statistics for the same figures.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import results from '../../../static-data/brainking/paper-results.json';
import { brainking, type Metrics } from '../../../src/games/brainking/game';
import { references } from '../../../src/games/brainking/references';
import { rounds, winRates, type Mode } from '../../../src/games/brainking/rules';

interface PaperTable {
  /** "Table 2" */
  name: string;
  columns: string[];
  rows: { model: string; values: number[] }[];
}

/** The tab-separated copy: a `## Table N: …` line, a header line, then one line per model. */
function paperTables(text: string): PaperTable[] {
  const tables: PaperTable[] = [];
  for (const line of text.split('\n')) {
    const heading = /^## (Table \d+):/.exec(line);
    if (heading) tables.push({ name: heading[1]!, columns: [], rows: [] });
    else if (line.trim() && !line.startsWith('#')) {
      const [first, ...rest] = line.split('\t');
      const table = tables.at(-1)!;
      if (first === 'model') table.columns = rest;
      else table.rows.push({ model: first!, values: rest.map(Number) });
    }
  }
  return tables;
}

const PAPER = paperTables(readFileSync('../shared/data/brainking/paper-tables.tsv', 'utf8'));

/** The summary id each of the copy's columns is stored under, written out by hand. */
const IDS: Record<string, string[]> = {
  'Table 2': ['easy.accuracy', 'easy.meanRounds', 'medium.accuracy', 'medium.meanRounds', 'hard.accuracy', 'hard.meanRounds'],
  'Table 3': ['accuracyWinRate', 'accuracyRank', 'roundsWinRate', 'roundsRank', 'totalWinRate', 'totalRank'],
  'Table 4': ['easy.accuracy', 'easy.meanRounds', 'medium.accuracy', 'medium.meanRounds', 'broad.accuracy', 'broad.meanRounds'],
  'Table 5': ['k2.accuracy', 'k2.meanRounds', 'k3.accuracy', 'k3.meanRounds', 'k4.accuracy', 'k4.meanRounds'],
};

const metric = (mode: Mode, correct: boolean, questions: number, misleadingSetting = mode === 'hard' ? 2 : 0): Metrics => ({
  mode, correct, questions, rounds: rounds(correct, questions), guessedSimilar: false, misleadingAnswers: 0, misleadingSetting, misleadingAt: [], invalid: 0, cut: 0,
});

describe('BrainKing’s published results', () => {
  it('store every figure of the paper’s Tables 2-5 as printed, model by model', () => {
    expect(PAPER.map((t) => t.name)).toEqual(['Table 2', 'Table 3', 'Table 4', 'Table 5']);
    expect(results.tables.map((t) => t.cited.table)).toEqual(PAPER.map((t) => t.name));
    for (const [i, paper] of PAPER.entries()) {
      const stored = results.tables[i]!;
      expect(paper.columns).toHaveLength(6);
      expect(stored.columns.map((c) => c.id)).toEqual(IDS[paper.name]);
      expect(stored.rows.map((r) => r.model)).toEqual(paper.rows.map((r) => r.model));
      for (const [j, row] of paper.rows.entries()) expect(stored.rows[j]!.values, `${paper.name} ${row.model}`).toEqual(row.values);
    }
    expect(results.tables[1]!.rows.map((r) => r.model)).toContain('Human');
  });

  it('are shown as published, percentages as fractions, each with its table and the paper’s link', () => {
    expect(references.map((t) => t.caption.split(' of the paper')[0])).toEqual(['Table 2', 'Table 3', 'Table 4', 'Table 5']);
    for (const [i, paper] of PAPER.entries()) {
      const table = references[i]!;
      for (const [j, row] of paper.rows.entries()) {
        const shown = table.rows[j]!;
        expect(shown.model).toBe(row.model);
        expect(shown.sources).toEqual([{ text: `Chen et al. 2024, ${paper.name}`, url: 'https://arxiv.org/abs/2409.14762' }]);
        for (const [k, id] of IDS[paper.name]!.entries()) {
          const percent = id.endsWith('accuracy');
          expect(table.columns[k]!.format).toBe(percent ? 'percent' : id.endsWith('Rank') ? 'count' : 'number');
          expect(shown.values[id]).toBeCloseTo(percent ? row.values[k]! / 100 : row.values[k]!, 12);
        }
      }
    }
    // GPT4's accuracy win rate is shown as printed, 77.5, though its three Table 2 accuracies average 81.0.
    const gpt4 = references[1]!.rows.find((r) => r.model === 'GPT4')!;
    expect(gpt4.values.accuracyWinRate).toBe(77.5);
    expect(references[1]!.rows.find((r) => r.model === 'Human')).toMatchObject({ label: 'People', values: { totalWinRate: 40.9, totalRank: 3 } });
  });

  it('follow the win rates the summary computes: the rounds win rate is 100 / the mean of Table 2’s three rounds, to the printed precision', () => {
    const [table2, table3] = PAPER;
    for (const row of table3!.rows.filter((r) => r.model !== 'Human')) {
      const modes = table2!.rows.find((r) => r.model === row.model)!.values;
      const meanRounds = (modes[1]! + modes[3]! + modes[5]!) / 3;
      const rates = winRates(row.values[0]! / 100, meanRounds);
      expect(rates.rounds.toFixed(1), row.model).toBe(row.values[2]!.toFixed(1));
      expect(Math.abs(rates.total - row.values[4]!), row.model).toBeLessThanOrEqual(0.1);
    }
  });

  it('name their columns as the summary names the same statistics, so a run’s figures line up with the paper’s', () => {
    const mixed = [
      metric('easy', true, 3), metric('medium', false, 20), metric('hard', true, 9, 2), metric('hard', false, 12, 3),
      metric('hard', true, 15, 4), metric('broad', false, 20),
    ];
    const byMode = new Map(brainking.summarize(mixed).stats.map((s) => [s.id, s.label]));
    const single = new Map(brainking.summarize([metric('easy', true, 4), metric('easy', false, 20)]).stats.map((s) => [s.id, s.label]));
    for (const table of references) {
      for (const column of table.columns.filter((c) => !c.id.endsWith('Rank'))) {
        const summary = column.id.includes('.') ? byMode : single;
        expect(summary.get(column.id), column.id).toBe(column.label);
      }
    }
  });
});
