// What the probes share: a page of their own at /, the built probe's files (probe.js, probe.wasm…)
// from DIR beside it, opened in Chromium. Usage: const { tab, close } = await openProbe(dir, port, page, headers).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const TYPES = { js: 'text/javascript', wasm: 'application/wasm' };

export async function openProbe(dir, port, page, headers = {}) {
  const server = createServer((request, response) => {
    if (request.url === '/') return response.writeHead(200, { ...headers, 'Content-Type': 'text/html' }).end(page);
    try {
      const body = readFileSync(join(dir, request.url.slice(1).replace(/[^\w.]/g, '')));
      response.writeHead(200, { ...headers, 'Content-Type': TYPES[request.url.split('.').pop()] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  }).listen(Number(port));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const tab = await browser.newPage();
  await tab.goto(`http://localhost:${port}/`);
  return { tab, close: () => Promise.all([browser.close(), new Promise((resolve) => server.close(resolve))]) };
}
