import {
  doubleOptInRequest,
  gateCodeRequest,
  gateVerificationRequest,
  hoursExceptionRequest,
  weeklyHoursRequest,
} from "#domain/staff/settings-schemas.ts";
import { EXCEPTION_MAX_DAYS_AHEAD, settingsMessages } from "#domain/staff/settings.ts";
import { ApiError, readJson } from "#server/http/errors.ts";
import { Settings } from "#server/settings/settings.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

const DAY_MS = 86_400_000;

/**
 * The gate code, the restaurant's week and dated exceptions, the gate's verified-email rule, and
 * whether new subscribers confirm by email.
 */
export function settingsEndpoints(router: StaffRouter): void {
  const settings = new Settings(router.deps);
  const view = async (c: StaffContext) => c.json(await settings.view());

  router.get("/settings", "settings.view", view);

  router.post("/settings/gate-code", "settings.change", async (c) => {
    const { code } = await readJson(c, gateCodeRequest);
    await settings.changeGateCode(router.actor(c), code);
    return view(c);
  });

  router.post("/settings/gate-verification", "settings.change", async (c) => {
    const { required } = await readJson(c, gateVerificationRequest);
    await settings.setGateNeedsVerifiedEmail(router.actor(c), required);
    return view(c);
  });

  router.post("/settings/newsletter-double-opt-in", "settings.change", async (c) => {
    const { required } = await readJson(c, doubleOptInRequest);
    await settings.setNewsletterDoubleOptIn(router.actor(c), required);
    return view(c);
  });

  router.post("/settings/hours", "settings.change", async (c) => {
    const { days } = await readJson(c, weeklyHoursRequest);
    await settings.setWeeklyHours(router.actor(c), days);
    return view(c);
  });

  router.post("/settings/exceptions", "settings.change", async (c) => {
    const change = await readJson(c, hoursExceptionRequest);
    const today = settings.today();
    const latest = new Date(Date.parse(today) + EXCEPTION_MAX_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
    const problem =
      change.date < today
        ? settingsMessages.dateFromToday
        : change.date > latest
          ? settingsMessages.dateWithinYear
          : null;
    if (problem) throw new ApiError(400, { error: "Please check the highlighted fields.", fields: { date: problem } });
    await settings.setException(router.actor(c), change);
    return view(c);
  });

  router.post("/settings/exceptions/:date/delete", "settings.change", async (c) => {
    const date = c.req.param("date") ?? "";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new ApiError(404, { error: settingsMessages.exceptionNotFound });
    await settings.removeException(router.actor(c), date);
    return view(c);
  });
}
