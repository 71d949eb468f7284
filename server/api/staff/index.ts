import type { AppDeps } from "../../app.ts";
import { staffServices } from "../../staff/services.ts";
import { accountEndpoints } from "./accounts.ts";
import { auditEndpoints } from "./audit.ts";
import { authEndpoints } from "./auth.ts";
import { enrolmentEndpoints } from "./enrolment.ts";
import { inboxEndpoints } from "./inbox.ts";
import { peopleEndpoints } from "./people.ts";
import { StaffRouter } from "./router.ts";
import { sessionEndpoints } from "./sessions.ts";

/** The staff console's API, mounted at /api/staff: one file per resource, every endpoint behind the guard. */
export function staffApi(deps: AppDeps): StaffRouter {
  const router = new StaffRouter(deps, staffServices(deps));
  for (const endpoints of [
    authEndpoints,
    enrolmentEndpoints,
    sessionEndpoints,
    accountEndpoints,
    auditEndpoints,
    inboxEndpoints,
    peopleEndpoints,
  ])
    endpoints(router);
  return router;
}
