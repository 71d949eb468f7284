import { useState, type FormEvent } from "react";
import { ApiRequestError, errorText } from "#app/lib/api-client.ts";
import { roleLabels, staffRoles, type StaffRole } from "#domain/staff/permissions.ts";
import { accountAnswer, accountsAnswer, addAccountAnswer, type StaffAccount } from "#domain/staff/schemas.ts";
import { controlClass } from "#app/components/ui/form-field.tsx";
import { staffPost } from "../api.ts";
import { useStaffData } from "../use-staff-data.ts";
import { Field, FormError, formText } from "../form.tsx";
import type { ScreenProps } from "../shell.tsx";
import { dangerButton, panel, primaryButton, secondaryButton } from "../ui.ts";

/** Owners' list of staff accounts: add one (and hand over its enrolment link), change a role, disable. */
export default function AccountsScreen({ me }: ScreenProps) {
  const accounts = useStaffData("/accounts", accountsAnswer);
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Staff</h1>
      <AddAccount onAdded={accounts.reload} />
      <section aria-labelledby="accounts-list">
        <h2 id="accounts-list" className="text-xl font-semibold">
          Accounts
        </h2>
        {accounts.error ? (
          <p role="alert" className="mt-2">
            The accounts could not be loaded. Reload the page to try again.
          </p>
        ) : !accounts.data ? (
          <p className="mt-2">Loading…</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {accounts.data.accounts.map((account) => (
              <AccountRow key={account.id} account={account} self={account.id === me.id} onChanged={accounts.reload} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function AddAccount({ onAdded }: { onAdded: () => void }) {
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setLink(null);
    setFields({});
    setError(null);
    setBusy(true);
    try {
      const { account, enrolmentLink } = await staffPost(
        "/accounts",
        { email: formText(form, "new-email"), name: formText(form, "new-name"), role: formText(form, "new-role") },
        addAccountAnswer,
      );
      setLink({ email: account.email, url: enrolmentLink });
      formElement.reset();
      onAdded();
    } catch (failure) {
      setError(failure);
      setFields(failure instanceof ApiRequestError ? (failure.fields ?? {}) : {});
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={panel} aria-labelledby="add-account">
      <h2 id="add-account" className="text-xl font-semibold">
        Add a staff member
      </h2>
      <form className="mt-4 grid gap-4 sm:grid-cols-3" onSubmit={submit}>
        <Field id="new-name" label="Name" autoComplete="off" error={fields.name} />
        <Field id="new-email" label="Email" type="email" autoComplete="off" error={fields.email} />
        <div>
          <label htmlFor="new-role" className="block text-sm font-semibold text-stone-800">
            Role
          </label>
          <select id="new-role" name="new-role" className={controlClass} defaultValue="front_desk">
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-3">
          <FormError message={error ? errorText(error, "The account could not be added. Try again.") : null} />
          <button type="submit" className={primaryButton} disabled={busy}>
            Add and make an enrolment link
          </button>
        </div>
      </form>
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

function AccountRow({ account, self, onChanged }: { account: StaffAccount; self: boolean; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function change(path: "role" | "disable", body: unknown) {
    setBusy(true);
    setError(null);
    try {
      await staffPost(`/accounts/${account.id}/${path}`, body, accountAnswer);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
      onChanged();
    }
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
              onChange={(event) => void change("role", { role: event.target.value as StaffRole })}
            >
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </select>
          </div>
          {confirming ? (
            <>
              <button type="button" className={dangerButton} disabled={busy} onClick={() => void change("disable", {})}>
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
      {error ? (
        <div className="w-full">
          <FormError message={errorText(error, "The change was not saved. Try again.")} />
        </div>
      ) : null}
    </li>
  );
}
