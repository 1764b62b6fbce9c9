/**
 * The command-line runner: the app's engine, headless in Node.
 *   npm run cli -- list
 *   npm run cli -- run --game guess-number --player bot:max-entropy --episodes 100 --seed 1 --out runs.jsonl
 *   npm run cli -- suite --player llm:qwen2.5:0.5b --base-url http://127.0.0.1:8080/v1 --episodes 10
 */
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createRng } from '../core/rng';
import type { GenerationSettings } from '../agents/llm';
import { seatOffers, seatSpecText, takesTemplate } from '../agents/seats';
import { GAMES, loadGame } from '../games/registry';
import { runBatch, tallyFor } from '../run/batch';
import { newId } from '../run/episode';
import { paramsProblem } from '../store/import';
import { apiKey, baseUrl, ggufOptions, integer, MAX_EPISODES, MAX_TIMEOUT_S, number, paramValue, positive, setupsFrom, templateFrom, UsageError } from './options';
import { loadGgufs, models, seatPlayers } from './players';
import { range, RecordFile, resumable } from './records';
import { formatSummary, progressReporter } from './report';
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

async function run(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      variant: { type: 'string' },
      player: { type: 'string', multiple: true, default: [] },
      episodes: { type: 'string' },
      seed: { type: 'string' },
      param: { type: 'string', multiple: true, default: [] },
      out: { type: 'string' },
      resume: { type: 'string' },
      concurrency: { type: 'string' },
      'all-setups': { type: 'boolean', default: false },
      setups: { type: 'string' },
      'all-secrets': { type: 'boolean', default: false },
      'base-url': { type: 'string' },
      'api-key': { type: 'string' },
      protocol: { type: 'string' },
      temperature: { type: 'string' },
      'top-p': { type: 'string' },
      'max-tokens': { type: 'string' },
      'timeout-s': { type: 'string' },
      retries: { type: 'string' },
      breadth: { type: 'string' },
      'value-samples': { type: 'string' },
      'prompt-template': { type: 'string' },
      ctx: { type: 'string' },
      threads: { type: 'string' },
    },
    strict: true,
  });
  const module = await loadGame(values.game ?? '');
  if (!module) throw new UsageError(`Unknown game "${values.game ?? ''}": use one of ${GAMES.map((g) => g.id).join(', ')}.`);
  const { game } = module;
  const variant = values.variant ? game.variants.find((v) => v.id === values.variant) : game.variants[0];
  if (!variant) throw new UsageError(`Unknown variant "${values.variant}" of ${game.id}: use one of ${game.variants.map((v) => v.id).join(', ')}.`);
  const params: Record<string, unknown> = { ...(variant.params as object) };
  for (const pair of values.param) {
    const [key, value] = pair.split('=', 2);
    if (!key || value === undefined || !Object.hasOwn(params, key)) throw new UsageError(`--param ${pair}: ${game.id} has parameters ${Object.keys(params).join(', ')}.`);
    params[key] = paramValue(value);
  }
  // The game's own words first (a setup drawn with the parameters), then its record schema's.
  try {
    game.setup(params, createRng(0));
  } catch (error) {
    throw new UsageError(`--param: ${error instanceof Error ? error.message : String(error)}`);
  }
  const problem = paramsProblem(game.id, variant.id, params);
  if (problem) throw new UsageError(`--param: ${problem}.`);
  const allSetups = values['all-setups'] || values['all-secrets'];
  if (allSetups && !game.allSetups) throw new UsageError(`${game.id} cannot list all its setups.`);
  if (allSetups && values.setups) throw new UsageError('Give either --all-setups or --setups FILE, not both.');
  if (values.out && values.resume) throw new UsageError('Give either --out FILE or --resume FILE: a resumed run is written on to the file it resumes.');
  if (values.out && (await stat(values.out).then((file) => file.isFile() && file.size > 0, () => false))) {
    throw new UsageError(`${values.out} already holds runs: give another file, go on with its run with --resume ${values.out}, or delete it first.`);
  }
  const setups = allSetups ? game.allSetups!(params) : values.setups ? await setupsFrom(module, values.setups) : undefined;
  const episodes = setups?.length ?? integer(values.episodes, 'episodes', 1, 1, MAX_EPISODES);
  const seed = integer(values.seed, 'seed', 1, 0, Number.MAX_SAFE_INTEGER - episodes);
  const concurrency = integer(values.concurrency, 'concurrency', 1, 1, 1024);
  const timeout = number(values['timeout-s'], 'timeout-s', 0.001, MAX_TIMEOUT_S);
  const settings: GenerationSettings = {};
  const temperature = number(values.temperature, 'temperature', 0, 10);
  const topP = number(values['top-p'], 'top-p', 0, 1);
  const maxTokens = positive(values['max-tokens'], 'max-tokens');
  if (temperature !== undefined) settings.temperature = temperature;
  if (topP !== undefined) settings.topP = topP;
  if (maxTokens !== undefined) settings.maxTokens = maxTokens;
  const template = values['prompt-template'] === undefined ? undefined : await templateFrom(values['prompt-template']);
  const ggufs = await loadGgufs(values.player, ggufOptions(values, values.player));
  const agents = seatPlayers(module, game.seats(params), values.player, models({
    baseUrl: baseUrl(values['base-url']),
    // A key on the command line shows in the shell's history: the environment is the better place.
    apiKey: apiKey(values['api-key']),
    protocol: values.protocol,
    settings,
    template,
    takesTemplate: (seat) => takesTemplate(module, seat, values.protocol),
    timeoutMs: timeout === undefined ? undefined : timeout * 1000,
    retries: integer(values.retries, 'retries', 4, 0, 100),
    search: { breadth: positive(values.breadth, 'breadth'), valueSamples: positive(values['value-samples'], 'value-samples') },
  }, ggufs));
  if (template && !Object.entries(agents).some(([seat, agent]) => agent(seat, 0).info.settings?.promptTemplate)) {
    if (!values.player.some((spec) => /(^|=)llm:/.test(spec))) throw new UsageError("--prompt-template is for a model's prompts: no model plays a seat.");
    const taking = [...new Set(module.protocols.filter((p) => p.templateSlots).map((p) => p.id))];
    const prompts = values.protocol ? `The prompts "${values.protocol}"` : 'The default prompts';
    throw new UsageError(`--prompt-template: ${prompts} of ${game.id} take no prompt template${taking.length ? `; these do: ${taking.join(', ')}` : ''}.`);
  }

  // A resumed run keeps its id and plays only the episodes its file does not hold finished.
  const setupOf = (index: number, episodeSeed: number) => setups?.[index] ?? game.setup(params, createRng(episodeSeed));
  const stored = values.resume ? await resumable(values.resume, { game: game.id, variant: variant.id, params, seed, episodes, agents, setupOf }) : undefined;
  const indices = stored ? Array.from({ length: episodes }, (_, i) => i).filter((i) => !stored.finished.has(i) && !stored.contextFull.has(i)) : undefined;
  const file = new RecordFile(values.out ?? values.resume, indices ?? range(episodes), Boolean(stored));
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  const progress = progressReporter(episodes - (indices?.length ?? episodes));
  let contextFull = stored?.contextFull.size ?? 0;
  // The summary covers the whole run: a resumed one's earlier episodes too.
  const tally = tallyFor(game);
  for (const metrics of stored?.finished.values() ?? []) tally.add(metrics);
  let result;
  try {
    result = await runBatch({
      game, variant: variant.id, params, seed, episodes, setups, agents, indices, concurrency,
      runId: stored?.runId ?? newId(), sink: file, tally, signal: controller.signal,
      onProgress(done, total, episode) {
        // An engine failure (a server gone) would cut off every later episode too: stop here.
        if (episode.status === 'interrupted' && !controller.signal.aborted) {
          process.stderr.write(`\nEpisode ${episode.index + 1} was interrupted: ${episode.error}\n`);
          controller.abort();
        }
        // A game that outgrew the model's context is a result: the run goes on.
        if (episode.status === 'context-full') {
          contextFull++;
          process.stderr.write(`\nEpisode ${episode.index + 1} ended with the context full: ${episode.error}\n`);
        }
        progress(done, total);
      },
    });
  } finally {
    progress.end();
    await file.close();
    await Promise.all([...ggufs.values()].map((engine) => engine.dispose()));
  }
  process.stdout.write(`${formatSummary(result.summary, contextFull)}\n`);
  if (!result.complete) throw new Error('Stopped before the last episode.');
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
