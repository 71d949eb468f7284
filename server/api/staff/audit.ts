import { auditQuery } from "#domain/staff/schemas.ts";
import { ApiError, fieldErrors } from "#server/http/errors.ts";
import { listAudit } from "#server/staff/audit.ts";
import type { StaffRouter } from "./router.ts";

/** The audit log, newest first, a page at a time, filtered by action, actor and dates. */
export function auditEndpoints(router: StaffRouter): void {
  router.get("/audit", "audit.view", async (c) => {
    const parsed = auditQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, { error: "Please check the filters.", fields: fieldErrors(parsed.error) });
    return c.json(await listAudit(router.deps.db, parsed.data));
  });
}
