/**
 * Which runs a page is still playing, across tabs: a page holds a Web Lock named after each
 * run while it plays it, and the browser releases the lock when the page goes away.
 */
const lockName = (runId: string) => `fogplay-run:${runId}`;

/** Web Locks, where the runtime has them (not Node). */
const hasLocks = () => typeof navigator !== 'undefined' && 'locks' in navigator;

export function holdingRun<T>(runId: string, work: () => Promise<T>): Promise<T> {
  if (!hasLocks()) return work();
  return navigator.locks.request(lockName(runId), work) as Promise<T>;
}

/** A test of liveness for `markAbandoned`, read once from the browser's held locks. */
export async function liveRuns(): Promise<(runId: string) => boolean> {
  if (!hasLocks()) return () => false;
  const { held = [] } = await navigator.locks.query();
  const names = new Set(held.map((lock) => lock.name));
  return (runId) => names.has(lockName(runId));
}
