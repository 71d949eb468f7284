import { useState } from "react";
import { Link } from "react-router";
import { SelectField, TextField } from "#app/components/ui/form-field.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { guestAnswer, guestMessages, guestsAnswer } from "#domain/staff/guest-schemas.ts";
import { ActionResult, useActionResult } from "#app/staff/action-result.tsx";
import { staffAction, staffPost } from "#app/staff/api.ts";
import { dangerButton, panel, primaryButton, resortTime, secondaryButton } from "#app/staff/ui.ts";
import { useAddressFilters } from "#app/staff/use-address-filters.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";

const FILTERS = ["q", "status", "page"] as const;

/** PocketBase's "2026-11-24 15:00:00.000Z" as the resort's clock shows it. */
function created(text: string): string {
  return resortTime(text.replace(" ", "T"));
}

/** Guest accounts: find one, then verify, block or unblock, send a reset link, or delete it. */
export default function GuestsScreen() {
  const { params, query, apply, linkWith, path } = useAddressFilters(FILTERS, ["q", "status"]);
  const list = useStaffData(path("/guests"), guestsAnswer);
  const result = useActionResult();
  const [deleting, setDeleting] = useState<string | null>(null);

  async function act(action: () => Promise<unknown>, done: string) {
    if (await result.run(action, done)) list.reload();
  }

  const pageLink = (page: number) => linkWith({ page: page > 1 ? String(page) : null });

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Guests</h1>
        <p className="mt-1 text-stone-700">
          {list.data ? `${list.data.total} ${list.data.total === 1 ? "account" : "accounts"}` : "Loading…"}
        </p>
      </div>

      <form role="search" aria-label="Find guests" key={query.toString()} onSubmit={apply} className={panel}>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            id="guests-q"
            name="q"
            label="Search email, username, name or phone"
            type="search"
            defaultValue={params.get("q") ?? ""}
            className="min-w-0 flex-1 basis-64"
          />
          <SelectField
            id="guests-status"
            name="status"
            label="State"
            placeholder="Any"
            defaultValue={params.get("status") ?? ""}
            options={[
              { value: "verified", label: "Verified" },
              { value: "unverified", label: "Not verified" },
              { value: "blocked", label: "Blocked" },
            ]}
          />
          <button type="submit" className={primaryButton}>
            Search
          </button>
        </div>
      </form>

      <ActionResult message={result.message} problem={result.problem} />

      {list.error ? (
        <p role="alert">{errorText(list.error, "The guests could not load. Check the connection and try again.")}</p>
      ) : list.data ? (
        list.data.guests.length === 0 ? (
          <p className={panel}>No account matches.</p>
        ) : (
          <ul aria-label="Guest accounts" className="space-y-3">
            {list.data.guests.map((guest) => (
              <li key={guest.id} aria-label={guest.email} className={panel}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold">
                    {guest.name || guest.username} <span className="font-normal text-stone-700">@{guest.username}</span>
                  </p>
                  <p className="text-sm">
                    {guest.blocked ? (
                      <span className="font-semibold text-red-800">Blocked</span>
                    ) : guest.verified ? (
                      "Verified"
                    ) : (
                      "Not verified"
                    )}{" "}
                    · since {created(guest.created)}
                  </p>
                </div>
                <p className="text-sm wrap-anywhere">
                  {guest.email}
                  {guest.phone ? ` · ${guest.phone}` : ""}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {!guest.verified && !guest.blocked ? (
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={`Mark ${guest.email} verified`}
                      onClick={() =>
                        void act(
                          () => staffPost(`/guests/${guest.id}/verify`, {}, guestAnswer),
                          `${guest.email} is verified.`,
                        )
                      }
                    >
                      Mark verified
                    </button>
                  ) : null}
                  {guest.blocked ? (
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={`Unblock ${guest.email}`}
                      onClick={() =>
                        void act(
                          () => staffPost(`/guests/${guest.id}/unblock`, {}, guestAnswer),
                          `${guest.email} can sign in again.`,
                        )
                      }
                    >
                      Unblock
                    </button>
                  ) : (
                    <>
                      <button
                        type="button"
                        className={secondaryButton}
                        aria-label={`Send ${guest.email} a password-reset link`}
                        onClick={() =>
                          void act(() => staffAction(`/guests/${guest.id}/reset-mail`), guestMessages.resetSent)
                        }
                      >
                        Send reset link
                      </button>
                      <button
                        type="button"
                        className={dangerButton}
                        aria-label={`Block ${guest.email}`}
                        onClick={() =>
                          void act(
                            () => staffPost(`/guests/${guest.id}/block`, {}, guestAnswer),
                            `${guest.email} is blocked: signed out everywhere, no sign-in, no gate code.`,
                          )
                        }
                      >
                        Block
                      </button>
                    </>
                  )}
                  {deleting === guest.id ? (
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="text-sm font-semibold">Delete this account for good?</span>
                      <button
                        type="button"
                        className={dangerButton}
                        onClick={() => {
                          setDeleting(null);
                          void act(() => staffAction(`/guests/${guest.id}/delete`), guestMessages.deleted);
                        }}
                      >
                        Yes, delete {guest.email}
                      </button>
                      <button type="button" className={secondaryButton} onClick={() => setDeleting(null)}>
                        Keep it
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={dangerButton}
                      aria-label={`Delete ${guest.email}`}
                      onClick={() => setDeleting(guest.id)}
                    >
                      Delete
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <div className="flex gap-2">
        {list.data && list.data.page > 1 ? (
          <Link to={pageLink(list.data.page - 1)} className={secondaryButton}>
            Previous page
          </Link>
        ) : null}
        {list.data?.hasMore ? (
          <Link to={pageLink(list.data.page + 1)} className={secondaryButton}>
            Next page
          </Link>
        ) : null}
      </div>
    </div>
  );
}
