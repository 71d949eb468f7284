import { documentTitle } from "#domain/content/documents.ts";
import { scheduleTime } from "#domain/content/schedule-time.ts";
import type { ScheduleAction } from "#domain/staff/content-schemas.ts";

/** Who set a publish (or an event's hiding) for a time is told it did not happen, why, and where to fix it. */
export function scheduledPublishFailedMail(
  publicOrigin: string,
  schedule: { key: string; due_at: string; action: ScheduleAction; failure: string },
): { subject: string; text: string } {
  const title = documentTitle(schedule.key);
  const link = `${publicOrigin}/staff/content?${new URLSearchParams({ doc: schedule.key })}`;
  const when = scheduleTime(schedule.due_at);
  return {
    subject: `${schedule.action === "hide" ? "Not taken off the site" : "Not published"}: ${title}`,
    text: [
      schedule.action === "hide"
        ? `Taking this event off the site, set for ${when}, did not happen: the site still shows it.`
        : `The publish you set for ${when} did not happen, and the site still shows the version before.`,
      "",
      `Document: ${title}`,
      `Why: ${schedule.failure}`,
      "",
      `Fix the draft and publish it, or set the time again: ${link}`,
    ].join("\n"),
  };
}
