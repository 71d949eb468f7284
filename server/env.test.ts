import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.ts";

describe("configuration", () => {
  it("names each bad variable on its own line", () => {
    expect(() => loadEnv({ PORT: "http", GATE_CODE: "12a4", DATABASE_URL: "mysql://x" })).toThrowError(EnvError);
    try {
      loadEnv({ PORT: "http", GATE_CODE: "12a4", DATABASE_URL: "mysql://x" });
    } catch (error) {
      const lines = (error as Error).message.split("\n");
      expect(lines).toHaveLength(3);
      expect(lines.some((line) => line.startsWith("Invalid configuration: PORT"))).toBe(true);
      expect(lines.some((line) => line.startsWith("Invalid configuration: GATE_CODE"))).toBe(true);
      expect(lines.some((line) => line.startsWith("Invalid configuration: DATABASE_URL"))).toBe(true);
    }
  });

  it("requires a secret and a gate code in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrowError(
      /APP_SECRET is required in production\nInvalid configuration: GATE_CODE/,
    );
  });

  /** Every variable production needs, so a test can take one away. */
  const production = {
    NODE_ENV: "production",
    PUBLIC_ORIGIN: "https://www.resort.example",
    APP_SECRET: "x".repeat(32),
    GATE_CODE: "1234",
    SMTP_URL: "smtp://mail.resort.example:587",
  };
  const stripe = {
    STRIPE_SECRET_KEY: "sk_live_x",
    STRIPE_WEBHOOK_SECRET: "whsec_x",
  };
  const problems = (source: Record<string, string>): string[] => {
    try {
      loadEnv(source);
      return [];
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      return error.message.split("\n");
    }
  };

  it("starts in production with every required value, with or without Stripe", () => {
    expect(problems(production)).toEqual([]);
    expect(problems({ ...production, ...stripe })).toEqual([]);
  });

  it("stops in production with one line naming each missing value", () => {
    for (const key of ["PUBLIC_ORIGIN", "APP_SECRET", "GATE_CODE", "SMTP_URL"] as const) {
      const { [key]: _, ...rest } = production;
      expect(problems(rest)).toEqual([`Invalid configuration: ${key} is required in production`]);
      expect(problems({ ...rest, [key]: "" })).toEqual([`Invalid configuration: ${key} is required in production`]);
    }
    expect(problems({ NODE_ENV: "production" })).toHaveLength(4);
  });

  it("needs an https public origin in production", () => {
    expect(problems({ ...production, PUBLIC_ORIGIN: "http://www.resort.example" })).toEqual([
      "Invalid configuration: PUBLIC_ORIGIN must be https:// in production",
    ]);
  });

  it("needs the webhook secret once a Stripe key is set, and no Stripe price ids: checkouts charge the published prices", () => {
    expect(problems({ ...production, STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toEqual([
      "Invalid configuration: STRIPE_WEBHOOK_SECRET is required in production when STRIPE_SECRET_KEY is set",
    ]);
    const env = loadEnv({ ...production, ...stripe, STRIPE_PRICE_CHRISTMAS_ADULT: "price_left_over" });
    expect(Object.keys(env).filter((key) => key.startsWith("STRIPE_PRICE"))).toEqual([]);
  });

  it("refuses test hooks in production", () => {
    expect(() =>
      loadEnv({ NODE_ENV: "production", APP_SECRET: "x".repeat(32), GATE_CODE: "1234", TEST_HOOKS: "1" }),
    ).toThrowError(/TEST_HOOKS/);
  });
});
