import { svelte } from '@sveltejs/vite-plugin-svelte';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Connect, LogLevel, Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { episodeSchema, type GameRecordSchema } from './src/core/record-schema.ts';
import { ISOLATION } from './src/engines/wllama/threads.ts';
import { attachRelay } from './src/server/relay.ts';
import { SLOWER } from './test/slower.ts';

/** The unit tests that generate with a model on the CPU: the `models` project. */
const MODEL_TESTS = ['test/model/**/*.test.ts', 'test/engines/gguf/**/*.test.ts', 'test/cli/gguf.test.ts'];

/**
 * Each game's own part of the record schema, `src/games/<id>/record.schema.json`. A game without
 * one fails the conformance suite, whose corrupted records its schema would then accept.
 */
export function recordSchemas(): Record<string, GameRecordSchema> {
  const games = new URL('./src/games/', import.meta.url);
  return Object.fromEntries(
    readdirSync(games, { withFileTypes: true })
      .map((entry) => new URL(`${entry.name}/record.schema.json`, games))
      .filter((file) => existsSync(file))
      .map((file) => [file.pathname.split('/').at(-2)!, JSON.parse(readFileSync(file, 'utf8')) as GameRecordSchema]),
  );
}

/**
 * `virtual:episode-validator`: the episode JSON Schema compiled to plain code at build time, so
 * that validating an import needs no `eval` (the Content-Security-Policy forbids it).
 */
export function episodeValidator(): Plugin {
  const id = 'virtual:episode-validator';
  return {
    name: 'episode-validator',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const ajv = new Ajv2020({ code: { source: true, esm: true } });
      const code = standaloneCode(ajv, ajv.compile(episodeSchema(recordSchemas())));
      // Ajv's standalone output still `require`s its runtime helpers: make them imports.
      const modules: string[] = [];
      const body = code.replace(/require\("([^"]+)"\)\.default/g, (_, module: string) => {
        if (!modules.includes(module)) modules.push(module);
        return `__helper${modules.indexOf(module)}`;
      });
      if (body.includes('require(')) throw new Error('episode-validator: an unexpected require() in Ajv’s output');
      // A CommonJS module's default is its exports under Node, and their `default` once bundled.
      const imports = modules.map((m, i) => `import __module${i} from '${m}.js';\nconst __helper${i} = __module${i}.default ?? __module${i};`);
      return `${imports.join('\n')}\n${body}`;
    },
  };
}

/**
 * The Content-Security-Policy of the built app: its own code only, WebAssembly for the model
 * engines (`wasm-unsafe-eval`, not `unsafe-eval`), no plugins, no foreign forms. Requests may go to
 * any http or https address: a teacher names the classroom's model server (http://192.168.1.20:8080)
 * when the app runs, not when it is built, and a page that runs no foreign script has nothing to
 * send anywhere unasked. The browser still applies its own rules to such requests (an https page
 * may not call an http server; a public page must be allowed to reach the local network), which
 * the Models page explains. The dev server goes without a policy, since Vite injects styles there.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  // wllama starts llama.cpp's own worker from a Blob of its code, made by wllama itself.
  "worker-src 'self' blob:",
  "connect-src 'self' https: http:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The same policy as a header, which reaches what a meta tag cannot: web-llm's and wllama's
 * workers (a worker takes the policy of its own script's response) and framing by other sites.
 */
const CSP_HEADER = `${CSP}; frame-ancestors 'none'`;

/** The headers of the built app, as a host that sends some would send them with every file. */
const HEADERS = { 'Content-Security-Policy': CSP_HEADER, ...ISOLATION };

