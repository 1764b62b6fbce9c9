/**
 * The first load: the JS and CSS that dist/index.html pulls in before any click (its entry script,
 * the modules it preloads, its stylesheets), gzipped, against the budget; and web-llm, which must
 * come only later, when a model is wanted. Reads the built app: run `npm run build` first.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Row } from './main';

/** The built app, from the project's root (where npm runs the benchmarks). */
const DIST = pathToFileURL(`${process.cwd()}/dist/`);
export const BUDGET_KB = 100;

/** The gzipped size in KB of a built file, named as index.html or a request names it. */
export async function gzippedKB(path: string): Promise<number> {
  return gzipSync(await readFile(new URL(path.replace(/^\.?\//, ''), DIST))).length / 1024;
}

/** The files index.html pulls in before any click. */
export async function firstLoadFiles(): Promise<string[]> {
  const html = await readFile(new URL('index.html', DIST), 'utf8');
  const files = (html.match(/<(?:script|link)\b[^>]*>/g) ?? []).flatMap((tag) => {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    const pulled = tag.startsWith('<script') ? /type="module"/.test(tag) : /rel="(?:modulepreload|stylesheet)"/.test(tag);
    return url && pulled ? [url] : [];
  });
  return [...new Set(files)];
}

/** The built files holding web-llm, known by the host of its model libraries in their text. */
export async function webLlmFiles(): Promise<string[]> {
  const scripts = (await readdir(new URL('assets/', DIST))).filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`);
  const holds = await Promise.all(scripts.map(async (path) => (await readFile(new URL(path, DIST), 'utf8')).includes('binary-mlc-llm-libs')));
  return scripts.filter((_, i) => holds[i]);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export async function benchFirstLoad(): Promise<Row[]> {
  if (!existsSync(new URL('index.html', DIST))) return [{ name: 'First load', value: '–', note: 'no dist/: run `npm run build` first' }];
  const first = await firstLoadFiles();
  const kb = sum(await Promise.all(first.map(gzippedKB)));
  const webLlm = await Promise.all(
    (await webLlmFiles()).map(async (path): Promise<Row> => {
      const worker = /\/worker-/.test(path);
      const mb = (await gzippedKB(path)) / 1024;
      return {
        name: `web-llm, fetched only when a model is wanted (${worker ? 'the model worker' : 'the page’s model list and cache'})`,
        value: `${mb.toFixed(2)} MB gzipped`,
        note: path,
        figures: { [`first-load.web-llm-${worker ? 'worker' : 'page'}`]: mb },
      };
    }),
  );
  const bytes = Math.round(kb * 1024);
  return [
    { name: 'First load: JS and CSS before any click', value: `${bytes.toLocaleString('en')} bytes gzipped`, note: `budget ${BUDGET_KB} KB; ${first.length} files`, figures: { 'first-load.bytes': bytes } },
    ...webLlm,
  ];
}
