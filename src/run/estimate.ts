/**
 * How long a suite will take, from the model's measured speed: a short probe of the loaded model
 * (tokens read per second, tokens written per second), and for each line the tokens an episode
 * reads and writes. Those come from the prompts the game would send, built without a model: one
 * episode per bot that can take the model's seats plays first, in milliseconds, and the views the
 * model's seats would have been shown make the protocol's messages; the slowest bot gives the
 * calls an episode takes (a weak model, like a weak bot, plays to the game's turn limits). Once a
 * line's first episodes have played, the suite clock times it by them instead.
 */
import type { AgentFactory } from '../core/agent';
import type { ChatMessage } from '../core/record';
import { fits, parseSeatSpec, seatAgent } from '../agents/seats';
import type { Engine } from '../engines/engine';
import type { GameModule } from '../games/module';
import { newId, playEpisode } from './episode';
import type { SuiteLine } from './suite';

/** A model's measured speed, in tokens per second. */
export interface Speed {
  /** Tokens of a prompt read (prefill). */
  read: number;
  /** Tokens of a reply written (decode). */
  write: number;
}

/** What one episode of a line asks of the model: its calls, and the tokens they read anew and write. */
export interface LineWork {
  calls: number;
  readTokens: number;
  writeTokens: number;
}

/** The probe's prompt: a passage of plain English read anew each time (its first line differs), and a reply of letters. */
const PASSAGE =
  'Small language models play games of incomplete information: they ask for the missing facts, deduce from the answers, ' +
  'and say what they conclude. Each turn the model reads what the table may know, then writes its move in a few words. ' +
  'A researcher compares several models on the same puzzles, and a teacher shows a class how a model reasons.';
const PROBE_REPLY = { maxTokens: 24, temperature: 1, seed: 1, grammar: 'root ::= [a-z] [a-z ]*' };

/**
 * Measures a model's speed with one short call: the time to its first token reads the prompt
 * (what the engine's cache did not already hold), the time after it writes the rest of the reply.
 * `now` is the clock, in milliseconds (given, so a test controls it).
 */
export async function probeSpeed(engine: Engine, now: () => number = () => performance.now()): Promise<Speed> {
  // An id no cache holds; newId needs no randomUUID, which a page served over plain http lacks.
  const messages: ChatMessage[] = [{ role: 'user', content: `Probe ${newId()}.\n${PASSAGE}\nSay in a few words what the models do.` }];
  const started = now();
  let first: number | undefined;
  const reply = await engine.chat(messages, { ...PROBE_REPLY, onText: () => void (first ??= now()) });
  const ended = now();
  const prompt = (reply.usage.promptTokens ?? (await countTokens(engine, messages))) - (reply.usage.cachedPromptTokens ?? 0);
  const written = reply.usage.completionTokens ?? 0;
  const readMs = (first ?? ended) - started;
  const writeMs = ended - (first ?? ended);
  return {
    read: readMs > 0 ? (Math.max(1, prompt) / readMs) * 1000 : (reply.usage.prefillTokensPerSecond ?? Infinity),
    // The first token came with the reading; the others took the writing time.
    write: written > 1 && writeMs > 0 ? ((written - 1) / writeMs) * 1000 : (reply.usage.decodeTokensPerSecond ?? Infinity),
  };
}

/** A prompt's tokens: the engine's count where it has a tokenizer, else a quarter of its characters (English runs about four to a token). */
export async function countTokens(engine: Pick<Engine, 'countTokens'>, messages: ChatMessage[]): Promise<number> {
  return engine.countTokens ? engine.countTokens(messages) : Math.ceil(messages.reduce((n, m) => n + m.content.length, 0) / 4);
}

/**
 * What an episode of a model's line asks of the model, from the prompts its protocol would send
 * (see the top of this file). `seed` is the line's first episode's.
 */
