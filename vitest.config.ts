import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,domain,content,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
