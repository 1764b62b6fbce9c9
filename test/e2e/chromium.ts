/**
 * Finds a Chromium for the end-to-end tests: $CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own browser (installed on first use where the network allows it).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for a quiet, offline, reproducible headless Chromium. */
export const QUIET = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

const HELP = `No Chromium found for the end-to-end tests. Either
  - install one: apt-get install -y chromium (Debian/Ubuntu), or
  - point CHROMIUM_PATH at a Chromium or Chrome binary, or
  - allow Playwright to download its own: npx playwright install chromium`;

export function findChromium(): string | undefined {
  const given = process.env.CHROMIUM_PATH;
  if (given) {
    if (!existsSync(given)) throw new Error(`CHROMIUM_PATH is set to ${given}, which does not exist.\n\n${HELP}`);
    return given;
  }
  for (const path of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(path)) return path;
  // undefined: Playwright's own browser, installed once if missing.
  if (existsSync(chromium.executablePath())) return undefined;
  try {
    execSync('npx playwright install chromium', { stdio: 'inherit' });
    return undefined;
  } catch {
    throw new Error(HELP);
  }
}
