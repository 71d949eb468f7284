import { describe, expect, it } from "vitest";
import { hasDraft } from "#domain/content/draft.ts";
import { policies, policyFacts } from "./policies.ts";
import { staticPaths } from "./routes.ts";

describe("policies", () => {
  it("has one page for each footer policy link", () => {
    expect(policies.map((policy) => policy.slug)).toEqual([
      "privacy-policy",
      "terms-of-service",
      "cancellation-policy",
      "accessibility",
    ]);
  });

  it("has each policy's page at the path its slug names, as the page's loader reads it", () => {
    for (const policy of policies) expect(staticPaths).toContain(`/${policy.slug}`);
  });

  it("marks every policy as a draft until the resort approves its text", () => {
    for (const policy of policyFacts) expect(hasDraft(policy), policy.slug).toBe(true);
  });

  it("keeps every description within the 160 characters a search result shows", () => {
    for (const policy of policies) expect(policy.description.length).toBeLessThanOrEqual(160);
  });
});
