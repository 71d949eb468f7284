import LogOut from "lucide-react/icons/log-out";
import type { GuestRecord } from "#app/lib/pocketbase.ts";
import { useGateAccess } from "./use-gate-access.ts";

export function SignedInPanel({ guest, onLogout }: { guest: GuestRecord; onLogout: () => void }) {
  const gate = useGateAccess(guest.id);
  return (
    <div className="space-y-5">
      <h3 className="font-display text-xl font-semibold text-stone-900">Welcome, {guest.first_name}!</h3>
      <div aria-live="polite">
        {gate.isPending ? (
          <p className="text-stone-700">Checking the restaurant's hours…</p>
        ) : gate.isError ? (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
          >
            {gate.error.message}
          </p>
        ) : gate.data.open ? (
          <div className="rounded-2xl bg-river-50 p-5 text-center ring-1 ring-river-200">
            <dl>
              <dt className="text-sm font-semibold uppercase tracking-widest text-river-800">Gate code</dt>
              <dd className="mt-2 font-mono text-5xl font-bold tracking-[0.3em] text-river-900">{gate.data.code}</dd>
            </dl>
            <p className="mt-3 text-stone-800">{gate.data.message}</p>
          </div>
        ) : (
          <div className="rounded-2xl bg-stone-100 p-5 ring-1 ring-stone-200">
            <p className="font-semibold text-stone-900">
              The restaurant is closed right now, so the gate code is not shown.
            </p>
            <p className="mt-2 text-stone-800">{gate.data.message}</p>
          </div>
        )}
      </div>
      <button
        type="button"
        onClick={onLogout}
        className="inline-flex items-center gap-2 rounded-full border-2 border-river-700 px-5 py-2 font-semibold text-river-800 hover:bg-river-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-500"
      >
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </button>
    </div>
  );
}
