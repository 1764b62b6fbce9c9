/**
 * Linux's /proc, as the benches and tests read it: the processes with their command lines, and a
 * process's or thread's name and CPU time. Elsewhere there are no processes to list.
 */
import { readFile, readdir } from 'node:fs/promises';

/** Every process now running: its id and its command line (arguments joined by NUL). */
export async function* processes(): AsyncGenerator<{ pid: string; cmdline: string }> {
  const pids = await readdir('/proc').catch(() => [] as string[]);
  for (const pid of pids) {
    if (!/^\d+$/.test(pid)) continue;
    // A process that ended while being read has no command line left.
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
    if (cmdline !== undefined) yield { pid, cmdline };
  }
}

/** A process's or thread's name and CPU time (user + system) from its `stat` file, or undefined once it has ended. */
export async function statOf(path: string): Promise<{ name: string; cpuMs: number } | undefined> {
  const stat = await readFile(path, 'utf8').catch(() => undefined);
  if (stat === undefined) return undefined;
  // The name is in parentheses and may hold spaces or parentheses: the fields are counted after the last one.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return { name: stat.slice(stat.indexOf('(') + 1, close), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 }; // 100 ticks a second on Linux
}
