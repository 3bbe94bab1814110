'use strict';
// Loaded by jasmine before the browser specs: refuses to start without Chromium or a built SDK,
// gives each spec time for a real browser on a busy machine, closes the browser at the end and
// ends the run with the plain 'e2e: N passed, N failed, N skipped' line that CI reads.
const { missingPrerequisite, closeBrowser } = require('../support/workbench');

const missing = missingPrerequisite();
if (missing) {
  process.stderr.write(`e2e: ${missing}\n`);
  process.exit(1);
}

jasmine.DEFAULT_TIMEOUT_INTERVAL = 90000;

afterAll(closeBrowser);

const counts = { passed: 0, failed: 0, skipped: 0 };
jasmine.getEnv().addReporter({
  specDone: (result) => {
    if (result.status === 'passed') counts.passed++;
    else if (result.status === 'failed') counts.failed++;
    else counts.skipped++;
  },
  jasmineDone: () => {
    process.stdout.write(`\ne2e: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
});
