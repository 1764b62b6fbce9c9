/** Vitest's reporter of the ten slowest tests, beside its default one. */
import type { Reporter, TestModule } from 'vitest/node';
import { slowest, type Timed } from './slowest';

export default class SlowestTests implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const tests: Timed[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const ms = test.diagnostic()?.duration;
        if (ms !== undefined) tests.push({ name: `${module.moduleId.replace(`${process.cwd()}/`, '')} › ${test.fullName}`, ms });
      }
    }
    const text = slowest(tests);
    if (text) console.log(`\n${text}\n`);
  }
}