export async function lineWork(module: GameModule, line: SuiteLine, engine: Pick<Engine, 'countTokens'>, seed = 1): Promise<LineWork> {
  const { game } = module;
  const protocol = module.protocols.find((p) => p.id === line.protocol);
  const params = game.variants.find((v) => v.id === line.variant)!.params;
  if (!protocol) return { calls: 0, readTokens: 0, writeTokens: 0 };
  const noModel = () => {
    throw new Error('A dry run takes no model.');
  };
  const others = Object.fromEntries(line.players.filter((pair) => !line.seats.includes(pair.slice(0, pair.indexOf('=')))).map((pair) => {
    const seat = pair.slice(0, pair.indexOf('='));
    return [seat, seatAgent(module, seat, parseSeatSpec(pair.slice(pair.indexOf('=') + 1)), { model: noModel })];
  }));
  const bots = module.bots.filter((bot) => line.seats.every((seat) => fits(bot, seat))).map((bot) => ({ kind: 'bot' as const, bot: bot.id }));
  let most: LineWork = { calls: 0, readTokens: 0, writeTokens: 0 };
  for (const bot of bots) {
    const views = new Map<string, unknown[]>(line.seats.map((seat) => [seat, []]));
    const watched = (seat: string): AgentFactory => {
      const agent = seatAgent(module, seat, bot, { model: noModel });
      return (s, seatSeed) => {
        const played = agent(s, seatSeed);
        return { info: played.info, act: (view, context) => (views.get(seat)!.push(view), played.act(view, context)) };
      };
    };
    await playEpisode({ game, variant: line.variant, params, seed, runId: 'estimate', agents: { ...others, ...Object.fromEntries(line.seats.map((seat) => [seat, watched(seat)])) } });
    const work: LineWork = { calls: 0, readTokens: 0, writeTokens: 0 };
    for (const seen of views.values()) {
      for (const [i, view] of seen.entries()) {
        const opening = i === 0 || protocol.fresh;
        const messages: ChatMessage[] = [
          ...(opening && protocol.system ? [{ role: 'system' as const, content: protocol.system(view) }] : []),
          { role: 'user', content: protocol.turn(view, i === 0 ? null : seen[i - 1]) },
        ];
        const samples = protocol.majority?.samples ?? 1;
        work.calls += samples;
        work.readTokens += (await countTokens(engine, messages)) * samples;
        work.writeTokens += protocol.maxTokens * samples;
      }
    }
    if (work.calls > most.calls) most = work;
  }
  return most;
}

/** Milliseconds an episode of this work takes at this speed. */
export const episodeMs = (work: LineWork, speed: Speed): number => (work.readTokens / speed.read + work.writeTokens / speed.write) * 1000;

/** A duration in words, rounded as an estimate is: "about 40 minutes", "about 2 hours 10 minutes", "under a minute". */
export function aboutDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 90) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = Math.round((minutes - hours * 60) / 10) * 10;
  return `about ${hours} hours${rest ? ` ${rest} minutes` : ''}`;
}

/** A speed in words: "35 tokens/s reading and 9 tokens/s writing". */
export function speedWords({ read, write }: Speed): string {
  const rate = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en')} tokens/s` : 'too fast to time');
  return `${rate(read)} reading and ${rate(write)} writing`;
}

/** A model of the suite, ready to play: its engine and its measured speed. */
export interface MeasuredModel {
  engine: Pick<Engine, 'countTokens'>;
  speed: Speed;
}

/**
 * Milliseconds an episode of each line is estimated to take, by line id: a bot's none (its
 * episodes take milliseconds, and the clock times them by the first).
 */
export async function lineEstimates(modules: GameModule[], lines: readonly SuiteLine[], models: ReadonlyMap<string, MeasuredModel>): Promise<Map<string, number>> {
  const estimates = new Map<string, number>();
  for (const line of lines) {
    const model = line.model === null ? undefined : models.get(line.model);
    const module = modules.find((m) => m.game.id === line.game);
    if (line.kind === 'bot') estimates.set(line.id, 0);
    if (!model || !module) continue;
    estimates.set(line.id, episodeMs(await lineWork(module, line, model.engine), model.speed));
  }
  return estimates;
}

/** The estimate in words, before a suite starts: "about 40 minutes, measured at 35 tokens/s reading and 9 tokens/s writing". */
export function estimateWords(ms: number, speeds: ReadonlyMap<string, Speed>): string {
  const measured = [...speeds].map(([name, speed]) => `${speedWords(speed)}${speeds.size > 1 ? ` (${name})` : ''}`);
  return `${aboutDuration(ms)}, measured at ${measured.join('; ')}`;
}
