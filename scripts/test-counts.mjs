// Passed and failed counts of a Vitest JSON report, for `npm test`'s closing line.
// A file counts as a failure of its own only when none of its tests failed (it did not load, or a
// hook failed): a test that fails or times out is counted once, not again for its file.
export function vitestCounts(report) {
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}
