import { useSyncExternalStore } from "react";
import { regularSchedule } from "#content/restaurant.ts";
import type { RestaurantSchedule } from "#domain/hours.ts";

/** Staff change the hours rarely; a page left open still follows them within this long. */
const REFRESH_MS = 5 * 60_000;

/**
 * The restaurant's hours as staff set them, shared by everything on a page that shows them (the
 * badge, the hours table). The prerendered page shows the regular week; the live one replaces it
 * once the API answers, and is fetched again while the page stays open. A failed fetch leaves what
 * is shown in place. The fetch and its check run in a worker (./schedule-worker.ts), so neither
 * the API client nor zod runs on the page's own thread.
 */
let live: RestaurantSchedule | null = null;
const listeners = new Set<() => void>();
let stopRefreshing: (() => void) | null = null;

/** The worker that fetches and checks the hours, or null where none can start (a test's DOM). */
function startWorker(onFailed: () => void): Worker | null {
  let worker: Worker;
  try {
    worker = new Worker(new URL("./schedule-worker.ts", import.meta.url), { type: "module" });
  } catch {
    return null;
  }
  worker.addEventListener("message", (event: MessageEvent<RestaurantSchedule | null>) => {
    if (!event.data) return;
    live = event.data;
    for (const listener of listeners) listener();
  });
  // A worker whose script could not be fetched never answers.
  worker.addEventListener("error", () => {
    worker.terminate();
    onFailed();
  });
  return worker;
}

function startRefreshing(): () => void {
  let worker: Worker | null = null;
  const refresh = () => {
    // After a failure, the next refresh starts another worker; without workers the regular week stays.
    worker ??= startWorker(() => (worker = null));
    worker?.postMessage(null);
  };
  refresh();
  const timer = setInterval(refresh, REFRESH_MS);
  const onVisible = () => {
    if (document.visibilityState === "visible") refresh();
  };
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisible);
    worker?.terminate();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopRefreshing ??= startRefreshing();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopRefreshing?.();
    stopRefreshing = null;
  };
}

export function useRestaurantSchedule(): RestaurantSchedule {
  return useSyncExternalStore(
    subscribe,
    () => live ?? regularSchedule,
    () => regularSchedule,
  );
}