/**
 * The policy in the page's meta tag, and the headers in `_headers` beside the built app for hosts
 * that read such a file (Netlify, Cloudflare Pages). GitHub Pages sends no headers of a site's
 * own: there the workers go without a policy, only the page's meta tag applies, and the page is
 * cross-origin isolated once the service worker serves it (src/sw.ts).
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' }],
    generateBundle() {
      const lines = Object.entries({ ...HEADERS, 'X-Content-Type-Options': 'nosniff' }).map(([name, value]) => `  ${name}: ${value}\n`);
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${lines.join('')}` });
    },
  };
}

/** The level the app's build logs at (`--logLevel`): the service worker's build, which runs inside it, follows it. */
let buildLogLevel: LogLevel = 'info';
const followedLogLevel: Plugin = { name: 'build-log-level', apply: 'build', configResolved: (config) => void (buildLogLevel = config.logLevel ?? 'info') };

/**
 * The service worker's build as vite-plugin-pwa runs it, made quiet where the app's is (`npm run
 * classroom`): at the app's log level, and one file by Rolldown's option for it rather than the
 * deprecated one the plugin sets, which Rolldown warns of at every level.
 */
const serviceWorkerBuild: Plugin = {
  name: 'service-worker-build',
  config(config) {
    const output = config.build?.rollupOptions?.output;
    if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
      delete output.inlineDynamicImports;
      Object.assign(output, { codeSplitting: false });
    }
    return { logLevel: buildLogLevel };
  },
};

/** Private networks first (a classroom's), then any other; a link-local address (no router gave one) last. */
function networkRank(ip: string): number {
  if (/^192\.168\./.test(ip) || /^10\./.test(ip) || /^172\.(1[6-9]|2\d|3[01])\./.test(ip)) return 0;
  return /^169\.254\./.test(ip) ? 2 : 1;
}

/**
 * The addresses other machines on the network can open a server at, given where it listens: every
 * IPv4 address of this machine when it listens on all of them (`--host`), none when it listens on
 * the loopback address alone (127.0.0.1 opens only on this computer).
 */
export function networkUrls(listening: AddressInfo, interfaces: Record<string, NetworkInterfaceInfo[] | undefined>): string[] {
  const all = listening.address === '0.0.0.0' || listening.address === '::';
  const ips = all
    ? Object.values(interfaces).flatMap((list) => (list ?? []).filter((i) => i.family === 'IPv4' && !i.internal).map((i) => i.address))
    : [listening.address].filter((ip) => /^\d+\.\d+\.\d+\.\d+$/.test(ip) && !ip.startsWith('127.'));
  return ips.sort((a, b) => networkRank(a) - networkRank(b)).map((ip) => `http://${ip}:${listening.port}/`);
}

/**
 * `fogplay-network.json` beside the app, from `npm run classroom` (and `npm start`, which lists none): the addresses a
 * phone on the same network opens the app at, so a page opened at 127.0.0.1 can share links the
 * class can open. A static host has no such file: there the page's own address is the one to share.
 */
function networkAddress(): Plugin {
  const answer = (listening: () => AddressInfo | string | null | undefined): Connect.NextHandleFunction => (request, response, next) => {
    if (!request.url?.split('?')[0]!.endsWith('/fogplay-network.json')) return next();
    const address = listening();
    const urls = address && typeof address === 'object' ? networkUrls(address, networkInterfaces()) : [];
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('Cache-Control', 'no-store');
    response.end(JSON.stringify({ urls }));
  };
  return {
    name: 'network-address',
    configureServer: (server) => void server.middlewares.use(answer(() => server.httpServer?.address())),
    configurePreviewServer: (server) => void server.middlewares.use(answer(() => server.httpServer.address())),
  };
}

/**
 * The classroom relay (src/server/relay.ts) on the built app's server (`npm run classroom`): a
 * class's phones and projector join a game the teacher's page hosts. A static host has none, and
 * the page says so.
 */
function classroomRelay(): Plugin {
  return {
    name: 'classroom-relay',
    configurePreviewServer(server) {
      const detach = attachRelay(server.httpServer);
      server.httpServer.on('close', detach);
    },
  };
}

