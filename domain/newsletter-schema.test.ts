import { describe, expect, it } from "vitest";
import { newsletterSchema } from "./newsletter-schema.ts";

const firstMessage = (email: string) => newsletterSchema.safeParse({ email }).error?.issues[0]?.message;

describe("the newsletter signup", () => {
  it("asks for an address when the field is empty", () => {
    expect(firstMessage("")).toBe("Please enter your email address");
    expect(firstMessage("   ")).toBe("Please enter your email address");
  });

  it("refuses what is not an address", () => {
    for (const email of ["river", "river@", "@example.com", "a".repeat(250) + "@example.com"])
      expect(firstMessage(email)).toBe("Please enter a valid email address.");
  });

  it("subscribes the address trimmed and lower-cased, so one person is one subscriber", () => {
    expect(newsletterSchema.parse({ email: "  River@Example.COM " })).toEqual({ email: "river@example.com" });
  });
});
