/**
 * The command-line runner: the app's engine, headless in Node.
 *   npm run cli -- list
 *   npm run cli -- run --game guess-number --player bot:max-entropy --episodes 100 --seed 1 --out runs.jsonl
 *   npm run cli -- suite --player llm:qwen2.5:0.5b --base-url http://127.0.0.1:8080/v1 --episodes 10
 * A command loads its own code when it is given: `list` and `--help` load no game and no runner.
 */
import { readFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { shown } from './terminal';
import { USAGE, UsageError } from './usage';

// Node 22.1 and later can keep the code they compile from a run for the next run of the same files
// (in the system's temporary folder); Node 20 has no such cache, and a run goes on without it.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  // Written beside this file when it is built (vite.node.config.ts).
  if (command === 'list') return void process.stdout.write(`${readFileSync(new URL('./listing.txt', import.meta.url), 'utf8')}\n`);
  if (command === 'help' || command === '--help' || command === '-h') return void process.stdout.write(`${USAGE}\n`);
  if (command === 'run') return (await import('./run')).run(rest);
  if (command === 'suite') return (await import('./suite')).suite(rest);
  throw new UsageError(command ? `Unknown command "${command}".` : 'Give a command.');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  // parseArgs reports unknown or malformed options with ERR_PARSE_ARGS_* codes.
  const usage = error instanceof UsageError || String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  // A message may quote a server, a file or an argument.
  process.stderr.write(usage ? `${shown(message)}\n\n${USAGE}\n` : `Error: ${shown(message)}\n`);
  process.exitCode = usage ? 2 : 1;
});
