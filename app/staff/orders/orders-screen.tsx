import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { SelectField, TextField } from "#app/components/ui/form-field.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { boxOfficeOf } from "#content/box-office.ts";
import { events } from "#content/events.ts";
import { formatNightDate, runNights } from "#domain/box-office.ts";
import { resortDay } from "#domain/event-dates.ts";
import {
  orderAnswer,
  orderStatusLabels,
  ordersAnswer,
  ordersMessages,
  PASS_NIGHT,
  type OrderDetail,
  type OrderMail,
  type OrderTicket,
} from "#domain/staff/order-schemas.ts";
import { can } from "#domain/staff/permissions.ts";
import { formatTicketCode } from "#domain/ticket-codes.ts";
import { formatUsd } from "#domain/tickets.ts";
import { ActionResult, useActionResult } from "../action-result.tsx";
import { staffPost } from "../api.ts";
import type { ScreenProps } from "../shell.tsx";
import { panel, primaryButton, resortTime, secondaryButton } from "../ui.ts";
import { useAddressFilters } from "../use-address-filters.ts";
import { useStaffData } from "../use-staff-data.ts";

const FILTERS = ["event", "night", "q", "before"] as const;
const ticketedEvents = events.filter((event) => event.tickets?.length);

const mailKindLabels: Record<string, string> = {
  "ticket-receipt": "Receipt",
  "ticket-links": "Find my tickets",
};
const mailStatusLabels: Record<OrderMail["status"], string> = { pending: "Waiting", sent: "Sent", failed: "Failed" };

const nightText = (night: string | null) => (night ? formatNightDate(night) : "Season pass");

/** The nights to filter by: the chosen event's run, or every run of the events sold by the night. */
function nightChoices(eventId: string, asked: string | null): { value: string; label: string }[] {
  const today = resortDay(new Date());
  const chosen = eventId ? ticketedEvents.filter((event) => event.id === eventId) : ticketedEvents;
  const nights = new Set(chosen.flatMap((event) => runNights(event.dates, boxOfficeOf(event.id), today)));
  // A night from a shared address stays choosable even when it is from an earlier run.
  if (asked && asked !== PASS_NIGHT) nights.add(asked);
  return [
    { value: PASS_NIGHT, label: "Passes only (no night)" },
    ...[...nights].sort().map((night) => ({ value: night, label: formatNightDate(night) })),
  ];
}

