/**
 * The ten slowest tests of a run, printed at its end by both runners (Vitest and Playwright), so
 * the suite's time is seen where it grows.
 */
export interface Timed {
  name: string;
  ms: number;
}

export function slowest(tests: Timed[], count = 10): string {
  const rows = [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (!rows.length) return '';
  const width = Math.max(...rows.map((r) => (r.ms / 1000).toFixed(1).length));
  return [`The ${rows.length} slowest tests:`, ...rows.map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(width)} s  ${r.name}`)].join('\n');
}
