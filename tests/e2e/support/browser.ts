const PORT = Number(process.env.E2E_PORT ?? 4173);

/** Where the browser tests' server listens: E2E_PORT lets a second checkout test beside this one. */
export const e2ePort = PORT;
export const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium, as the browser tests, the audit and the page benches launch it. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
};
