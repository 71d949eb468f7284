import { documentTitle } from "#domain/content/documents.ts";
import { scheduleTime } from "#domain/content/schedule-time.ts";

/** Who set a publish for a time is told it did not happen, why, and where to fix it. */
export function scheduledPublishFailedMail(
  publicOrigin: string,
  schedule: { key: string; due_at: string; failure: string },
): { subject: string; text: string } {
  const title = documentTitle(schedule.key);
  const link = `${publicOrigin}/staff/content?${new URLSearchParams({ doc: schedule.key })}`;
  return {
    subject: `Not published: ${title}`,
    text: [
      `The publish you set for ${scheduleTime(schedule.due_at)} did not happen, and the site still shows the version before.`,
      "",
      `Document: ${title}`,
      `Why: ${schedule.failure}`,
      "",
      `Fix the draft and publish it, or set the time again: ${link}`,
    ].join("\n"),
  };
}
