/** The confusion check on the command line: hard-mode games played from the seed, or read from a BrainKing run's records. */
import { describe, expect, it } from 'vitest';
import { cli, outFile, records } from '../../cli/run-cli';
import { validateEpisode } from '../../schema';

describe('the confusion check on the command line', () => {
  it('judges every entity’s hard-mode game with the rule of thumb', async () => {
    const out = await outFile();
    const { code, stdout, stderr } = await cli('run', '--game', 'brainking-confusion', '--player', 'bot:rule-of-thumb', '--all-setups', '--out', out);
    expect(code, stderr).toBe(0);
    // The bank bot trusts every answer: each game with a misleading answer ends on a wrong guess that follows it.
    expect(stdout).toContain('Judged misled without recovery (523): 27.9% (95% CI 24.2%–31.9%)');
    expect(stdout).toContain('Accuracy of the judged episodes (523): 72.1% (95% CI 68.1%–75.8%)');
    const written = await records(out);
    expect(written).toHaveLength(523);
    expect(validateEpisode(written[0]), JSON.stringify(validateEpisode.errors)).toBe(true);
  });

  it('judges the hard-mode games of a BrainKing run’s file, each naming its record', async () => {
    const [played, judged] = [await outFile(), await outFile()];
    expect((await cli('run', '--game', 'brainking', '--variant', 'hard', '--player', 'player=bot:bank', '--player', 'oracle=bot:rules', '--episodes', '5', '--out', played)).code).toBe(0);
    const { code, stderr } = await cli('run', '--game', 'brainking-confusion', '--player', 'bot:rule-of-thumb', '--setups', played, '--out', judged);
    expect(code, stderr).toBe(0);
    const sources = (await records(judged)).map((r) => (r.setup as { source: string }).source);
    expect(sources).toEqual((await records(played)).map((r) => r.id));
  });
});
