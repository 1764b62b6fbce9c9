/**
 * The command-line runner: the app's engine, headless in Node.
 *   npm run cli -- list
 *   npm run cli -- run --game guess-number --player bot:optimal --episodes 100 --seed 1 --out runs.jsonl
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import type { AgentFactory } from '../core/agent';
import type { Summary } from '../core/game';
import type { EpisodeRecord } from '../core/record';
import type { GameModule } from '../games/bots';
import { GAMES, findGame } from '../games/registry';
import { runBatch } from '../run/batch';
import { newId, type EpisodeSink } from '../run/episode';
import { toJsonLine } from '../store/export';

class UsageError extends Error {}

const USAGE = `Usage:
  npm run cli -- list
  npm run cli -- run --game ID [--variant ID] --player SPEC [--player SEAT=SPEC ...]
                     [--episodes N | --all-setups] [--seed N] [--param KEY=VALUE ...] [--out FILE.jsonl]

  SPEC is bot:<id> (see list). With one --player and no SEAT, it takes every seat.
  --all-setups (alias --all-secrets) plays every possible setup once, e.g. all 5,040 secrets.`;

function list(): string {
  return GAMES.map(({ game, bots }) =>
    [
      `${game.id}  ${game.info.title}: ${game.info.tagline}`,
      `  seats: ${game.seats(game.variants[0]!.params).join(', ')}`,
      `  variants: ${game.variants.map((v) => `${v.id} (${v.description})`).join('; ')}`,
      `  players: ${bots.map((b) => `bot:${b.id}`).join(', ')}`,
    ].join('\n'),
  ).join('\n\n');
}

function player(module: GameModule, spec: string): AgentFactory {
  const [kind, id] = spec.split(':', 2);
  const bot = kind === 'bot' ? module.bots.find((b) => b.id === id) : undefined;
  if (!bot) throw new UsageError(`Unknown player "${spec}" for ${module.game.id}: use one of ${module.bots.map((b) => `bot:${b.id}`).join(', ')}.`);
  return bot.create();
}

function seatPlayers(module: GameModule, seats: string[], specs: string[]): Record<string, AgentFactory> {
  if (specs.length === 0) throw new UsageError('Give at least one --player.');
  const [only] = specs;
  if (specs.length === 1 && !only!.includes('=')) {
    const factory = player(module, only!);
    return Object.fromEntries(seats.map((seat) => [seat, factory]));
  }
  const agents: Record<string, AgentFactory> = {};
  for (const spec of specs) {
    const [seat, rest] = spec.split('=', 2);
    if (!rest || !seats.includes(seat!)) throw new UsageError(`"${spec}" names no seat of ${module.game.id} (seats: ${seats.join(', ')}).`);
    agents[seat!] = player(module, rest);
  }
  const missing = seats.filter((s) => !agents[s]);
  if (missing.length) throw new UsageError(`No player for seat(s) ${missing.join(', ')}.`);
  return agents;
}

function integer(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} takes a whole number, not "${value}".`);
  return Number(value);
}

function paramValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function formatSummary(summary: Summary): string {
  const show = (v: number, format: string) =>
    format === 'percent' ? `${(100 * v).toFixed(1)}%` : format === 'count' ? String(v) : v.toFixed(4);
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
      'all-secrets': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const module = findGame(values.game ?? '');
  if (!module) throw new UsageError(`Unknown game "${values.game ?? ''}": use one of ${GAMES.map((m) => m.game.id).join(', ')}.`);
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
  const setups = allSetups ? game.allSetups!(params) : undefined;
  const episodes = setups?.length ?? integer(values.episodes, 'episodes', 1);
  if (episodes < 1) throw new UsageError('--episodes must be at least 1.');
  const agents = seatPlayers(module, game.seats(params), values.player);

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
    onProgress(done, total) {
      const now = performance.now();
      if (now - lastReport > every || done === total) {
        lastReport = now;
        process.stderr.write(`${done}/${total} episodes, ${((done / (now - started)) * 1000).toFixed(0)}/s${end}`);
      }
    },
  });
  if (end === '\r') process.stderr.write('\n');
  await new Promise<void>((resolve) => (out ? out.end(resolve) : resolve()));
  process.stdout.write(`${formatSummary(result.summary)}\n`);
  if (!result.complete) throw new Error('Stopped before the last episode.');
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'list') return void process.stdout.write(`${list()}\n`);
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
