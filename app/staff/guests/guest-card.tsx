import { guestAnswer, guestMessages, type Guest } from "#domain/staff/guest-schemas.ts";
import { staffAction, staffPost } from "#app/staff/api.ts";
import { dangerButton, resortTime, secondaryButton } from "#app/staff/ui.ts";

/** PocketBase's "2026-11-24 15:00:00.000Z" as the resort's clock shows it. */
function created(text: string): string {
  return resortTime(text.replace(" ", "T"));
}

interface GuestCardProps {
  guest: Guest;
  /** Runs an action on the account and says how it went. */
  act: (action: () => Promise<unknown>, done: string) => void;
  /** Whether this account's deletion waits for a second click. */
  deleting: boolean;
  onDeleting: (asking: boolean) => void;
}

/** One guest account: who, its state, and what the front desk may do with it. */
export function GuestCard({ guest, act, deleting, onDeleting }: GuestCardProps) {
  return (
    <>
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
              act(() => staffPost(`/guests/${guest.id}/verify`, {}, guestAnswer), `${guest.email} is verified.`)
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
              act(() => staffPost(`/guests/${guest.id}/unblock`, {}, guestAnswer), `${guest.email} can sign in again.`)
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
              onClick={() => act(() => staffAction(`/guests/${guest.id}/reset-mail`), guestMessages.resetSent)}
            >
              Send reset link
            </button>
            <button
              type="button"
              className={dangerButton}
              aria-label={`Block ${guest.email}`}
              onClick={() =>
                act(
                  () => staffPost(`/guests/${guest.id}/block`, {}, guestAnswer),
                  `${guest.email} is blocked: signed out everywhere, no sign-in, no gate code.`,
                )
              }
            >
              Block
            </button>
          </>
        )}
        {deleting ? (
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold">Delete this account for good?</span>
            <button
              type="button"
              className={dangerButton}
              onClick={() => {
                onDeleting(false);
                act(() => staffAction(`/guests/${guest.id}/delete`), guestMessages.deleted);
              }}
            >
              Yes, delete {guest.email}
            </button>
            <button type="button" className={secondaryButton} onClick={() => onDeleting(false)}>
              Keep it
            </button>
          </span>
        ) : (
          <button
            type="button"
            className={dangerButton}
            aria-label={`Delete ${guest.email}`}
            onClick={() => onDeleting(true)}
          >
            Delete
          </button>
        )}
      </div>
    </>
  );
}
