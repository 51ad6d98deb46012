import type { Reporter, TestCase } from 'vitest/node';

const nameOf = (testCase: TestCase) =>
  `${testCase.module.moduleId.split('/e2e/').pop()} > ${testCase.fullName}`;

/**
 * Ends the run with the browser tests that need looking at (decision 024): every test that passed only on
 * its retry (CI retries a failed browser test once, and such a pass must still be seen and fixed), and every
 * test that failed, with the first line of its error, so that the last lines of a CI log name them.
 */
export class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];
  private readonly failed: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const { retryCount } = testCase.diagnostic() ?? { retryCount: 0 };
    const result = testCase.result();
    if (retryCount > 0 && result.state === 'passed') this.flaky.push(nameOf(testCase));
    if (result.state === 'failed') {
      const message = (result.errors?.[0]?.message ?? '').split('\n')[0]!.slice(0, 200);
      this.failed.push(`${nameOf(testCase)}: ${message}`);
    }
  }

  onTestRunEnd() {
    if (this.flaky.length > 0) {
      console.log(`\nBrowser tests that passed only when retried (flaky: fix them):`);
      for (const name of this.flaky) console.log(`  FLAKY  ${name}`);
    }
    if (this.failed.length > 0) {
      console.log(`\nBrowser tests that failed:`);
      for (const line of this.failed) console.log(`  FAILED  ${line}`);
    }
  }
}
