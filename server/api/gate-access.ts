import { Hono } from "hono";
import type { GateAccess } from "#domain/auth.ts";
import { describeOpenStatus, restaurantStatus } from "#domain/hours.ts";
import type { AppDeps } from "../app.ts";
import { jsonError } from "../http/errors.ts";
import { accountFromRequest } from "./users.ts";

/**
 * The gate code, for signed-in guests only and only while the restaurant is open. The code lives
 * in the server's configuration and never in the page bundle.
 */
export function gateAccessRoutes(deps: AppDeps): Hono {
  const account = accountFromRequest(deps);
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
    if (!(await account(c))) return jsonError(c, 401, "Please sign in to see the gate code.");
    const status = restaurantStatus(deps.clock.now());
    const body: GateAccess = status.open
      ? { open: true, code: deps.env.GATE_CODE, closesAtHour: status.closesAtHour, message: describeOpenStatus(status) }
      : { open: false, nextOpening: status.nextOpening, message: describeOpenStatus(status) };
    return c.json(body);
  });
  return routes;
}
