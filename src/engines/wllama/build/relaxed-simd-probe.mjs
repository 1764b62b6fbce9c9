// Runs a module built from relaxed-simd-probe.c in Chromium (not Node, whose V8 decodes relaxed SIMD
// differently) and compares its relaxed dot product with the scalar sum over many seeds.
// Usage: node relaxed-simd-probe.mjs probe.wasm
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const bytes = [...readFileSync(process.argv[2])];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const result = await page.evaluate(async (bytes) => {
    const code = new Uint8Array(bytes);
    if (!WebAssembly.validate(code)) return { valid: false, version: navigator.userAgent };
    const { instance } = await WebAssembly.instantiate(code, {});
    const { fill, dot_relaxed, dot_scalar } = instance.exports;
    const mismatches = [];
    for (let seed = 1; seed <= 1000; seed++) {
      fill(seed);
      const relaxed = dot_relaxed();
      const scalar = dot_scalar();
      if (relaxed !== scalar) mismatches.push({ seed, relaxed, scalar });
    }
    fill(7);
    return { valid: true, version: navigator.userAgent, sample: [dot_relaxed(), dot_scalar()], mismatches: mismatches.slice(0, 5), mismatchCount: mismatches.length };
  }, bytes);
  console.log(JSON.stringify(result));
  process.exitCode = result.valid && result.mismatchCount === 0 ? 0 : 1;
} finally {
  await browser.close();
}
