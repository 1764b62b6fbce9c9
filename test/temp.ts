/**
 * The tests' temporary files. Vitest's and Playwright's global setup (this module's default) makes
 * one folder for the run and removes it when the run ends, so that a run leaves nothing behind in
 * the system's temporary folder. Generated models kept from run to run (families.ts,
 * real-shapes.ts) are kept outside it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const VARIABLE = 'FOGPLAY_TEST_TEMP';

/** The run's folder; outside a test run (a bench), the system's temporary folder. */
export const tempRoot = () => process.env[VARIABLE] ?? tmpdir();

/** A new, empty folder in the run's, its name beginning with `name`. */
export const tempFolder = (name = 'fogplay') => mkdtemp(join(tempRoot(), `${name}-`));

export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'fogplay-tests-'));
  // Set before the runner starts its workers, which inherit it.
  process.env[VARIABLE] = root;
  return () => rm(root, { recursive: true, force: true });
}
