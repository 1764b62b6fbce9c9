/**
 * The Node programs, built by Vite like the app so that they share its modules as written
 * (`import.meta.glob`, `?raw` data): the command-line runner and the benchmarks.
 */
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { defineConfig, type Plugin } from 'vite';
import { episodeValidator } from './vite.config.ts';

/**
 * `dist-node/listing.txt`: what `list` prints, written once the command line is built by running
 * the built games' modules (src/cli/listing.ts, built as `listing.js` for this alone), so that
 * listing the games loads none of them. test/cli/main.test.ts holds it to the registry.
 */
function gameListing(): Plugin {
  return {
    name: 'game-listing',
    async writeBundle({ dir }) {
      const listing = join(dir!, 'listing.js');
      const print = `const { gameListing } = await import(${JSON.stringify(pathToFileURL(listing).href)}); process.stdout.write(await gameListing());`;
      // In a process of its own: the games' modules stay out of Vite's, and a later build reads them afresh.
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', print]);
      await writeFile(join(dir!, 'listing.txt'), stdout);
      await rm(listing);
    },
  };
}

export default defineConfig({
  plugins: [episodeValidator(), gameListing()],
  // Bundled, as in the app: mathjs and its helpers are hundreds of small modules that Node would
  // resolve and load one by one at every start, and the parser is a small part of them.
  ssr: { noExternal: ['mathjs', 'typed-function', 'complex.js', 'decimal.js', 'escape-latex', 'fraction.js', 'javascript-natural-sort', 'seedrandom', 'tiny-emitter', '@babel/runtime'] },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-node',
    emptyOutDir: true,
    rollupOptions: {
      input: { fogplay: 'src/cli/main.ts', listing: 'src/cli/listing.ts', bench: 'test/bench/main.ts', 'bench-cpu-native': 'test/bench/cpu-native.ts' },
      output: {
        entryFileNames: '[name].js',
        // What `run` and `suite` load at once, in one file: split as the app's chunks are, a run of a
        // game loaded some thirty small files, each resolved, read and linked by Node's loader at every
        // start. `list` and `--help` load the usage alone; games, engines and the import's checks stay apart.
        codeSplitting: {
          groups: [
            { name: 'usage', test: /src[\\/]cli[\\/](usage|terminal)\.ts$/, priority: 1 },
            { name: 'runner', test: /src[\\/](cli[\\/](run|suite|players|records|report|options)\.ts$|run[\\/]|core[\\/]|agents[\\/]|games[\\/](registry\.ts$|[^\\/]+[\\/]info\.ts$))/ },
          ],
        },
      },
    },
  },
  publicDir: false,
  logLevel: 'warn',
});
