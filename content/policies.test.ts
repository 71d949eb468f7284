import { describe, expect, it } from "vitest";
import { isDraftPolicy, policies, policyForPath } from "./policies.ts";

describe("policies", () => {
  it("has one page for each footer policy link", () => {
    expect(policies.map((policy) => policy.slug)).toEqual([
      "privacy-policy",
      "terms-of-service",
      "cancellation-policy",
      "accessibility",
    ]);
  });

  it("finds the policy of a route path, and none for other paths", () => {
    expect(policyForPath("/terms-of-service")?.title).toBe("Terms of Service");
    expect(policyForPath("/accessibility")?.title).toBe("Accessibility");
    expect(policyForPath("/privacy-policy/")).toBeUndefined();
    expect(policyForPath("/venue")).toBeUndefined();
  });

  it("marks every policy as a draft until the resort approves its text", () => {
    for (const policy of policies) expect(isDraftPolicy(policy.slug), policy.slug).toBe(true);
  });

  it("keeps every description within the 160 characters a search result shows", () => {
    for (const policy of policies) expect(policy.description.length).toBeLessThanOrEqual(160);
  });
});
