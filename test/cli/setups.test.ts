/** `--setups FILE`: the command line plays the setups of a file the game reads, or names what is wrong with it. */
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { cli, outFile, records } from './run-cli';

const PUZZLES = 'static-data/situation-puzzles/puzzles.json';

describe('the command line with --setups', () => {
  it('plays one episode per record, in the file’s order, each record stored as its setup', async () => {
    const chosen = (JSON.parse(await readFile(PUZZLES, 'utf8')) as { surface: string }[]).slice(3, 5);
    const file = `${await outFile()}.json`;
    await writeFile(file, JSON.stringify(chosen));
    const out = await outFile();
    const { code, stderr } = await cli('run', '--game', 'situation-puzzles', '--player', 'player=bot:key-questions', '--player', 'judge=bot:rules',
      '--setups', file, '--out', out);
    expect(code, stderr).toBe(0);
    const written = await records(out);
    expect(written).toHaveLength(2);
    expect(written.map((r) => JSON.stringify(r.setup))).toEqual(chosen.map((p) => expect.stringContaining(JSON.stringify(p.surface))));
  });

  it('refuses a bad file with the record and field named, and a game that takes no file, with exit code 2', async () => {
    const file = `${await outFile()}.json`;
    await writeFile(file, JSON.stringify([{ surface: 'A man walks into a bar.' }]));
    const bad = await cli('run', '--game', 'situation-puzzles', '--player', 'player=bot:key-questions', '--player', 'judge=bot:rules', '--setups', file);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--setups .*\.json: Record 1: the field "\w+" must be .*, but it is missing\./);
    const none = await cli('run', '--game', 'game24', '--player', 'bot:solver', '--setups', file);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('game24 takes no setups file.');
  });

  it('plays Guess Number on the secrets of a file in AR-Bench’s format', async () => {
    const file = `${await outFile()}.json`;
    await writeFile(file, JSON.stringify(['8362', '0521']));
    const out = await outFile();
    const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', 'bot:max-entropy', '--setups', file, '--out', out);
    expect(code, stderr).toBe(0);
    expect((await records(out)).map((r) => r.setup)).toEqual([{ secret: '8362' }, { secret: '0521' }]);
  });

  it('resumes a run only with the setups it was started with', async () => {
    const [file, other] = [`${await outFile()}.json`, `${await outFile()}.json`];
    await writeFile(file, JSON.stringify(['8362', '0521']));
    await writeFile(other, JSON.stringify(['1234', '0521']));
    const out = await outFile();
    const options = ['run', '--game', 'guess-number', '--player', 'bot:max-entropy'];
    expect((await cli(...options, '--setups', file, '--out', out)).code).toBe(0);
    for (const refused of [await cli(...options, '--setups', other, '--resume', out), await cli(...options, '--episodes', '2', '--resume', out)]) {
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('the file\'s run was played with another setup for episode 1 than these options give it (another --setups file, or --all-setups, or neither): give the options it was started with.');
    }
    const same = await cli(...options, '--setups', file, '--resume', out);
    expect(same.code, same.stderr).toBe(0);
  });
});
