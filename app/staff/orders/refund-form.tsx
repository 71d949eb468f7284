import { useRef, useState } from "react";
import { useController } from "react-hook-form";
import { FormFieldset, SubmitButton, TextareaField } from "#app/components/ui/form-field.tsx";
import { idleStatus, StatusLine, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, showServerFieldErrors, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { formatUsd, longDate } from "#domain/english.ts";
import { orderAnswer, type OrderDetail, type OrderTicket } from "#domain/staff/order-schemas.ts";
import { refundAmountCents, refundMessages, refundRequest, type RefundRequest } from "#domain/staff/refund-schemas.ts";
import { formatTicketCode } from "#domain/ticket-codes.ts";
import { staffPost } from "#app/staff/api.ts";
import { CheckboxGroupField } from "#app/staff/checkbox-group.tsx";
import { ConfirmStep, useConfirmation } from "#app/staff/confirm-step.tsx";
import { HintedTextField } from "#app/staff/hinted-text-field.tsx";
import { resortTime } from "#app/staff/ui.ts";

// The console loads its schemas with its screens; the recipe's loader just hands them over.
const loadRefundSchema = () => Promise.resolve(refundRequest);

const FIELDS = ["tickets", "amount", "reason"] as const;
const empty = { tickets: [], amount: "", reason: "" };

function ticketChoice(ticket: OrderTicket) {
  const night = ticket.night ? longDate(ticket.night) : "Any night (pass)";
  return {
    value: ticket.code,
    label: `${ticket.label} · ${formatTicketCode(ticket.code)} · ${night} · ${formatUsd(ticket.priceCents)}`,
    note: ticket.checkIns.length
      ? `Already checked in: ${ticket.checkIns.map((checkIn) => `${resortTime(checkIn.at)} by ${checkIn.by}`).join("; ")}`
      : undefined,
  };
}

/** "Refund $30.00 to buyer@example.com? This voids 2 tickets." */
function refundQuestion(refund: RefundRequest, order: OrderDetail): string {
  const chosen = order.tickets.filter((ticket) => refund.tickets.includes(ticket.code));
  const cents = refundAmountCents(
    refund.amount,
    chosen.reduce((sum, ticket) => sum + ticket.priceCents, 0),
    order.refundableCents,
  );
  const voids =
    chosen.length === 0
      ? "Every ticket stays valid."
      : `This voids ${chosen.length} ${chosen.length === 1 ? "ticket" : "tickets"}.`;
  return `Refund ${formatUsd(cents)} to ${order.buyerEmail}? ${voids}`;
}

/**
 * Money back to the buyer, for whom may give it: the section stays while it has something to say,
 * so the answer to a refund of everything left is still read once its form has gone.
 */
export function RefundSection({ order, onRefunded }: { order: OrderDetail; onRefunded: (order: OrderDetail) => void }) {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const heading = useRef<HTMLHeadingElement>(null);
  if (order.refundableCents <= 0 && status.kind === "idle") return null;
  return (
    <section aria-labelledby="refund-title" className="mt-4 border-t border-stone-200 pt-4">
      <h3 id="refund-title" ref={heading} tabIndex={-1} className="font-semibold">
        Refund
      </h3>
      {order.refundableCents > 0 ? (
        <RefundForm
          order={order}
          onStatus={setStatus}
          onRefunded={(refunded, text) => {
            onRefunded(refunded);
            setStatus({ kind: "success", text });
            heading.current?.focus();
          }}
        />
      ) : null}
      <StatusLine status={status} />
    </section>
  );
}

function RefundForm({
  order,
  onStatus,
  onRefunded,
}: {
  order: OrderDetail;
  onStatus: (status: FormStatus) => void;
  onRefunded: (order: OrderDetail, text: string) => void;
}) {
  const opener = useRef<HTMLDivElement>(null);
  const confirmation = useConfirmation<RefundRequest>(opener);
  const { form, fields, handleSubmit } = useSchemaForm(loadRefundSchema, {
    defaultValues: empty,
    onEdit: () => onStatus(idleStatus),
  });
  const tickets = useController({ control: form.control, name: "tickets" });
  const choices = order.tickets.filter((ticket) => ticket.status === "valid").map(ticketChoice);

  const submit = handleSubmit(async (refund) => {
    if (confirmation.asked === null) {
      onStatus(idleStatus);
      confirmation.ask(refund);
      return;
    }
    try {
      const answer = await staffPost(`/orders/${order.id}/refunds`, refund, orderAnswer);
      form.reset(empty);
      confirmation.settle();
      onRefunded(answer.order, refund.tickets.length ? refundMessages.done : refundMessages.doneMoneyOnly);
    } catch (error) {
      confirmation.back();
      showServerFieldErrors(form, error, FIELDS);
      onStatus({
        kind: "error",
        text: errorText(error, "The refund was not made. Check the connection and try again."),
      });
    }
  });

  return (
    <FormFields value={fields}>
      <form noValidate onSubmit={submit} aria-labelledby="refund-title" className="mt-2">
        <p className="text-sm text-stone-700">
          {formatUsd(order.refundableCents)} of this order is left to refund. Refunded tickets no longer admit.
        </p>
        <FormFieldset disabled={confirmation.asked !== null} className="mt-3 grid gap-4 sm:max-w-xl">
          {choices.length ? (
            <CheckboxGroupField
              legend="Tickets to refund"
              choices={choices}
              chosen={tickets.field.value}
              onChange={(chosen) => {
                tickets.field.onChange(chosen);
                onStatus(idleStatus);
              }}
              error={fields.error("tickets")}
            />
          ) : (
            <p className="text-sm">
              No ticket of this order is valid any more: only an amount can be refunded.
              {fields.error("tickets") ? <span className="block text-red-700">{fields.error("tickets")}</span> : null}
            </p>
          )}
          <HintedTextField
            id="refund-amount"
            name="amount"
            label="Amount in dollars"
            hint="Leave empty to refund what the chosen tickets cost."
            inputMode="decimal"
            autoComplete="off"
            optional
          />
          <TextareaField id="refund-reason" name="reason" label="Reason" rows={2} optional />
          {confirmation.asked === null ? (
            <div ref={opener}>
              <SubmitButton variant="primary" pendingLabel="Checking...">
                Refund
              </SubmitButton>
            </div>
          ) : null}
        </FormFieldset>
        {confirmation.asked !== null ? (
          <ConfirmStep
            question={refundQuestion(confirmation.asked, order)}
            confirm="Confirm refund"
            pendingLabel="Refunding..."
            onBack={confirmation.back}
          />
        ) : null}
      </form>
    </FormFields>
  );
}
