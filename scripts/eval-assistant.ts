/**
 * Runs the built-in assistant over the visitor questions in scripts/eval/assistant-cases.ts and
 * prints, per question, whether the answer holds the facts it must (and none it must not), then
 * the share answered correctly. Exits non-zero below 90%.
 */
import { resortTimeZone } from "#content/resort.ts";
import type { ChatMessage } from "#domain/chat.ts";
import { builtInAnswer } from "#server/assistant/builtin.ts";
import { cases } from "./eval/assistant-cases.ts";

const DEFAULT_NOW = "2026-11-26T22:00:00Z";
const TARGET = 0.9;
const verbose = process.argv.includes("--verbose");

let passed = 0;
cases.forEach((testCase, index) => {
  const moment = { now: new Date(testCase.now ?? DEFAULT_NOW), timeZone: resortTimeZone };
  const history: ChatMessage[] = [];
  for (const earlier of testCase.history ?? []) {
    const timestamp = moment.now.toISOString();
    const answer = builtInAnswer(earlier, history, moment);
    history.push(
      { id: `u${history.length}`, role: "user", content: earlier, timestamp },
      { id: `a${history.length}`, role: "assistant", content: answer, timestamp },
    );
  }
  const answer = builtInAnswer(testCase.question, history.slice(-6), moment);
  const lower = answer.toLowerCase();
  const missing = testCase.must.filter((fact) => !lower.includes(fact.toLowerCase()));
  const forbidden = (testCase.mustNot ?? []).filter((fact) => lower.includes(fact.toLowerCase()));
  const ok = missing.length === 0 && forbidden.length === 0;
  if (ok) passed += 1;
  const context = testCase.history ? ` (after: ${testCase.history.map((q) => `"${q}"`).join(", ")})` : "";
  console.log(`${ok ? "PASS" : "FAIL"} ${String(index + 1).padStart(2)}. ${testCase.question}${context}`);
  if (!ok) {
    if (missing.length > 0) console.log(`       missing: ${missing.map((fact) => JSON.stringify(fact)).join(", ")}`);
    if (forbidden.length > 0)
      console.log(`       must not contain: ${forbidden.map((fact) => JSON.stringify(fact)).join(", ")}`);
  }
  if (!ok || verbose) console.log(`       answer: ${answer.replace(/\n+/g, " ")}`);
});

const share = passed / cases.length;
console.log(`\n${passed}/${cases.length} answered correctly (${(share * 100).toFixed(1)}%); target ${TARGET * 100}%.`);
process.exitCode = share >= TARGET ? 0 : 1;
