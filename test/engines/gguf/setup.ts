/**
 * Vitest's global setup: the GGUF engine's tests need node-llama-cpp, which `npm install` leaves
 * out (it is large); its CPU build is installed once, beside the app's packages.
 */
import { installNodeLlamaCpp } from '../../../src/engines/gguf/install';

export default async function setup() {
  try {
    const { installed, text } = await installNodeLlamaCpp();
    if (installed) console.log(text);
  } catch (error) {
    // The GGUF tests then fail with the engine's own advice; every other test runs.
    console.warn(`node-llama-cpp could not be installed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
