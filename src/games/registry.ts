/** Every game Fogplay plays, in the order the home page shows them. */
import type { GameModule } from './bots';
import { guessNumberModule } from './guess-number';

export const GAMES: readonly GameModule[] = [guessNumberModule];

export function findGame(id: string): GameModule | undefined {
  return GAMES.find((m) => m.game.id === id);
}
