/**
 * What V8's background threads in Chromium's renderers are doing: after a page starts a build of
 * llama.cpp, they compile its WebAssembly for many seconds, about a core's worth, beside the model's
 * own threads, so a bench that times two threads against one waits for them to finish first.
 * Read from Linux's /proc; elsewhere there is nothing to read, and nothing is waited for.
 */
import { readdir } from 'node:fs/promises';
import { processes, statOf } from '../proc';

/**
 * CPU milliseconds V8's pool of background threads (`ThreadPoolForeg…`) has used in every renderer
 * on the machine (the bench's browser alone, while it runs), or undefined where no renderer is
 * found (off Linux).
 */
export async function rendererBackgroundCpuMs(): Promise<number | undefined> {
  let total: number | undefined;
  for await (const { pid, cmdline } of processes()) {
    if (!cmdline.includes('--type=renderer')) continue;
    total ??= 0;
    for (const tid of await readdir(`/proc/${pid}/task`).catch(() => [] as string[])) {
      const thread = await statOf(`/proc/${pid}/task/${tid}/stat`);
      if (thread?.name.startsWith('ThreadPoolForeg')) total += thread.cpuMs;
    }
  }
  return total;
}
