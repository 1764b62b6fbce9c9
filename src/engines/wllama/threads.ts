/**
 * llama.cpp's threads in the browser. wllama's threads share the model's memory, which a page may
 * do only when it is cross-origin isolated: served with these two headers (by the host, or by the
 * app's service worker, which adds them to every response it serves).
 */
export const ISOLATION = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } as const;

/**
 * The threads to load a model with: `count` as given (`why` says why; `remembered` where probes on
 * this device chose it before), or the faster of one thread and `upTo` threads, as a probe after
 * loading finds them (`chooseThreads`), unless `remembered` holds what probes chose before for the
 * model, by its file's SHA-256 (`recalled`).
 */
export type ThreadPlan = { count: number; why?: string; remembered?: true } | { upTo: number; remembered?: Record<string, number> };

/** Tokens per second in a probe: reading its prompt, and writing its reply; and the probe's whole time. */
export interface ProbeRates {
  prompt: number;
  decode: number;
  ms: number;
}

/** What a probe stopped at `limitMs` answers: it took longer, so at reading or at writing it was slower. */
export const SLOWER = 'slower';

/** The threads a model runs on, why, and the probe's rates where one was run, or whether a probe chose them before. */
export interface ThreadChoice {
  threads: number;
  why: string;
  probed?: { threads: number; rates: ProbeRates }[];
  remembered?: true;
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
  const remembered = agreedThreads();
  return { upTo: Math.max(2, Math.floor(cores / 2)), ...(Object.keys(remembered).length && { remembered }) };
}

/**
 * The probe reloads the model up to twice, as wllama sets threads only at a load: what it chose is
 * kept in this browser's localStorage, by the device (its logical cores: another device, or the same
 * one with other cores reported, probes anew) and by the model (its file's SHA-256).
 */
const memoryKey = () => `fogplay.threads.${navigator.hardwareConcurrency || 1}`;

/** What probes on this device chose for a model: the count, and how many probes in a row chose it. */
interface Kept {
  threads: number;
  probes: number;
}

/**
 * A probe runs in the first seconds after a build loads, when V8 may still be compiling it on
 * another core, and whenever other work holds a core: each slows more threads more than it slows one
 * (BENCHMARKS.md). So one probe's choice serves its own load, and the next load probes again; a
 * count is kept once this many probes in a row chose it.
 */
const AGREEING_PROBES = 2;

/**
 * What probes on this device chose before, by model; none where the browser keeps nothing readable.
 * A bare count, as an earlier version kept one probe's choice, is one probe's.
 */
function keptThreads(): Record<string, Kept> {
  let stored: unknown;
  try {
    stored = JSON.parse(globalThis.localStorage?.getItem(memoryKey()) ?? '{}');
  } catch {
    return {};
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const kept: Record<string, Kept> = {};
  for (const [sha256, value] of Object.entries(stored)) {
    const { threads, probes } = typeof value === 'number' ? { threads: value, probes: 1 } : ((value ?? {}) as Partial<Kept>);
    if (Number.isInteger(threads) && Number.isInteger(probes)) kept[sha256] = { threads: threads!, probes: probes! };
  }
  return kept;
}

/**
 * Counts the threads a probe chose for the model of `sha256` on this device, one more probe in a
 * row where the last chose the same; a choice made without a probe is not counted.
 */
export function rememberThreads(sha256: string, choice: ThreadChoice): void {
  if (!choice.probed) return;
  const kept = keptThreads();
  const last = kept[sha256];
  const probes = last?.threads === choice.threads ? last.probes + 1 : 1;
  globalThis.localStorage?.setItem(memoryKey(), JSON.stringify({ ...kept, [sha256]: { threads: choice.threads, probes } }));
}

/** The counts that enough probes in a row chose, by model. */
function agreedThreads(): Record<string, number> {
  return Object.fromEntries(Object.entries(keptThreads()).flatMap(([sha256, { threads, probes }]) => (probes >= AGREEING_PROBES ? [[sha256, threads]] : [])));
}

/** Forgets the threads kept for the model of `sha256` on this device, so that its next load probes again. */
export function forgetThreads(sha256: string): void {
  const { [sha256]: _forgotten, ...rest } = keptThreads();
  globalThis.localStorage?.setItem(memoryKey(), JSON.stringify(rest));
}

/**
 * The plan for the model of `sha256`: the count probes on this device chose for it before, where
 * `plan` remembers one that it could choose (one thread, or its `upTo`), with no probe; else `plan`.
 */
export function recalled(plan: ThreadPlan, sha256: string | undefined): ThreadPlan {
  if (!('upTo' in plan) || sha256 === undefined) return plan;
  const count = plan.remembered?.[sha256];
  if (count !== 1 && count !== plan.upTo) return plan;
  return { count, why: `as the last ${AGREEING_PROBES} probes on this device chose for this model`, remembered: true };
}

/** "one thread", "2 threads". */
export const threadCount = (threads: number) => (threads === 1 ? 'one thread' : `${threads} threads`);

const times = (ratio: number) => `${ratio.toFixed(2)}×`;

/** Loads the model on `threads` threads if it is not loaded so, and times one reply, stopping at `limitMs`. */
type Probe = (threads: number, limitMs?: number) => Promise<ProbeRates | typeof SLOWER>;

/**
 * The rates of a second reply, the first one warming the build up: a build just loaded read its
 * first prompt at about 0.5–0.6 times the speed of the next, two threads as one (BENCHMARKS.md),
 * and the one thread's probe came after other replies where the more threads' came first, so that
 * more threads were found slower than they are. The two replies' time together is the probe's, and
 * what `limitMs` bounds.
 */
async function warmRates(probe: Probe, threads: number, limitMs?: number): Promise<ProbeRates | typeof SLOWER> {
  const warming = await probe(threads, limitMs);
  if (warming === SLOWER) return SLOWER;
  const left = limitMs === undefined ? undefined : limitMs - warming.ms;
  if (left !== undefined && left <= 0) return SLOWER;
  const rates = await probe(threads, left);
  return rates === SLOWER ? SLOWER : { ...rates, ms: warming.ms + rates.ms };
}

/**
 * The threads of `plan`: more than one only where the probe found them no slower than one thread
 * at both reading a prompt and writing, so that threads never slow a move down. `probe(threads,
 * limitMs)` loads the model on that many threads, if it is not loaded so, and times one reply;
 * each count is timed warm (`warmRates`). More threads are probed with one thread's whole time as
 * their limit, past which the probe may stop and answer SLOWER (on a busy machine more threads can
 * be ten times slower, and the probe would cost minutes). A probe of more threads that fails
 * (their workers could not start) leaves the model on one thread, and says so.
 */
export async function chooseThreads(plan: ThreadPlan, probe: Probe): Promise<ThreadChoice> {
  if ('count' in plan) return { threads: plan.count, why: plan.why ?? 'as asked', ...(plan.remembered && { remembered: true as const }) };
  const one = await warmRates(probe, 1);
  if (one === SLOWER) throw new Error('The probe of one thread has no limit to stop at.');
  let more: ProbeRates | typeof SLOWER;
  try {
    more = await warmRates(probe, plan.upTo, one.ms);
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
