import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { findChromium, QUIET } from './test/e2e/chromium';
import { SLOWER } from './test/slower';

/** The port the built app is served on; set FOGPLAY_E2E_PORT to run two checkouts' tests at once. */
const PORT = Number(process.env.FOGPLAY_E2E_PORT ?? 4173);
/** Chromium's software WebGPU adapter (SwiftShader): a real adapter on a machine without a GPU; it lacks shader-f16. */
const SOFTWARE_WEBGPU = ['--enable-unsafe-webgpu', '--use-webgpu-adapter=swiftshader', '--enable-unsafe-swiftshader'];
const executablePath = findChromium();
/** The tests that load a GGUF in the page and generate with it. */
const MODEL_SPECS = ['cpu-*.spec.ts', 'families.spec.ts', 'stored-model.spec.ts'];

export default defineConfig({
  testDir: 'test/e2e',
  // The run's temporary files, removed when it ends.
  globalSetup: './test/temp.ts',
  fullyParallel: true,
  // One worker per core, as on CI's two cores.
  workers: availableParallelism(),
  retries: 0,
  reporter: [['list'], ['./test/reporters/playwright-slowest.ts']],
  // Caps on waits for events, not guesses of how long work takes: a test that passes waits only as long as the work.
  timeout: 120_000 * SLOWER,
  expect: { timeout: 60_000 * SLOWER },
  use: {
    // WebGPU and Web Locks need a secure context: 127.0.0.1 is one.
    baseURL: `http://127.0.0.1:${PORT}/`,
    launchOptions: { executablePath, args: QUIET },
    acceptDownloads: true,
  },
  projects: [
    // Without WebGPU, as on many machines: everything but the tests tagged @webgpu and those of a model on the CPU.
    { name: 'default', grepInvert: /@webgpu/, testIgnore: MODEL_SPECS },
    {
      name: 'webgpu',
      testMatch: 'webgpu.spec.ts',
      grep: /@webgpu/,
      use: { launchOptions: { executablePath, args: [...QUIET, ...SOFTWARE_WEBGPU] } },
    },
    // A model on the CPU (wllama): loading and generating take most of the end-to-end suite's CPU time (`npm run test:models`).
    { name: 'models', testMatch: MODEL_SPECS },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
  },
});
