import { useState } from "react";
import { controlClass, FormFieldset, SelectField, SubmitButton, TextField } from "#app/components/ui/form-field.tsx";
import { idleStatus, StatusLine, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, showServerFieldErrors, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { roleLabels, staffRoles, type StaffRole } from "#domain/staff/permissions.ts";
import {
  accountAnswer,
  accountsAnswer,
  addAccountAnswer,
  addAccountRequest,
  type StaffAccount,
} from "#domain/staff/schemas.ts";
import { ActionResult, useActionResult } from "#app/staff/action-result.tsx";
import { staffPost } from "#app/staff/api.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { dangerButton, panel, secondaryButton } from "#app/staff/ui.ts";

// The console loads its schemas with its screens; the recipe's loader just hands them over.
const loadAddAccountSchema = () => Promise.resolve(addAccountRequest);

const noAccount = { name: "", email: "", role: "front_desk" as StaffRole };
type ActionRunner = ReturnType<typeof useActionResult>["run"];

const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** Owners' list of staff accounts: add one (and hand over its enrolment link), change a role, disable. */
export default function AccountsScreen({ me }: ScreenProps) {
  const accounts = useStaffData("/accounts", accountsAnswer);
  const result = useActionResult();
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Staff</h1>
      <AddAccount onAdded={accounts.reload} />
      <section aria-labelledby="accounts-list">
        <h2 id="accounts-list" className="text-xl font-semibold">
          Accounts
        </h2>
        <ActionResult message={result.message} problem={result.problem} />
        {accounts.error ? (
          <p role="alert" className="mt-2">
            The accounts could not be loaded. Reload the page to try again.
          </p>
        ) : !accounts.data ? (
          <p className="mt-2">Loading…</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {accounts.data.accounts.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                self={account.id === me.id}
                run={result.run}
                onChanged={accounts.reload}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function AddAccount({ onAdded }: { onAdded: () => void }) {
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const { form, fields, handleSubmit } = useSchemaForm(loadAddAccountSchema, {
    defaultValues: noAccount,
    onEdit: () => setStatus(idleStatus),
  });
  const submit = handleSubmit(async (request) => {
    setLink(null);
    setStatus(idleStatus);
    try {
      const { account, enrolmentLink } = await staffPost("/accounts", request, addAccountAnswer);
      setLink({ email: account.email, url: enrolmentLink });
      form.reset(noAccount);
      onAdded();
    } catch (failure) {
      showServerFieldErrors(form, failure, ["name", "email", "role"]);
      setStatus({ kind: "error", text: errorText(failure, "The account could not be added. Try again.") });
    }
  });

  return (
    <section className={panel} aria-labelledby="add-account">
      <h2 id="add-account" className="text-xl font-semibold">
        Add a staff member
      </h2>
      <FormFields value={fields}>
        <form noValidate className="mt-4" onSubmit={submit}>
          <FormFieldset className="grid gap-4 sm:grid-cols-3">
            <TextField id="new-name" name="name" label="Name" autoComplete="off" required />
            <TextField id="new-email" name="email" type="email" label="Email" autoComplete="off" required />
            <SelectField id="new-role" name="role" label="Role" placeholder="Choose" options={roleOptions} />
            <div className="sm:col-span-3">
              <SubmitButton variant="primary" pendingLabel="Adding...">
                Add and make an enrolment link
              </SubmitButton>
              <StatusLine status={status} />
            </div>
          </FormFieldset>
        </form>
      </FormFields>
      {link ? (
        <div className="mt-4 rounded-lg bg-river-50 p-4" role="status">
          <label htmlFor="enrolment-link" className="block font-semibold">
            Enrolment link for {link.email}
          </label>
          <p className="text-sm text-stone-700">Send it to them privately. It works once, within 24 hours.</p>
          <input
            id="enrolment-link"
            readOnly
            value={link.url}
            className={`${controlClass} font-mono text-sm`}
            onFocus={(event) => event.target.select()}
          />
        </div>
      ) : null}
    </section>
  );
}

function AccountRow({
  account,
  self,
  run,
  onChanged,
}: {
  account: StaffAccount;
  self: boolean;
  run: ActionRunner;
  onChanged: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // The list is fetched again whatever the answer: the select shows the role the server holds.
  async function change(path: "role" | "disable", body: unknown, done: string) {
    setBusy(true);
    await run(
      () => staffPost(`/accounts/${account.id}/${path}`, body, accountAnswer),
      done,
      "The change was not saved. Try again.",
    );
    setBusy(false);
    onChanged();
  }
  const state = account.disabled ? "Disabled" : account.enrolled ? "Enrolled" : "Waiting for enrolment";
  const roleId = `role-${account.id}`;
  return (
    <li className={`${panel} flex flex-wrap items-end justify-between gap-4`} aria-label={account.name}>
      <div>
        <p className="font-semibold">
          {account.name} {self ? <span className="font-normal">(you)</span> : null}
        </p>
        <p className="break-all">{account.email}</p>
        <p className="text-sm text-stone-700">
          {roleLabels[account.role]} · {state}
        </p>
      </div>
      {self || account.disabled ? null : (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={roleId} className="block text-sm font-semibold text-stone-800">
              Role of {account.name}
            </label>
            <select
              id={roleId}
              className={controlClass}
              value={account.role}
              disabled={busy}
              onChange={(event) => {
                const role = event.target.value as StaffRole;
                void change("role", { role }, `${account.name} is now ${roleLabels[role]}.`);
              }}
            >
              {roleOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {confirming ? (
            <>
              <button
                type="button"
                className={dangerButton}
                disabled={busy}
                onClick={() => void change("disable", {}, `${account.name} is disabled and signed out everywhere.`)}
              >
                Disable {account.name} now
              </button>
              <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
                Keep
              </button>
            </>
          ) : (
            <button type="button" className={dangerButton} onClick={() => setConfirming(true)}>
              Disable {account.name}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
