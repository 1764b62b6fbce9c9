import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { validateEpisode } from '../schema';

const exec = promisify(execFile);
const cli = (...args: string[]) =>
  exec('node', ['--import', 'tsx', 'src/cli/main.ts', ...args]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

describe('the command-line runner', () => {
  it('lists games, variants and players', async () => {
    const { code, stdout } = await cli('list');
    expect(code).toBe(0);
    expect(stdout).toContain('guess-number');
    expect(stdout).toContain('ar-bench');
    expect(stdout).toContain('bot:optimal');
  });

  it('plays a batch headless, writing records that validate and a summary', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'fogplay-')), 'runs.jsonl');
    const { code, stdout, stderr } = await cli('run', '--game', 'guess-number', '--player', 'bot:optimal', '--episodes', '12', '--seed', '5', '--out', out);
    expect(code, stderr).toBe(0);
    expect(stderr).toContain('12/12 episodes');
    expect(stdout).toMatch(/Solved: 100\.0% \(95% CI \d+\.\d%–100\.0%\)/);
    const records = (await readFile(out, 'utf8')).trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(records).toHaveLength(12);
    expect(records.map((r) => r.seed)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    for (const r of records) expect(validateEpisode(r), JSON.stringify(validateEpisode.errors)).toBe(true);
    expect(new Set(records.map((r) => r.runId)).size).toBe(1);
  });

  it.each([
    [['run', '--game', 'chess', '--player', 'bot:optimal'], /Unknown game "chess"/],
    [['run', '--game', 'guess-number', '--player', 'bot:grandmaster'], /Unknown player "bot:grandmaster"/],
    [['run', '--game', 'guess-number', '--player', 'bot:optimal', '--episodes', 'many'], /--episodes takes a whole number/],
    [['run', '--game', 'guess-number', '--player', 'bot:optimal', '--param', 'colour=red'], /has parameters maxGuesses/],
    [['run', '--game', 'guess-number', '--player', 'bot:optimal', '--frobnicate'], /Unknown option/],
    [['dance'], /Unknown command "dance"/],
  ])('refuses bad arguments with a clear message and exit code 2: %j', async (args, message) => {
    const { code, stderr } = await cli(...args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).toContain('Usage:');
  });
});
