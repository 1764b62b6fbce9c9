/**
 * llama.cpp's threads in the browser. wllama's threads share the model's memory, which a page may
 * do only when it is cross-origin isolated: served with these two headers (by the host, or by the
 * app's service worker, which adds them to every response it serves).
 */
export const ISOLATION = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } as const;

/**
 * The threads to load a model with: `count` as given (`why` says why), or the faster of one thread
 * and `upTo` threads, as a probe after loading finds them (`chooseThreads`).
 */
export type ThreadPlan = { count: number; why?: string } | { upTo: number };

/** Tokens per second in a probe: reading its prompt, and writing its reply; and the probe's whole time. */
export interface ProbeRates {
  prompt: number;
  decode: number;
  ms: number;
}

/** What a probe stopped at `limitMs` answers: it took longer, so at reading or at writing it was slower. */
export const SLOWER = 'slower';

/** The threads a model runs on, why, and the probe's rates where one was run. */
export interface ThreadChoice {
  threads: number;
  why: string;
  probed?: { threads: number; rates: ProbeRates }[];
}

/**
 * Threads are worth a probe only in a cross-origin isolated page of a device with more than one
 * core; then one thread is probed against half the logical cores (llama.cpp counts physical ones,
 * and two logical cores are often one physical core's), and against two on a 2-core device.
 * Whether threads help depends on the cores other work leaves free: llama.cpp's threads wait for
 * each other at every step, and on a busy 2-core machine two threads were 2–25 times slower than
 * one (BENCHMARKS.md), where on a quiet one they were 1.4–2 times faster.
 */
export function threadPlan(): ThreadPlan {
  if (!globalThis.crossOriginIsolated) return { count: 1, why: 'the page is not cross-origin isolated, which threads need' };
  const cores = navigator.hardwareConcurrency || 1;
  if (cores < 2) return { count: 1, why: 'the device reports one core' };
  return { upTo: Math.max(2, Math.floor(cores / 2)) };
}

/** "one thread", "2 threads". */
export const threadCount = (threads: number) => (threads === 1 ? 'one thread' : `${threads} threads`);

const times = (ratio: number) => `${ratio.toFixed(2)}×`;

/**
 * The threads of `plan`: more than one only where the probe found them no slower than one thread
 * at both reading a prompt and writing, so that threads never slow a move down. `probe(threads,
 * limitMs)` loads the model on that many threads and measures it; more threads are probed with one
 * thread's whole time as their limit, past which the probe may stop and answer SLOWER (on a busy
 * machine more threads can be ten times slower, and the probe would cost minutes). A probe of more
 * threads that fails (their workers could not start) leaves the model on one thread, and says so.
 */
export async function chooseThreads(plan: ThreadPlan, probe: (threads: number, limitMs?: number) => Promise<ProbeRates | typeof SLOWER>): Promise<ThreadChoice> {
  if ('count' in plan) return { threads: plan.count, why: plan.why ?? 'as asked' };
  const one = await probe(1);
  if (one === SLOWER) throw new Error('The probe of one thread has no limit to stop at.');
  let more: ProbeRates | typeof SLOWER;
  try {
    more = await probe(plan.upTo, one.ms);
  } catch (error) {
    return { threads: 1, why: `${plan.upTo} threads failed to run (${error instanceof Error ? error.message : String(error)})`, probed: [{ threads: 1, rates: one }] };
  }
  if (more === SLOWER) {
    return { threads: 1, why: `${plan.upTo} threads took longer than the ${(one.ms / 1000).toFixed(1)} s one thread took in a probe after loading`, probed: [{ threads: 1, rates: one }] };
  }
  const prompt = more.prompt / one.prompt;
  const decode = more.decode / one.decode;
  // Rates that are not numbers (a probe that wrote nothing) do not count as faster.
  const faster = prompt >= 1 && decode >= 1 && Number.isFinite(prompt) && Number.isFinite(decode);
  return {
    threads: faster ? plan.upTo : 1,
    why: `${plan.upTo} threads read the prompt at ${times(prompt)} and wrote at ${times(decode)} one thread's speed in a probe after loading`,
    probed: [{ threads: 1, rates: one }, { threads: plan.upTo, rates: more }],
  };
}
