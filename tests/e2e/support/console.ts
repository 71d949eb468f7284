/**
 * A request a test makes fail on purpose, as Chromium logs it: by the HTTP status of its answer
 * (429), or by the network error that stopped it (`ERR_CONNECTION_RESET`).
 */
type ProvokedFailure = number | `ERR_${string}`;

function logLine(failure: ProvokedFailure): string {
  return typeof failure === "number"
    ? `Failed to load resource: the server responded with a status of ${failure} (`
    : `Failed to load resource: net::${failure}`;
}

/**
 * Chromium logs every failed request as a console error, which fails the test (fixtures.ts). A
 * test that provokes such failures on purpose removes exactly their lines, so any other console
 * error still fails it. Answers how many lines it removed.
 */
export function forgiveFailedRequests(consoleErrors: string[], failures: ProvokedFailure[]): number {
  const lines = failures.map(logLine);
  const kept = consoleErrors.filter((message) => !lines.some((line) => message.startsWith(line)));
  const removed = consoleErrors.length - kept.length;
  consoleErrors.splice(0, consoleErrors.length, ...kept);
  return removed;
}
