import { useId, useState, type FormEvent } from "react";
import { ResortTimeFields } from "#app/staff/resort-time-fields.tsx";
import { resortZoneName, secondaryButton } from "#app/staff/ui.ts";
import type { ContentDocumentAnswer, ScheduleAction } from "#domain/staff/content-schemas.ts";
import { scheduleTime } from "#domain/content/schedule-time.ts";
import { resortInstant } from "#domain/zoned-time.ts";

/** How the console words what a schedule will do: "Set to publish Tue, Dec 1, 2026, 6:00 AM CST". */
export const scheduleWords = {
  publish: {
    set: "Set to publish",
    listed: "Publishes",
    failed: "The publish set for",
    cancel: "Cancel the scheduled publish",
    cancelled: "The scheduled publish is cancelled.",
  },
  hide: {
    set: "Set to take off the site",
    listed: "Leaves the site",
    failed: "Taking it off the site, set for",
    cancel: "Cancel taking it off the site",
    cancelled: "Taking it off the site is cancelled.",
  },
} as const satisfies Record<ScheduleAction, Record<string, string>>;

interface SchedulePublishProps {
  schedule: ContentDocumentAnswer["schedule"];
  /** A published event, which can be set to leave the site as well. */
  hideable: boolean;
  /** Why the draft cannot be set to publish now (problems, a save under way). */
  blocked: boolean;
  onSchedule: (at: Date, action: ScheduleAction, done: string) => void;
  onCancel: (done: string) => void;
}

/**
 * Sets the draft to publish (or a published event to leave the site) at a day and time of the
 * resort's clock, whatever the zone of the browser, or shows the one set (and why it failed, when
 * it did) with a way to take it back.
 */
export function SchedulePublish({ schedule, hideable, blocked, onSchedule, onCancel }: SchedulePublishProps) {
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  const [action, setAction] = useState<ScheduleAction>("publish");
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!day || !time) return;
    const at = resortInstant(day, time);
    onSchedule(at, action, `${scheduleWords[action].set} ${scheduleTime(at.toISOString())}.`);
  }

  return (
    <div className="mt-4 space-y-3 border-t border-stone-200 pt-4">
      <h3 className="font-semibold">Publish later</h3>
      {schedule ? (
        <div className="space-y-2">
          {schedule.failure ? (
            <p role="alert" className="font-semibold text-red-800">
              {scheduleWords[schedule.action].failed} {scheduleTime(schedule.dueAt)} did not happen: {schedule.failure}
            </p>
          ) : (
            <p>
              {scheduleWords[schedule.action].set} <span className="font-semibold">{scheduleTime(schedule.dueAt)}</span>{" "}
              by {schedule.scheduledBy}
              {schedule.action === "publish" ? ", with the draft as it is then." : "."}
            </p>
          )}
          <button
            type="button"
            className={secondaryButton}
            onClick={() => onCancel(scheduleWords[schedule.action].cancelled)}
          >
            {scheduleWords[schedule.action].cancel}
          </button>
        </div>
      ) : null}
      <form onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-2">
        <p id={`${id}-title`} className="text-sm text-stone-700">
          {schedule ? "Set another time" : hideable ? "Act at a time" : "Publish this draft at a time"}, in{" "}
          {resortZoneName}.
        </p>
        {hideable ? (
          <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
            <legend className="sr-only">What happens then</legend>
            {(
              [
                ["publish", "Publish this draft"],
                ["hide", "Take this event off the site"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-action`}
                  value={value}
                  checked={action === value}
                  onChange={() => setAction(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <ResortTimeFields day={day} time={time} onDay={setDay} onTime={setTime} />
        </div>
        <button type="submit" className={secondaryButton} disabled={action === "publish" && blocked}>
          {action === "publish" ? "Schedule publish" : "Schedule taking it off the site"}
        </button>
      </form>
    </div>
  );
}
