// Runs a built kernel probe in Chromium: each format's two kernels give the same value, and the
// generic one's time over the WebAssembly one's, in 15 paired rounds (median, least, most).
// Usage: node kernel-probe.mjs DIR PORT
import { openProbe } from './probe-page.mjs';

const [dir, port] = process.argv.slice(2);
const { tab, close } = await openProbe(dir, port, `<script>var Module = { onRuntimeInitialized() { window.ready = true; } };</script><script src="probe.js"></script>`);
try {
  await tab.waitForFunction(() => window.ready);
  const results = await tab.evaluate(() => {
    const setup = Module.cwrap('setup', null, ['number']);
    const run = Module.cwrap('run', 'number', ['number', 'number']);
    const results = {};
    for (const [name, format, webAssembly, generic] of [['Q8_0', 0, 0, 1], ['Q4_K', 1, 2, 3], ['Q4_0', 2, 4, 5], ['Q6_K', 3, 6, 7]]) {
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
  await close();
}
