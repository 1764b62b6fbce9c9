/**
 * Every game Fogplay plays, in the order the home page shows them. A game's rules, bots and data
 * load only when it is played, so the first page stays small (the Game of 24 brings mathjs).
 */
import type { GameInfo } from '../core/game';
import type { GameModule } from './module';
import { avalonInfo } from './avalon/info';
import { brainkingInfo, oracleCheckInfo } from './brainking/info';
import { game24Info } from './game24/info';
import { guessNumberInfo } from './guess-number/info';

export interface GameEntry {
  id: string;
  info: GameInfo;
  load(): Promise<GameModule>;
}

export const GAMES: readonly GameEntry[] = [
  { id: 'guess-number', info: guessNumberInfo, load: async () => (await import('./guess-number')).guessNumberModule },
  { id: 'game24', info: game24Info, load: async () => (await import('./game24')).game24Module },
  { id: 'avalon', info: avalonInfo, load: async () => (await import('./avalon')).avalonModule },
  { id: 'brainking', info: brainkingInfo, load: async () => (await import('./brainking')).brainkingModule },
  { id: 'brainking-oracle-check', info: oracleCheckInfo, load: async () => (await import('./brainking')).oracleCheckModule },
];

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((entry) => entry.id === id);
}

/** The game's module, or undefined for an unknown id. */
export async function loadGame(id: string): Promise<GameModule | undefined> {
  return findGame(id)?.load();
}
