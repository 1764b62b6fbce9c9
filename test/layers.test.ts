/**
 * The layers of `src/` (README, "The code"): a module imports only from its own layer or from
 * layers below it, so everything below the pages runs unchanged in a tab, a worker and Node.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** From the top: the app's entry and its service worker, the pages, the command line and the classroom server, then each layer they build on. */
const LAYERS = [['main.ts', 'sw.ts'], ['ui', 'cli', 'server'], ['store'], ['run'], ['agents'], ['engines'], ['games'], ['core']];
const rank = (top: string) => LAYERS.findIndex((layer) => layer.includes(top));

interface Source {
  /** Relative to `src/`, with forward slashes. */
  path: string;
  text: string;
}

/** Every import of a module of `src/` that points up a layer, or sideways between the pages and the command line. */
export function wrongWayImports(sources: Source[]): string[] {
  const wrong: string[] = [];
  for (const { path, text } of sources) {
    const from = path.split('/')[0]!;
    for (const [, specifier] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = normalize(join(dirname(path), specifier!)).split('/')[0]!;
      if (target === from || target.startsWith('..')) continue;
      const [a, b] = [rank(from), rank(target)];
      if (a < 0 || b < 0 || b < a || (a === b && target !== from)) wrong.push(`${path} imports ${specifier}`);
    }
  }
  return wrong;
}

function sourcesOf(dir: string, base = dir): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path, base);
    return /\.(ts|svelte)$/.test(entry.name) ? [{ path: path.slice(base.length + 1), text: readFileSync(path, 'utf8') }] : [];
  });
}

/** The game folders of `src/games/`: each id is a game (or a half-made one) that only its folder and its board may name. */
const GAME_IDS = readdirSync('src/games', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/** The code of a source without its comments, which may name a game as an example. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * Every place outside `games/<id>/` and the game's board (`ui/games/<id>/`) that imports a game's
 * files or names a game by its id in its code: what a game offers the layers above, it declares in
 * its module, which the registry finds (the registry, the module contract and `games/shipped.ts`
 * name no game and may be imported).
 */
export function gameNamedOutsideIt(sources: Source[], gameIds: readonly string[]): string[] {
  const found: string[] = [];
  const ids = new Set(gameIds);
  for (const { path, text } of sources) {
    const parts = path.split('/');
    if (parts[0] === 'games' ? parts.length > 2 : parts[0] === 'ui' && parts[1] === 'games' && parts.length > 3) continue;
    const code = withoutComments(text);
    for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const [top, game] = normalize(join(dirname(path), specifier!)).split('/');
      if (top === 'games' && ids.has(game!)) found.push(`${path} imports ${specifier}`);
    }
    for (const [, quoted] of code.matchAll(/['"`]([a-z0-9-]+)['"`]/g)) {
      if (ids.has(quoted!)) found.push(`${path} names '${quoted}'`);
    }
  }
  return found;
}

describe('the layers of src/', () => {
  it('import only downward', () => {
    const sources = sourcesOf('src');
    expect(sources.length).toBeGreaterThan(50);
    expect(wrongWayImports(sources)).toEqual([]);
  });

  it('catch an import that points the wrong way', () => {
    const planted = (path: string, specifier: string) => wrongWayImports([{ path, text: `import { x } from '${specifier}';` }]);
    expect(planted('core/game.ts', '../games/registry')).toHaveLength(1);
    expect(planted('engines/openai.ts', '../agents/llm')).toHaveLength(1);
    expect(planted('games/avalon/bots.ts', '../../store/db')).toHaveLength(1);
    expect(planted('cli/main.ts', '../ui/format')).toHaveLength(1);
    expect(wrongWayImports([{ path: 'run/batch.ts', text: "const m = await import('../ui/App.svelte');" }])).toHaveLength(1);
    // Downward and within a layer are fine.
    expect(planted('ui/pages/Play.svelte', '../../store/db')).toEqual([]);
    expect(planted('games/brainking-oracle-check/game.ts', '../brainking/data')).toEqual([]);
  });

  it('name a game only in its folder and its board', () => {
    const sources = sourcesOf('src');
    expect(GAME_IDS).toContain('avalon');
    expect(gameNamedOutsideIt(sources, GAME_IDS)).toEqual([]);
  });

  it('catch a game named outside its folder and its board', () => {
    const ids = ['avalon', 'guess-number'];
    const found = (path: string, text: string) => gameNamedOutsideIt([{ path, text }], ids);
    expect(found('run/rating.ts', "import { sideOf } from '../games/avalon/rules';")).toHaveLength(1);
    expect(found('ui/pages/Leaderboard.svelte', "import type { Metrics } from '../../games/avalon/types';")).toHaveLength(1);
    expect(found('ui/report-cards.ts', "db.runs.where('game').equals('avalon')")).toHaveLength(1);
    expect(found('cli/main.ts', 'if (game === "guess-number") run();')).toHaveLength(1);
    // The registry and the module contract, a game's own folder, its board, and a comment are fine.
    expect(found('ui/report-cards.ts', "import { GAMES } from '../games/registry';\nimport type { GameModule } from '../games/module';")).toEqual([]);
    expect(found('games/avalon/rating.ts', "import { sideOf } from './rules'; const id = 'avalon';")).toEqual([]);
    expect(found('ui/games/avalon/Board.svelte', "import { sideOf } from '../../../games/avalon/rules';")).toEqual([]);
    expect(found('ui/route.ts', "/** Path segments, e.g. ['play', 'guess-number']. */\nexport const x = 1;")).toEqual([]);
  });
});
