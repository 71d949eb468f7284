/**
 * Prints the built-in assistant's answer quality over the visitor questions in
 * server/assistant/eval-cases.ts (the same cases the unit tests run): per question whether the
 * answer holds the facts it must (and none it must not), the answer itself when it fails or with
 * `--verbose`, then the share answered correctly. Exits non-zero unless every case passes.
 */
import { caseTitle, cases, runCase } from "#server/assistant/eval-cases.ts";

const verbose = process.argv.includes("--verbose");

let passed = 0;
cases.forEach((testCase, index) => {
  const { answer, missing, forbidden } = runCase(testCase);
  const ok = missing.length === 0 && forbidden.length === 0;
  if (ok) passed += 1;
  console.log(`${ok ? "PASS" : "FAIL"} ${String(index + 1).padStart(3)}. ${caseTitle(testCase)}`);
  if (missing.length > 0) console.log(`       missing: ${missing.map((fact) => JSON.stringify(fact)).join(", ")}`);
  if (forbidden.length > 0)
    console.log(`       must not contain: ${forbidden.map((fact) => JSON.stringify(fact)).join(", ")}`);
  if (!ok || verbose) console.log(`       answer: ${answer.replace(/\n+/g, " ")}`);
});

console.log(`\n${passed}/${cases.length} answered correctly (${((passed / cases.length) * 100).toFixed(1)}%).`);
process.exitCode = passed === cases.length ? 0 : 1;
