/**
 * Re-enactment: a record's claims about who did what are checked by playing its episode again
 * with the same seats. A game's bot is deterministic from the setup and the seed, so it plays
 * again; a model's seat gets its recorded replies back, so its prompts and the moves its protocol
 * reads from them are made again; a person's seat makes its recorded attempts again. The runner
 * then applies the turn order and the invalid-move policy as it did, and the events it writes must
 * be the recorded ones: a forged answer, prompt, parsed move or forfeit differs from them.
 */
import type { AgentFactory } from '../core/agent';
import type { EpisodeRecord, GameEvent, Json, PlayerInfo } from '../core/record';
import { sameJson } from '../core/replay';
import { sha256Hex } from '../core/template';
import type { ChatResult, Engine } from '../engines/engine';
import type { GameModule } from '../games/module';
import { seatAgent, SeatError } from '../agents/seats';
import type { GenerationSettings } from '../agents/llm';
import { playEpisode } from './episode';

/** The words for an event in a sentence. */
function named(event: GameEvent | undefined): string {
  if (!event) return 'nothing more';
  const what = { move: 'a move', invalid: 'an invalid attempt', forfeit: 'a forfeit', 'model-call': 'a model call' }[event.type];
  return `${what} of seat ${event.seat}`;
}

/** A window's note in a prompt depends on the model's tokenizer, which a record does not hold: it is set aside. */
const WINDOW_NOTE = /^\(To fit the model’s context, [^)]*\)\n\n/;

/** What a model call claims that re-enactment can check: not its timing, usage or window. */
function callClaims(event: GameEvent & { type: 'model-call' }) {
  const [first, ...rest] = event.messages;
  return {
    messages: first ? [{ ...first, content: first.content.replace(WINDOW_NOTE, '') }, ...rest] : [],
    text: event.text,
    parsed: event.parsed,
    // A failed call's error is the engine's words, which a re-enactment has no engine to repeat.
    error: event.finishReason === undefined ? undefined : event.error,
    finishReason: event.finishReason,
  };
}

/** Who made a seat's moves, in words: what a re-enacted move is "the one … makes". */
function maker(player: PlayerInfo | undefined): string {
  if (player?.kind === 'bot') return `bot ${player.name} makes from this setup and seed (a record of another version of the bot cannot be checked here)`;
  return player?.kind === 'llm' ? 'its recorded replies make' : 'its player makes';
}

/** Why the re-enacted event is not the recorded one, or null when it is. */
function difference(recorded: GameEvent, again: GameEvent | undefined, player: PlayerInfo | undefined): string | null {
  if (!again || again.type !== recorded.type || again.seat !== recorded.seat) {
    return `the record has ${named(recorded)} where its players, playing again, give ${named(again)}.`;
  }
  const person = player?.kind === 'human';
  if (recorded.type === 'move' && again.type === 'move') {
    return sameJson(recorded.move, again.move) ? null : `its move is not the one ${maker(player)}.`;
  }
  if (recorded.type === 'invalid' && again.type === 'invalid') {
    if (!sameJson(recorded.attempt, again.attempt)) return `its attempt is not the one ${maker(player)}.`;
    // A person's typed text may be refused by the page's own reader, in its words.
    if (!person && recorded.reason !== again.reason) return 'its reason is not the error the game gives for that attempt.';
    return Boolean(recorded.cut) === Boolean(again.cut) ? null : 'it is marked cut off, or not, against its model call.';
  }
  if (recorded.type === 'forfeit' && again.type === 'forfeit') return null;
  if (recorded.type === 'model-call' && again.type === 'model-call') {
    const [a, b] = [callClaims(recorded), callClaims(again)];
    if (!sameJson(a.messages, b.messages)) return 'its prompt is not the one the recorded prompts write from the seat’s view.';
    if (!sameJson(a.parsed ?? null, b.parsed ?? null)) return 'its parsed move is not what the recorded prompts read from its reply.';
    if ((a.error ?? null) !== (b.error ?? null)) return 'its error is not what the recorded prompts say of its reply.';
    return null;
  }
  return null;
}

/** A seat's recorded model calls handed back in order, as an engine: the replies are the record's, the prompts the agent's. */
function recordedReplies(player: PlayerInfo, calls: (GameEvent & { type: 'model-call' })[], exhausted: () => never): Engine {
  let next = 0;
  return {
    kind: player.model?.engine ?? 'recorded',
    model: player.model?.id ?? player.name,
    async chat(): Promise<ChatResult> {
      const call = calls[next++];
      if (!call) exhausted();
      // A failed call failed again; its words are not compared.
      if (call.finishReason === undefined) throw new Error(call.error ?? 'The recorded call failed.');
      return { text: call.text, finishReason: call.finishReason, usage: {} };
    },
  };
}

/** The generation settings a model's player records, without what names its protocol. */
function generation(settings: PlayerInfo['settings'] = {}): GenerationSettings {
  const { protocol: _p, promptVersion: _v, samples: _s, promptTemplate: _t, breadth: _b, valueSamples: _n, ...rest } = settings;
  return rest as GenerationSettings;
}

/** A person's recorded attempts made again, in order. */
function recordedPerson(attempts: Json[], exhausted: () => never): AgentFactory {
  let next = 0;
  return () => ({ info: { kind: 'human', name: 'person' }, act: async () => (next < attempts.length ? attempts[next++] : exhausted()) });
}

