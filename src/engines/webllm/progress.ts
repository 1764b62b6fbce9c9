/**
 * Model loading progress. web-llm reports each phase from 0 to 1 in turn, so the phase is read
 * from the report's text.
 */
import type { InitProgressReport } from '@mlc-ai/web-llm';

export type LoadPhase = 'preparing' | 'fetching' | 'loading from cache' | 'compiling shaders' | 'ready';

export interface LoadProgress {
  phase: LoadPhase;
  /** How far the current phase is, from 0 to 1. */
  progress: number;
  /** web-llm's own report, e.g. "Fetching param cache[3/24]: 120MB fetched. 12% completed, …". */
  text: string;
}

/** The texts that open each phase, as web-llm 0.2.86 writes them (tvmjs fetchTensorCache, shader loading, reload). */
const PHASES: [RegExp, LoadPhase][] = [
  [/^(Start to fetch params|Fetching param cache)/, 'fetching'],
  [/^Loading model from cache/, 'loading from cache'],
  [/^Loading GPU shader modules/, 'compiling shaders'],
  [/^Finish loading/, 'ready'],
];

export function parseProgress({ text, progress }: InitProgressReport): LoadProgress {
  const phase = PHASES.find(([pattern]) => pattern.test(text))?.[1] ?? 'preparing';
  // A model of zero bytes reports 0/0.
  return { phase, progress: Number.isFinite(progress) ? Math.min(1, Math.max(0, progress)) : 0, text };
}
