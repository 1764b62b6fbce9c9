/**
 * Processes that keep cores busy, as other work on a shared machine or a device would: for the
 * stress run, and for the tests and benches of threads that must share their cores.
 */
import { spawn } from 'node:child_process';

/**
 * A loop that ends once its parent has gone (it is then another process's child): a test stopped
 * at its time limit never reaches the code that would stop it.
 */
const LOOP = 'const parent = process.ppid; for (let i = 1; ; i++) if (i % 1e7 === 0 && process.ppid !== parent) process.exit();';

/** Starts `count` endless loops, each a process of its own; the function returned stops them. */
export function busyCores(count: number): () => void {
  const loops = Array.from({ length: count }, () => spawn(process.execPath, ['-e', LOOP], { stdio: 'ignore' }));
  return () => loops.forEach((loop) => loop.kill('SIGKILL'));
}
