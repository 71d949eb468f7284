import { useState } from "react";
import type { WeeklyHours } from "#content/restaurant.ts";
import { FormFieldset, SelectField, SubmitButton, TextField } from "#app/components/ui/form-field.tsx";
import { idleStatus, StatusLine, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, showServerFieldErrors, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { longDate } from "#domain/english.ts";
import { formatDayHours, formatHour, type HoursException } from "#domain/hours.ts";
import {
  gateCodeRequest,
  hoursExceptionRequest,
  settingsAnswer,
  weeklyHoursRequest,
  type SettingsAnswer,
} from "#domain/staff/settings-schemas.ts";
import { settingsMessages } from "#domain/staff/settings.ts";
import { ActionResult, useActionResult } from "#app/staff/action-result.tsx";
import { staffPost } from "#app/staff/api.ts";
import { dangerButton, panel, resortTime, secondaryButton } from "#app/staff/ui.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";

// The console loads its schemas with its screens; the recipe's loader just hands them over.
const loadGateCodeSchema = () => Promise.resolve(gateCodeRequest);
const loadWeeklySchema = () => Promise.resolve(weeklyHoursRequest);
const loadExceptionSchema = () => Promise.resolve(hoursExceptionRequest);

const saveFailed = "The change was not saved. Check the connection and try again.";

const statusOptions = [
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
] as const;
const openingOptions = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: formatHour(hour) }));
const closingOptions = Array.from({ length: 24 }, (_, index) => {
  const hour = index + 1;
  return { value: String(hour), label: hour === 24 ? "12 AM (midnight)" : formatHour(hour) };
});

/**
 * The gate code, the gate's verified-email rule, the restaurant's week and its dated changes, and
 * whether new subscribers confirm by email.
 */
export default function SettingsScreen() {
  const settings = useStaffData("/settings", settingsAnswer);
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Settings</h1>
      {settings.error ? (
        <p role="alert">The settings could not be loaded. Check the connection and reload the page.</p>
      ) : !settings.data ? (
        <p>Loading…</p>
      ) : (
        <>
          <GateCodeSection settings={settings.data} onChanged={settings.reload} />
          <HoursSection weekly={settings.data.weekly} onChanged={settings.reload} />
          <ExceptionsSection exceptions={settings.data.exceptions} onChanged={settings.reload} />
          <NewsletterSection doubleOptIn={settings.data.newsletterDoubleOptIn} onChanged={settings.reload} />
        </>
      )}
    </div>
  );
}

function GateCodeSection({ settings, onChanged }: { settings: SettingsAnswer; onChanged: () => void }) {
  const { gateCode } = settings;
  const random = useActionResult();
  const verification = useActionResult();
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const { form, fields, handleSubmit } = useSchemaForm(loadGateCodeSchema, {
    defaultValues: { code: "" },
    onEdit: () => setStatus(idleStatus),
  });
  const submit = handleSubmit(async ({ code }) => {
    try {
      await staffPost("/settings/gate-code", { code }, settingsAnswer);
      form.reset({ code: "" });
      setStatus({ kind: "success", text: settingsMessages.gateCodeChanged });
      onChanged();
    } catch (error) {
      showServerFieldErrors(form, error, ["code"]);
      setStatus({ kind: "error", text: errorText(error, saveFailed) });
    }
  });

  async function drawCode() {
    if (await random.run(() => staffPost("/settings/gate-code", {}, settingsAnswer), settingsMessages.gateCodeChanged))
      onChanged();
  }

  async function setVerification(required: boolean) {
    const done = required ? settingsMessages.verificationOn : settingsMessages.verificationOff;
    if (await verification.run(() => staffPost("/settings/gate-verification", { required }, settingsAnswer), done))
      onChanged();
  }

  return (
    <section aria-labelledby="gate-code-title" className={`${panel} space-y-5`}>
      <h2 id="gate-code-title" className="text-xl font-semibold">
        Restaurant gate code
      </h2>
      <div>
        <p>
          Code in use: <strong className="font-mono text-2xl tracking-widest">{gateCode.code}</strong>
        </p>
        <p className="text-sm text-stone-700">
          {gateCode.changedAt
            ? `Changed ${resortTime(gateCode.changedAt)} by ${gateCode.changedBy ?? "staff"}.`
            : "Not changed yet: this is the code the server was started with."}{" "}
          Signed-in guests see a new code at once.
        </p>
      </div>
      <FormFields value={fields}>
        <form noValidate onSubmit={submit} aria-label="Set a new gate code">
          <FormFieldset className="flex flex-wrap items-end gap-3">
            <TextField
              id="gate-code"
              name="code"
              label="New code"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              required
              className="w-36"
            />
            <SubmitButton pendingLabel="Saving...">Set code</SubmitButton>
          </FormFieldset>
          <StatusLine status={status} />
        </form>
      </FormFields>
      <div className="space-y-2">
        <button type="button" className={secondaryButton} onClick={() => void drawCode()}>
          Choose a random code
        </button>
        <ActionResult message={random.message} problem={random.problem} />
      </div>
      <div className="space-y-2 border-t border-stone-200 pt-4">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-river-700"
            checked={settings.requireVerifiedEmail}
            onChange={(event) => void setVerification(event.target.checked)}
          />
          <span>Only guests who have verified their email address see the gate code.</span>
        </label>
        <ActionResult message={verification.message} problem={verification.problem} />
      </div>
    </section>
  );
}

