import { resortZoneName } from "./ui.ts";

interface ResortTimeFieldsProps {
  day: string;
  time: string;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
}

/** A day and a time of the resort's clock, the zone named, whatever the zone of the browser. */
export function ResortTimeFields({ day, time, onDay, onTime }: ResortTimeFieldsProps) {
  return (
    <>
      <label className="grid gap-1">
        <span className="text-sm font-semibold">Day</span>
        <input
          type="date"
          required
          value={day}
          onChange={(event) => onDay(event.target.value)}
          className="rounded-md border border-stone-400 px-2 py-1.5"
        />
      </label>
      <label className="grid gap-1">
        <span className="text-sm font-semibold">Time ({resortZoneName})</span>
        <input
          type="time"
          required
          value={time}
          onChange={(event) => onTime(event.target.value)}
          className="rounded-md border border-stone-400 px-2 py-1.5"
        />
      </label>
    </>
  );
}
