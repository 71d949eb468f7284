import { defineConfig } from "vitest/config";

export default defineConfig({
  // The build stamps pages with its instant (vite.config.ts); modules reading it need a value under test too.
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  test: {
    include: ["{app,domain,content,server,scripts}/**/*.test.{ts,tsx}", "*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
