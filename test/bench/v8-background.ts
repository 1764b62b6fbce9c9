/**
 * What V8's background threads in Chromium's renderers are doing: after a page starts a build of
 * llama.cpp, they compile its WebAssembly for many seconds, about a core's worth, beside the model's
 * own threads, so a bench that times two threads against one waits for them to finish first.
 * Read from Linux's /proc; elsewhere there is nothing to read, and nothing is waited for.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10;

/** CPU milliseconds V8's pool of background threads (`ThreadPoolForeg…`) has used in every renderer on the machine (the bench's browser alone, while it runs), or undefined off Linux. */
export function rendererBackgroundCpuMs(): number | undefined {
  let processes: string[];
  try {
    processes = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const pid of processes) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes('--type=renderer')) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'latin1');
        // The thread's name is in parentheses, and may hold spaces; the fields after it are counted from there.
        const close = stat.lastIndexOf(')');
        if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('ThreadPoolForeg')) continue;
        const fields = stat.slice(close + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      }
    } catch {
      // A process or thread that ended while being read.
    }
  }
  return ticks * TICK_MS;
}
