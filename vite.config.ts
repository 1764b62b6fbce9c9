import { svelte } from '@sveltejs/vite-plugin-svelte';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import schema from './src/core/episode.schema.json' with { type: 'json' };

/**
 * `virtual:episode-validator`: the episode JSON Schema compiled to plain code at build time, so
 * that validating an import needs no `eval` (the Content-Security-Policy forbids it).
 */
function episodeValidator(): Plugin {
  const id = 'virtual:episode-validator';
  return {
    name: 'episode-validator',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const ajv = new Ajv2020({ code: { source: true, esm: true } });
      const code = standaloneCode(ajv, ajv.compile(schema));
      // Ajv's standalone output still `require`s its runtime helpers: make them imports.
      const modules: string[] = [];
      const body = code.replace(/require\("([^"]+)"\)\.default/g, (_, module: string) => {
        if (!modules.includes(module)) modules.push(module);
        return `__helper${modules.indexOf(module)}`;
      });
      if (body.includes('require(')) throw new Error('episode-validator: an unexpected require() in Ajv’s output');
      return `${modules.map((m, i) => `import __helper${i} from '${m}.js';`).join('\n')}\n${body}`;
    },
  };
}

export default defineConfig({
  // Relative asset paths: the built app works from any sub-path of any static host.
  base: './',
  plugins: [svelte(), episodeValidator()],
  build: { target: 'es2022' },
  worker: { format: 'es' },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
