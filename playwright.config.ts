import { defineConfig } from '@playwright/test';
import { findChromium } from './test/e2e/chromium';

const PORT = 4173;
/** Flags for a quiet, offline, reproducible headless Chromium. */
const QUIET = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    // WebGPU and Web Locks need a secure context: 127.0.0.1 is one.
    baseURL: `http://127.0.0.1:${PORT}/`,
    launchOptions: { executablePath: findChromium(), args: QUIET },
    acceptDownloads: true,
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
  },
});
