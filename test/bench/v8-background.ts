/**
 * What V8's background threads in Chromium's renderers are doing: after a page starts a build of
 * llama.cpp, they compile its WebAssembly for many seconds, about a core's worth, beside the model's
 * own threads, so a bench that times two threads against one waits for them to finish first.
 * Read from Linux's /proc; elsewhere there is nothing to read, and nothing is waited for.
 */
import { readdir } from 'node:fs/promises';
import { processes, statOf } from '../proc';

/**
 * CPU milliseconds each thread of V8's background pool (`ThreadPoolForeg…`) in every renderer on
 * the machine (the bench's browser alone, while it runs) has used, by process and thread id; or
 * undefined where no renderer is found (off Linux).
 */
export async function rendererBackgroundCpu(): Promise<Map<string, number> | undefined> {
  let threads: Map<string, number> | undefined;
  for await (const { pid, cmdline } of processes()) {
    if (!cmdline.includes('--type=renderer')) continue;
    threads ??= new Map();
    for (const tid of await readdir(`/proc/${pid}/task`).catch(() => [] as string[])) {
      const thread = await statOf(`/proc/${pid}/task/${tid}/stat`);
      if (thread?.name.startsWith('ThreadPoolForeg')) threads.set(`${pid}/${tid}`, thread.cpuMs);
    }
  }
  return threads;
}

/**
 * The CPU milliseconds V8's pool used between two readings. Chromium ends a pool's thread that has
 * been idle a while, taking its count with it: a thread gone by the second reading is left out,
 * and one begun since is counted whole.
 */
export function backgroundCpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let used = 0;
  for (const [thread, ms] of after) used += ms - (before.get(thread) ?? 0);
  return used;
}
