/**
 * The command-line runner: the app's engine, headless in Node.
 *   npm run cli -- list
 *   npm run cli -- run --game guess-number --player bot:optimal --episodes 100 --seed 1 --out runs.jsonl
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { AgentFactory } from '../core/agent';
import type { Summary, SummaryStat } from '../core/game';
import { formatStat } from '../core/stats';
import type { EpisodeRecord } from '../core/record';
import type { GenerationSettings } from '../agents/llm';
import { parseSeatSpec, seatAgent, seatOffers, seatSpecText, SeatError, type SeatContext } from '../agents/seats';
import type { Engine } from '../engines/engine';
import { classifyError } from '../engines/errors';
import type { GgufEngine } from '../engines/gguf/engine';
import { openAiEngine } from '../engines/openai';
import type { GameModule } from '../games/module';
import { GAMES, loadGame } from '../games/registry';
import { runBatch } from '../run/batch';
import { newId, type EpisodeSink } from '../run/episode';
import { toJsonLine } from '../store/export';

class UsageError extends Error {}

const USAGE = `Usage:
  npm run cli -- list
  npm run cli -- run --game ID [--variant ID] --player SPEC [--player SEAT=SPEC ...]
                     [--episodes N | --all-setups] [--seed N] [--param KEY=VALUE ...] [--out FILE.jsonl]
                     [--base-url URL --protocol ID ...model options] [--breadth B --value-samples N]

  SPEC is bot:ID (see list), llm:MODEL (a model on an OpenAI-compatible server), llm:gguf:PATH
  (a GGUF model file, run on this machine's CPU through node-llama-cpp: npm run setup:gguf installs
  it), or bot:ID+llm:MODEL (the bot decides, the model speaks for it, where the game has talk). Models:
    --base-url URL (API root, e.g. http://127.0.0.1:8080/v1), --api-key KEY (or $OPENAI_API_KEY),
    --protocol ID (see list; game24 also tot, Tree of Thoughts' search: --breadth B states kept per
    level, default 5, --value-samples N judgements per state, default 3), --temperature T, --top-p P,
    --max-tokens N, --timeout-s S.
  With one --player and no SEAT, it takes every seat.
  --all-setups (alias --all-secrets) plays every possible setup once, e.g. all 5,040 secrets;
  --setups FILE plays the setups of a file, one episode each, in order (a benchmark's own data,
  such as AR-Bench's situation puzzles; see list).`;

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
  timeoutMs?: number;
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
  return (name) => {
    const play = (engine: Engine) => ({ engine, protocol: options.protocol, search: options.search, settings: options.settings });
    const file = engines.get(name);
    if (file) return play(file);
    if (!options.baseUrl) throw new UsageError(`llm:${name} needs --base-url, the OpenAI-compatible server's API root (e.g. http://127.0.0.1:8080/v1), or name a GGUF file as llm:gguf:PATH.`);
    let engine = engines.get(name);
    if (!engine) engines.set(name, (engine = openAiEngine({ baseUrl: options.baseUrl, model: name, apiKey: options.apiKey, timeoutMs: options.timeoutMs })));
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

function number(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isFinite(Number(value)) || value.trim() === '') throw new UsageError(`--${name} takes a number, not "${value}".`);
  return Number(value);
}

function integer(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} takes a whole number, not "${value}".`);
  return Number(value);
}

function positive(value: string | undefined, name: string): number | undefined {
  if (value !== undefined && !/^[1-9]\d*$/.test(value)) throw new UsageError(`--${name} takes a whole number of at least 1, not "${value}".`);
  return value === undefined ? undefined : Number(value);
}

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
      breadth: { type: 'string' },
      'value-samples': { type: 'string' },
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
    if (!key || value === undefined || !(key in params)) throw new UsageError(`--param ${pair}: ${game.id} has parameters ${Object.keys(params).join(', ')}.`);
    params[key] = paramValue(value);
  }
  const allSetups = values['all-setups'] || values['all-secrets'];
  if (allSetups && !game.allSetups) throw new UsageError(`${game.id} cannot list all its setups.`);
  if (allSetups && values.setups) throw new UsageError('Give either --all-setups or --setups FILE, not both.');
  const setups = allSetups ? game.allSetups!(params) : values.setups ? await setupsFrom(module, values.setups) : undefined;
  const episodes = setups?.length ?? integer(values.episodes, 'episodes', 1);
  if (episodes < 1) throw new UsageError('--episodes must be at least 1.');
  const timeout = number(values['timeout-s'], 'timeout-s');
  const settings: GenerationSettings = {};
  for (const [key, flag] of [['temperature', 'temperature'], ['topP', 'top-p'], ['maxTokens', 'max-tokens']] as const) {
    const value = number(values[flag], flag);
    if (value !== undefined) settings[key] = value;
  }
  const ggufs = await loadGgufs(values.player);
  const agents = seatPlayers(module, game.seats(params), values.player, models({
    baseUrl: values['base-url'],
    // A key on the command line shows in the shell's history: the environment is the better place.
    apiKey: values['api-key'] ?? process.env.OPENAI_API_KEY,
    protocol: values.protocol,
    settings,
    timeoutMs: timeout === undefined ? undefined : timeout * 1000,
    search: { breadth: positive(values.breadth, 'breadth'), valueSamples: positive(values['value-samples'], 'value-samples') },
  }, ggufs));

  let out: WriteStream | undefined;
  if (values.out) {
    out = createWriteStream(values.out);
    await new Promise((resolve, reject) => out!.once('open', resolve).once('error', reject));
  }
  const sink: EpisodeSink = {
    started() {},
    event() {},
    ended: (episode: EpisodeRecord) =>
      new Promise<void>((resolve) => (out?.write(toJsonLine(episode)) !== false ? resolve() : out.once('drain', resolve))),
  };
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  const started = performance.now();
  // A terminal gets one progress line rewritten in place; a log file gets a line every few seconds.
  const [every, end] = process.stderr.isTTY ? [500, '\r'] : [5000, '\n'];
  let lastReport = -Infinity;
  const result = await runBatch({
    game, variant: variant.id, params, seed: integer(values.seed, 'seed', 1), episodes, setups, agents,
    runId: newId(), sink, signal: controller.signal,
    onProgress(done, total, episode) {
      // An engine failure (a server gone) would cut off every later episode too: stop here.
      if (episode.status === 'interrupted') {
        process.stderr.write(`\nEpisode ${episode.index + 1} was interrupted: ${episode.error}\n`);
        controller.abort();
      }
      const now = performance.now();
      if (now - lastReport > every || done === total) {
        lastReport = now;
        process.stderr.write(`${done}/${total} episodes, ${((done / (now - started)) * 1000).toFixed(0)}/s${end}`);
      }
    },
  });
  if (end === '\r') process.stderr.write('\n');
  await new Promise<void>((resolve) => (out ? out.end(resolve) : resolve()));
  await Promise.all([...ggufs.values()].map((engine) => engine.dispose()));
  process.stdout.write(`${formatSummary(result.summary)}\n`);
  if (!result.complete) throw new Error('Stopped before the last episode.');
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
