/**
 * Code the page loads when it is needed, which can be asked for again after a failed fetch.
 * Chromium keeps a failed module fetch in its module map: importing the same URL again fails at
 * once without asking the network, so a Try Again would never recover. After a failure the next
 * call imports the URL the error ends with ("Failed to fetch dynamically imported module: URL")
 * with a query added, which is a new fetch; the module it brings is the only copy, since the first
 * never arrived. A module the failed one needed and that failed too stays failed: keep such shared
 * code out of on-demand chunks (the `domain` group in scripts/bundle/chunking.ts).
 */
export function onDemand<M>(load: () => Promise<M>): () => Promise<M> {
  let failed: string | undefined;
  let attempt = 0;
  return () =>
    failed
      ? (import(/* @vite-ignore */ `${failed}?r=${++attempt}`) as Promise<M>)
      : load().catch((error: unknown) => {
          failed = String(error).split(" ").pop();
          throw error;
        });
}