/**
 * Why the development server may not listen at `host`, or null: it serves every file of the
 * project folder (records, setups files, models, sources), runs any page there on the app's origin
 * without the policy, and opens files in the editor on request, so it listens on this computer
 * only. A class gets the built app (`npm run classroom`, `vite preview`), which serves `dist/` alone.
 */
export function devHostProblem(host: string | boolean | undefined): string | null {
  if (host === undefined || host === false || (typeof host === 'string' && /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\])$/.test(host))) return null;
  return `The development server listens on this computer only, not at ${host === true ? 'every address' : host}: it serves every file of the project folder and opens files in the editor on request. To serve Fogplay to a class, run npm run classroom, which serves the built app alone.`;
}

/** Holds the development server (not `vite preview`) to this computer: see `devHostProblem`. */
function devServerOnThisComputer(): Plugin {
  let development = false;
  return {
    name: 'dev-server-on-this-computer',
    config: (_, env) => void (development = env.command === 'serve' && !env.isPreview),
    configResolved(config) {
      const problem = development ? devHostProblem(config.server.host) : null;
      if (problem) throw new Error(problem);
    },
  };
}

export default defineConfig({
  // Relative asset paths: the built app works from any sub-path of any static host.
  base: './',
  plugins: [
    svelte(),
    episodeValidator(),
    contentSecurityPolicy(),
    networkAddress(),
    classroomRelay(),
    devServerOnThisComputer(),
    // After one visit the app works offline; the service worker (src/sw.ts) also isolates the page.
    followedLogLevel,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Fogplay',
        short_name: 'Fogplay',
        description: 'Small open language models play games of incomplete information in your browser.',
        theme_color: '#2f5d62',
        background_color: '#f7f6f2',
        icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,wasm,webmanifest}'],
        // web-llm's and wllama's code is cached by the service worker when a model first loads.
        globIgnores: ['**/lib-*.js', '**/worker-*.js', '**/wllama-*'],
        buildPlugins: { vite: [serviceWorkerBuild] },
      },
    }),
  ],
  build: { target: 'es2022' },
  // `vite preview` serves the built app with the headers, as a host with `_headers` does.
  preview: { headers: HEADERS },
  // The dev server injects styles and its own client, which the policy forbids: it only refuses framing.
  server: { headers: { 'Content-Security-Policy': "frame-ancestors 'none'", ...ISOLATION } },
  worker: {
    format: 'es',
    // wllama's worker and its files (the glue of Fogplay's builds among them) by names of their own,
    // so that the service worker can tell them from web-llm's.
    rolldownOptions: {
      output: {
        entryFileNames: (chunk) => (chunk.facadeModuleId?.includes('/engines/wllama/') ? 'assets/wllama-worker-[hash].js' : 'assets/[name]-[hash].js'),
        assetFileNames: (asset) =>
          asset.originalFileNames.some((file) => file.includes('engines/wllama/build/wasm/')) && !asset.names.some((name) => name.startsWith('wllama'))
            ? 'assets/wllama-[name]-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    // Two projects: `unit`, everything `npm test` runs; `models`, the tests that generate with a
    // model on the CPU (the model matrix, the GGUF engine, the command line with a GGUF), which
    // take most of the suite's CPU time and run with `npm run test:models`.
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: MODEL_TESTS } },
      { extends: true, test: { name: 'models', include: MODEL_TESTS } },
    ],
    globalSetup: ['test/temp.ts', 'test/build-node.ts', 'test/engines/gguf/setup.ts'],
    environment: 'node',
    // Every core, as Playwright's workers: the default leaves one of CI's two cores idle.
    maxWorkers: availableParallelism(),
    // A shared or slow machine may take several times as long as a developer's: nothing here is a timed test.
    testTimeout: 120_000 * SLOWER,
    hookTimeout: 120_000 * SLOWER,
    reporters: ['default', './test/reporters/vitest-slowest.ts'],
  },
});
