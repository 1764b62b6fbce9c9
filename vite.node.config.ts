/**
 * The Node programs, built by Vite like the app so that they share its modules as written
 * (`import.meta.glob`, `?raw` data): the command-line runner and the benchmarks.
 */
import { defineConfig } from 'vite';
import { episodeValidator } from './vite.config.ts';

export default defineConfig({
  plugins: [episodeValidator()],
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-node',
    emptyOutDir: true,
    rollupOptions: {
      input: { fogplay: 'src/cli/main.ts', bench: 'test/bench/main.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
  publicDir: false,
  logLevel: 'warn',
});
