/**
 * Who takes each seat: bots, models of an OpenAI-compatible server, GGUF files run on this
 * machine's CPU, from the --player specs.
 */
import type { AgentFactory } from '../core/agent';
import type { PromptTemplate } from '../core/template';
import type { GenerationSettings } from '../agents/llm';
import { parseSeatSpec, seatAgent, SeatError, type SeatContext } from '../agents/seats';
import type { Engine } from '../engines/engine';
import { classifyError } from '../engines/errors';
import { shown } from './terminal';
import type { GgufEngine, GgufOptions } from '../engines/gguf/engine';
import { listedModels, openAiEngine, type ListedModel } from '../engines/openai';
import type { GameModule } from '../games/module';
import { UsageError } from './usage';

/** How model seats reach their engines, from --base-url and the generation options. */
export interface ModelOptions {
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
  /** What the server's list of models says of each model it lists (`serverListing`), recorded with the runs. */
  listed?: Map<string, ListedModel>;
}

/**
 * What the server at `baseUrl` lists of its models, asked once before a run that plays a model of
 * it, so that each run records what served it. A server that does not list its models plays all the same.
 */
export async function serverListing(specs: string[], baseUrl: string | undefined, apiKey: string | undefined): Promise<Map<string, ListedModel>> {
  if (!baseUrl || !specs.some((spec) => /(^|=|\+)llm:(?!gguf:)/.test(spec))) return new Map();
  const listed = await listedModels({ baseUrl, apiKey }).catch(() => []);
  return new Map(listed.map((model) => [model.id, model]));
}

const GGUF = 'gguf:';

/**
 * The GGUF files the players name (`llm:gguf:PATH`), loaded once each on this machine's CPU
 * through node-llama-cpp; a missing runtime or a bad file is the person's to fix, so a usage error.
 */
export async function loadGgufs(specs: string[], options: GgufOptions = {}): Promise<Map<string, GgufEngine>> {
  const paths = new Set(specs.flatMap((spec) => [...spec.matchAll(/llm:gguf:(.+)$/g)].map((m) => m[1]!)));
  const engines = new Map<string, GgufEngine>();
  if (paths.size === 0) return engines;
  const { loadGguf } = await import('../engines/gguf/engine');
  for (const path of paths) {
    try {
      const engine = await loadGguf(path, options);
      // The run goes on in the wrapper's format: said once, before the first episode.
      if (engine.templateProblem) process.stderr.write(`Warning: ${shown(engine.templateProblem)}\n`);
      engines.set(`${GGUF}${path}`, engine);
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
export function models(options: ModelOptions, loaded: Map<string, Engine & { threads?: number }>): SeatContext['model'] {
  const engines = new Map<string, Engine & { threads?: number }>(loaded);
  return (name, seat) => {
    const template = options.takesTemplate(seat) ? options.template : undefined;
    const play = (engine: Engine, settings = options.settings) => ({ engine, protocol: options.protocol, search: options.search, settings, template });
    const file = engines.get(name);
    // A GGUF's context and threads are the run's to record: they decide how far a game can go, and how fast.
    if (file) return play(file, { ...options.settings, contextSize: file.contextSize, threads: file.threads });
    if (!options.baseUrl) throw new UsageError(`llm:${name} needs --base-url, the OpenAI-compatible server's API root (e.g. http://127.0.0.1:8080/v1), or name a GGUF file as llm:gguf:PATH.`);
    let engine = engines.get(name);
    if (!engine) {
      const { baseUrl, apiKey, timeoutMs, retries } = options;
      engines.set(name, (engine = openAiEngine({ baseUrl, model: name, apiKey, timeoutMs, retries, listed: options.listed?.get(name) })));
    }
    return play(engine);
  };
}

export function seatPlayers(module: GameModule, seats: string[], specs: string[], model: SeatContext['model']): Record<string, AgentFactory> {
  if (specs.length === 0) throw new UsageError('Give at least one --player.');
  const pairs = specs.length === 1 && !/^[^:=]+=/.test(specs[0]!) ? seats.map((seat) => `${seat}=${specs[0]}`) : specs;
  const agents: Record<string, AgentFactory> = {};
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    const seat = pair.slice(0, equals);
    if (equals < 0 || !seats.includes(seat)) throw new UsageError(`"${pair}" names no seat of ${module.game.id} (seats: ${seats.join(', ')}).`);
    if (agents[seat]) throw new UsageError(`Seat ${seat} is given twice (--player ${pairs.find((p) => p.startsWith(`${seat}=`))}, then --player ${pair}): give each seat one player.`);
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
