import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every browser test that passed only on its retry (decision 024): CI retries a failed browser
 * test once, and a pass on the retry must still be seen and fixed, not taken as a pass.
 */
export class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const { retryCount } = testCase.diagnostic() ?? { retryCount: 0 };
    if (retryCount > 0 && testCase.result().state === 'passed')
      this.flaky.push(`${testCase.module.moduleId.split('/e2e/').pop()} > ${testCase.fullName}`);
  }

  onTestRunEnd() {
    if (this.flaky.length === 0) return;
    console.log(`\nBrowser tests that passed only when retried (flaky: fix them):`);
    for (const name of this.flaky) console.log(`  FLAKY  ${name}`);
  }
}
