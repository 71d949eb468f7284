import { useContext, useId, type KeyboardEvent } from "react";
import { FormKitContext } from "#app/components/ui/form-field.tsx";
import { nightStateLabels, type NightState } from "#domain/box-office.ts";
import { longDate, shortMonth } from "#domain/english.ts";
import type { EventNights } from "#domain/tickets-schema.ts";
import type { NightPickerIds } from "./ticket-panel.tsx";

type Night = EventNights["nights"][number];

const FIELD = "nightDate";

/** Whether a buyer may still choose the night. */
export function onSale(state: NightState): boolean {
  return state === "available" || state === "few";
}

// Dates are calendar days: read at noon UTC and written in UTC, whatever the visitor's zone.
const atNoon = (date: string) => new Date(`${date}T12:00:00.000Z`);
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "Saturday, December 12 — Few left (8 places)": a night's radio as a screen reader says it. */
function nightLabel({ date, state, remaining }: Night): string {
  const status =
    state === "few" && remaining !== null
      ? `${nightStateLabels.few} (${remaining} ${remaining === 1 ? "place" : "places"})`
      : nightStateLabels[state];
  return `${longDate(date)} — ${status}`;
}

/** The nights laid out in whole weeks, Sunday first; days of no night are gaps. */
function weekGrid(nights: readonly Night[]): (Night | null)[] {
  const first = nights[0];
  const last = nights.at(-1);
  if (!first || !last) return [];
  const byDate = new Map(nights.map((night) => [night.date, night]));
  const day = atNoon(first.date);
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  const end = atNoon(last.date);
  end.setUTCDate(end.getUTCDate() + 6 - end.getUTCDay());
  const cells: (Night | null)[] = [];
  for (; day <= end; day.setUTCDate(day.getUTCDate() + 1))
    cells.push(byDate.get(day.toISOString().slice(0, 10)) ?? null);
  return cells;
}

const cellLook: Record<NightState, string> = {
  available: "bg-white text-stone-900 ring-1 ring-inset ring-stone-300 hover:bg-river-50",
  few: "bg-sunset-50 text-stone-900 ring-1 ring-inset ring-sunset-500 hover:bg-sunset-100",
  "sold-out": "bg-stone-200 text-stone-700",
  closed: "border border-dashed border-stone-400 bg-stone-100 text-stone-700",
  cancelled: "bg-red-50 text-red-800",
  past: "text-stone-500",
};

/** What a cell says under its day, where its look alone would not tell. */
function cellNote({ state, remaining }: Night): string {
  if (state === "few" && remaining !== null) return `${remaining} left`;
  return state === "sold-out" ? "Full" : "";
}

interface NightPickerProps extends NightPickerIds {
  nights: readonly Night[];
  /** The night chosen, "" for none. */
  chosen: string;
}

/**
 * The nights of the run as radios in a week grid. Arrow keys move as in any radio group (left and
 * right, skipping the nights that cannot be chosen); up and down move by a week, as in a calendar.
 */
export function NightPicker({ nights, chosen, labelledBy, describedBy }: NightPickerProps) {
  const binding = useContext(FormKitContext);
  const errorId = useId();
  const error = binding?.error(FIELD);

  const cells = weekGrid(nights);
  const chosenNight = nights.find((night) => night.date === chosen && onSale(night.state));
  // Past nights look as past days do in any calendar; the key explains the rest.
  const keyed = (Object.keys(nightStateLabels) as NightState[]).filter(
    (state) => state !== "past" && nights.some((night) => night.state === state),
  );

  function moveByWeek(event: KeyboardEvent<HTMLInputElement>) {
    const step = event.key === "ArrowDown" ? 7 : event.key === "ArrowUp" ? -7 : 0;
    if (!step) return;
    event.preventDefault();
    const from = event.currentTarget;
    const start = cells.findIndex((cell) => cell?.date === from.value);
    for (let index = start + step; index >= 0 && index < cells.length; index += step) {
      const night = cells[index];
      if (night && onSale(night.state)) {
        const radio = from.form?.querySelector<HTMLInputElement>(`input[name="${FIELD}"][value="${night.date}"]`);
        radio?.focus();
        radio?.click();
        return;
      }
    }
  }

  return (
    <>
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={error ? `${describedBy} ${errorId}` : describedBy}
        aria-invalid={error ? true : undefined}
        className="mt-3 rounded-xl aria-invalid:ring-2 aria-invalid:ring-red-700 aria-invalid:ring-offset-4"
      >
        <div aria-hidden="true" className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-stone-600">
          {WEEKDAYS.map((weekday) => (
            <span key={weekday}>{weekday}</span>
          ))}
        </div>
        <div className="mt-1 grid grid-cols-7 gap-1">
          {cells.map((night, index) =>
            night ? (
              <NightCell
                key={night.date}
                night={night}
                // The month shows on the run's first night and on each 1st.
                month={night.date === nights[0]?.date || night.date.endsWith("-01")}
                errorId={error ? errorId : undefined}
                onKeyDown={moveByWeek}
              />
            ) : (
              <span key={`gap-${index}`} />
            ),
          )}
        </div>
      </div>
      {error ? (
        <p id={errorId} className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {chosenNight ? (
        <p className="mt-3 text-stone-800">
          Your night: <strong>{longDate(chosenNight.date)}</strong>
        </p>
      ) : null}
      <ul aria-hidden="true" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
        {keyed.map((state) => (
          <li key={state} className="flex items-center gap-1.5">
            <span className={`size-3 rounded-sm ${cellLook[state]}`} />
            {nightStateLabels[state]}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-river-700" />
          Your night
        </li>
      </ul>
    </>
  );
}

interface NightCellProps {
  night: Night;
  /** Whether the cell names its month. */
  month: boolean;
  errorId: string | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

function NightCell({ night, month, errorId, onKeyDown }: NightCellProps) {
  const binding = useContext(FormKitContext);
  const unavailable = !onSale(night.state);
  const struck = night.state === "sold-out" || night.state === "cancelled";
  return (
    <label
      className={`group relative flex h-14 flex-col items-center justify-center rounded-lg leading-none has-checked:bg-river-700 has-checked:text-white has-checked:ring-river-800 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-river-600 ${cellLook[night.state]}`}
    >
      {/* Every night is registered, so clearing the choice unchecks whichever radio held it. */}
      <input
        type="radio"
        {...(binding?.register(FIELD) ?? { name: FIELD })}
        value={night.date}
        disabled={unavailable}
        aria-describedby={errorId}
        onKeyDown={onKeyDown}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg focus:outline-none disabled:cursor-not-allowed"
      />
      <span aria-hidden="true" className="h-3 text-[0.625rem] font-semibold uppercase">
        {month ? shortMonth(night.date) : null}
      </span>
      <span aria-hidden="true" className={`text-base font-semibold tabular-nums ${struck ? "line-through" : ""}`}>
        {Number(night.date.slice(8))}
      </span>
      <span
        aria-hidden="true"
        className={`h-3 text-[0.625rem] font-semibold group-has-checked:text-white ${night.state === "few" ? "text-sunset-800" : ""}`}
      >
        {cellNote(night)}
      </span>
      <span className="sr-only">{nightLabel(night)}</span>
    </label>
  );
}
