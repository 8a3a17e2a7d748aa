// A vitest reporter that appends one line per finished test file (passed / failed counts, and the names of the
// tests that failed with their first error line) to VITEST_FILE_LOG. scripts/test.mjs reads it to know which files
// finished when it must stop a stalled run (ADR 0004), and to name the failures in its closing lines (ADR 0240).
import { appendFileSync } from "node:fs";

const firstLine = (text) =>
  String(text ?? "")
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? "";

export default class FileLogReporter {
  onTestModuleEnd(testModule) {
    const path = process.env.VITEST_FILE_LOG;
    if (!path) return;
    let passed = 0;
    let failed = 0;
    const failures = [];
    for (const test of testModule.children.allTests()) {
      const result = test.result();
      if (result.state === "passed") passed++;
      else if (result.state === "failed") {
        failed++;
        failures.push({ name: test.fullName, error: firstLine(result.errors?.[0]?.message) });
      }
    }
    // A file that failed to load has no tests but is still a failure.
    if (testModule.state() === "failed" && failed === 0) {
      failed = 1;
      failures.push({ name: "(the file did not load)", error: firstLine(testModule.errors?.()[0]?.message) });
    }
    const seconds = Math.round((testModule.diagnostic().duration ?? 0) / 100) / 10;
    appendFileSync(path, `${JSON.stringify({ file: testModule.moduleId, passed, failed, seconds, failures })}\n`);
  }
}
