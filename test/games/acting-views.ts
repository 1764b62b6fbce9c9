/** The views a game's bots act on, for tests of what a model would be asked at those turns. */
import type { AgentFactory } from '../../src/core/agent';
import { createRng } from '../../src/core/rng';
import type { GameModule } from '../../src/games/module';
import { playEpisode } from '../../src/run/episode';

/** Every view a game's bots act on, with the state it is a view of, over `seeds` playthroughs of each variant. */
export async function actingViews({ game, bots }: GameModule, seeds = 3): Promise<{ seat: string; view: unknown; state: unknown }[]> {
  const seen: { seat: string; view: unknown; state: unknown }[] = [];
  for (const variant of game.variants) {
    for (let seed = 0; seed < seeds; seed++) {
      const setup = game.setup(variant.params, createRng(seed));
      let state = game.init(variant.params, setup);
      const agents = Object.fromEntries(
        game.seats(variant.params).map((seat): [string, AgentFactory] => {
          const factory = bots.find((bot) => !bot.seats || bot.seats.includes(seat))!.create();
          return [
            seat,
            (s, agentSeed) => {
              const agent = factory(s, agentSeed);
              return { info: agent.info, act: (view, context) => (seen.push({ seat: s, view, state }), agent.act(view, context)) };
            },
          ];
        }),
      );
      await playEpisode({ game, variant: variant.id, params: variant.params, seed, setup, agents, runId: 'acting-views', onEvent: (_episode, now) => void (state = now) });
    }
  }
  return seen;
}
