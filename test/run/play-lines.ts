/** A suite's lines played one after another with one model, as the suite plays them: for the tests and the benchmark that time a suite. */
import { parseSeatSpec, seatAgent } from '../../src/agents/seats';
import type { Engine } from '../../src/engines/engine';
import type { GameModule } from '../../src/games/module';
import { runBatch } from '../../src/run/batch';
import type { SuiteLine } from '../../src/run/suite';

/**
 * Plays `episodes` episodes of each line, from seed 1, its model seats taken by `engine`; before a
 * line plays, `progress` gives what to call after each of its episodes.
 */
export async function playLines(modules: GameModule[], lines: SuiteLine[], engine: Engine, episodes: number, progress: (line: SuiteLine) => () => void): Promise<void> {
  for (const line of lines) {
    const module = modules.find((m) => m.game.id === line.game)!;
    const params = module.game.variants.find((v) => v.id === line.variant)!.params;
    const model = () => ({ engine, protocol: line.kind === 'bot' ? undefined : line.protocol });
    const agents = Object.fromEntries(line.players.map((pair) => {
      const [seat, spec] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      return [seat, seatAgent(module, seat, parseSeatSpec(spec), { model })];
    }));
    await runBatch({ game: module.game, variant: line.variant, params, seed: 1, episodes, agents, runId: line.id, onProgress: progress(line) });
  }
}
