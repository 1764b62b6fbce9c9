/**
 * The command-line runner: the app's engine, headless in Node.
 *   npm run cli -- list
 *   npm run cli -- run --game guess-number --player bot:max-entropy --episodes 100 --seed 1 --out runs.jsonl
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import type { AgentFactory } from '../core/agent';
import type { Json } from '../core/record';
import type { Summary, SummaryStat } from '../core/game';
import { createRng } from '../core/rng';
import { formatStat } from '../core/stats';
import type { GenerationSettings } from '../agents/llm';
import { parseSeatSpec, seatAgent, seatOffers, seatSpecText, SeatError, takesTemplate, type SeatContext } from '../agents/seats';
import { sha256Hex, type PromptTemplate } from '../core/template';
import type { Engine } from '../engines/engine';
import { classifyError } from '../engines/errors';
import type { GgufEngine } from '../engines/gguf/engine';
import { openAiEngine } from '../engines/openai';
import type { GameModule } from '../games/module';
import { GAMES, loadGame } from '../games/registry';
import { runBatch } from '../run/batch';
import { newId } from '../run/episode';
import { paramsProblem } from '../store/import';
import { readRun, RecordFile } from './records';

class UsageError extends Error {}

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
    pieces), --retries N (tries again after a busy or failing server, waiting 1, 2, 4… s; default 4),
    --prompt-template FILE (your own prompt text in place of the protocol's messages, with slots such
    as {{history}} that it fills; the system message, a line ---, then the turn's message, or the
    turn's message alone; used by every model seat whose protocol takes one, and recorded with its hash).
  With one --player and no SEAT, it takes every seat.
  --all-setups (alias --all-secrets) plays every possible setup once, e.g. all 5,040 secrets;
  --setups FILE plays the setups of a file, one episode each, in order (a benchmark's own data,
  such as AR-Bench's situation puzzles; see list).
  --resume FILE goes on with the run a stopped command wrote to FILE: give it the same options,
  and it plays the episodes the file does not hold finished, appending them.
  --concurrency N plays N episodes at once (default 1): a model server that serves several
  requests together (vLLM, llama.cpp's server with --parallel N) then answers N times as many.
  Records are written in episode order whatever order the episodes end in.`;

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

/** How model seats reach their engines, from --base-url and the generation options. */
interface ModelOptions {
  baseUrl?: string;
  apiKey?: string;
  protocol?: string;
  settings: GenerationSettings;
  /** A person's prompt template, for the model seats whose protocol takes one. */
  template?: PromptTemplate;
  /** Whether a seat's protocol takes a prompt template. */
  takesTemplate(seat: string): boolean;
  timeoutMs?: number;
  retries?: number;
  /** For a search: states kept per level and judgements per state. */
  search: { breadth?: number; valueSamples?: number };
}

const GGUF = 'gguf:';

/**
 * The GGUF files the players name (`llm:gguf:PATH`), loaded once each on this machine's CPU
 * through node-llama-cpp; a missing runtime or a bad file is the person's to fix, so a usage error.
 */
async function loadGgufs(specs: string[]): Promise<Map<string, GgufEngine>> {
  const paths = new Set(specs.flatMap((spec) => [...spec.matchAll(/llm:gguf:(.+)$/g)].map((m) => m[1]!)));
  const engines = new Map<string, GgufEngine>();
  if (paths.size === 0) return engines;
  const { loadGguf } = await import('../engines/gguf/engine');
  for (const path of paths) {
    try {
      engines.set(`${GGUF}${path}`, await loadGguf(path));
    } catch (error) {
      const failure = classifyError(error);
      throw new UsageError(`${path}: ${failure.message} ${failure.advice}`.trim());
    }
  }
  return engines;
}

/**
 * `llm:MODEL` is a model of the OpenAI-compatible server at --base-url (one engine per name), or
 * with `llm:gguf:PATH` a GGUF file loaded beforehand by `loadGgufs`.
 */
function models(options: ModelOptions, loaded: Map<string, Engine>): SeatContext['model'] {
  const engines = new Map<string, Engine>(loaded);
  return (name, seat) => {
    const template = options.takesTemplate(seat) ? options.template : undefined;
    const play = (engine: Engine) => ({ engine, protocol: options.protocol, search: options.search, settings: options.settings, template });
    const file = engines.get(name);
    if (file) return play(file);
    if (!options.baseUrl) throw new UsageError(`llm:${name} needs --base-url, the OpenAI-compatible server's API root (e.g. http://127.0.0.1:8080/v1), or name a GGUF file as llm:gguf:PATH.`);
    let engine = engines.get(name);
    if (!engine) engines.set(name, (engine = openAiEngine({ baseUrl: options.baseUrl, model: name, apiKey: options.apiKey, timeoutMs: options.timeoutMs, retries: options.retries })));
    return play(engine);
  };
}

