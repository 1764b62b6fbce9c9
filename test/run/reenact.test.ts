/**
 * Every record the app or the command line writes imports again. For every registered game (the
 * registry is walked, so no game can opt out), every variant, every seat a model can take and every
 * protocol and search that fits it, an episode is played with a scripted test double in that seat,
 * through the game's prompts, and the game's bots in the others; each record must pass the check
 * that import and replay links make (`checkRecord`: its moves replayed, its players playing again).
 * A seat whose protocols talk is played by a bot speaking through the double too.
 */
import { describe, expect, it } from 'vitest';
import type { AgentFactory } from '../../src/core/agent';
import type { EpisodeRecord } from '../../src/core/record';
import type { GameModule } from '../../src/games/module';
import { GAMES } from '../../src/games/registry';
import { fits, seatAgent, type SeatSpec } from '../../src/agents/seats';
import { playEpisode } from '../../src/run/episode';
import { checkRecord } from '../../src/store/import';
import { scriptedEngine } from '../agents/scripted-engine';
import type { ConformanceOptions } from '../conformance';
import { gameBots } from '../hostile/bots';

const CONFORMANCE = import.meta.glob<ConformanceOptions>('../games/*/conformance.ts', { eager: true, import: 'default' });

/** One way a model sits in a seat: a protocol or a search, alone or as a bot's voice. */
interface Sitting {
  variant: string;
  seat: string;
  protocol: string;
  voiced?: string;
}

/** Every way a model can sit in every seat of every variant of a game. */
function sittings(module: GameModule): Sitting[] {
  const { game, protocols, searches = [], bots } = module;
  return game.variants.flatMap((variant) =>
    game.seats(variant.params).flatMap((seat) => {
      const offered = protocols.filter((p) => fits(p, seat));
      if (!offered.length) return [];
      const voice = bots.find((b) => fits(b, seat));
      return [
        ...offered.map((p) => ({ variant: variant.id, seat, protocol: p.id })),
        ...searches.map((t) => ({ variant: variant.id, seat, protocol: t.id })),
        ...(voice ? offered.filter((p) => p.talk).map((p) => ({ variant: variant.id, seat, protocol: p.id, voiced: voice.id })) : []),
      ];
    }),
  );
}

/**
 * A scripted test double in the seat: before each turn it is given the move the game's bot for the
 * seat would make, written as JSON, and replies that (a protocol that reads other text refuses it,
 * which the record keeps as invalid attempts).
 */
function scriptedSeat(module: GameModule, sitting: Sitting, helper: AgentFactory): AgentFactory {
  let next = '';
  const engine = scriptedEngine(() => next);
  const spec: SeatSpec = sitting.voiced ? { kind: 'bot', bot: sitting.voiced, voice: 'scripted' } : { kind: 'llm', model: 'scripted' };
  const factory = seatAgent(module, sitting.seat, spec, { model: () => ({ engine, protocol: sitting.protocol }) });
  return (seat, seed) => {
    const agent = factory(seat, seed);
    const bot = helper(seat, seed);
    return {
      info: agent.info,
      async act(view, context) {
        next = JSON.stringify(await bot.act(view, { ...context, record: async () => {} }));
        return agent.act(view, context);
      },
    };
  };
}

const games = await Promise.all(GAMES.map(async (entry) => [entry.id, await entry.load()] as const));

/** Seeds tried until the seat is asked something: a game may end before it is (a first guess that is right). */
const SEEDS = 10;

describe.each(games)('records of %s', (id, module) => {
  const options = CONFORMANCE[`../games/${id}/conformance.ts`]!;
  const voicedCalls: number[] = [];
  const all = sittings(module);
  it.each(all.map((s) => [`${s.voiced ? `bot ${s.voiced} voiced by ` : ''}a model by ${s.protocol} in seat ${s.seat} of ${s.variant}`, s] as const))(
    'import again: %s',
    async (_, sitting) => {
      const { game } = module;
      const variant = game.variants.find((v) => v.id === sitting.variant)!;
      let calls = 0;
      for (let seed = 1; seed <= SEEDS && calls === 0; seed++) {
        const agents = gameBots(module, options, variant.params);
        agents[sitting.seat] = scriptedSeat(module, sitting, gameBots(module, options, variant.params)[sitting.seat]!);
        const played = await playEpisode({ game, variant: variant.id, params: variant.params, seed, agents, runId: `records-${id}` });
        const record = JSON.parse(JSON.stringify(played)) as EpisodeRecord;
        expect(record.players.find((p) => p.seat === sitting.seat)?.settings?.protocol).toBe(sitting.protocol);
        calls = record.events.filter((e) => e.type === 'model-call' && e.seat === sitting.seat).length;
        const checked = await checkRecord(JSON.stringify(record)).then(() => null, (error: unknown) => (error instanceof Error ? error.message : String(error)));
        expect(checked, `seed ${seed}`).toBeNull();
      }
      // A bot speaks only where the variant has talk: its voice is asked in some variant, not in all.
      if (sitting.voiced) voicedCalls.push(calls);
      else expect(calls, 'the model was never asked').toBeGreaterThan(0);
    },
  );
  if (all.some((s) => s.voiced)) it('asks a bot’s voice in some variant', () => expect(voicedCalls.some((n) => n > 0)).toBe(true));
});
