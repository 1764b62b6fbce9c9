/**
 * Where a build's threads spend a prompt, from Linux's own counters: one build loaded in Chromium
 * on its threads (as compare.ts loads it), then passes of prompts read one after another, each
 * pass timed and, around it, every thread's CPU time and time spent waiting for a core read from
 * /proc (`schedstat`). Run by hand, on Linux:
 *
 *   npx tsx src/engines/wllama/build/prompt-cpu.ts FOLDER BUILD@THREADS [WEIGHTS]
 *
 * FOLDER is one build.sh wrote, BUILD one of its variants, WEIGHTS one of the generated models
 * (default q4_k_m). PASSES (default 4) passes of PROMPTS (default 30) prompts of 180 tokens, one
 * token written; the first pass begins at the load, while V8 compiles the build beside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { OwnBuild } from '../builds';
import { onKeptBuild, ownBuild, WEIGHTS } from '../../../../test/model/build-replies';
import type { Shape } from '../../../../test/model/tiny-gguf';

const [folder, build, weights = 'q4_k_m'] = process.argv.slice(2);
const BUILD = /^(?<variant>[\w-]+)@(?<threads>\d+)$/;
if (!folder || !build || !BUILD.test(build) || !WEIGHTS.includes(weights as Shape['weights'])) {
  console.error(`Usage: npx tsx src/engines/wllama/build/prompt-cpu.ts FOLDER BUILD@THREADS [${WEIGHTS.join('|')}]`);
  process.exit(2);
}
const PASSES = Number(process.env.PASSES ?? 4);
const PROMPTS = Number(process.env.PROMPTS ?? 30);
const { variant, threads } = BUILD.exec(build)!.groups!;

/** A thread's name, its CPU time and its time waiting for a core, in ms. */
interface Counted { name: string; cpu: number; waiting: number }

/** Every thread of every process now, by process and thread id. */
function threadCounters(): Map<string, Counted> {
  const counted = new Map<string, Counted>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // the process ended meanwhile
    }
    for (const tid of tids) {
      try {
        const [cpu, waiting] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
        counted.set(`${pid}/${tid}`, { name: readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim(), cpu: cpu! / 1e6, waiting: waiting! / 1e6 });
      } catch {
        // the thread ended meanwhile
      }
    }
  }
  return counted;
}

/** What each thread that ran in both counts did between them, busiest first. */
function between(before: Map<string, Counted>, after: Map<string, Counted>): Counted[] {
  return [...after].flatMap(([key, { name, cpu, waiting }]) => {
    const then = before.get(key);
    return then ? [{ name, cpu: cpu - then.cpu, waiting: waiting - then.waiting }] : [];
  }).sort((a, b) => b.cpu - a.cpu);
}

const options = { wllamaPackage: 'node_modules/@wllama/wllama', builds: { [variant!]: ownBuild(folder, variant as OwnBuild, Number(threads)) }, weights: [weights as Shape['weights']] };
await onKeptBuild(options, variant!, Number(threads), async ({ reply }) => {
  console.log(`${build} on ${weights}, ${PROMPTS} prompts a pass, ms a prompt:`);
  for (let pass = 1; pass <= PASSES; pass++) {
    const before = threadCounters();
    const started = performance.now();
    for (let prompt = 0; prompt < PROMPTS; prompt++) await reply(1);
    const wall = performance.now() - started;
    const counted = between(before, threadCounters());
    // The model's threads are Chromium's busiest workers; V8 compiles on its pool's threads.
    const model = counted.filter(({ name }) => name.startsWith('DedicatedWorker')).slice(0, Number(threads));
    const v8 = counted.filter(({ name }) => name.startsWith('ThreadPoolForeg'));
    const each = (ms: number) => (ms / PROMPTS).toFixed(1);
    const sum = (list: Counted[], pick: (thread: Counted) => number) => list.reduce((total, thread) => total + pick(thread), 0);
    console.log(`pass ${pass}: ${each(wall)}; the model's threads' CPU ${each(sum(model, (t) => t.cpu))}, waiting for a core ${each(sum(model, (t) => t.waiting))}; V8's pool's CPU ${each(sum(v8, (t) => t.cpu))}`);
  }
});
