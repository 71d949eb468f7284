import { Link } from "react-router";
import { errorText } from "#app/lib/api-client.ts";
import { dashboardAnswer } from "#domain/staff/mail-schemas.ts";
import { formatUnreadCount } from "#domain/staff/inbox.ts";
import { can } from "#domain/staff/permissions.ts";
import type { ScreenProps } from "../shell.tsx";
import { panel } from "../ui.ts";
import { useStaffData } from "../use-staff-data.ts";

/** What needs someone today, and whether mail is getting out. */
export default function DashboardScreen({ me }: ScreenProps) {
  const board = useStaffData("/dashboard", dashboardAnswer);
  if (board.error)
    return (
      <p role="alert">{errorText(board.error, "The dashboard could not load. Check the connection and reload.")}</p>
    );
  if (!board.data) return <p>Loading…</p>;
  const { leads, guests, subscribers, mail } = board.data;
  const mailTrouble = mail.failed > 0 || mail.late > 0;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Today</h1>
      {mailTrouble ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Mail is not getting out.</p>
          <p className="mt-1">
            {[
              mail.failed ? `${mail.failed} ${mail.failed === 1 ? "mail has" : "mails have"} failed for good` : null,
              mail.late ? `${mail.late} ${mail.late === 1 ? "has" : "have"} waited over 15 minutes` : null,
            ]
              .filter(Boolean)
              .join("; ")}
            .{" "}
            {can(me.role, "mail.view") ? (
              <Link to="/staff/mail?status=failed" className="font-semibold underline">
                Open the outbox
              </Link>
            ) : (
              "Tell a manager: guests may not be getting their replies and resets."
            )}
          </p>
        </div>
      ) : null}
      <ul aria-label="At a glance" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Unread leads" value={formatUnreadCount(leads.unread)} to="/staff/inbox?unread=1" />
        <Tile label="New leads (nobody has acted)" value={leads.new} to="/staff/inbox?status=new" />
        <Tile label="Leads today" value={leads.today} to="/staff/inbox" />
        <Tile label="Leads this week" value={leads.week} to="/staff/inbox" />
        <Tile
          label="Guest accounts"
          value={guests.total}
          to="/staff/guests"
          note={`${guests.week} new this week · ${guests.blocked} blocked`}
        />
        {subscribers ? (
          <Tile
            label="Newsletter subscribers"
            value={subscribers.subscribed}
            to="/staff/subscribers"
            note={`${subscribers.week} new this week`}
          />
        ) : null}
        <Tile
          label="Mail waiting to go"
          value={mail.pending}
          to={can(me.role, "mail.view") ? "/staff/mail?status=pending" : null}
        />
      </ul>
    </div>
  );
}

function Tile({ label, value, to, note }: { label: string; value: number | string; to: string | null; note?: string }) {
  const body = (
    <>
      <span className="block text-3xl font-semibold">{value}</span>
      <span className="block text-sm font-semibold text-stone-700">{label}</span>
      {note ? <span className="block text-sm text-stone-600">{note}</span> : null}
    </>
  );
  return (
    <li className={panel}>
      {to ? (
        <Link
          to={to}
          className="block focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-river-500"
        >
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}
