import { describe, expect, it } from 'vitest';
import { vitestCounts } from './test-counts.mjs';

// Shaped as Vitest's JSON reporter writes them (numFailedTestSuites counts every file with a failure).
describe("npm test's counts", () => {
  it('counts a test that times out once, and a file whose hook failed once', () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      numFailedTestSuites: 2,
      testResults: [
        { status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'failed' }] },
        { status: 'failed', assertionResults: [{ status: 'skipped' }] },
        { status: 'passed', assertionResults: [] },
      ],
    };
    expect(vitestCounts(report)).toEqual({ passed: 1, failed: 2 });
  });
});
