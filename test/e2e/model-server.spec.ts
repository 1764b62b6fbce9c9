import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { guessFromConversation } from '../guess-number-server';
import { startScriptedServer, type Reply, type ScriptedServer } from '../openai-server';
import { validateEpisode } from '../schema';
import { useServerModel } from './play';

let server: ScriptedServer;
test.beforeEach(async () => {
  server = await startScriptedServer(guessFromConversation);
});
test.afterEach(async () => server.close());

test('a model on an OpenAI-compatible server plays a whole Guess Number game, stored with its calls and tokens', async ({ page }) => {
  await page.goto('./#/play/guess-number');
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await expect(page.getByRole('button', { name: 'Start game' })).toBeDisabled();
  await useServerModel(page, server.baseUrl);
  await expect(page.getByText(`Playing with tiny-test on ${server.baseUrl}.`)).toBeVisible();
  await page.getByLabel('Max tokens per reply').fill('128');
  await page.getByRole('button', { name: 'Start game' }).click();

  await expect(page.getByText(/^Solved in \d guesses!/)).toBeVisible();
  const log = page.getByRole('region', { name: 'Reasoning log' });
  await expect(log).toContainText('Guess: [');
  await expect(log).toContainText(/prompt \+ \d+ reply tokens/);
  const guesses = await page.getByRole('table', { name: 'Your guesses and their feedback' }).getByRole('row').count() - 1;
  expect(server.requests).toHaveLength(guesses);
  expect(server.requests.every((r) => r.model === 'tiny-test' && r.max_tokens === 128 && r.stream === true)).toBe(true);

  await page.getByRole('link', { name: 'Open this run' }).click();
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText('Model call');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
  const record = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  expect(record.players[0]).toMatchObject({ kind: 'llm', model: { engine: 'openai', id: 'tiny-test' }, settings: { maxTokens: 128, protocol: 'paper' } });
  const calls = record.events.filter((e: { type: string }) => e.type === 'model-call');
  expect(calls).toHaveLength(guesses);
  for (const call of calls) {
    expect(call.usage.promptTokens).toBeGreaterThan(0);
    expect(call.usage.completionTokens).toBeGreaterThan(0);
    expect(call.text).toMatch(/Guess: \[\d{4}\]/);
  }
  expect(JSON.stringify(record)).not.toContain('apiKey');
});

test('a server that fails mid-game leaves the episode interrupted with its earlier turns, and the app usable', async ({ page }) => {
  await server.close();
  // Past two good replies, the server fails; it asks for a second's wait, which the browser may read.
  const failing = { status: 500, error: 'out of memory', headers: { 'retry-after': '1', 'access-control-expose-headers': 'retry-after' } };
  server = await startScriptedServer((request, index) => (index < 2 ? guessFromConversation(request) : failing));
  await page.goto('./#/play/guess-number');
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await useServerModel(page, server.baseUrl);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText(/This game was interrupted: The server answered 500: out of memory/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your guesses and their feedback' }).getByRole('row')).toHaveCount(3);
  // The failing request was tried again four times, as the engine's default says, then given up.
  expect(server.requests).toHaveLength(2 + 1 + 4);

  await page.getByLabel('Who plays').selectOption({ label: 'You' });
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByLabel('Your guess')).toBeVisible();
});

test('a server’s faults end the game as interrupted, each named as the server’s and never charged to the model', async ({ page }) => {
  // Each fault takes one game; the connection tests (GET /models) still pass, so only replies fail.
  test.setTimeout(120_000);
  await server.close();
  const exposed = { 'access-control-expose-headers': 'retry-after' };
  const faults: [string, Reply, RegExp][] = [
    ['text that is not UTF-8', { raw: (r) => {
      r.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'text/event-stream' });
      r.end(Buffer.concat([Buffer.from('data: {"choices":[{"delta":{"content":"Guess: [01'), Buffer.from([0xff]), Buffer.from('3]"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n')]));
    } }, /The server sent text that is not valid UTF-8/],
    ['a busy server', { status: 429, error: 'slow down', headers: { ...exposed, 'retry-after': '0.01' } }, /The server answered 429: slow down The server is busy/],
    ['a long Retry-After', { status: 429, error: 'slow down', headers: { ...exposed, 'retry-after': '3600' } }, /The server answered 429: slow down\. It asked to wait 3,600 s before trying again, longer than a reply may wait \(120 s\)\./],
    // The connection closed midway through a reply: not a server the page cannot reach.
    ['a stream cut mid-reply', { raw: (r) => {
      r.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'text/event-stream' });
      r.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Guess: [01' } }] })}\n\n`, () => r.destroy());
    } }, /^This game was interrupted: http:\/\/127\.0\.0\.1:\d+\/v1 closed the stream before the reply ended\. Check that the server is still running/],
    ['a redirect', { raw: (r) => void r.writeHead(307, { 'access-control-allow-origin': '*', location: 'http://127.0.0.1:9/v1/chat/completions' }).end() }, /The server redirects the request to another address: give the address it redirects to as the base URL\./],
    // The answer lacks CORS headers: the browser refuses it, and tries four more times (about 15 s) first.
    ['a reply the browser may not read', { raw: (r) => void r.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: [DONE]\n\n') },
      /The browser could not connect to http:\/\/127\.0\.0\.1:\d+\/v1, or refused its answer \(Failed to fetch\): the server may be down, or may not allow this page’s origin, http:\/\/127\.0\.0\.1:\d+, to call it\./],
  ];
  let fault = faults[0]![1];
  server = await startScriptedServer(() => fault);
  await page.goto('./#/play/guess-number');
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await useServerModel(page, server.baseUrl);
  for (const [name, reply, message] of faults) {
    fault = reply;
    await page.getByRole('button', { name: /Start game|New game/ }).click();
    await expect(page.getByText(/This game was interrupted: /), name).toContainText(message);
    await expect(page.getByText(/This game was interrupted: /), name).not.toContainText(/did not answer in time|invalid/);
    // Not one guess was charged to the model.
    await expect(page.getByRole('table', { name: 'Your guesses and their feedback' }).getByRole('row'), name).toHaveCount(1);
  }
});

