/**
 * The Node programs, built by Vite like the app so that they share its modules as written
 * (`import.meta.glob`, `?raw` data): the command-line runner and the benchmarks.
 */
import { defineConfig } from 'vite';
import { episodeValidator } from './vite.config.ts';

export default defineConfig({
  plugins: [episodeValidator()],
  // Bundled, as in the app: mathjs and its helpers are hundreds of small modules that Node would
  // resolve and load one by one at every start, and the parser is a small part of them.
  ssr: { noExternal: ['mathjs', 'typed-function', 'complex.js', 'decimal.js', 'escape-latex', 'fraction.js', 'javascript-natural-sort', 'seedrandom', 'tiny-emitter', '@babel/runtime'] },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-node',
    emptyOutDir: true,
    rollupOptions: {
      input: { fogplay: 'src/cli/main.ts', bench: 'test/bench/main.ts', 'bench-cpu-native': 'test/bench/cpu-native.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
  publicDir: false,
  logLevel: 'warn',
});
