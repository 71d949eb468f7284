import { describeOpenStatus, restaurantStatus } from "#domain/hours.ts";
import { useNow } from "#app/lib/use-now.ts";
import { useRestaurantSchedule } from "./use-restaurant-schedule.ts";

/** The open status is recomputed every 60 seconds. */
const REFRESH_MS = 60_000;

export function OpenBadge() {
  const now = useNow(REFRESH_MS);
  const status = restaurantStatus(now, useRestaurantSchedule());
  return (
    <p
      role="status"
      className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
        status.open ? "bg-emerald-100 text-emerald-900" : "bg-stone-200 text-stone-800"
      }`}
    >
      <span aria-hidden="true" className={`size-2.5 rounded-full ${status.open ? "bg-emerald-600" : "bg-stone-500"}`} />
      {describeOpenStatus(status)}
    </p>
  );
}
