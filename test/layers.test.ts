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
});
