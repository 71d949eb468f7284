import { defineConfig, devices } from "@playwright/test";
import { baseURL, chromiumLaunchOptions, e2ePort } from "#tests/e2e/support/browser.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Two workers, the server and Chromium share two cores: a long page takes seconds to load and scroll.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /\.last\.spec\.ts$/ },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /\.(phone|both)\.spec\.ts$/ },
    // What every page shares (the gate code, the restaurant's hours) changes only once the rest is done.
    {
      name: "last",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /\.last\.spec\.ts$/,
      dependencies: ["desktop", "phone"],
    },
  ],
  webServer: {
    command: "node tests/e2e/support/server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(e2ePort) },
    // A signal the server answers by closing and removing its temporary database (a kill leaves it behind).
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
