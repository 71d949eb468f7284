import { useEffect, useRef, useState } from "react";
import { FormFieldset, SelectField, SubmitButton, TextField } from "#app/components/ui/form-field.tsx";
import { idleStatus, StatusLine, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, showServerFieldErrors, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { nightStateLabels } from "#domain/box-office.ts";
import { longDate } from "#domain/english.ts";
import {
  nightChangeRequest,
  nightsMessages,
  staffNightsAnswer,
  type StaffNight,
} from "#domain/staff/nights-schemas.ts";
import { staffPost } from "#app/staff/api.ts";
import { dangerButton, panel, secondaryButton } from "#app/staff/ui.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { CancelNightForm } from "./cancel-night-form.tsx";

// The console loads its schemas with its screens; the recipe's loader just hands them over.
const loadChangeSchema = () => Promise.resolve(nightChangeRequest);

const saleOptions = [
  { value: "on_sale", label: "On sale" },
  { value: "closed", label: "Not on sale" },
] as const;

/**
 * The nights of an event sold by the night: places sold and held, each night's capacity and sale,
 * and calling a night off.
 */
export default function NightsScreen() {
  const [eventId, setEventId] = useState("christmas-lights");
  const nights = useStaffData(`/nights?event=${encodeURIComponent(eventId)}`, staffNightsAnswer);
  const [editingDate, setEditingDate] = useState<string | null>(null);
  const [action, setAction] = useState<"change" | "cancel">("change");
  // Each "Change" or "Cancel" opens its form afresh, with the focus on it.
  const [opened, setOpened] = useState(0);
  const editing = nights.data?.nights.find((night) => night.date === editingDate);
  const open = (date: string, next: "change" | "cancel") => {
    setEditingDate(date);
    setAction(next);
    setOpened((count) => count + 1);
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Nights</h1>
      {nights.error ? (
        <p role="alert">
          {errorText(nights.error, "The nights could not be loaded. Check the connection and reload.")}
        </p>
      ) : !nights.data ? (
        <p>Loading…</p>
      ) : (
        <>
          <label className="block max-w-sm">
            <span className="text-sm font-semibold">Event</span>
            <select
              className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5"
              value={eventId}
              onChange={(event) => {
                setEditingDate(null);
                setEventId(event.target.value);
              }}
            >
              {nights.data.events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name}
                </option>
              ))}
            </select>
          </label>
          {editing && action === "change" ? (
            <NightForm
              key={`${eventId}-${editing.date}-${opened}`}
              eventId={eventId}
              night={editing}
              onSaved={nights.reload}
            />
          ) : null}
          {editing && action === "cancel" ? (
            <CancelNightForm
              key={`${eventId}-${editing.date}-${opened}`}
              eventId={eventId}
              night={editing}
              nights={nights.data.nights}
              onCancelled={nights.replace}
              onClose={() => setEditingDate(null)}
            />
          ) : null}
          <section aria-labelledby="nights-title" className={panel}>
            <h2 id="nights-title" className="text-xl font-semibold">
              {nights.data.event.name}
            </h2>
            <ul aria-label="Nights" className="mt-3 divide-y divide-stone-200">
              {nights.data.nights.map((night) => (
                <li
                  key={night.date}
                  aria-label={longDate(night.date)}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2"
                >
                  <span className="min-w-52 font-semibold">{longDate(night.date)}</span>
                  <span className="min-w-24">{nightStateLabels[night.state]}</span>
                  <span className="text-sm text-stone-700">
                    {night.sold} sold · {night.held} held · {night.capacity} places
                  </span>
                  {night.state !== "past" && night.status !== "cancelled" ? (
                    <span className="ml-auto flex gap-2">
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => open(night.date, "change")}
                        aria-label={`Change ${longDate(night.date)}`}
                      >
                        Change
                      </button>
                      <button
                        type="button"
                        className={dangerButton}
                        onClick={() => open(night.date, "cancel")}
                        aria-label={`Cancel ${longDate(night.date)}`}
                      >
                        Cancel
                      </button>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}

function NightForm({ eventId, night, onSaved }: { eventId: string; night: StaffNight; onSaved: () => void }) {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  // The form opens above the list: on a phone the night's row may be a long way below it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { form, fields, handleSubmit } = useSchemaForm(loadChangeSchema, {
    defaultValues: { capacity: String(night.capacity), status: night.status === "closed" ? "closed" : "on_sale" },
    onEdit: () => setStatus(idleStatus),
  });
  const submit = handleSubmit(async (change) => {
    try {
      await staffPost(`/nights/${encodeURIComponent(eventId)}/${night.date}`, change, staffNightsAnswer);
      setStatus({ kind: "success", text: nightsMessages.changed });
      onSaved();
    } catch (error) {
      showServerFieldErrors(form, error, ["capacity", "status"]);
      setStatus({
        kind: "error",
        text: errorText(error, "The change was not saved. Check the connection and try again."),
      });
    }
  });
  return (
    <section aria-labelledby="night-form-title" className={panel}>
      <h2 id="night-form-title" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {longDate(night.date)}
      </h2>
      <p className="text-sm text-stone-700">
        {night.sold} sold and {night.held} held by open checkouts: the capacity cannot go below{" "}
        {night.sold + night.held}.
      </p>
      <FormFields value={fields}>
        <form noValidate onSubmit={submit} aria-label={`Change ${longDate(night.date)}`} className="mt-3">
          <FormFieldset className="grid gap-3 sm:grid-cols-3 sm:items-end">
            <TextField id="night-capacity" name="capacity" label="Places" inputMode="numeric" required />
            <SelectField id="night-status" name="status" label="Sale" placeholder="Choose" options={saleOptions} />
            <SubmitButton variant="primary" pendingLabel="Saving...">
              Save night
            </SubmitButton>
          </FormFieldset>
          <StatusLine status={status} />
        </form>
      </FormFields>
    </section>
  );
}