test('a class can pause a model, step it one move at a time, and let it go on', async ({ page }) => {
  await server.close();
  // The third reply waits at a gate the test opens once Pause is pressed: the pause is then surely mid-game.
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  server = await startScriptedServer(async (request, index) => {
    if (index === 2) await gate;
    return guessFromConversation(request);
  });
  // Seed 3's secret takes this scripted model six guesses: the game is still on after the step.
  await page.goto('./#/play/guess-number?seed=3');
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await useServerModel(page, server.baseUrl);
  await page.getByRole('button', { name: 'Start game' }).click();
  const rows = page.getByRole('table', { name: 'Your guesses and their feedback' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: 'Pause' }).click();
  const held = page.getByRole('status').filter({ hasText: 'Paused: the next move waits for Step or Resume.' });
  await expect(page.getByRole('status').filter({ hasText: 'Pausing after the move in progress' })).toBeVisible();
  open();

  // The move in flight lands; the next one waits at the pause, and no model is asked for it.
  await expect(held).toBeVisible();
  await expect(rows).toHaveCount(4);
  expect(server.requests).toHaveLength(3);

  await page.getByRole('button', { name: 'Step' }).click();
  await expect(rows).toHaveCount(5);
  await expect(held).toBeVisible();
  expect(server.requests).toHaveLength(4);

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText(/^Solved in \d guesses!/)).toBeVisible();
});

test('a batch of games played by a model on a server, every game stored', async ({ page }) => {
  await page.goto('./#/batch/guess-number');
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await expect(page.getByRole('button', { name: 'Run batch' })).toBeDisabled();
  await useServerModel(page, server.baseUrl);
  await page.getByLabel('Episodes').fill('3');
  await page.getByRole('button', { name: 'Run batch' }).click();
  await expect(page.getByRole('table', { name: 'Summary of 3 finished episodes' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Solved 100\.0%/ })).toBeVisible();
  await page.getByRole('link', { name: 'Open this run' }).click();
  await expect(page.getByText(/tiny-test · first puzzle number \d+ · 3 of 3 episodes/)).toBeVisible();
  expect(new Set(server.requests.map((r) => r.model))).toEqual(new Set(['tiny-test']));
});

test('the Models form tests a server, listing its models, and says in plain words why one cannot be reached', async ({ page }) => {
  await page.goto('./#/play/guess-number');
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await page.getByLabel('Base URL').fill(server.baseUrl);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Connected to ${server.baseUrl}: it offers one model, tiny-test.` })).toBeVisible();
  await expect(page.getByLabel('Model name')).toHaveValue('tiny-test');

  await page.getByLabel('Base URL').fill('http://127.0.0.1:9/v1');
  await page.getByRole('button', { name: 'Use this server' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The browser could not connect to http://127.0.0.1:9/v1');
  await expect(alert).toContainText('Check that the server is running at that address and port');
  await expect(alert).not.toContainText('download');
  await expect(page.getByText(/Playing with tiny-test on http:\/\/127.0.0.1:9/)).toHaveCount(0);
});

test('a server’s API key is kept for the tab’s session unless the person keeps it on this device, and one an earlier version stored is moved off it', async ({ page, context }) => {
  const KEY = 'sk-fogplay-test-0123456789';
  const stored = (where: 'localStorage' | 'sessionStorage') => page.evaluate((w) => JSON.stringify({ ...window[w] }), where);
  await page.goto('./#/play/guess-number');
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await page.getByLabel('API key (optional)').fill(KEY);
  await useServerModel(page, server.baseUrl);
  await expect(page.getByText(/Playing with tiny-test/).first()).toBeVisible();
  expect(await stored('localStorage')).not.toContain(KEY);
  expect(await stored('sessionStorage')).toContain(KEY);
  // A reload keeps it for the session; another tab does not have it.
  await page.reload();
  await page.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await expect(page.getByLabel('API key (optional)')).toHaveValue(KEY);
  const other = await context.newPage();
  await other.goto('./#/play/guess-number');
  await other.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await expect(other.getByLabel('API key (optional)')).toHaveValue('');

  // Kept on this device when asked: another tab has it.
  await page.getByLabel('Keep the key on this device').check();
  await page.getByRole('button', { name: 'Use this server' }).click();
  await expect.poll(() => stored('localStorage')).toContain(KEY);
  await other.reload();
  await other.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await expect(other.getByLabel('API key (optional)')).toHaveValue(KEY);
  await expect(other.getByLabel('Keep the key on this device')).toBeChecked();
  await other.close();

  // A key an earlier version kept with the settings is moved to the session.
  const earlier = await (await page.context().browser()!.newContext()).newPage();
  await earlier.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('fogplay.openai', JSON.stringify({ baseUrl: 'http://127.0.0.1:8080/v1', model: 'm', apiKey: key }));
    sessionStorage.setItem('seeded', '1');
  }, KEY);
  await earlier.goto('./#/play/guess-number');
  await earlier.getByLabel('Who plays').selectOption({ label: 'A language model' });
  await expect(earlier.getByLabel('API key (optional)')).toHaveValue(KEY);
  expect(await earlier.evaluate(() => localStorage.getItem('fogplay.openai'))).not.toContain(KEY);
  await earlier.context().close();
});