function dayChoice(hours: WeeklyHours[number]["hours"]) {
  return hours
    ? { status: "open" as const, open: String(hours.open), close: String(hours.close) }
    : { status: "closed" as const, open: "8", close: "20" };
}

function HoursSection({ weekly, onChanged }: { weekly: WeeklyHours; onChanged: () => void }) {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const { form, fields, handleSubmit } = useSchemaForm(loadWeeklySchema, {
    defaultValues: { days: weekly.map((day) => dayChoice(day.hours)) },
    onEdit: () => setStatus(idleStatus),
  });
  const submit = handleSubmit(async ({ days }) => {
    try {
      await staffPost("/settings/hours", { days }, settingsAnswer);
      setStatus({ kind: "success", text: settingsMessages.hoursSaved });
      onChanged();
    } catch (error) {
      showServerFieldErrors(
        form,
        error,
        weekly.flatMap((_, index) => [`days.${index}.open`, `days.${index}.close`]),
      );
      setStatus({ kind: "error", text: errorText(error, saveFailed) });
    }
  });
  return (
    <section aria-labelledby="weekly-hours-title" className={`${panel} space-y-4`}>
      <h2 id="weekly-hours-title" className="text-xl font-semibold">
        Pique Nique&apos;s weekly hours
      </h2>
      <p className="text-sm text-stone-700">
        The site&apos;s open badge, hours table, gate code and assistant follow these hours as soon as they are saved.
      </p>
      <FormFields value={fields}>
        <form noValidate onSubmit={submit} aria-label="Weekly hours">
          <FormFieldset className="space-y-4">
            {weekly.map((day, index) => (
              // The legend names the day for every control in it, so each label says only what it sets.
              <fieldset key={day.day} className="grid grid-cols-3 gap-2 border-b border-stone-200 pb-3">
                <legend className="col-span-3 mb-1 font-semibold">{day.day}</legend>
                <SelectField
                  id={`day-${index}-status`}
                  name={`days.${index}.status`}
                  label="Open or closed"
                  placeholder="Choose"
                  options={statusOptions}
                />
                <SelectField
                  id={`day-${index}-open`}
                  name={`days.${index}.open`}
                  label="Opens"
                  placeholder="Choose"
                  options={openingOptions}
                />
                <SelectField
                  id={`day-${index}-close`}
                  name={`days.${index}.close`}
                  label="Closes"
                  placeholder="Choose"
                  options={closingOptions}
                />
              </fieldset>
            ))}
            <SubmitButton variant="primary" pendingLabel="Saving...">
              Save weekly hours
            </SubmitButton>
            <StatusLine status={status} />
          </FormFieldset>
        </form>
      </FormFields>
    </section>
  );
}

