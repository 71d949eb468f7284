import { Link } from "react-router";
import { orderAnswer, ordersAnswer } from "#domain/staff/order-schemas.ts";
import { can } from "#domain/staff/permissions.ts";
import { formatUsd } from "#domain/english.ts";
import { ListScreen } from "#app/staff/list-screen/list-screen.tsx";
import { olderPages } from "#app/staff/list-screen/paging.ts";
import { TextFilter } from "#app/staff/list-screen/search-form.tsx";
import { useListScreen } from "#app/staff/list-screen/use-list-screen.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { resortTime } from "#app/staff/ui.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { EventNightFilters } from "./event-night-filters.tsx";
import { nightText, OrderStatusBadge, OrderView } from "./order-view.tsx";

/** Ticket orders: find one by event, night, reference, email or name; open it; send its receipt again or refund it. */
export default function OrdersScreen({ me }: ScreenProps) {
  const list = useListScreen({
    path: "/orders",
    schema: ordersAnswer,
    rows: (answer) => answer.orders,
    filters: ["event", "night", "q"],
    paging: olderPages,
    open: "order",
  });
  const open = useStaffData(list.openId === null ? null : `/orders/${list.openId}`, orderAnswer);

  return (
    <ListScreen
      list={list}
      id="orders"
      title="Orders"
      search={{
        label: "Find orders",
        submit: "Search",
        fields: (
          <>
            <EventNightFilters />
            <TextFilter name="q" label="Search reference, email or name" />
          </>
        ),
        download: can(me.role, "exports.download")
          ? { label: "Download CSV", href: `/api/staff/orders.csv${list.query(["event", "night"])}` }
          : null,
      }}
      failure="The orders could not load. Check the connection and try again."
      empty="No order matches."
      view={{
        caption: "Orders, newest first",
        columns: [
          {
            head: "Order",
            rowHead: true,
            className: "font-mono",
            cell: (order) => (
              <Link
                to={list.openLink(order.id)}
                aria-label={`Open order ${order.reference}`}
                className="font-semibold text-river-800 underline"
              >
                {order.reference}
              </Link>
            ),
          },
          {
            head: "Buyer",
            className: "break-all",
            cell: (order) => `${order.buyerName ? `${order.buyerName}, ` : ""}${order.buyerEmail}`,
          },
          {
            head: "Event and night",
            cell: (order) => (
              <>
                {order.event.name}
                <br />
                {nightText(order.night)}
              </>
            ),
          },
          { head: "Tickets", cell: (order) => `${order.ticketCount} · ${order.checkedIn} checked in` },
          {
            head: "Amount",
            cell: (order) => `${formatUsd(order.amountCents)}${order.mode === "test" ? " (test)" : ""}`,
          },
          { head: "Status", cell: (order) => <OrderStatusBadge status={order.status} /> },
          { head: "Paid", cell: (order) => resortTime(order.createdAt) },
        ],
      }}
      pager={{ previous: "Newest orders", next: "Older orders" }}
      open={{
        data: open,
        failure: "This order could not load.",
        place: { beside: false, labelledBy: "order-title" },
        render: ({ order }) => (
          <OrderView
            key={order.id}
            fetched={order}
            closeTo={list.closeLink}
            mayRefund={can(me.role, "orders.refund")}
            onRefunded={list.reload}
          />
        ),
      }}
    />
  );
}
