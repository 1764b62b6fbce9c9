/** Vitest's global setup: builds the command-line runner once, so its tests run the file people run. */
import { build } from 'vite';

export default async function setup(): Promise<void> {
  await build({ configFile: 'vite.node.config.ts', logLevel: 'error' });
}
