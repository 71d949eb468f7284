import { Hono } from "hono";
import type { RestaurantSchedule } from "#domain/hours.ts";
import type { AppDeps } from "#server/app.ts";
import { Settings } from "#server/settings/settings.ts";

/**
 * The restaurant's hours as staff set them: the pages show the regular week from their HTML and
 * ask here after load, so a holiday closure reaches the badge and the hours table without a build.
 */
export function restaurantRoutes(deps: AppDeps): Hono {
  const settings = new Settings(deps);
  const routes = new Hono();
  routes.use(
    "/restaurant/*",
    deps.limiter.middleware(
      { name: "restaurant", limit: 120, windowMs: 60_000, message: "Too many requests. Please wait a minute." },
      deps.env.TRUST_PROXY,
    ),
  );
  routes.get("/restaurant/hours", async (c) => {
    c.header("Cache-Control", "no-cache");
    const body: RestaurantSchedule = await settings.schedule();
    return c.json(body);
  });
  return routes;
}
