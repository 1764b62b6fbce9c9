// Serves a built link probe with the headers that make a page cross-origin isolated (threads need
// them) and prints what probe_start returns in Chromium. Usage: node link-probe.mjs DIR PORT
import { openProbe } from './probe-page.mjs';

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
// Threads need a cross-origin isolated page.
const { tab, close } = await openProbe(dir, port, page, { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' });
try {
  tab.on('console', (message) => console.log('console:', message.text()));
  await tab.waitForFunction(() => window.result !== undefined);
  const result = await tab.evaluate(() => window.result);
  console.log(result);
  process.exitCode = result === 'caught 3 42' ? 0 : 1;
} finally {
  await close();
}
