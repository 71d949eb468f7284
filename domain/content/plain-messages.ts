import type { z } from "#domain/zod.ts";

const kinds: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "yes or no",
  array: "a list",
  object: "a group of fields",
};

/** The patterns content fields take, said as a person would. */
const patterns: Record<string, string> = {
  [String(/^[a-z0-9-]+$/)]: "Use only a to z, 0 to 9 and hyphens.",
  [String(/^\d{5}$/)]: "Use the 5 digits of a ZIP code.",
  [String(/^\+1\d{10}$/)]: "Use +1 and the 10 digits, like +12565550100.",
};

const plural = (count: number | bigint, one: string) => `${count} ${one}${count === 1 || count === 1n ? "" : "s"}`;

/**
 * A document's problems in the words staff read beside a field ("Use at least 3 characters."),
 * instead of zod's own ("Too small: expected string to have >=3 characters"). A check that names
 * its own message keeps it; anything not covered here falls back to zod's.
 */
export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "Fill this in." : `Must be ${kinds[issue.expected] ?? issue.expected}.`;
    case "too_small": {
      const { minimum, inclusive } = issue;
      if (issue.origin === "string")
        return Number(minimum) <= 1 ? "Fill this in." : `Use at least ${plural(minimum, "character")}.`;
      if (issue.origin === "array") return `Needs at least ${plural(minimum, "item")}.`;
      if (issue.origin === "number") return inclusive ? `Must be ${minimum} or more.` : `Must be more than ${minimum}.`;
      return undefined;
    }
    case "too_big": {
      const { maximum, inclusive } = issue;
      if (issue.origin === "string") return `Use at most ${plural(maximum, "character")}.`;
      if (issue.origin === "array") return `Holds at most ${plural(maximum, "item")}.`;
      if (issue.origin === "number") return inclusive ? `Must be ${maximum} or less.` : `Must be less than ${maximum}.`;
      return undefined;
    }
    case "invalid_format":
      if (issue.format === "starts_with") return `Must start with “${String(issue.prefix)}”.`;
      if (issue.format === "regex") return patterns[String(issue.pattern)] ?? "Not in the form this field takes.";
      if (issue.format === "date") return "Use a date like 2026-10-02.";
      return `Must be a valid ${issue.format}.`;
    case "invalid_value":
      return issue.values.length === 1
        ? `Must be “${String(issue.values[0])}”.`
        : `Choose one of: ${issue.values.map(String).join(", ")}.`;
    default:
      return undefined;
  }
}
