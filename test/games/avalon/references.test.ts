/** AvalonBench's published results as stored, against the figures the paper's abstract states. */
import { describe, expect, it } from 'vitest';
import { references } from '../../../src/games/avalon/references';

describe('AvalonBench’s published results', () => {
  const rows = references.flatMap((table) => table.rows);
  const row = (label: string, model: string) => rows.find((r) => r.label === label && r.model === model)!;

  it('hold the two win rates the abstract gives: ChatGPT in a good role 22.2%, the good-role bot 38.2%', () => {
    expect(row('Servant, with discussion', 'GPT-3.5').values.win).toBe(0.222);
    expect(row('Servant, without discussion', 'Naive bot (the baseline)').values.win).toBe(0.382);
  });

  it('cite the Assassin results to the paper’s Table 2 and the Servant results to its Table 3', () => {
    expect(new Set(rows.filter((r) => r.label.startsWith('Assassin')).map((r) => r.sources[0]!.text))).toEqual(new Set(['Light et al. 2023, Table 2']));
    expect(new Set(rows.filter((r) => r.label.startsWith('Servant')).map((r) => r.sources[0]!.text))).toEqual(new Set(['Light et al. 2023, Table 3']));
  });
});
