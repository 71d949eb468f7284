import { useSyncExternalStore } from "react";
import { onDemand } from "#app/lib/on-demand.ts";
import { regularSchedule, type RestaurantSchedule } from "#domain/hours.ts";

/** Staff change the hours rarely; a page left open still follows them within this long. */
const REFRESH_MS = 5 * 60_000;

// The fetch waits for the page to load, so neither the client nor the answer's schema is first-load code.
const loadClient = onDemand(() => import("#app/lib/api-client.ts"));
const loadSchemas = onDemand(() => import("#domain/restaurant-schedule-schema.ts"));
const answerSchema = () => loadSchemas().then((schemas) => schemas.restaurantScheduleAnswer);

/**
 * The restaurant's hours as staff set them, shared by everything on a page that shows them (the
 * badge, the hours table). The prerendered page shows the regular week; the live one replaces it
 * once the API answers, and is fetched again while the page stays open. A failed fetch leaves what
 * is shown in place.
 */
let live: RestaurantSchedule | null = null;
const listeners = new Set<() => void>();
let stopRefreshing: (() => void) | null = null;

async function refresh(): Promise<void> {
  try {
    const { getJson } = await loadClient();
    live = await getJson("/api/restaurant/hours", answerSchema, { cache: "no-store" });
    for (const listener of listeners) listener();
  } catch {
    // What is shown stays; the next refresh tries again.
  }
}

function startRefreshing(): () => void {
  void refresh();
  const timer = setInterval(() => void refresh(), REFRESH_MS);
  const onVisible = () => {
    if (document.visibilityState === "visible") void refresh();
  };
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisible);
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
