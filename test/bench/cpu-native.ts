/**
 * node-llama-cpp for the CPU speed bench, in a process of its own, since ggml loads one CPU
 * variant per process: the best this processor supports, or, when FOGPLAY_CPU_PACKAGE names a
 * copy of node-llama-cpp's binaries that holds only one variant, that one (node-llama-cpp finds
 * its binaries by importing their package, which a resolve hook points at the copy). The parent
 * sends the model to load, then runs to reply to; each reply is timed here, as the page times its own.
 */
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadGguf, type GgufEngine } from '../../src/engines/gguf/engine';
import { CHAT, CPU_PACKAGE, prompt, timed, type Timed } from './cpu-reply';

export type NativeRequest = { type: 'load'; path: string; threads: number } | { type: 'chat'; run: number; sentences?: number };
export type NativeReply = { type: 'loaded'; variants: string[] } | { type: 'reply'; timed: Timed } | { type: 'error'; message: string };

const copy = process.env.FOGPLAY_CPU_PACKAGE;
if (copy) {
  const target = pathToFileURL(join(copy, 'dist', 'index.js')).href;
  const hook = `export const resolve = (specifier, context, next) => specifier === ${JSON.stringify(CPU_PACKAGE)} ? { url: ${JSON.stringify(target)}, shortCircuit: true } : next(specifier, context);`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}

/** The CPU variants of ggml that this process has loaded, read from its memory map. */
const loadedVariants = () => [...new Set(readFileSync('/proc/self/maps', 'utf8').match(/(?<=libggml-cpu-)[\w-]+(?=\.so)/g))];

const send = (reply: NativeReply) => process.send!(reply);
let engine: GgufEngine | undefined;
process.on('message', async (request: NativeRequest) => {
  try {
    if (request.type === 'load') {
      engine = await loadGguf(request.path, { threads: request.threads, contextSize: 2048 });
      send({ type: 'loaded', variants: loadedVariants() });
    } else {
      send({ type: 'reply', timed: await timed((onText) => engine!.chat(prompt(request.run, request.sentences), { ...CHAT, onText })) });
    }
  } catch (error) {
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', async () => {
  await engine?.dispose();
  process.exit();
});
