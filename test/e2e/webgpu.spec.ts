import { readFile } from 'node:fs/promises';
/**
 * Models in the browser. Untagged tests run in the default project, whose Chromium has no WebGPU;
 * tests tagged @webgpu run in the `webgpu` project, on Chromium's software adapter (SwiftShader).
 */
import { expect, test, type Page } from '@playwright/test';
import { BUDGET_KB, gzippedKB, webLlmFiles } from '../bench/first-load';

/** Where web-llm fetches prebuilt models: weights from Hugging Face, libraries from GitHub. */
const MODEL_HOSTS = /^https:\/\/(huggingface\.co|raw\.githubusercontent\.com)\//;

/** The built JS and CSS the page requests, as paths under dist/. */
function builtRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (origin === `http://127.0.0.1:${process.env.FOGPLAY_E2E_PORT ?? 4173}` && /\.(js|css)$/.test(pathname)) paths.push(pathname);
  });
  return paths;
}

/** Those of `paths` that hold web-llm. */
async function webLlmAmong(paths: string[]): Promise<string[]> {
  const files = await webLlmFiles();
  return paths.filter((path) => files.some((file) => path.endsWith(file)));
}

async function playGuessNumber(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
  await page.getByRole('link', { name: 'Play Guess Number yourself' }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Your guess').fill('0123');
  await page.getByRole('button', { name: 'Guess', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Your guesses and their feedback' }).getByRole('row')).toHaveCount(2);
}

test('the first load stays within its budget and fetches no part of web-llm', async ({ page }) => {
  expect(await webLlmFiles(), 'web-llm is in the build, to load lazily').not.toEqual([]);
  const requested = builtRequests(page);
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Games of incomplete information' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(requested).not.toEqual([]);
  expect(await webLlmAmong(requested)).toEqual([]);
  const kb = (await Promise.all(requested.map(gzippedKB))).reduce((a, b) => a + b, 0);
  expect(kb, `first load: ${kb.toFixed(1)} KB gzipped`).toBeLessThanOrEqual(BUDGET_KB);

  // The service worker's first install must not fetch web-llm either: it is cached on first use.
  const worker = await readFile(new URL('../../dist/sw.js', import.meta.url), 'utf8');
  for (const file of await webLlmFiles()) expect(worker).not.toContain(file);
});

test('without WebGPU, the Models page says why no model can run on the graphics card, and games still play', async ({ page }) => {
  const requested = builtRequests(page);
  await page.goto('./');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Models' }).click();
  await expect(page.getByRole('heading', { name: 'Models', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'What this browser can run' })).toContainText(
    'This browser has WebGPU but found no graphics adapter it may use, so no model can run on the graphics card here: a model on the processor (CPU) can.',
  );
  await expect(page.getByRole('button', { name: 'Load model' })).toHaveCount(0);
  // A browser that cannot run a model never downloads web-llm.
  expect(await webLlmAmong(requested)).toEqual([]);

  await page.getByRole('button', { name: 'Ask to keep the models' }).click();
  await expect(page.getByRole('status')).toHaveText(/^(Granted|The browser declined)/);

  await playGuessNumber(page);
});

test('on a software GPU, only q4f32_1 builds are offered, and a failed download is explained', { tag: '@webgpu' }, async ({ page, context }) => {
  // This machine has no network; aborting the model hosts makes the failure immediate and certain.
  const blocked: string[] = [];
  await context.route(MODEL_HOSTS, (route) => {
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.goto('./#/models');

  const findings = page.getByRole('list', { name: 'What this browser can run' });
  await expect(findings).toContainText('WebGPU is available, on the graphics adapter “google swiftshader”.');
  await expect(findings).toContainText('It lacks 16-bit floats (shader-f16), so only q4f32_1 builds are offered');
  await expect(findings).not.toContainText('no model can run');

  const select = page.getByRole('combobox', { name: /Model/ });
  await expect(select).toBeEnabled();
  const offered = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offered.length).toBeGreaterThan(10);
  for (const id of offered) expect(id).toMatch(/-q4f32_1-MLC(-1k)?$/);

  await select.selectOption('SmolLM2-360M-Instruct-q4f32_1-MLC');
  await page.getByRole('button', { name: 'Load model', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The model could not be loaded');
  await expect(alert).toContainText('The model could not be downloaded: check the connection');
  // The real web-llm worker started and went for the model's files.
  expect(blocked[0]).toMatch(/SmolLM2-360M-Instruct-q4f32_1-MLC/);
  await expect(page.getByRole('button', { name: 'Load model', exact: true })).toBeEnabled();

  await playGuessNumber(page);
});

test('a self-hosted model is fetched beside the app, with progress shown, and loading can be cancelled', { tag: '@webgpu' }, async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // The classroom's server never answers, so the load waits until cancelled.
  const requested: string[] = [];
  await context.route('**/classroom/**', (route) => void requested.push(route.request().url()));
  await page.goto('./#/models');
  await page.getByText('Load a self-hosted model').click();
  await page.getByLabel('Model id').fill('Qwen2.5-0.5B-Instruct-q4f32_1-MLC');
  await page.getByLabel('Model folder URL').fill('classroom/qwen/');
  await page.getByLabel('Model library URL').fill('classroom/qwen.wasm');
  await expect(page.getByText(`The files will be fetched from ${origin}/classroom/qwen/resolve/main/`)).toBeVisible();
  await page.getByRole('button', { name: 'Load self-hosted model' }).click();

  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load model', exact: true })).toBeDisabled();
  // Resolved against the page, not against the worker's script.
  await expect.poll(() => requested[0]).toBe(`${origin}/classroom/qwen/resolve/main/mlc-chat-config.json`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toHaveText('Loading was cancelled. The parts already downloaded are kept for next time.');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load model', exact: true })).toBeEnabled();
});

test('a model stored in the browser is listed with its size, and can be deleted', { tag: '@webgpu' }, async ({ page }) => {
  await page.goto('./#/models');
  await expect(page.getByText('None yet. A model is stored the first time it loads.')).toBeVisible();
  // Store a model the way web-llm does: its shards beside a manifest giving their sizes.
  await page.evaluate(async () => {
    const folder = 'https://huggingface.co/mlc-ai/SmolLM2-360M-Instruct-q4f32_1-MLC/resolve/main/';
    const store = await caches.open('webllm/model');
    const records = [0, 1].map((i) => ({ dataPath: `params_shard_${i}.bin`, nbytes: 150e6, records: [] }));
    await store.put(folder + 'tensor-cache.json', new Response(JSON.stringify({ records })));
    for (const { dataPath } of records) await store.put(folder + dataPath, new Response('weights'));
  });
  await page.reload();

  const row = page.getByRole('row', { name: /SmolLM2-360M-Instruct-q4f32_1-MLC/ });
  await expect(row).toContainText('SmolLM2 360M');
  await expect(row).toContainText('300 MB');
  await row.getByRole('button', { name: 'Delete SmolLM2-360M-Instruct-q4f32_1-MLC' }).click();
  await expect(page.getByText('None yet. A model is stored the first time it loads.')).toBeVisible();
  // The weights are gone; web-llm leaves only the small manifest behind.
  const left = await page.evaluate(async () => (await (await caches.open('webllm/model')).keys()).map((request) => request.url));
  expect(left.filter((url) => url.endsWith('.bin'))).toEqual([]);
});
