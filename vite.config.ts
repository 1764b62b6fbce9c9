import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Relative asset paths: the built app works from any sub-path of any static host.
  base: './',
  plugins: [svelte()],
  build: { target: 'es2022' },
  worker: { format: 'es' },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