function ExceptionsSection({
  exceptions,
  onChanged,
}: {
  exceptions: readonly HoursException[];
  onChanged: () => void;
}) {
  const removal = useActionResult();
  async function remove(date: string) {
    if (
      await removal.run(
        () => staffPost(`/settings/exceptions/${date}/delete`, {}, settingsAnswer),
        settingsMessages.exceptionRemoved,
      )
    )
      onChanged();
  }
  return (
    <section aria-labelledby="exceptions-title" className={`${panel} space-y-4`}>
      <h2 id="exceptions-title" className="text-xl font-semibold">
        Holidays and special hours
      </h2>
      {exceptions.length === 0 ? (
        <p className="text-stone-700">No day is set apart: every day keeps its weekly hours.</p>
      ) : (
        <ul className="divide-y divide-stone-200" aria-label="Days with other hours">
          {exceptions.map((entry) => (
            <li key={entry.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-semibold">{longDate(entry.date)}</span>: {formatDayHours(entry.hours)} (
                {entry.note})
              </span>
              <button
                type="button"
                className={dangerButton}
                onClick={() => void remove(entry.date)}
                aria-label={`Remove the change for ${longDate(entry.date)}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <ActionResult message={removal.message} problem={removal.problem} />
      <ExceptionForm onSaved={onChanged} />
    </section>
  );
}

function ExceptionForm({ onSaved }: { onSaved: () => void }) {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const empty = { date: "", status: "closed" as const, open: "8", close: "20", note: "" };
  const { form, fields, handleSubmit } = useSchemaForm(loadExceptionSchema, {
    defaultValues: empty,
    onEdit: () => setStatus(idleStatus),
  });
  const submit = handleSubmit(async (change) => {
    try {
      await staffPost("/settings/exceptions", change, settingsAnswer);
      form.reset(empty);
      setStatus({ kind: "success", text: settingsMessages.exceptionSaved });
      onSaved();
    } catch (error) {
      showServerFieldErrors(form, error, ["date", "status", "open", "close", "note"]);
      setStatus({ kind: "error", text: errorText(error, saveFailed) });
    }
  });
  return (
    <FormFields value={fields}>
      <form noValidate onSubmit={submit} aria-label="Set a day apart" className="border-t border-stone-200 pt-4">
        <FormFieldset className="grid gap-3 sm:grid-cols-2">
          <TextField id="exception-date" name="date" type="date" label="Day" required />
          <SelectField
            id="exception-status"
            name="status"
            label="That day"
            placeholder="Choose"
            options={[
              { value: "closed", label: "Closed" },
              { value: "open", label: "Open, special hours" },
            ]}
          />
          <SelectField
            id="exception-open"
            name="open"
            label="Opens (special hours)"
            placeholder="Choose"
            options={openingOptions}
          />
          <SelectField
            id="exception-close"
            name="close"
            label="Closes (special hours)"
            placeholder="Choose"
            options={closingOptions}
          />
          <TextField
            id="exception-note"
            name="note"
            label="Reason, shown to visitors"
            placeholder="Thanksgiving"
            maxLength={80}
            required
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <SubmitButton variant="primary" pendingLabel="Saving...">
              Save this day
            </SubmitButton>
            <StatusLine status={status} />
          </div>
        </FormFieldset>
      </form>
    </FormFields>
  );
}

function NewsletterSection({ doubleOptIn, onChanged }: { doubleOptIn: boolean; onChanged: () => void }) {
  const change = useActionResult();
  // The box shows the choice at once, while it is sent, until the settings come back with it (or it fails).
  const [chosen, setChosen] = useState<{ required: boolean; over: boolean } | null>(null);
  async function setDoubleOptIn(required: boolean) {
    setChosen({ required, over: doubleOptIn });
    const done = required ? settingsMessages.doubleOptInOn : settingsMessages.doubleOptInOff;
    if (await change.run(() => staffPost("/settings/newsletter-double-opt-in", { required }, settingsAnswer), done))
      onChanged();
    else setChosen(null);
  }
  return (
    <section aria-labelledby="newsletter-title" className={`${panel} space-y-3`}>
      <h2 id="newsletter-title" className="text-xl font-semibold">
        Newsletter signup
      </h2>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-river-700"
          checked={chosen?.over === doubleOptIn ? chosen.required : doubleOptIn}
          aria-describedby="double-opt-in-note"
          onChange={(event) => void setDoubleOptIn(event.target.checked)}
        />
        <span>Ask new subscribers to confirm by email</span>
      </label>
      <p id="double-opt-in-note" className="text-sm text-stone-700">
        When this is on, a new subscriber gets an email with a link, and newsletters go to them only once they press
        Confirm on the page it opens. Addresses already on the list stay as they are.
      </p>
      <ActionResult message={change.message} problem={change.problem} />
    </section>
  );
}
