import { getJson } from "#app/lib/api-client.ts";
import { restaurantScheduleAnswer } from "#domain/restaurant-schedule-schema.ts";

/**
 * Fetches the restaurant's hours and checks them against their schema on a thread of its own:
 * evaluating zod and the first parse held a phone's main thread for over a hundred milliseconds
 * just as the page became interactive. Each message asks once; the answer is the schedule, or
 * null when it could not be had.
 */
addEventListener("message", () => {
  getJson("/api/restaurant/hours", restaurantScheduleAnswer, { cache: "no-store" }).then(
    (schedule) => postMessage(schedule),
    () => postMessage(null),
  );
});
