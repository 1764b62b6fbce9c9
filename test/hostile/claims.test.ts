/**
 * Forged claims: for every registered game, real records are played (by its bots, by a scripted
 * test double in a model's seat, and by a person who makes the bots' moves), and each forgery
 * changes one claim of one record: the invalid-move policy, a model call, a rule-based seat's
 * answer, the setup against the shipped data, a note, the players of a run. The forger keeps what
 * the replay of moves already checks consistent (results, outcome, status), as an adversary would.
 * Every forgery must be refused by the importer and by the replay link reader, in a sentence; every
 * untouched record must be accepted as it is. The families and the counts are printed at the end.
 */
import 'fake-indexeddb/auto';
import { compressToEncodedURIComponent } from 'lz-string';
import { afterAll, describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../src/core/agent';
import type { EpisodeRecord, GameEvent, Json, ModelCallEvent, MoveEvent, NewEvent } from '../../src/core/record';
import { replay, sameJson } from '../../src/core/replay';
import { readReply } from '../../src/core/protocol';
import { sha256Hex } from '../../src/core/template';
import type { GameModule } from '../../src/games/module';
import { GAMES } from '../../src/games/registry';
import { fits, seatAgent } from '../../src/agents/seats';
import { playEpisode } from '../../src/run/episode';
import { openDatabase } from '../../src/store/db';
import { ImportError, importFile } from '../../src/store/import';
import { MAX_LINK, readReplay } from '../../src/store/share';
import { scriptedEngine } from '../agents/scripted-engine';
import type { ConformanceOptions } from '../conformance';
import { gameBots } from './bots';
import { SETUP_FORGERIES } from './setup-forgeries';

const CONFORMANCE = import.meta.glob<ConformanceOptions>('../games/*/conformance.ts', { eager: true, import: 'default' });

const db = await openDatabase(`claims-${Math.random()}`);
const counts = { refused: 0, accepted: 0, untouched: 0 };
const families = new Set<string>();
const accepted: string[] = [];

const tooLong = (episode: EpisodeRecord) => compressToEncodedURIComponent(JSON.stringify(episode)).length > MAX_LINK;
const copy = <T>(value: T): T => structuredClone(value);
const lines = (...records: unknown[]) => new Blob(records.map((r) => `${JSON.stringify(r)}\n`));

/** The same JSON value changed at its first leaf: a number one more, a boolean flipped, a string longer. */
function perturb(value: Json, at = 0): Json {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return `${value} (forged)`;
  if (value === null) return { forged: true };
  if (Array.isArray(value)) return value.length ? value.map((v, i) => (i === Math.min(at, value.length - 1) ? perturb(v) : v)) : [null];
  const keys = Object.keys(value);
  const key = keys[Math.min(at, keys.length - 1)];
  return key === undefined ? { forged: true } : { ...value, [key]: perturb(value[key]!) };
}

/** Numbers the events from 0 again, after a forger added or removed some. */
const renumber = (e: EpisodeRecord) => e.events.forEach((event, i) => (event.seq = i));

/**
 * What the replay of moves checks, made consistent by the forger: every result as the rules give
 * it, the outcome the moves lead to, and finished once they end the game. Null when a move no
 * longer holds (the forgery would be refused for that alone).
 */
function consistent(module: GameModule, e: EpisodeRecord): EpisodeRecord | null {
  renumber(e);
  try {
    return consistentMoves(module, e);
  } catch {
    // The rules cannot even start from it: forged as it is.
    return e;
  }
}

function consistentMoves(module: GameModule, e: EpisodeRecord): EpisodeRecord | null {
  const { game } = module;
  let state = game.init(e.params, e.setup);
  for (const event of e.events) {
    if (event.type === 'forfeit') state = game.forfeit(state, event.seat);
    if (event.type !== 'move') continue;
    if (game.current(state) !== event.seat) return null;
    const checked = game.validate(state, event.seat, event.move);
    if (!checked.ok) return null;
    const applied = game.apply(state, event.seat, checked.move);
    event.move = JSON.parse(JSON.stringify(checked.move)) as Json;
    event.result = JSON.parse(JSON.stringify(applied.result ?? null)) as Json;
    state = applied.state;
  }
  e.outcome = JSON.parse(JSON.stringify(game.outcome(state) ?? null)) as Json;
  e.status = game.current(state) === null ? 'finished' : 'interrupted';
  return e;
}

/** The first event at which `seat` is to move (before it acts), as an index into the events. */
function turnOf(module: GameModule, e: EpisodeRecord, seat: string, after = 0): number {
  for (let i = after; i < e.events.length; i++) {
    if (e.events[i]!.seat === seat && e.events[i]!.type !== 'model-call' && module.game.current(replay(module.game, e, i)) === seat) return i;
  }
  return -1;
}

let forgedRuns = 0;

/** The importer's refusal, the record in a run of its own: its claims alone are judged, not its run's. */
async function refusedOnImport(episode: EpisodeRecord): Promise<string | null> {
  const error = await importFile(db, lines({ ...episode, runId: `forged-${forgedRuns++}` })).then(() => null, (e: unknown) => e);
  if (!(error instanceof ImportError)) return null;
  return error.message;
}

/** The link reader's refusal; a record too long for a link is refused for its length alone, and its claims are left to the import. */
async function refusedAsLink(episode: EpisodeRecord): Promise<string | null> {
  if (tooLong(episode)) return 'This replay link is longer than any Fogplay makes.';
  return readReplay(compressToEncodedURIComponent(JSON.stringify(episode))).then(() => null, (e: unknown) => (e instanceof Error ? e.message : String(e)));
}

/** Words a person can read: no JavaScript internals, no control characters, a full stop. */
function expectReadable(message: string) {
  expect(message).not.toMatch(/Cannot read|undefined|\[object|is not a function|[\u0000-\u0008\ufffd]/);
  expect(message).toMatch(/[.)]$/);
}

interface Played {
  /** How it was played, for the test's name. */
  label: string;
  module: GameModule;
  record: EpisodeRecord;
}

/** A model in `seat`, scripted as a test double: it replies what `reply` gives for the view (a bot's move as JSON), through the game's prompts. */
function scriptedModel(module: GameModule, seat: string, reply: (view: unknown) => Promise<string>, template?: string): AgentFactory {
  const protocols = module.protocols.filter((p) => fits(p, seat));
  const protocol = protocols.find((p) => p.id === 'json' && (template === undefined || p.templateSlots)) ?? protocols.find((p) => template === undefined || p.templateSlots)!;
  let next = '';
  const engine = scriptedEngine(() => next);
  const model = seatAgent(module, seat, { kind: 'llm', model: 'scripted-test-double' }, {
    model: () => ({ engine, protocol: protocol.id, template: template === undefined ? undefined : { name: 'mine.txt', text: template, hash: templateHash.get(template)! } }),
  });
  return (s, seed) => {
    const agent = model(s, seed);
    return {
      info: agent.info,
      async act(view, context) {
        next = await reply(view);
        return agent.act(view, context);
      },
    };
  };
}
const templateHash = new Map<string, string>();

/** Real records of a game: by its bots; with a scripted model in the first seat a model can take, replying the bots' moves as JSON and, once, garbage; with a person in that seat. */
async function playedRecords(id: string, module: GameModule): Promise<Played[]> {
  const { game } = module;
  const variant = game.variants[0]!;
  const options = CONFORMANCE[`../games/${id}/conformance.ts`]!;
  let runs = 0;
  const play = async (agents: Record<string, AgentFactory>) =>
    JSON.parse(JSON.stringify(await playEpisode({ game, variant: variant.id, params: variant.params, seed: 7, agents, runId: `claims-${id}-${runs++}` }))) as EpisodeRecord;
  const botsOf = () => gameBots(module, options, variant.params);
  const out: Played[] = [{ label: 'bots', module, record: await play(botsOf()) }];
  const seat = game.seats(variant.params).find((s) => module.protocols.some((p) => fits(p, s)));
  if (!seat) return out;
  const bots = botsOf();
  const botSeat = bots[seat]!(seat, 7);
  const asJson = async (view: unknown) => {
    const move = await botSeat.act(view, { seat, signal: new AbortController().signal, record: async () => {} });
    return JSON.stringify(move);
  };
  out.push({ label: 'a model replying moves', module, record: await play({ ...bots, [seat]: scriptedModel(module, seat, asJson) }) });
  out.push({ label: 'a model replying garbage', module, record: await play({ ...bots, [seat]: scriptedModel(module, seat, async () => 'I would rather not say.') }) });
  const slots = module.protocols.find((p) => fits(p, seat) && p.templateSlots)?.templateSlots;
  if (slots) {
    const template = `Play this game well.\n---\n${slots.required.map((n) => `{{${n}}}`).join('\n')}\nReply in JSON.`;
    templateHash.set(template, sha256Hex(template));
    out.push({ label: 'a model with a template', module, record: await play({ ...bots, [seat]: scriptedModel(module, seat, asJson, template) }) });
  }
  const person = bots[seat]!;
  out.push({ label: 'a person', module, record: await play({ ...bots, [seat]: (s, seed) => ({ ...person(s, seed), info: { kind: 'human', name: 'person' } }) }) });
  return out;
}

/** One family of forgeries: from a real record, the forged records it makes (none where it does not apply). */
type Forger = (played: Played) => EpisodeRecord[];

const calls = (e: EpisodeRecord) => e.events.filter((x): x is ModelCallEvent => x.type === 'model-call');
const moves = (e: EpisodeRecord) => e.events.filter((x): x is MoveEvent => x.type === 'move');
const seatsOf = (p: Played, kind: string) => p.record.players.filter((x) => x.kind === kind).map((x) => x.seat);

/** Inserts `event` before position `at`, keeping what the moves replay consistent. */
function inserted(p: Played, at: number, event: NewEvent): EpisodeRecord[] {
  if (at < 0) return [];
  const e = copy(p.record);
  e.events.splice(at, 0, { ...event, seq: 0, at: e.events[at]?.at ?? 0 } as GameEvent);
  const forged = consistent(p.module, e);
  return forged ? [forged] : [];
}

const FORGERS: Record<string, Forger> = {
  // The invalid-move policy.
  'a forfeit at once, with no invalid attempt': (p) =>
    [...seatsOf(p, 'bot'), ...seatsOf(p, 'llm')].slice(0, 1).flatMap((seat) => {
      const at = turnOf(p.module, p.record, seat);
      if (at < 0) return [];
      const e = copy(p.record);
      e.events = [...e.events.slice(0, at), { type: 'forfeit', seat, reason: '4 invalid attempts in a row', seq: 0, at: 0 }];
      return [consistent(p.module, e)!].filter(Boolean);
    }),
  'a forfeit after fewer invalid attempts than the allowance': (p) => {
    const forfeit = p.record.events.findIndex((x) => x.type === 'forfeit');
    if (forfeit < 0 || p.module.game.errorAllowance < 1) return [];
    const e = copy(p.record);
    const seat = e.events[forfeit]!.seat;
    // Keep the first invalid attempt (and its call), drop the others before the forfeit.
    const first = e.events.findIndex((x) => x.type === 'invalid' && x.seat === seat);
    e.events = e.events.filter((x, i) => i <= first || i >= forfeit || x.seat !== seat);
    return [consistent(p.module, e)!].filter(Boolean);
  },
  'more invalid attempts in a row than the allowance, with no forfeit': (p) => {
    const forfeit = p.record.events.findIndex((x) => x.type === 'forfeit');
    if (forfeit < 0) return [];
    const e = copy(p.record);
    const last = e.events[forfeit - 1]!;
    const call = e.events[forfeit - 2];
    e.events.splice(forfeit, 1, ...(call?.type === 'model-call' ? [copy(call)] : []), copy(last));
    e.status = 'interrupted';
    return [consistent(p.module, e)!].filter((x) => x && x.status !== 'finished').map((x) => ({ ...x, status: 'interrupted' as const }));
  },
  'an invalid attempt that is a legal move': (p) =>
    moves(p.record).slice(0, 1).flatMap((move) => {
      const at = p.record.events.indexOf(move);
      return inserted(p, at, { type: 'invalid', seat: move.seat, attempt: move.move, reason: 'That is not allowed.' });
    }),
  'an invalid attempt of a seat the game does not have': (p) => inserted(p, p.record.events.findIndex((x) => x.type === 'move'), { type: 'invalid', seat: 'intruder', attempt: 'hello', reason: 'That is not allowed.' }),
  'an invalid attempt of a seat that is not to move': (p) => {
    const first = moves(p.record)[0];
    const other = p.record.players.find((x) => x.seat !== first?.seat && x.kind !== 'human');
    if (!first || !other) return [];
    return inserted(p, p.record.events.indexOf(first), { type: 'invalid', seat: other.seat, attempt: 'hello', reason: 'It is not your turn.' });
  },
  'a forfeit of a seat that is not to move': (p) => {
    const first = moves(p.record)[0];
    const other = p.record.players.find((x) => x.seat !== first?.seat);
    if (!first || !other) return [];
    const e = copy(p.record);
    e.events = [...e.events.slice(0, p.record.events.indexOf(first)), { type: 'forfeit', seat: other.seat, reason: '4 invalid attempts in a row', seq: 0, at: 0 }];
    return [consistent(p.module, e)!].filter(Boolean);
  },
  // Model calls.
  'a model call of a bot’s seat': (p) =>
    seatsOf(p, 'bot').slice(0, 1).flatMap((seat) => {
      const move = moves(p.record).find((x) => x.seat === seat);
      if (!move) return [];
      return inserted(p, p.record.events.indexOf(move), { type: 'model-call', seat, messages: [{ role: 'user', content: 'Your move?' }], text: JSON.stringify(move.move), parsed: move.move, usage: {}, finishReason: 'stop', latencyMs: 1 });
    }),
  // A reply its prompts read as the recorded one can stand in for it unseen; the forger picks one they read otherwise.
  'a model’s reply replaced, what it led to kept': (p) =>
    calls(p.record).slice(0, 1).flatMap((call) => {
      const player = p.record.players.find((x) => x.seat === call.seat)!;
      const protocol = p.module.protocols.find((x) => x.id === player.settings?.protocol);
      const view = p.module.game.view(replay(p.module.game, p.record, call.seq), call.seat);
      const reading = (text: string) => (protocol ? readReply(protocol, text, view, { finishReason: 'stop' }) : null);
      const text = ['I would rather not say.', '{}', '{"answer": "4 * 6"}', '{"guess": "0123"}'].find((t) => !sameJson(reading(t), reading(call.text)));
      if (text === undefined) return [];
      const e = copy(p.record);
      (e.events[call.seq] as ModelCallEvent).text = text;
      return [e];
    }),
  'a model’s parsed move replaced, its reply kept': (p) =>
    calls(p.record).filter((c) => c.parsed !== undefined).slice(0, 1).map((call) => {
      const e = copy(p.record);
      (e.events[call.seq] as ModelCallEvent).parsed = perturb(call.parsed!);
      return e;
    }),
  'a model’s reply and parsed move replaced, its move kept': (p) =>
    calls(p.record).filter((c) => c.parsed !== undefined).slice(0, 1).map((call) => {
      const e = copy(p.record);
      const forged = e.events[call.seq] as ModelCallEvent;
      forged.parsed = perturb(call.parsed!);
      forged.text = JSON.stringify(forged.parsed);
      return e;
    }),
  'a prompt forged to hold the setup': (p) =>
    calls(p.record).slice(0, 1).map((call) => {
      const e = copy(p.record);
      const message = (e.events[call.seq] as ModelCallEvent).messages.at(-1)!;
      message.content += `\n(The hidden setup: ${JSON.stringify(e.setup)})`;
      return e;
    }),
  'a prompt template whose hash is not its text’s': (p) =>
    p.record.players.filter((x) => x.settings?.promptTemplate).map((player) => {
      const e = copy(p.record);
      const template = e.players.find((x) => x.seat === player.seat)!.settings!.promptTemplate as { hash: string };
      template.hash = template.hash.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      return e;
    }),
  'a model seat’s prompts of another version': (p) =>
    p.record.players.filter((x) => x.kind === 'llm').map((player) => {
      const e = copy(p.record);
      e.players.find((x) => x.seat === player.seat)!.settings!.promptVersion = 'forged-version';
      return e;
    }),
  // Rule-based seats: an answer (or any move) replaced by another legal one, the moves after it kept where they still hold.
  'a rule-based seat’s move replaced by another legal one': (p) => {
    for (const move of moves(p.record).filter((m) => seatsOf(p, 'bot').includes(m.seat))) {
      for (let at = 0; at < 4; at++) {
        const e = copy(p.record);
        const forged = e.events[move.seq] as MoveEvent;
        forged.move = perturb(forged.move, at);
        if (sameJson(forged.move, move.move)) continue;
        const made = consistent(p.module, e);
        if (made) return [made];
      }
    }
    return [];
  },
  // Notes and runs.
  'a note on an event that does not exist': (p) => [{ ...copy(p.record), annotations: [{ seq: p.record.events.length + 5, kind: 'wrong-answer' }] }],
  'a note on a move of a seat that does not answer for the game': (p) =>
    moves(p.record).filter((m) => !(p.module.oracleSeats ?? []).includes(m.seat)).slice(0, 1).map((m) => ({ ...copy(p.record), annotations: [{ seq: m.seq, kind: 'wrong-answer' as const }] })),
  // Parameters: a batch of them must stay finite.
  'a parameter past its bound': (p) =>
    Object.entries(p.record.params as Record<string, Json>).filter(([, v]) => typeof v === 'number').slice(0, 1).map(([key]) => {
      const e = copy(p.record);
      (e.params as Record<string, Json>)[key] = 1_000_000_000;
      return e;
    }),
  // The setup against the shipped data.
  'a setup that is not the shipped data’s': (p) => (SETUP_FORGERIES[p.record.game] ?? []).flatMap((forge) => {
    const e = copy(p.record);
    forge(e.setup as Record<string, Json>, e.params as Record<string, Json>);
    return [consistent(p.module, e)!].filter(Boolean);
  }),
};

afterAll(() => {
  console.log(
    `Forged claims: ${families.size} families, ${counts.refused + counts.accepted} forged records: ${counts.refused} refused, ${counts.accepted} accepted; ${counts.untouched} untouched records accepted.` +
      (accepted.length ? `\nAccepted: ${accepted.join('; ')}` : ''),
  );
});

const played = new Map<string, Played[]>();
for (const entry of GAMES) played.set(entry.id, await playedRecords(entry.id, await entry.load()));

describe.each(GAMES.map((g) => g.id))('forged claims of %s', (id) => {
  for (const p of played.get(id)!) {
    it(`accepts the untouched record played by ${p.label}`, async () => {
      if (!tooLong(p.record)) {
        const link = await readReplay(compressToEncodedURIComponent(JSON.stringify(p.record)));
        expect(link.events).toEqual(p.record.events);
        expect(link.setup).toEqual(p.record.setup);
      }
      await expect(importFile(db, lines(p.record))).resolves.toMatchObject({ episodes: 1 });
      counts.untouched++;
    });
    for (const [family, forge] of Object.entries(FORGERS)) {
      const forged = forge(p);
      forged.forEach((record, i) => {
        it(`refuses ${family} (played by ${p.label}${forged.length > 1 ? `, ${i + 1}` : ''})`, async () => {
          families.add(family);
          expect(record).not.toEqual(p.record);
          const [onImport, asLink] = [await refusedOnImport(record), await refusedAsLink(record)];
          if (onImport === null || asLink === null) {
            counts.accepted++;
            accepted.push(`${id} ${family} (${p.label})`);
          } else counts.refused++;
          expect(onImport, 'the import was accepted').not.toBeNull();
          expect(asLink, 'the link was accepted').not.toBeNull();
          expect(asLink).toMatch(/^This replay link /);
          expectReadable(onImport!);
          expectReadable(asLink!);
        });
      });
    }
  }
});

describe('forged runs', () => {
  it('refuses a run holding episodes of other players (a model run holding a bot’s episode)', async () => {
    const [bots, model] = played.get('guess-number')!;
    const runId = 'mixed-players';
    const error = await importFile(db, lines({ ...copy(model!.record), runId, id: 'm1' }, { ...copy(bots!.record), runId, id: 'b1', index: 1, seed: 8 })).then(() => null, (e: unknown) => e);
    families.add('a run holding episodes of other players');
    if (error instanceof ImportError) counts.refused++;
    else counts.accepted++;
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).line).toBe(2);
    expectReadable((error as ImportError).message);
  });
});
