import { useId, useState, type FormEvent } from "react";
import { secondaryButton } from "#app/staff/ui.ts";
import { resortTimeZone } from "#content/resort.ts";
import type { ContentDocumentAnswer } from "#domain/staff/content-schemas.ts";
import { scheduleTime } from "#domain/content/schedule-time.ts";
import { resortInstant } from "#domain/zoned-time.ts";

/** "Central Time": the resort's zone, named as its staff know it. */
const zoneName =
  new Intl.DateTimeFormat("en-US", { timeZone: resortTimeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value ?? resortTimeZone;

interface SchedulePublishProps {
  schedule: ContentDocumentAnswer["schedule"];
  /** Why it cannot be set now (problems, a save under way), or null. */
  blocked: boolean;
  onSchedule: (at: Date, done: string) => void;
  onCancel: () => void;
}

/**
 * Sets the draft to publish at a day and time of the resort's clock, whatever the zone of the
 * browser, or shows the one set (and why it failed, when it did) with a way to take it back.
 */
export function SchedulePublish({ schedule, blocked, onSchedule, onCancel }: SchedulePublishProps) {
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!day || !time) return;
    const at = resortInstant(day, time);
    onSchedule(at, `Set to publish ${scheduleTime(at.toISOString())}.`);
  }

  return (
    <div className="mt-4 space-y-3 border-t border-stone-200 pt-4">
      <h3 className="font-semibold">Publish later</h3>
      {schedule ? (
        <div className="space-y-2">
          {schedule.failure ? (
            <p role="alert" className="font-semibold text-red-800">
              The publish set for {scheduleTime(schedule.dueAt)} did not happen: {schedule.failure}
            </p>
          ) : (
            <p>
              Set to publish <span className="font-semibold">{scheduleTime(schedule.dueAt)}</span> by{" "}
              {schedule.scheduledBy}, with the draft as it is then.
            </p>
          )}
          <button type="button" className={secondaryButton} onClick={onCancel}>
            Cancel the scheduled publish
          </button>
        </div>
      ) : null}
      <form onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-2">
        <p id={`${id}-title`} className="text-sm text-stone-700">
          {schedule ? "Set another time" : "Publish this draft at a time"}, in {zoneName}.
        </p>
        <div className="flex flex-wrap gap-2">
          <label className="grid gap-1">
            <span className="text-sm font-semibold">Day</span>
            <input
              type="date"
              required
              value={day}
              onChange={(event) => setDay(event.target.value)}
              className="rounded-md border border-stone-400 px-2 py-1.5"
            />
          </label>
          <label className="grid gap-1">
            <span className="text-sm font-semibold">Time ({zoneName})</span>
            <input
              type="time"
              required
              value={time}
              onChange={(event) => setTime(event.target.value)}
              className="rounded-md border border-stone-400 px-2 py-1.5"
            />
          </label>
        </div>
        <button type="submit" className={secondaryButton} disabled={blocked}>
          Schedule publish
        </button>
      </form>
    </div>
  );
}
