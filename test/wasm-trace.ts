/**
 * V8's trace of WebAssembly in Chromium, as the tests and benches read it: its events while some
 * work runs, such as `wasm.StartStreamingCompilation` for every module streamed,
 * `wasm.GetNativeModuleFromCache` for one whose compiled code Chromium had kept, and the compiler's
 * work, timed on the threads that did it.
 */
import type { CDPSession } from '@playwright/test';

export interface WasmEvent {
  name: string;
  /** The CPU time of an event that lasts (the thread's time), in milliseconds; 0 for one that marks a moment. */
  cpuMs: number;
}

/** The `v8.wasm` trace events of the whole browser while `work` runs (`cdp`: a session on any of its pages). */
export async function wasmEvents(cdp: CDPSession, work: () => Promise<void>): Promise<WasmEvent[]> {
  const events: WasmEvent[] = [];
  // Chromium's trace events: `tdur` is the thread's time, in microseconds.
  const collect = ({ value }: { value: object[] }) =>
    (value as { name: string; tdur?: number }[]).forEach(({ name, tdur }) => events.push({ name, cpuMs: (tdur ?? 0) / 1000 }));
  cdp.on('Tracing.dataCollected', collect);
  try {
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['v8.wasm'] }, transferMode: 'ReportEvents' });
    try {
      await work();
    } finally {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
    }
  } finally {
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/** Whether a load traced by `wasmEvents` took its module's compiled code from Chromium's code cache. */
export const fromCodeCache = (events: WasmEvent[]) => events.some(({ name }) => name === 'wasm.GetNativeModuleFromCache');

/**
 * The CPU time V8 spent compiling WebAssembly: on its background threads (a module's functions
 * first compiled, and compiled again by the optimising compiler as they grow hot), and where a
 * function not yet compiled is first called.
 */
export const compilingMs = (events: WasmEvent[]) =>
  events.reduce((sum, { name, cpuMs }) => sum + (name === 'wasm.ExecuteCompilationUnits' || name === 'wasm.CompileLazy' ? cpuMs : 0), 0);
