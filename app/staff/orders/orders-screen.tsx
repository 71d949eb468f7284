import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { SelectField, TextField } from "#app/components/ui/form-field.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { boxOfficeOf } from "#content/box-office.ts";
import { events } from "#content/events.ts";
import { formatNightDate, runNights } from "#domain/box-office.ts";
import { resortDay } from "#domain/event-dates.ts";
import { orderAnswer, ordersAnswer, PASS_NIGHT } from "#domain/staff/order-schemas.ts";
import { can } from "#domain/staff/permissions.ts";
import { formatUsd } from "#domain/english.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { panel, primaryButton, resortTime, secondaryButton } from "#app/staff/ui.ts";
import { useAddressFilters } from "#app/staff/use-address-filters.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { nightText, OrderStatusBadge, OrderView } from "./order-view.tsx";

const FILTERS = ["event", "night", "q", "before"] as const;
const ticketedEvents = events.filter((event) => event.tickets?.length);

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

/** Ticket orders: find one by event, night, reference, email or name; open it; send its receipt again or refund it. */
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
                    <td className="px-4 py-2">
                      <OrderStatusBadge status={order.status} />
                    </td>
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
            <OrderView
              key={open.data.order.id}
              fetched={open.data.order}
              closeTo={linkWith({ order: null })}
              mayRefund={can(me.role, "orders.refund")}
              onRefunded={list.reload}
            />
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
