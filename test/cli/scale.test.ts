import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { MAX_RECORD_CHARS } from '../../src/core/record';
import { guessFromConversation, quickGuessFromConversation } from '../guess-number-server';
import { startScriptedServer } from '../openai-server';
import { validateEpisode } from '../schema';
import { cli, outFile, records } from './run-cli';

const batch = ['run', '--game', 'guess-number', '--player', 'bot:random-consistent', '--episodes', '10', '--seed', '3'];

describe('long runs on the command line', () => {
  it('resumes a run cut off mid-write, playing only the episodes its file lacks, the same as one whole run', async () => {
    const whole = await outFile();
    expect((await cli(...batch, '--out', whole)).code).toBe(0);
    const full = await records(whole);
    // Killed while writing: five records whole and the sixth cut short.
    const lines = (await readFile(whole, 'utf8')).split('\n');
    const cut = await outFile();
    await writeFile(cut, `${lines.slice(0, 5).join('\n')}\n${lines[5]!.slice(0, 80)}`);

    const { code, stdout, stderr } = await cli(...batch, '--resume', cut);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('Episodes: 10');
    expect(stderr).toMatch(/10\/10 episodes/);
    const resumed = await records(cut);
    for (const r of resumed) expect(validateEpisode(r), JSON.stringify(validateEpisode.errors)).toBe(true);
    expect(resumed.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(resumed.map((r) => r.runId))).toEqual(new Set([full[0].runId]));
    // The same seeds give the same games as the run that was never cut.
    expect(resumed.map((r) => [r.seed, r.setup, r.outcome])).toEqual(full.map((r) => [r.seed, r.setup, r.outcome]));

    const again = await cli(...batch, '--resume', cut);
    expect(again.code).toBe(0);
    expect(await records(cut)).toHaveLength(10);
  });

  it('refuses to resume with options other than the run’s own, and to overwrite a file of runs', async () => {
    const out = await outFile();
    expect((await cli(...batch, '--out', out)).code).toBe(0);
    const before = await readFile(out, 'utf8');
    const other = await cli(...batch.slice(0, -2), '--seed', '4', '--resume', out);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/played with --seed 3: give the options it was started with/);
    // A forged record (a result the rules do not give) is refused, named by its line.
    const forged = await outFile();
    await writeFile(forged, before.replace(/"result":\{"exact":(\d)/, (_, n) => `"result":{"exact":${(Number(n) + 1) % 4}`));
    const refused = await cli(...batch, '--resume', forged);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/line 1: the record does not hold up when its moves are replayed: event \d+: its recorded result is not the one the rules give/);
    const overwrite = await cli(...batch, '--out', out);
    expect(overwrite.code).toBe(2);
    expect(overwrite.stderr).toMatch(/already holds runs/);
    expect(await readFile(out, 'utf8')).toBe(before);
  });

  it('refuses to resume a model\'s run through another server, naming the run\'s own, and leaves its file as it was', async () => {
    const [first, second] = [await startScriptedServer(guessFromConversation), await startScriptedServer(guessFromConversation)];
    try {
      const out = await outFile();
      const model = ['run', '--game', 'guess-number', '--player', 'llm:m', '--episodes', '2', '--seed', '3'];
      const played = await cli(...model, '--base-url', first.baseUrl, '--out', out);
      expect(played.code, played.stderr).toBe(0);
      const before = await readFile(out, 'utf8');
      const other = await cli(...model, '--base-url', second.baseUrl, '--resume', out);
      expect(other.code, other.stderr).toBe(2);
      expect(other.stderr).toContain(`played with --base-url ${first.baseUrl}`);
      expect(await readFile(out, 'utf8')).toBe(before);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it.each([4, 16])('plays %i episodes at once against a server, writing them in episode order, without a warning', async (at) => {
    // The first requests wait at a gate that opens once `at` are in flight together.
    let open = 0;
    let most = 0;
    let all!: () => void;
    const gate = new Promise<void>((resolve) => (all = resolve));
    const server = await startScriptedServer(async (request) => {
      most = Math.max(most, ++open);
      if (open === at) all();
      await gate;
      open--;
      // The first secret still possible: the server's own search must not be what the test waits on.
      return quickGuessFromConversation(request);
    });
    try {
      const out = await outFile();
      const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', 'llm:m', '--base-url', server.baseUrl, '--episodes', String(2 * at), '--concurrency', String(at), '--out', out);
      expect(code, stderr).toBe(0);
      expect(most).toBe(at);
      // Node's MaxListenersExceededWarning, among others, would be printed here.
      expect(stderr).not.toMatch(/Warning/);
      const written = await records(out);
      expect(written.map((r) => r.index)).toEqual(Array.from({ length: 2 * at }, (_, i) => i));
      expect(written.every((r) => r.status === 'finished' && r.outcome.solved)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('fails with a clear message when the disk is full', async () => {
    const { code, stderr } = await cli(...batch, '--out', '/dev/full');
    expect(code).toBe(1);
    expect(stderr).toMatch(/\/dev\/full cannot be written: the disk is full\./);
  });

  it.each([
    [['--episodes', '1000000000'], /--episodes takes a whole number from 1 to 100,000,000/],
    [['--seed', '100000000000000000000'], /--seed takes a whole number from 0 to/],
    [['--timeout-s', '2147484'], /--timeout-s takes a number from 0.001 to 2,000,000/],
    [['--timeout-s', '0'], /--timeout-s takes a number/],
    [['--max-tokens=-5'], /--max-tokens takes a whole number from 1/],
    [['--concurrency', '0'], /--concurrency takes a whole number from 1 to 1,024/],
    [['--param', 'constructor=1'], /--param constructor=1: guess-number has parameters/],
    [['--param', 'maxGuesses=-1'], /--param: maxGuesses must be >= 1\./],
    [['--param', 'finalAnswer=null'], /--param: finalAnswer must be boolean\./],
    [['--param', 'maxGuesses=1000000000'], /--param: maxGuesses must be <= 100\./],
    [['--resume', '/dev/zero'], /--resume \/dev\/zero is not a file of records: it is a folder or a device\./],
    [['--resume', tmpdir()], /is not a file of records: it is a folder or a device\./],
    [['--base-url', 'not a url'], /--base-url takes a web address/],
  ])('refuses %j with exit code 2', async (extra, message) => {
    // The batch's own options that `extra` gives again are left out: an option is given once.
    const given = new Set(extra.filter((a) => a.startsWith('--')).map((a) => a.split('=')[0]));
    const { code, stderr } = await cli(...batch.filter((a, i) => !given.has(a) && !given.has(batch[i - 1]!)), ...extra);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });

  it('refuses to resume from a file of no records, however large, with a sentence and exit code 2', async () => {
    const [huge, binary] = [await outFile(), await outFile()];
    await writeFile(huge, 'x'.repeat(MAX_RECORD_CHARS + 1));
    await writeFile(binary, Buffer.from([0, 255, 10, 1, 2, 10, 3]));
    for (const [path, message] of [[huge, /line 1: longer than any record \(20,000,000 characters\)\./], [binary, /line 1: not JSON\./]] as const) {
      const { code, stderr } = await cli(...batch, '--resume', path);
      expect(code).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  });
});
