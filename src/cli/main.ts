/**
 * The command-line runner: the app's engine, headless in Node.
 *   npm run cli -- list
 *   npm run cli -- run --game guess-number --player bot:max-entropy --episodes 100 --seed 1 --out runs.jsonl
 *   npm run cli -- suite --player llm:qwen2.5:0.5b --base-url http://127.0.0.1:8080/v1 --episodes 10
 */
import { seatOffers, seatSpecText } from '../agents/seats';
import { GAMES } from '../games/registry';
import { UsageError } from './options';
import { run } from './run';
import { suite, SUITE_USAGE } from './suite';

const USAGE = `Usage:
  npm run cli -- list
  npm run cli -- run --game ID [--variant ID] --player SPEC [--player SEAT=SPEC ...]
                     [--episodes N | --all-setups | --setups FILE] [--seed N] [--param KEY=VALUE ...]
                     [--out FILE.jsonl | --resume FILE.jsonl] [--concurrency N]
                     [--base-url URL --protocol ID ...model options] [--breadth B --value-samples N]
                     [--prompt-template FILE]

  SPEC is bot:ID (see list), llm:MODEL (a model on an OpenAI-compatible server), llm:gguf:PATH
  (a GGUF model file, run on this machine's CPU through node-llama-cpp: npm run setup:gguf installs
  it), or bot:ID+llm:MODEL (the bot decides, the model speaks for it, where the game has talk). Models:
    --base-url URL (API root, e.g. http://127.0.0.1:8080/v1), --api-key KEY (or $OPENAI_API_KEY),
    --protocol ID (see list; game24 also tot, Tree of Thoughts' search: --breadth B states kept per
    level, default 5, --value-samples N judgements per state, default 3), --temperature T, --top-p P,
    --max-tokens N, --timeout-s S (the longest wait for a reply to start, or between two of its
    pieces; a busy server that asks to wait longer is not waited for), --retries N (tries again
    after a busy or failing server, waiting 1, 2, 4… s or as long as it asks; default 4),
    --ctx N (tokens of context of a GGUF model: its own by default, at most that and what free memory
    holds), --threads N (CPU threads of a GGUF model; default all cores but one),
    --prompt-template FILE (your own prompt text in place of the protocol's messages, with slots such
    as {{history}} that it fills; the system message, a line ---, then the turn's message, or the
    turn's message alone; used by every model seat whose protocol takes one, and recorded with its hash).
  With one --player and no SEAT, it takes every seat.
  --all-setups (alias --all-secrets) plays every possible setup once, e.g. all 5,040 secrets;
  --setups FILE plays the setups of a file, one episode each, in order (a benchmark's own data,
  such as AR-Bench's situation puzzles; see list).
  --resume FILE goes on with the run a stopped command wrote to FILE: give it the same options (it
  names each that differs: game, variant, --param, --seed, --player, --setups, --protocol, --temperature,
  --top-p, --max-tokens, --ctx, --breadth, --value-samples, --prompt-template), and it plays the episodes the file does not hold ended (finished, or with the context full), appending them.
  --concurrency N plays N episodes at once (default 1): a model server that serves several
  requests together (vLLM, llama.cpp's server with --parallel N) then answers N times as many.
  Records are written in episode order whatever order the episodes end in.

${SUITE_USAGE}`;

async function list(): Promise<string> {
  const modules = await Promise.all(GAMES.map((entry) => entry.load()));
  return modules.map((module) => {
    const { game, protocols, searches } = module;
    return [
      `${game.id}  ${game.info.title}: ${game.info.tagline}`,
      `  seats: ${game.seats(game.variants[0]!.params).join(', ')}`,
      `  variants: ${game.variants.map((v) => `${v.id} (${v.description})`).join('; ')}`,
      ...game.seats(game.variants[0]!.params).map((seat) => `  seat ${seat}: ${seatOffers(module, seat).map(seatSpecText).join(', ')}`),
      ...(protocols.length ? [`  protocols: ${[...new Set(protocols.map((p) => p.id)), ...(searches ?? []).map((t) => t.id)].join(', ')}`] : []),
      ...(module.setupsFile ? [`  setups file: ${module.setupsFile.label}`] : []),
    ].join('\n');
  }).join('\n\n');
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'list') return void process.stdout.write(`${await list()}\n`);
  if (command === 'help' || command === '--help' || command === '-h') return void process.stdout.write(`${USAGE}\n`);
  if (command === 'run') return run(rest);
  if (command === 'suite') return suite(rest);
  throw new UsageError(command ? `Unknown command "${command}".` : 'Give a command.');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  // parseArgs reports unknown or malformed options with ERR_PARSE_ARGS_* codes.
  const usage = error instanceof UsageError || String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  process.stderr.write(usage ? `${message}\n\n${USAGE}\n` : `Error: ${message}\n`);
  process.exitCode = usage ? 2 : 1;
});
