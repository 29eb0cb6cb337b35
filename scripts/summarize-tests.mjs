// Adds up the jest JSON reports of one test run and prints one closing line: "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(
    `${file.replace('.json', '').padEnd(12)} ${report.numPassedTests} passed, ${report.numFailedTests} failed (${report.numTotalTestSuites} suites)`,
  );
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
