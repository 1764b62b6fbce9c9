// Runs a built kernel probe in Chromium: each format's two kernels give the same value, and the
// generic one's time over the WebAssembly one's, in 15 paired rounds (median, least, most).
// Usage: node kernel-probe.mjs DIR PORT
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [dir, port] = process.argv.slice(2);
const page = `<script>var Module = { onRuntimeInitialized() { window.ready = true; } };</script><script src="probe.js"></script>`;
const server = createServer((request, response) => {
  if (request.url === '/') return response.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
  try {
    const body = readFileSync(join(dir, request.url.slice(1).replace(/[^\w.]/g, '')));
    response.writeHead(200, { 'Content-Type': request.url.endsWith('.wasm') ? 'application/wasm' : 'text/javascript' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
}).listen(Number(port));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const tab = await browser.newPage();
  await tab.goto(`http://localhost:${port}/`);
  await tab.waitForFunction(() => window.ready);
  const results = await tab.evaluate(() => {
    const setup = Module.cwrap('setup', null, ['number']);
    const run = Module.cwrap('run', 'number', ['number', 'number']);
    const results = {};
    for (const [name, format, webAssembly, generic] of [['Q8_0', 0, 0, 1], ['Q4_K', 1, 2, 3]]) {
      setup(format);
      const values = [run(webAssembly, 1), run(generic, 1)];
      run(webAssembly, 2000);
      run(generic, 2000);
      const ratios = [];
      for (let round = 0; round < 15; round++) {
        let start = performance.now();
        run(webAssembly, 3000);
        const fast = performance.now() - start;
        start = performance.now();
        run(generic, 3000);
        ratios.push((performance.now() - start) / fast);
      }
      ratios.sort((a, b) => a - b);
      results[name] = { values, genericOverWebAssembly: { median: ratios[7], least: ratios[0], most: ratios[14] } };
    }
    return results;
  });
  console.log(JSON.stringify(results, null, 1));
  const agree = Object.values(results).every(({ values: [a, b] }) => Math.abs(a - b) <= 1e-4 * Math.abs(b));
  process.exitCode = agree ? 0 : 1;
} finally {
  await browser.close();
  server.close();
}
