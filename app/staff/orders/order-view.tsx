import { useState } from "react";
import { Link } from "react-router";
import { formatNightDate } from "#domain/box-office.ts";
import {
  buyerMailLabels,
  orderAnswer,
  orderStatusLabels,
  ordersMessages,
  refundStatusLabels,
  type OrderDetail,
  type OrderMail,
  type OrderRefund,
  type OrderStatus,
  type OrderTicket,
  type RefundSource,
} from "#domain/staff/order-schemas.ts";
import { formatTicketCode } from "#domain/ticket-codes.ts";
import { formatUsd } from "#domain/english.ts";
import { ActionResult, useActionResult } from "#app/staff/action-result.tsx";
import { staffPost } from "#app/staff/api.ts";
import { primaryButton, resortTime, secondaryButton } from "#app/staff/ui.ts";
import { RefundSection } from "./refund-form.tsx";
import { ColumnHeads } from "#app/staff/list-screen/column-heads.tsx";

const mailKindLabels: Record<string, string> = buyerMailLabels;
const mailStatusLabels: Record<OrderMail["status"], string> = { pending: "Waiting", sent: "Sent", failed: "Failed" };

const statusTones: Record<OrderStatus, string> = {
  paid: "bg-emerald-100 text-emerald-900",
  "partially refunded": "bg-sunset-100 text-sunset-800",
  refunded: "bg-stone-200 text-stone-800",
  cancelled: "bg-red-100 text-red-900",
};

const refundSourceLabels: Record<RefundSource, string> = {
  console: "from the console",
  stripe: "in Stripe's dashboard",
  cancellation: "for the cancelled night",
};

/** Why no receipt can go again; a status without one may send it. */
const noReceiptReasons: Partial<Record<OrderStatus, string>> = {
  refunded: ordersMessages.refunded,
  cancelled: ordersMessages.cancelled,
};

export const nightText = (night: string | null) => (night ? formatNightDate(night) : "Season pass");

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusTones[status]}`}>
      {orderStatusLabels[status]}
    </span>
  );
}

/**
 * One order in full. A resent receipt or a refund answers with the order as it now stands, which
 * replaces the one shown; after a refund the list is fetched again for the order's new status.
 */
export function OrderView({
  fetched,
  closeTo,
  mayRefund,
  onRefunded,
}: {
  fetched: OrderDetail;
  closeTo: string;
  mayRefund: boolean;
  onRefunded: () => void;
}) {
  const [order, setOrder] = useState(fetched);
  const result = useActionResult();
  async function resend() {
    await result.run(
      async () => setOrder((await staffPost(`/orders/${order.id}/resend-receipt`, {}, orderAnswer)).order),
      ordersMessages.resent,
    );
  }
  const noReceipt = noReceiptReasons[order.status];

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-title" className="text-xl font-semibold">
          Order <span className="font-mono">{order.reference}</span>
        </h2>
        <OrderStatusBadge status={order.status} />
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
      <TicketsTable tickets={order.tickets} refunds={order.refunds} />

      <h3 id="order-refunds" className="mt-4 font-semibold">
        Refunds
      </h3>
      <p className="mt-1 text-sm">
        Refunded {formatUsd(order.refundedCents)} of {formatUsd(order.amountCents)}
      </p>
      {order.refunds.length === 0 ? null : (
        <ul aria-labelledby="order-refunds" className="mt-2 space-y-2 text-sm">
          {order.refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
      {mayRefund ? (
        <RefundSection
          order={order}
          onRefunded={(refunded) => {
            setOrder(refunded);
            onRefunded();
          }}
        />
      ) : null}

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
        {noReceipt ? (
          <p className="text-sm">{noReceipt}</p>
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

function RefundItem({ refund }: { refund: OrderRefund }) {
  return (
    <li className="rounded-lg bg-stone-50 px-3 py-2">
      <p>
        <span className="font-semibold">{formatUsd(refund.amountCents)}</span> · {refundStatusLabels[refund.status]} ·{" "}
        {refundSourceLabels[refund.source]} by {refund.by}, {resortTime(refund.createdAt)}
      </p>
      {refund.reason ? <p>Reason: {refund.reason}</p> : null}
      <p>
        {refund.tickets.length === 0
          ? "No ticket voided."
          : `Voided: ${refund.tickets.map(formatTicketCode).join(", ")}`}
      </p>
    </li>
  );
}

function ticketState(ticket: OrderTicket, refunds: readonly OrderRefund[]): string {
  if (ticket.status === "valid") return "Valid";
  const voidedBy = refunds.find((refund) => refund.tickets.includes(ticket.code));
  return voidedBy?.source === "cancellation" ? "Void: night cancelled" : "Void: refunded";
}

function TicketsTable({ tickets, refunds }: { tickets: OrderTicket[]; refunds: OrderRefund[] }) {
  return (
    <div className="mt-1 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Tickets of this order</caption>
        <ColumnHeads names={["Code", "Ticket", "Night", "Price", "State", "Checked in"]} />
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.code} className="border-b border-stone-200">
              <th scope="row" className="py-1.5 pr-3 font-mono font-normal whitespace-nowrap">
                {formatTicketCode(ticket.code)}
              </th>
              <td className="py-1.5 pr-3">{ticket.label}</td>
              <td className="py-1.5 pr-3">{ticket.night ? formatNightDate(ticket.night) : "Any night (pass)"}</td>
              <td className="py-1.5 pr-3">{formatUsd(ticket.priceCents)}</td>
              <td className="py-1.5 pr-3">{ticketState(ticket, refunds)}</td>
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