class Exhausted extends Error {}

/**
 * A game's bot for a seat, one per game, seat and bot for every record checked: as in a run, a bot
 * shares its work across episodes (Guess Number's decision tree), and its moves stay its own.
 */
function sharedBot(module: GameModule, seat: string, name: string): AgentFactory {
  const bots = sharedBots.get(module) ?? sharedBots.set(module, new Map()).get(module)!;
  const key = `${seat}\n${name}`;
  let factory = bots.get(key);
  if (!factory) {
    try {
      factory = seatAgent(module, seat, { kind: 'bot', bot: name }, { model: () => { throw new SeatError('A bot alone takes no model.'); } });
    } catch (error) {
      if (error instanceof SeatError) throw new Error(`seat ${seat} cannot be played again here: ${error.message}`);
      throw error;
    }
    bots.set(key, factory);
  }
  return factory;
}
const sharedBots = new WeakMap<GameModule, Map<string, AgentFactory>>();

/** The agent that plays a recorded player's seat again; throws a sentence where none can. */
async function agentFor(module: GameModule, player: PlayerInfo, episode: EpisodeRecord, exhausted: () => never): Promise<AgentFactory> {
  const { seat, kind, name, settings } = player;
  const own = episode.events.filter((e) => e.seat === seat);
  if (kind === 'human') return recordedPerson(own.flatMap((e) => (e.type === 'move' ? [e.move] : e.type === 'invalid' ? [e.attempt] : [])), exhausted);
  const calls = own.filter((e): e is GameEvent & { type: 'model-call' } => e.type === 'model-call');
  if (kind === 'bot' && settings === undefined && calls.length) throw new Error(`seat ${seat} is a rule-based bot's, yet the record holds model calls of it.`);
  const engine = recordedReplies(player, calls, exhausted);
  const template = settings?.promptTemplate as { name?: unknown; hash?: unknown; text?: unknown } | undefined;
  if (template !== undefined) {
    if (typeof template.text !== 'string' || typeof template.name !== 'string' || template.hash !== sha256Hex(template.text)) {
      throw new Error(`the prompt template of seat ${seat} is recorded with a hash that is not its text's.`);
    }
  }
  const protocol = typeof settings?.protocol === 'string' ? settings.protocol : undefined;
  const spec = kind === 'bot' ? { kind, bot: name, ...(settings !== undefined && { voice: name }) } : { kind: 'llm' as const, model: name };
  if (kind === 'bot' && settings === undefined) return sharedBot(module, seat, name);
  try {
    return seatAgent(module, seat, spec, {
      model: () => ({
        engine,
        protocol,
        search: { breadth: settings?.breadth as number | undefined, valueSamples: settings?.valueSamples as number | undefined },
        settings: generation(settings),
        template: template && { name: template.name as string, hash: template.hash as string, text: template.text as string },
      }),
    });
  } catch (error) {
    if (error instanceof SeatError) throw new Error(`seat ${seat} cannot be played again here: ${error.message}`);
    throw error;
  }
}

/**
 * Plays a recorded episode again with its players and compares every event (see the top of this
 * file). Throws a sentence naming the first event that differs; an unfinished record is checked as
 * far as it goes. The metrics are not computed again: the replay (`verify`) has them from the same moves.
 */
export async function reenact(module: GameModule, episode: EpisodeRecord): Promise<void> {
  const stop = new AbortController();
  const exhausted = (): never => {
    stop.abort(new Exhausted());
    throw new Exhausted();
  };
  const agents: Record<string, AgentFactory> = {};
  for (const player of episode.players) agents[player.seat] = await agentFor(module, player, episode, exhausted);
  const again: GameEvent[] = [];
  const recorded = episode.events;
  const played = await playEpisode({
    game: module.game, variant: episode.variant, params: episode.params, seed: episode.seed, setup: episode.setup, agents, runId: episode.runId, signal: stop.signal, metrics: false,
    sink: {
      started() {},
      event(_, event) {
        again.push(event);
        // Past the record, nothing more can agree with it.
        if (again.length > recorded.length) stop.abort(new Exhausted());
      },
      ended() {},
    },
  });
  // The prompts are those the seat's agent plays by here (protocol ids are a seat's: an oracle's "paper" is not the player's).
  for (const { seat, settings } of episode.players) {
    if (settings?.protocol === undefined) continue;
    const here = played.players.find((p) => p.seat === seat)?.settings?.promptVersion;
    if (settings.promptVersion !== here) {
      throw new Error(`seat ${seat} played by prompts "${String(settings.protocol)}" version ${String(settings.promptVersion)}, and this version of the app has version ${String(here)}: its model calls cannot be checked here.`);
    }
  }
  for (const [i, event] of recorded.entries()) {
    const problem = difference(event, again[i], episode.players.find((p) => p.seat === event.seat));
    if (problem) throw new Error(`event ${event.seq} (${named(event)}): ${problem}`);
  }
  if (episode.status === 'finished' && (again.length !== recorded.length || played.status !== 'finished')) {
    throw new Error(`it ends after event ${recorded.length - 1}, where its players, playing again, go on with ${named(again[recorded.length])}.`);
  }
}
