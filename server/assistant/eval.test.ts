import { describe, expect, it } from "vitest";
import { caseTitle, cases, runCase } from "./eval-cases.ts";

describe("the assistant's evaluation cases", () => {
  it.each(cases.map((testCase, index) => [`${index + 1}. ${caseTitle(testCase)}`, testCase] as const))(
    "%s",
    (_title, testCase) => {
      const { answer, missing, forbidden } = runCase(testCase);
      expect(missing, `missing from: ${answer}`).toEqual([]);
      expect(forbidden, `must not be in: ${answer}`).toEqual([]);
    },
  );
});