function seatPlayers(module: GameModule, seats: string[], specs: string[], model: SeatContext['model']): Record<string, AgentFactory> {
  if (specs.length === 0) throw new UsageError('Give at least one --player.');
  const pairs = specs.length === 1 && !/^[^:=]+=/.test(specs[0]!) ? seats.map((seat) => `${seat}=${specs[0]}`) : specs;
  const agents: Record<string, AgentFactory> = {};
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    const seat = pair.slice(0, equals);
    if (equals < 0 || !seats.includes(seat)) throw new UsageError(`"${pair}" names no seat of ${module.game.id} (seats: ${seats.join(', ')}).`);
    try {
      agents[seat] = seatAgent(module, seat, parseSeatSpec(pair.slice(equals + 1)), { model });
    } catch (error) {
      if (!(error instanceof SeatError)) throw error;
      const wholeTable = pairs !== specs && /cannot take seat/.test(error.message);
      throw new UsageError(wholeTable ? error.message.replace(/\.$/, ': give each seat its player, as --player SEAT=SPEC.') : error.message);
    }
  }
  const missing = seats.filter((s) => !agents[s]);
  if (missing.length) throw new UsageError(`No player for seat(s) ${missing.join(', ')}.`);
  return agents;
}

/** The setups of a file the game reads (a benchmark's own data), checked record by record. */
async function setupsFrom(module: GameModule, path: string): Promise<unknown[]> {
  const reader = module.setupsFile;
  if (!reader) throw new UsageError(`${module.game.id} takes no setups file.`);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`--setups ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const read = reader.read(text);
  if (!read.ok) throw new UsageError(`--setups ${path}: ${read.error}`);
  return read.setups;
}

/** A prompt template from a file, named by the file and hashed as read. */
async function templateFrom(path: string): Promise<PromptTemplate> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`--prompt-template ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { name: basename(path), text, hash: await sha256Hex(text) };
}

function number(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || value.trim() === '' || n < min || n > max) throw new UsageError(`--${name} takes a number from ${min} to ${max.toLocaleString('en')}, not "${value}".`);
  return n;
}

/** A whole number from `min` to `max`; `fallback` when the option is not given. */
function integer(value: string | undefined, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^-?\d+$/.test(value) || n < min || n > max) {
    throw new UsageError(`--${name} takes a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}, not "${value}".`);
  }
  return n;
}

function positive(value: string | undefined, name: string, max = 1_000_000): number | undefined {
  return value === undefined ? undefined : integer(value, name, 1, 1, max);
}

/** A number of seconds a timer can wait: Node's timers hold at most 2^31 - 1 ms, about 24.8 days. */
const MAX_TIMEOUT_S = 2_000_000;

function paramValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function formatSummary(summary: Summary): string {
  const show = (v: number, format: SummaryStat['format']) => formatStat(v, format, 4);
  const rows = summary.stats.map((s) => {
    const ci = s.interval ? ` (95% CI ${show(s.interval.low, s.format)}–${show(s.interval.high, s.format)})` : '';
    return `${s.label}: ${show(s.value, s.format)}${ci}`;
  });
  const series = summary.series.map((s) => `${s.label}: ${s.values.map((v) => v.toFixed(3)).join(' ')}`);
  return [`Episodes: ${summary.episodes}`, ...rows, ...series].join('\n');
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
  const ggufs = await loadGgufs(values.player);
  const agents = seatPlayers(module, game.seats(params), values.player, models({
    baseUrl: baseUrl(values['base-url']),
    // A key on the command line shows in the shell's history: the environment is the better place.
    apiKey: values['api-key'] ?? process.env.OPENAI_API_KEY,
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
  const stored = values.resume ? await resumable(values.resume, { game: game.id, variant: variant.id, params, seed, episodes, agents }) : undefined;
  const indices = stored ? Array.from({ length: episodes }, (_, i) => i).filter((i) => !stored.finished.has(i)) : undefined;
  const file = new RecordFile(values.out ?? values.resume, indices ?? range(episodes), Boolean(stored));
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  const progress = progressReporter(episodes - (indices?.length ?? episodes));
  let result;
  try {
    result = await runBatch({
      game, variant: variant.id, params, seed, episodes, setups, agents, indices, concurrency,
      runId: stored?.runId ?? newId(), sink: file, signal: controller.signal,
      onProgress(done, total, episode) {
        // An engine failure (a server gone) would cut off every later episode too: stop here.
        if (episode.status === 'interrupted' && !controller.signal.aborted) {
          process.stderr.write(`\nEpisode ${episode.index + 1} was interrupted: ${episode.error}\n`);
          controller.abort();
        }
        progress(done, total);
      },
    });
  } finally {
    progress.end();
    await file.close();
    await Promise.all([...ggufs.values()].map((engine) => engine.dispose()));
  }
  // The summary covers the whole run: a resumed one's earlier episodes too.
  const metrics = [...(stored?.finished.values() ?? []), ...result.metrics];
  process.stdout.write(`${formatSummary(stored ? game.summarize(metrics) : result.summary)}\n`);
  if (!result.complete) throw new Error('Stopped before the last episode.');
}

/** The indices 0 to n - 1, one at a time. */
function* range(n: number): Generator<number> {
  for (let i = 0; i < n; i++) yield i;
}

/** The most episodes one run may hold. */
const MAX_EPISODES = 100_000_000;

function baseUrl(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--base-url takes a web address such as http://127.0.0.1:8080/v1, not "${text}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--base-url takes an http or https address, not "${text}".`);
  return text;
}

/** The run a file holds, checked against the command that resumes it. */
async function resumable(path: string, plan: { game: string; variant: string; params: unknown; seed: number; episodes: number; agents: Record<string, AgentFactory> }) {
  let stored;
  try {
    stored = await readRun(path);
  } catch (error) {
    throw new UsageError(`--resume ${error instanceof Error ? error.message : String(error)}`);
  }
  const { first } = stored;
  const players = Object.fromEntries(first.players.map((p) => [p.seat, p.name]));
  // Runs that differ in prompt template cannot be compared: a resumed run keeps its own.
  const templateOf = (settings: { [key: string]: Json } | undefined) => (settings?.promptTemplate as { name?: string; hash?: string } | undefined) ?? null;
  const templates = Object.fromEntries(first.players.map((p) => [p.seat, templateOf(p.settings)]));
  const differences = [
    first.game !== plan.game && `game ${first.game}`,
    first.variant !== plan.variant && `variant ${first.variant}`,
    JSON.stringify(first.params) !== JSON.stringify(plan.params) && `parameters ${JSON.stringify(first.params)}`,
    first.seed - first.index !== plan.seed && `--seed ${first.seed - first.index}`,
    Object.entries(plan.agents).some(([seat, agent]) => players[seat] !== agent(seat, 0).info.name) && `players ${first.players.map((p) => `${p.seat}=${p.name}`).join(' ')}`,
    Object.entries(plan.agents).some(([seat, agent]) => templates[seat]?.hash !== templateOf(agent(seat, 0).info.settings)?.hash) &&
      `prompt templates ${first.players.map((p) => `${p.seat}=${templates[p.seat]?.name ?? 'none'}`).join(' ')}`,
  ].filter(Boolean);
  if (differences.length) throw new UsageError(`--resume ${path}: the file's run was played with ${differences.join(', ')}: give the options it was started with.`);
  if ([...stored.finished.keys()].some((i) => i >= plan.episodes)) throw new UsageError(`--resume ${path}: the file holds episodes past --episodes ${plan.episodes}.`);
  return stored;
}

/**
 * A progress line on stderr with the rate and the time left: rewritten in place on a terminal,
 * a line every few seconds in a log file. `before` episodes were finished before this command.
 */
function progressReporter(before: number) {
  const [every, end] = process.stderr.isTTY ? [500, '\r'] : [5000, '\n'];
  const started = performance.now();
  let last = -Infinity;
  let shown = false;
  const report = (done: number, total: number) => {
    const now = performance.now();
    if (now - last < every && done < total) return;
    last = now;
    shown = true;
    const rate = ((done - before) / (now - started)) * 1000;
    const left = rate > 0 && done < total ? `, ${duration((total - done) / rate)} left` : '';
    process.stderr.write(`${done.toLocaleString('en')}/${total.toLocaleString('en')} episodes, ${rate < 10 ? rate.toFixed(1) : rate.toFixed(0)}/s${left}${end}`);
  };
  return Object.assign(report, { end: () => void (shown && end === '\r' && process.stderr.write('\n')) });
}

/** Seconds in words: "45 s", "12 min 5 s", "3 h 20 min". */
function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'list') return void process.stdout.write(`${await list()}\n`);
  if (command === 'run') return run(rest);
  throw new UsageError(command ? `Unknown command "${command}".` : 'Give a command.');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  // parseArgs reports unknown or malformed options with ERR_PARSE_ARGS_* codes.
  const usage = error instanceof UsageError || String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  process.stderr.write(usage ? `${message}\n\n${USAGE}\n` : `Error: ${message}\n`);
  process.exitCode = usage ? 2 : 1;
});
