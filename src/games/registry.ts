/**
 * Every game Fogplay plays, found by its folder: `games/<id>/info.ts` (how the home page shows
 * it, loaded at once) and `games/<id>/index.ts` (its module, loaded only when it is played, so the
 * first page stays small). A new game is a new folder; nothing here names one.
 */
import type { GameInfo } from '../core/game';
import type { GameModule } from './module';

export interface GameEntry {
  id: string;
  info: GameInfo;
  load(): Promise<GameModule>;
}

const infos = import.meta.glob<GameInfo>('./*/info.ts', { eager: true, import: 'info' });
const modules = import.meta.glob<GameModule>('./*/index.ts', { import: 'default' });

const folder = (path: string) => path.split('/')[1]!;

/**
 * A module loaded on its first call and handed back after: an import checks thousands of records,
 * and each `import()` of a built chunk goes through its preloads again. A load that failed (the
 * network gone) is tried again on the next call.
 */
function once(load: () => Promise<GameModule>): () => Promise<GameModule> {
  let loaded: Promise<GameModule> | undefined;
  return () => (loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  }));
}

/** The games in the home page's order: the folders with both files (the registry test requires both of every folder). */
export const GAMES: readonly GameEntry[] = Object.entries(infos)
  .flatMap(([path, info]) => {
    const id = folder(path);
    const load = modules[`./${id}/index.ts`];
    return load ? [{ id, info, load: once(load) }] : [];
  })
  .sort((a, b) => a.info.order - b.info.order || a.id.localeCompare(b.id));

/** Game folders with one of the two files but not the other: each is a game half made. */
export const HALF_MADE: readonly string[] = [...new Set([...Object.keys(infos), ...Object.keys(modules)].map(folder))].filter(
  (id) => !(`./${id}/info.ts` in infos && `./${id}/index.ts` in modules),
);

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((entry) => entry.id === id);
}

/** The game's module, or undefined for an unknown id. */
export async function loadGame(id: string): Promise<GameModule | undefined> {
  return findGame(id)?.load();
}
