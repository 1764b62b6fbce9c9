/**
 * Who takes a seat, written one way for the command line and the app alike, and the one place
 * that turns it into an agent: a person, one of the game's bots (perhaps speaking through a
 * model), or a model playing by one of the game's protocols or searching (Tree of Thoughts).
 *
 *   person             a person at the page
 *   bot:ID             the game's bot ID (`list` names them)
 *   bot:ID+llm:MODEL   the bot decides, the model speaks for it (AvalonBench's discussion)
 *   llm:MODEL          a model; what MODEL names is the caller's: a server's model, a GGUF file, the page's model
 */
import type { AgentFactory } from '../core/agent';
import type { Protocol, ThoughtTask } from '../core/protocol';
import { templateProblem, type PromptTemplate } from '../core/template';
import type { Engine } from '../engines/engine';
import type { GameModule } from '../games/module';
import { llmAgent, voicedBot, type GenerationSettings } from './llm';
import { treeOfThoughtsAgent } from './tot';

export type SeatSpec = { kind: 'human' } | { kind: 'bot'; bot: string; voice?: string } | { kind: 'llm'; model: string };

/** A seat spec that cannot be read or cannot take the seat, in a sentence for the person who wrote it. */
export class SeatError extends Error {
  override name = 'SeatError';
}

/** Whether a bot or a protocol can take a seat: every seat when it names none. */
export const fits = (spec: { seats?: string[] }, seat: string): boolean => !spec.seats || spec.seats.includes(seat);

export function parseSeatSpec(text: string): SeatSpec {
  if (text === 'person') return { kind: 'human' };
  const voiced = /^bot:([^+]+)\+llm:(.+)$/.exec(text);
  if (voiced) return { kind: 'bot', bot: voiced[1]!, voice: voiced[2]! };
  if (text.startsWith('bot:') && text.length > 4) return { kind: 'bot', bot: text.slice(4) };
  if (text.startsWith('llm:') && text.length > 4) return { kind: 'llm', model: text.slice(4) };
  throw new SeatError(`"${text}" is not a player: write person, bot:ID, bot:ID+llm:MODEL or llm:MODEL.`);
}

export function seatSpecText(spec: SeatSpec): string {
  if (spec.kind === 'human') return 'person';
  if (spec.kind === 'llm') return `llm:${spec.model}`;
  return spec.voice ? `bot:${spec.bot}+llm:${spec.voice}` : `bot:${spec.bot}`;
}

/** Every kind of player a seat can take, as specs with `MODEL` standing for a model: what `list` and the forms offer. */
export function seatOffers(module: GameModule, seat: string, model = 'MODEL'): SeatSpec[] {
  const { bots, protocols } = module;
  const models = protocols.some((p) => fits(p, seat));
  const speaks = protocols.some((p) => fits(p, seat) && p.talk);
  return [
    ...bots.filter((b) => fits(b, seat)).flatMap((b): SeatSpec[] => [{ kind: 'bot', bot: b.id }, ...(speaks ? [{ kind: 'bot' as const, bot: b.id, voice: model }] : [])]),
    ...(models ? [{ kind: 'llm' as const, model }] : []),
  ];
}

/** The protocol a model plays a seat by: the one named, else the seat's first; a clear error when there is none. */
export function protocolFor(module: GameModule, seat: string, id?: string): Protocol {
  const offered = module.protocols.filter((p) => fits(p, seat));
  const protocol = id ? offered.find((p) => p.id === id) : offered[0];
  if (protocol) return protocol;
  const known = [...offered.map((p) => p.id), ...(module.searches ?? []).map((t) => t.id)];
  throw new SeatError(offered.length ? `Unknown protocol "${id}" for ${module.game.id}: use one of ${known.join(', ')}.` : `Models cannot play ${module.game.id} seat ${seat} yet.`);
}

/** How a model plays: its engine, and either a protocol's id or a search, with generation settings. */
export interface ModelPlay {
  engine: Engine;
  /** A protocol's or a search's id; the seat's first protocol when absent. */
  protocol?: string;
  /** For a search: states kept per level and judgements per state. */
  search?: { breadth?: number; valueSamples?: number };
  settings?: GenerationSettings;
  /** A person's prompt template in place of the protocol's messages; only for a seat that `takesTemplate`. */
  template?: PromptTemplate;
}

/** Whether the protocol a model would play a seat by takes a prompt template (a search takes none). */
export function takesTemplate(module: GameModule, seat: string, protocol?: string): boolean {
  return module.protocols.find((p) => fits(p, seat) && (protocol === undefined || p.id === protocol))?.templateSlots !== undefined;
}

export interface SeatContext {
  /** The model a spec names (`llm:MODEL`, or a bot's voice): the caller knows what MODEL means. */
  model(name: string, seat: string): ModelPlay;
  /** A person's agent, where a person can play (the app's Play page). */
  person?(seat: string): AgentFactory;
  /** Receives a model's reply as it streams, by seat. */
  onText?(seat: string, delta: string): void;
}

/** The agent for one seat; throws a SeatError that says what is wrong and what would do. */
export function seatAgent(module: GameModule, seat: string, spec: SeatSpec, context: SeatContext): AgentFactory {
  const { game, bots, searches = [] } = module;
  if (spec.kind === 'human') {
    if (!context.person) throw new SeatError('A person cannot take a seat here: give each seat a bot or a model.');
    return context.person(seat);
  }
  const onText = context.onText;
  if (spec.kind === 'llm') {
    const { engine, protocol, search, settings, template } = context.model(spec.model, seat);
    const task = searches.find((t) => t.id === protocol) as ThoughtTask<unknown, unknown> | undefined;
    if (task && template) throw new SeatError(`${task.label} takes no prompt template.`);
    if (task) return treeOfThoughtsAgent({ engine, task, settings, onText, ...search });
    const played = protocolFor(module, seat, protocol);
    if (template) {
      if (!played.templateSlots) throw new SeatError(`The prompts "${played.label}" of ${game.id} seat ${seat} take no prompt template.`);
      const problem = templateProblem(template.text, played.templateSlots);
      if (problem) throw new SeatError(`${template.name}: ${problem}`);
    }
    return llmAgent({ engine, protocol: played, settings, template, onText });
  }
  const bot = bots.find((b) => b.id === spec.bot || b.formerIds?.includes(spec.bot));
  const offered = bots.filter((b) => fits(b, seat)).map((b) => `bot:${b.id}`);
  if (!bot) throw new SeatError(`${game.info.title} has no bot "${spec.bot}": use one of ${offered.join(', ')}, or llm:MODEL.`);
  if (!fits(bot, seat)) throw new SeatError(`bot:${bot.id} cannot take seat ${seat} of ${game.id} (only ${bot.seats!.join(', ')}).`);
  if (!spec.voice) return bot.create();
  const { engine, protocol, settings } = context.model(spec.voice, seat);
  const voice = protocolFor(module, seat, protocol);
  if (!voice.talk) throw new SeatError(`In ${game.id} a bot has nothing to say through a model: give bot:${bot.id} alone.`);
  return voicedBot(bot.create(), { engine, protocol: voice, settings, onText });
}
