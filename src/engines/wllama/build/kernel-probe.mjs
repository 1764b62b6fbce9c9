// Runs a built kernel probe in Chromium: each format's two kernels give the same value, and the
// generic one's time over the WebAssembly one's, in 15 paired rounds (median, least, most); for
// the formats named in TILES (as TILES=Q8_0,Q4_K), whose kernel takes two rows by two columns, that
// it gives one by one's products bit for bit, and one by one's time over its own; and that ggml's
// vector store of floats as halves gives its scalar conversion's half for every float, and the
// scalar conversions' time over its own; and that its conversion of rows of halves to floats gives
// its table's float for every half, and the table's time over its own.
// Usage: [TILES=…] node kernel-probe.mjs DIR PORT
import { openProbe } from './probe-page.mjs';

const [dir, port] = process.argv.slice(2);
const tiles = (process.env.TILES ?? '').split(',').filter(Boolean);
const { tab, close } = await openProbe(dir, port, `<script>var Module = { onRuntimeInitialized() { window.ready = true; } };</script><script src="probe.js"></script>`);
try {
  await tab.waitForFunction(() => window.ready);
  const results = await tab.evaluate((tiles) => {
    const setup = Module.cwrap('setup', null, ['number']);
    const run = Module.cwrap('run', 'number', ['number', 'number']);
    const runTile = Module.cwrap('run_tile', 'number', ['number', 'number', 'number']);
    const tileMatches = Module.cwrap('tile_matches', 'number', ['number']);
    const f16StoreMatches = Module.cwrap('f16_store_matches', 'number', []);
    const runF16Store = Module.cwrap('run_f16_store', 'number', ['number', 'number']);
    const f16LoadMatches = Module.cwrap('f16_load_matches', 'number', []);
    const runF16Load = Module.cwrap('run_f16_load', 'number', ['number', 'number']);
    const paired = (fast, slow) => {
      fast(2000);
      slow(2000);
      const ratios = [];
      for (let round = 0; round < 15; round++) {
        let start = performance.now();
        fast(3000);
        const fastTime = performance.now() - start;
        start = performance.now();
        slow(3000);
        ratios.push((performance.now() - start) / fastTime);
      }
      ratios.sort((a, b) => a - b);
      return { median: ratios[7], least: ratios[0], most: ratios[14] };
    };
    setup(0);
    const results = {
      F16: {
        storeMatchesScalar: f16StoreMatches() === 1,
        scalarOverVector: paired((times) => runF16Store(1, times), (times) => runF16Store(0, times)),
        loadMatchesTable: f16LoadMatches() === 1,
        tableOverLoad: paired((times) => runF16Load(1, times), (times) => runF16Load(0, times)),
      },
    };
    for (const [name, format, webAssembly, generic] of [['Q8_0', 0, 0, 1], ['Q4_K', 1, 2, 3], ['Q4_0', 2, 4, 5], ['Q6_K', 3, 6, 7]]) {
      setup(format);
      const values = [run(webAssembly, 1), run(generic, 1)];
      results[name] = { values, genericOverWebAssembly: paired((times) => run(webAssembly, times), (times) => run(generic, times)) };
      if (tiles.includes(name)) {
        results[name].tileMatchesOneByOne = tileMatches(format) === 1;
        results[name].oneByOneOverTile = paired((times) => runTile(format, 1, times), (times) => runTile(format, 0, times));
      }
    }
    return results;
  }, tiles);
  console.log(JSON.stringify(results, null, 1));
  const { F16, ...formats } = results;
  const agree = F16.storeMatchesScalar && F16.loadMatchesTable && Object.values(formats).every(({ values: [a, b], tileMatchesOneByOne }) => Math.abs(a - b) <= 1e-4 * Math.abs(b) && tileMatchesOneByOne !== false);
  process.exitCode = agree ? 0 : 1;
} finally {
  await close();
}
