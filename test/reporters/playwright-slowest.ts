/** Playwright's reporter of the ten slowest tests, beside its list reporter. */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { slowest, type Timed } from './slowest';

export default class SlowestTests implements Reporter {
  private readonly tests: Timed[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({ name: `${test.parent.project()?.name ?? ''} › ${test.titlePath().slice(2).join(' › ')}`, ms: result.duration });
  }

  onEnd(): void {
    const text = slowest(this.tests);
    if (text) console.log(`\n${text}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
