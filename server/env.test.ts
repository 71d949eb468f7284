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

  it("refuses test hooks in production", () => {
    expect(() =>
      loadEnv({ NODE_ENV: "production", APP_SECRET: "x".repeat(32), GATE_CODE: "1234", TEST_HOOKS: "1" }),
    ).toThrowError(/TEST_HOOKS/);
  });
});
