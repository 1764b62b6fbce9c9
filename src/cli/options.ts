/**
 * The command line's options read and checked: numbers within their bounds, addresses, files of
 * setups and prompt templates. A bad option is a UsageError, said with the usage text.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { AnyGame } from '../core/game';
import { createRng } from '../core/rng';
import { sha256Hex, type PromptTemplate } from '../core/template';
import { MIN_CONTEXT } from '../engines/context';
import { settingsProblem } from '../engines/openai';
import type { GameModule } from '../games/module';
import { UsageError } from './usage';

/** The options of a model seat, the same for `run` and `suite` (parseArgs' declarations). */
export const MODEL_OPTIONS = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  temperature: { type: 'string' },
  'top-p': { type: 'string' },
  'max-tokens': { type: 'string' },
  'timeout-s': { type: 'string' },
  retries: { type: 'string' },
  ctx: { type: 'string' },
  threads: { type: 'string' },
} as const;

/**
 * Refuses an option that takes one value and is given twice, which parseArgs would settle by
 * keeping the last, unseen. `tokens` and `values` are parseArgs' (with `tokens: true`); an option
 * that may be given many times has a list of values, a flag a boolean.
 */
export function givenOnce(tokens: readonly { kind: string; name?: string; rawName?: string; value?: string }[], values: Record<string, unknown>): void {
  const seen = new Map<string, string>();
  for (const { kind, name, rawName, value } of tokens) {
    if (kind !== 'option' || !name || typeof values[name] !== 'string') continue;
    const given = `${rawName ?? `--${name}`} ${value ?? ''}`.trim();
    const before = seen.get(name);
    if (before !== undefined) throw new UsageError(`--${name} is given twice (${before}, then ${given}): give it once.`);
    seen.set(name, given);
  }
}

/** A number from `min` to `max`; undefined when the option is not given. */
export function number(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || value.trim() === '' || n < min || n > max) throw new UsageError(`--${name} takes a number from ${min} to ${max.toLocaleString('en')}, not "${value}".`);
  return n;
}

/** A whole number from `min` to `max`; `fallback` when the option is not given. */
export function integer(value: string | undefined, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^-?\d+$/.test(value) || n < min || n > max) {
    throw new UsageError(`--${name} takes a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}, not "${value}".`);
  }
  return n;
}

/** A whole number of at least 1; undefined when the option is not given. */
export function positive(value: string | undefined, name: string, max = 1_000_000): number | undefined {
  return value === undefined ? undefined : integer(value, name, 1, 1, max);
}

/** The most tokens of context --ctx takes: far beyond any small model's own, which caps it anyway. */
export const MAX_CONTEXT = 1_048_576;

/**
 * --ctx and --threads, for the GGUF models this machine runs: checked here, so a typo is a usage
 * error and not a model that fails to load.
 */
export function ggufOptions(values: { ctx?: string; threads?: string }, players: string[]): { contextSize?: number; threads?: number } {
  const given = (['ctx', 'threads'] as const).filter((name) => values[name] !== undefined);
  if (given.length && !players.some((spec) => /(^|=|\+)llm:gguf:/.test(spec))) {
    throw new UsageError(`${given.map((name) => `--${name}`).join(' and ')} ${given.length > 1 ? 'are' : 'is'} for a GGUF model this machine runs (llm:gguf:PATH), and no player runs one; a server sets its own.`);
  }
  const contextSize = values.ctx === undefined ? undefined : integer(values.ctx, 'ctx', 0, MIN_CONTEXT, MAX_CONTEXT);
  const threads = values.threads === undefined ? undefined : integer(values.threads, 'threads', 0, 1, 1024);
  return { contextSize, threads };
}

/** A number of seconds a timer can wait: Node's timers hold at most 2^31 - 1 ms, about 24.8 days. */
export const MAX_TIMEOUT_S = 2_000_000;

/** A --param value: JSON where it reads as JSON (numbers, true, lists), else the text itself. */
export function paramValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A variant's parameters with the --param overrides (`KEY=VALUE`), checked: in the game's own
 * words first (a setup drawn with them), then in its record schema's. Each key once. A variant's
 * own parameters are not checked again: the conformance suite holds every variant's records to
 * its game's schema, and the schema's validator is a megabyte of code to load.
 */
export async function variantParams(game: AnyGame, variant: AnyGame['variants'][number], pairs: string[]): Promise<Record<string, unknown>> {
  const params: Record<string, unknown> = { ...(variant.params as object) };
  if (pairs.length === 0) return params;
  const given = new Set<string>();
  for (const pair of pairs) {
    const [key, value] = pair.split('=', 2);
    if (!key || value === undefined || !Object.hasOwn(params, key)) throw new UsageError(`--param ${pair}: ${game.id} has parameters ${Object.keys(params).join(', ')}.`);
    if (given.has(key)) throw new UsageError(`--param ${key} is given twice: give each parameter once.`);
    given.add(key);
    params[key] = paramValue(value);
  }
  try {
    game.setup(params, createRng(0));
  } catch (error) {
    throw new UsageError(`--param: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { paramsProblem } = await import('../store/import');
  const problem = paramsProblem(game.id, variant.id, params);
  if (problem) throw new UsageError(`--param: ${problem}.`);
  return params;
}

/** The most episodes one run may hold. */
export const MAX_EPISODES = 100_000_000;

export function baseUrl(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const problem = settingsProblem({ baseUrl: text });
  if (problem) throw new UsageError(`--base-url: ${problem}`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--base-url takes a web address such as http://127.0.0.1:8080/v1, not "${text}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--base-url takes an http or https address, not "${text}".`);
  return text;
}

/** The key from --api-key, or else $OPENAI_API_KEY; one that cannot be sent is refused before any request, without repeating it. */
export function apiKey(given: string | undefined): string | undefined {
  const key = given ?? process.env.OPENAI_API_KEY;
  const problem = settingsProblem({ apiKey: key });
  if (problem) throw new UsageError(`${given === undefined ? '$OPENAI_API_KEY' : '--api-key'}: ${problem}`);
  return key;
}

/** The setups of a file the game reads (a benchmark's own data), checked record by record. */
export async function setupsFrom(module: GameModule, path: string): Promise<unknown[]> {
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
export async function templateFrom(path: string): Promise<PromptTemplate> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`--prompt-template ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { name: basename(path), text, hash: sha256Hex(text) };
}
