import { Hono } from "hono";
import { authMessages, type GateAccess } from "#domain/auth.ts";
import { describeOpenStatus, restaurantStatus } from "#domain/hours.ts";
import type { AppDeps } from "#server/app.ts";
import { jsonError } from "#server/http/errors.ts";
import { Settings } from "#server/settings/settings.ts";
import { accountFromRequest } from "./users.ts";

/**
 * The gate code, for signed-in guests only (verified ones, when staff ask for that) and only while
 * the restaurant is open by the hours staff set. The code lives in the database (GATE_CODE gives the
 * first one) and never in the page bundle.
 */
export function gateAccessRoutes(deps: AppDeps): Hono {
  const account = accountFromRequest(deps);
  const settings = new Settings(deps);
  const routes = new Hono();
  routes.use(
    "/gate-access",
    deps.limiter.middleware(
      { name: "gate-access", limit: 120, windowMs: 60_000, message: "Too many requests. Please wait a minute." },
      deps.env.TRUST_PROXY,
    ),
  );
  routes.get("/gate-access", async (c) => {
    c.header("Cache-Control", "no-store");
    const guest = await account(c);
    if (!guest) return jsonError(c, 401, "Please sign in to see the gate code.");
    if (guest.verified !== 1 && (await settings.gateNeedsVerifiedEmail()))
      return jsonError(c, 403, authMessages.gateNeedsVerifiedEmail);
    const status = restaurantStatus(deps.clock.now(), await settings.schedule());
    const body: GateAccess = status.open
      ? {
          open: true,
          code: await settings.gateCode(),
          closesAtHour: status.closesAtHour,
          message: describeOpenStatus(status),
        }
      : { open: false, nextOpening: status.nextOpening, message: describeOpenStatus(status) };
    return c.json(body);
  });
  return routes;
}
