/** Shared pieces of the command-line tests: running the CLI, and reading the runs it writes. */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tempFolder } from '../temp';

const exec = promisify(execFile);

/** What a run of the command line gave back: its exit code and everything it wrote. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built command line (`dist-node/fogplay.js`, built by the tests' global setup) with these
 * arguments in a fresh Node process, from the working directory; resolves with its exit code and
 * output whether it succeeded or not.
 */
export const cli = (...args: string[]): Promise<CliResult> =>
  exec('node', ['dist-node/fogplay.js', ...args]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

/** The records of a JSON Lines file, one parsed object a line, unchecked. */
export const records = async (path: string) => (await readFile(path, 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line));

/** A path for `runs.jsonl` in a new, empty temporary folder. */
export const outFile = async () => join(await tempFolder(), 'runs.jsonl');
