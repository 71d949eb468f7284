import type { AppDeps } from "#server/app.ts";
import { staffServices } from "#server/staff/services.ts";
import { accountEndpoints } from "./accounts.ts";
import { auditEndpoints } from "./audit.ts";
import { backupEndpoints } from "./backups.ts";
import { authEndpoints } from "./auth.ts";
import { contentEndpoints } from "./content.ts";
import { enrolmentEndpoints } from "./enrolment.ts";
import { dashboardEndpoints } from "./dashboard.ts";
import { doorEndpoints } from "./door.ts";
import { guestEndpoints } from "./guests.ts";
import { inboxEndpoints } from "./inbox.ts";
import { mailEndpoints } from "./mail.ts";
import { newsletterEndpoints } from "./newsletters.ts";
import { nightEndpoints } from "./nights.ts";
import { orderEndpoints } from "./orders.ts";
import { peopleEndpoints } from "./people.ts";
import { photoEndpoints } from "./photos.ts";
import { StaffRouter } from "./router.ts";
import { sessionEndpoints } from "./sessions.ts";
import { settingsEndpoints } from "./settings.ts";

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
    guestEndpoints,
    mailEndpoints,
    dashboardEndpoints,
    settingsEndpoints,
    backupEndpoints,
    nightEndpoints,
    doorEndpoints,
    orderEndpoints,
    contentEndpoints,
    photoEndpoints,
    newsletterEndpoints,
  ])
    endpoints(router);
  return router;
}
