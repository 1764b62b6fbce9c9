// Serves a built link probe with the headers that make a page cross-origin isolated (threads need
// them) and prints what probe_start returns in Chromium. Usage: node link-probe.mjs DIR PORT
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [dir, port] = process.argv.slice(2);
const page = `<script>
var Module = { pthreadPoolSize: 2, onRuntimeInitialized() {
  // What wllama's worker code reaches for on Module.
  const missing = ['wasmMemory', 'mmapAlloc', 'ENV', 'MEMFS', 'FS', 'FS_createDataFile', 'cwrap'].filter((name) => !Module[name]);
  if (missing.length) return void (window.result = 'missing on Module: ' + missing.join(', '));
  Promise.resolve(Module.cwrap('probe_start', 'string', [], { async: true })())
    .then((result) => { window.result = result; }, (error) => { window.result = 'error: ' + error; });
} };
</script><script src="probe.js"></script>`;
const types = { js: 'text/javascript', wasm: 'application/wasm' };
const server = createServer((request, response) => {
  const isolation = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
  if (request.url === '/') return response.writeHead(200, { ...isolation, 'Content-Type': 'text/html' }).end(page);
  try {
    const body = readFileSync(join(dir, request.url.slice(1).replace(/[^\w.]/g, '')));
    response.writeHead(200, { ...isolation, 'Content-Type': types[request.url.split('.').pop()] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
}).listen(Number(port));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const tab = await browser.newPage();
  tab.on('console', (message) => console.log('console:', message.text()));
  await tab.goto(`http://localhost:${port}/`);
  await tab.waitForFunction(() => window.result !== undefined);
  const result = await tab.evaluate(() => window.result);
  console.log(result);
  process.exitCode = result === 'caught 3 42' ? 0 : 1;
} finally {
  await browser.close();
  server.close();
}