/** Ticket orders: find one by event, night, reference, email or name; open it; send its receipt again. */
export default function OrdersScreen({ me }: ScreenProps) {
  const { params, query, apply, linkWith, path } = useAddressFilters(FILTERS, ["event", "night", "q"]);
  const openId = Number(params.get("order")) || null;
  const list = useStaffData(path("/orders"), ordersAnswer);
  const open = useStaffData(openId === null ? null : `/orders/${openId}`, orderAnswer);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Orders</h1>
      <FindOrders
        key={query.toString()}
        params={params}
        onSubmit={apply}
        mayDownload={can(me.role, "exports.download")}
      />

      {list.error ? (
        <p role="alert">{errorText(list.error, "The orders could not load. Check the connection and try again.")}</p>
      ) : !list.data ? (
        <p>Loading…</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-300 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Orders, newest first</caption>
            <thead className="border-b border-stone-300 bg-stone-50">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Order
                </th>
                <th scope="col" className="px-4 py-2">
                  Buyer
                </th>
                <th scope="col" className="px-4 py-2">
                  Event and night
                </th>
                <th scope="col" className="px-4 py-2">
                  Tickets
                </th>
                <th scope="col" className="px-4 py-2">
                  Amount
                </th>
                <th scope="col" className="px-4 py-2">
                  Status
                </th>
                <th scope="col" className="px-4 py-2">
                  Paid
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {list.data.orders.length === 0 ? (
                <tr>
                  <td colSpan={7} className="px-4 py-3">
                    No order matches.
                  </td>
                </tr>
              ) : (
                list.data.orders.map((order) => (
                  <tr key={order.id} aria-current={order.id === openId ? "true" : undefined}>
                    <th scope="row" className="px-4 py-2 font-mono">
                      <Link
                        to={linkWith({ order: String(order.id) })}
                        aria-label={`Open order ${order.reference}`}
                        className="font-semibold text-river-800 underline"
                      >
                        {order.reference}
                      </Link>
                    </th>
                    <td className="break-all px-4 py-2">
                      {order.buyerName ? `${order.buyerName}, ` : ""}
                      {order.buyerEmail}
                    </td>
                    <td className="px-4 py-2">
                      {order.event.name}
                      <br />
                      {nightText(order.night)}
                    </td>
                    <td className="px-4 py-2">
                      {order.ticketCount} · {order.checkedIn} checked in
                    </td>
                    <td className="px-4 py-2">
                      {formatUsd(order.amountCents)}
                      {order.mode === "test" ? " (test)" : ""}
                    </td>
                    <td className="px-4 py-2">{orderStatusLabels[order.status]}</td>
                    <td className="px-4 py-2">{resortTime(order.createdAt)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex gap-2">
        {params.get("before") ? (
          <Link to={linkWith({ before: null, order: null })} className={secondaryButton}>
            Newest orders
          </Link>
        ) : null}
        {list.data?.nextBefore ? (
          <Link to={linkWith({ before: String(list.data.nextBefore), order: null })} className={secondaryButton}>
            Older orders
          </Link>
        ) : null}
      </div>

      {openId !== null ? (
        <section aria-labelledby="order-title" className={panel}>
          {open.error ? (
            <p role="alert">{errorText(open.error, "This order could not load.")}</p>
          ) : !open.data ? (
            <p>Loading…</p>
          ) : (
            <OrderView key={open.data.order.id} fetched={open.data.order} closeTo={linkWith({ order: null })} />
          )}
        </section>
      ) : null}
    </div>
  );
}

/** The filters, kept in the address; the night's choices follow the event chosen before the search is sent. */
function FindOrders({
  params,
  onSubmit,
  mayDownload,
}: {
  params: URLSearchParams;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  mayDownload: boolean;
}) {
  const [eventId, setEventId] = useState(params.get("event") ?? "");
  const csvQuery = new URLSearchParams();
  for (const name of ["event", "night"]) {
    const value = params.get(name);
    if (value) csvQuery.set(name, value);
  }
  return (
    <form role="search" aria-label="Find orders" onSubmit={onSubmit} className={panel}>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          id="orders-event"
          name="event"
          label="Event"
          placeholder="Every event"
          value={eventId}
          onChange={(event) => setEventId(event.target.value)}
          options={ticketedEvents.map((event) => ({ value: event.id, label: event.name }))}
        />
        <SelectField
          key={eventId}
          id="orders-night"
          name="night"
          label="Night"
          placeholder="Any night"
          defaultValue={eventId === (params.get("event") ?? "") ? (params.get("night") ?? "") : ""}
          options={nightChoices(eventId, params.get("night"))}
        />
        <TextField
          id="orders-q"
          name="q"
          label="Search reference, email or name"
          type="search"
          defaultValue={params.get("q") ?? ""}
          className="min-w-0 flex-1 basis-56"
        />
        <button type="submit" className={primaryButton}>
          Search
        </button>
        {mayDownload ? (
          <a href={`/api/staff/orders.csv${csvQuery.size ? `?${csvQuery}` : ""}`} download className={secondaryButton}>
            Download CSV
          </a>
        ) : null}
      </div>
    </form>
  );
}

/** One order in full; a resent receipt answers with the order as it now stands, its new mail listed. */
function OrderView({ fetched, closeTo }: { fetched: OrderDetail; closeTo: string }) {
  const [order, setOrder] = useState(fetched);
  const result = useActionResult();
  async function resend() {
    await result.run(
      async () => setOrder((await staffPost(`/orders/${order.id}/resend-receipt`, {}, orderAnswer)).order),
      ordersMessages.resent,
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-title" className="text-xl font-semibold">
          Order <span className="font-mono">{order.reference}</span>
        </h2>
        <p className="font-semibold">{orderStatusLabels[order.status]}</p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Event</dt>
        <dd>{order.event.name}</dd>
        <dt className="font-semibold">Night</dt>
        <dd>{nightText(order.night)}</dd>
        <dt className="font-semibold">Buyer</dt>
        <dd className="break-all">
          {order.buyerName ? `${order.buyerName}, ` : ""}
          {order.buyerEmail}
        </dd>
        <dt className="font-semibold">Paid</dt>
        <dd>
          {formatUsd(order.amountCents)} on {resortTime(order.createdAt)}
          {order.mode === "test" ? " (test checkout: no card was charged)" : ""}
        </dd>
        {order.termsAcceptedAt ? (
          <>
            <dt className="font-semibold">Terms accepted</dt>
            <dd>{resortTime(order.termsAcceptedAt)}</dd>
          </>
        ) : null}
      </dl>

      <h3 id="order-lines" className="mt-4 font-semibold">
        Lines
      </h3>
      <ul aria-labelledby="order-lines" className="mt-1 text-sm">
        {order.lines.map((line, index) => (
          <li key={index}>
            {line.quantity} × {line.label} at {formatUsd(line.unitAmountCents)}: {formatUsd(line.amountCents)}
          </li>
        ))}
      </ul>

      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          Tickets: {order.ticketCount}, {order.checkedIn} checked in
          {order.voided ? `, ${order.voided} void` : ""}
        </h3>
        <a href={order.ticketLink} target="_blank" rel="noreferrer" className="font-semibold text-river-800 underline">
          Open the buyer's ticket page
        </a>
      </div>
      <TicketsTable tickets={order.tickets} />

      <h3 id="order-mails" className="mt-4 font-semibold">
        Mails to the buyer about this order
      </h3>
      {order.mails.length === 0 ? (
        <p className="mt-1 text-sm">No mail about this order.</p>
      ) : (
        <ul aria-labelledby="order-mails" className="mt-1 text-sm">
          {order.mails.map((mail) => (
            <li key={mail.id}>
              {mailKindLabels[mail.kind] ?? mail.kind}: {mailStatusLabels[mail.status]}
              {mail.sentAt ? ` ${resortTime(mail.sentAt)}` : ""} · queued {resortTime(mail.createdAt)}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {order.status === "refunded" ? (
          <p className="text-sm">{ordersMessages.refunded}</p>
        ) : (
          <button type="button" className={primaryButton} onClick={() => void resend()}>
            Resend receipt
          </button>
        )}
        <Link to={closeTo} className={secondaryButton}>
          Close order
        </Link>
      </div>
      <ActionResult message={result.message} problem={result.problem} />
    </>
  );
}

function TicketsTable({ tickets }: { tickets: OrderTicket[] }) {
  return (
    <div className="mt-1 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Tickets of this order</caption>
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-2 pr-3">
              Code
            </th>
            <th scope="col" className="py-2 pr-3">
              Ticket
            </th>
            <th scope="col" className="py-2 pr-3">
              Night
            </th>
            <th scope="col" className="py-2 pr-3">
              State
            </th>
            <th scope="col" className="py-2 pr-3">
              Checked in
            </th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.code} className="border-b border-stone-200">
              <th scope="row" className="py-1.5 pr-3 font-mono font-normal">
                {formatTicketCode(ticket.code)}
              </th>
              <td className="py-1.5 pr-3">{ticket.label}</td>
              <td className="py-1.5 pr-3">{ticket.night ? formatNightDate(ticket.night) : "Any night (pass)"}</td>
              <td className="py-1.5 pr-3">{ticket.status === "void" ? "Void: refunded" : "Valid"}</td>
              <td className="py-1.5 pr-3">
                {ticket.checkIns.length === 0
                  ? "Not yet"
                  : ticket.checkIns.map((checkIn) => `${resortTime(checkIn.at)} by ${checkIn.by}`).join("; ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
