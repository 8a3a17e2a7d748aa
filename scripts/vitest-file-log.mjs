// A vitest reporter that appends one line per finished test file (passed / failed counts) to VITEST_FILE_LOG.
// scripts/test.mjs reads it to know which files finished when it must stop a stalled run (ADR 0004).
import { appendFileSync } from "node:fs";

export default class FileLogReporter {
  onTestModuleEnd(testModule) {
    const path = process.env.VITEST_FILE_LOG;
    if (!path) return;
    let passed = 0;
    let failed = 0;
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === "passed") passed++;
      else if (state === "failed") failed++;
    }
    // A file that failed to load has no tests but is still a failure.
    if (testModule.state() === "failed" && failed === 0) failed = 1;
    const seconds = Math.round((testModule.diagnostic().duration ?? 0) / 100) / 10;
    appendFileSync(path, `${JSON.stringify({ file: testModule.moduleId, passed, failed, seconds })}\n`);
  }
}
