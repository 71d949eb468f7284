import { Link } from "react-router";
import { errorText } from "#app/lib/api-client.ts";
import { formatNightDate } from "#domain/box-office.ts";
import { dashboardAnswer } from "#domain/staff/mail-schemas.ts";
import type { EventSales } from "#domain/staff/order-schemas.ts";
import { formatUnreadCount } from "#domain/staff/inbox.ts";
import { can } from "#domain/staff/permissions.ts";
import { formatUsd } from "#domain/english.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { panel } from "#app/staff/ui.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { ColumnHeads } from "#app/staff/list-screen/column-heads.tsx";

/** What needs someone today, whether mail is getting out, and how tonight's events are selling. */
export default function DashboardScreen({ me }: ScreenProps) {
  const board = useStaffData("/dashboard", dashboardAnswer);
  if (board.error)
    return (
      <p role="alert">{errorText(board.error, "The dashboard could not load. Check the connection and reload.")}</p>
    );
  if (!board.data) return <p>Loading…</p>;
  const { leads, guests, subscribers, mail, sales } = board.data;
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
      {sales.length > 0 ? <Sales sales={sales} /> : null}
    </div>
  );
}

const sold = (tickets: number, revenueCents: number) =>
  `${tickets} ${tickets === 1 ? "ticket" : "tickets"} · ${formatUsd(revenueCents)}`;

/** Tickets sold and what they paid, tonight and over the run, and tonight's check-ins, for each event sold by the night. */
function Sales({ sales }: { sales: EventSales[] }) {
  return (
    <section aria-labelledby="sales-title" className={panel}>
      <h2 id="sales-title" className="text-xl font-semibold">
        Ticket sales
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Ticket sales by event: tonight, over the run, and tonight's check-ins</caption>
          <ColumnHeads names={["Event", "Tonight sold", "Run sold", "Tonight checked in"]} />
          <tbody>
            {sales.map(({ event, night, tonight, run }) => (
              <tr key={event.id} className="border-b border-stone-200">
                <th scope="row" className="py-1.5 pr-3 font-semibold">
                  <Link
                    to={`/staff/orders?event=${encodeURIComponent(event.id)}${night ? `&night=${night}` : ""}`}
                    className="text-river-800 underline"
                  >
                    {event.name}
                  </Link>
                  <span className="block font-normal text-stone-600">
                    {night ? formatNightDate(night) : "No night tonight"}
                  </span>
                </th>
                <td className="py-1.5 pr-3">{night ? sold(tonight.tickets, tonight.revenueCents) : "—"}</td>
                <td className="py-1.5 pr-3">{sold(run.tickets, run.revenueCents)}</td>
                <td className="py-1.5 pr-3">{night ? tonight.checkedIn : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
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
