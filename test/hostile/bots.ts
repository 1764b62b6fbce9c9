/** The agents a hostile corpus plays a game with: the game's own bots where one fits a seat (a record names them, and they play again from it), else the conformance suite's. Test code only. */
import type { AgentFactory } from '../../src/core/agent';
import type { GameModule } from '../../src/games/module';
import { fits } from '../../src/agents/seats';
import type { ConformanceOptions } from '../conformance';

export function gameBots(module: GameModule, options: ConformanceOptions, params: unknown): Record<string, AgentFactory> {
  const agents = options.agents();
  for (const seat of module.game.seats(params)) {
    const bot = module.bots.find((b) => fits(b, seat));
    if (bot) agents[seat] = bot.create();
  }
  return agents;
}
