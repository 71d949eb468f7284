import { useState } from "react";
import { FormFieldset, SubmitButton, TextField } from "#app/components/ui/form-field.tsx";
import { idleStatus, StatusLine, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, showServerFieldErrors, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { peopleMessages, personAnswer, personRequest, type PersonRecords } from "#domain/staff/people-schemas.ts";
import { staffPost } from "#app/staff/api.ts";
import { dangerButton, panel } from "#app/staff/ui.ts";

// The console loads its schemas with its screens; the recipe's loader just hands them over.
const loadSchema = () => Promise.resolve(personRequest);
const lookupFailed = "The lookup failed. Check the connection and try again.";

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function heldList(records: PersonRecords): string[] {
  return [
    records.subscriber ? "a newsletter subscription" : null,
    records.contactMessages ? plural(records.contactMessages, "contact message", "contact messages") : null,
    records.inquiries ? plural(records.inquiries, "inquiry", "inquiries") : null,
    records.account ? "a guest account" : null,
  ].filter((item): item is string => item !== null);
}

/**
 * Erasure on request: look up an address, see what the site holds, confirm, erase. Ticket orders
 * stay (the resort's accounts need them) and the page says so.
 */
export function ErasePerson({ onErased }: { onErased: () => void }) {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const [records, setRecords] = useState<PersonRecords | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [erasing, setErasing] = useState(false);
  const { form, fields, handleSubmit } = useSchemaForm(loadSchema, {
    defaultValues: { email: "" },
    onEdit: () => {
      setStatus(idleStatus);
      setRecords(null);
      setConfirmed(false);
    },
  });

  const lookUp = handleSubmit(async ({ email }) => {
    try {
      const answer = await staffPost("/people/records", { email }, personAnswer);
      setRecords(answer.records);
      setConfirmed(false);
      setStatus(heldList(answer.records).length ? idleStatus : { kind: "success", text: peopleMessages.nothingHeld });
    } catch (error) {
      showServerFieldErrors(form, error, ["email"]);
      setStatus({ kind: "error", text: errorText(error, lookupFailed) });
    }
  });

  async function erase(email: string) {
    setErasing(true);
    try {
      await staffPost("/people/erase", { email, confirm: true }, personAnswer);
      setRecords(null);
      setConfirmed(false);
      form.reset({ email: "" });
      setStatus({ kind: "success", text: peopleMessages.erased });
      onErased();
    } catch (error) {
      setStatus({ kind: "error", text: errorText(error, lookupFailed) });
    } finally {
      setErasing(false);
    }
  }

  const held = records ? heldList(records) : [];
  return (
    <section aria-labelledby="erase-title" className={panel}>
      <h2 id="erase-title" className="text-lg font-semibold">
        Erase a person on request
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        When someone asks the resort to delete their data: their subscription, messages, inquiries and guest account go,
        with the mail to and about them. Ticket orders stay for the resort&apos;s accounts.
      </p>
      <FormFields value={fields}>
        <form noValidate onSubmit={lookUp} aria-label="Find what the site holds about an address" className="mt-3">
          <FormFieldset className="flex flex-wrap items-end gap-3">
            <TextField
              id="erase-email"
              name="email"
              label="Their email address"
              type="email"
              autoComplete="off"
              className="min-w-0 flex-1 basis-64"
              required
            />
            <SubmitButton pendingLabel="Looking...">Find what we hold</SubmitButton>
          </FormFieldset>
        </form>
      </FormFields>
      {records && held.length ? (
        <div className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4">
          <p className="font-semibold">For {records.email} the site holds:</p>
          <ul aria-label={`Held about ${records.email}`} className="mt-1 list-disc pl-6">
            {held.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {records.ordersKept ? (
            <p className="mt-2 text-sm">
              {plural(records.ordersKept, "ticket order stays", "ticket orders stay")} for the resort&apos;s accounts.
            </p>
          ) : null}
          <label className="mt-3 flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1 size-5"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
            />
            <span>I understand this erases everything listed and cannot be undone.</span>
          </label>
          <button
            type="button"
            className={`${dangerButton} mt-3`}
            disabled={!confirmed || erasing}
            onClick={() => void erase(records.email)}
          >
            Erase everything listed
          </button>
        </div>
      ) : null}
      <div className="mt-2">
        <StatusLine status={status} />
      </div>
    </section>
  );
}
