/** A plain static host for the built app, under a sub-path, whose files a test may change as a new deployment would. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

/** The built app, from the project's root (where npm runs the tests and the benchmarks). */
const DIST = `${process.cwd()}/dist/`;
const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json', '.wasm': 'application/wasm',
};

/** The wllama worker of the app built in `dist`, as a path from the site's root (vite.config.ts names it). */
export function wllamaWorkerAsset(dist = DIST): string {
  const assets = join(dist, 'assets');
  const file = existsSync(assets) ? readdirSync(assets).find((name) => /^wllama-worker-[\w-]+\.js$/.test(name)) : undefined;
  if (!file) throw new Error(`${assets} holds no wllama worker: build the app (npm run build) first.`);
  return `assets/${file}`;
}

export interface StaticHost {
  /** The app's address, ending in the sub-path. */
  base: string;
  /** The folder of the built app it serves. */
  dist: string;
  /** Text appended to a served file (`sw.js`): a new deployment of it. */
  append: Map<string, string>;
  close(): Promise<void>;
}

/** `headers` are sent with every file, as a host configured to send some would; `dist` is the app built elsewhere, as another version of it. */
export async function startStaticHost(prefix = '/some/sub/path/', headers: Record<string, string> = {}, dist = DIST): Promise<StaticHost> {
  const root = join(resolve(dist), '/');
  const append = new Map<string, string>();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
    if (!path.startsWith(prefix)) return void response.writeHead(404).end();
    const name = path.slice(prefix.length) || 'index.html';
    let file = normalize(join(root, name));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(Buffer.concat([readFileSync(file), Buffer.from(append.get(name) ?? '')]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`,
    dist: root,
    append,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
