import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { ResortEvent, TicketType } from "#content/events.ts";
import type { CheckoutRequest } from "#domain/tickets-schema.ts";
import { CHECKOUT_SESSION_PLACEHOLDER, clampQuantity, ticketMessages } from "#domain/tickets.ts";
import type { Handover } from "#app/components/ui/form-on-demand.tsx";
import { FormFields, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { notify } from "#app/components/ui/toaster.tsx";
import { CheckoutError, createCheckoutSession } from "./create-checkout-session.ts";
import { ensureTicketCatalog, useTicketCatalog } from "./get-ticket-catalog.ts";
import type { TicketFormViewProps } from "./ticket-panel.tsx";
import { onDemand } from "#app/lib/on-demand.ts";

/** The order's rules (the address checked as the server checks it); they load with the first check. */
const loadSchemaModule = onDemand(() => import("#domain/tickets-schema.ts"));
const loadSchema = () => loadSchemaModule().then((schemas) => schemas.ticketOrderSchema);

interface LiveTicketFormProps {
  event: ResortEvent;
  tickets: TicketType[];
  handover: Handover;
  /** The page's own drawing of the form. */
  view: (props: TicketFormViewProps) => ReactNode;
}

export function LiveTicketForm({ event, tickets, handover, view }: LiveTicketFormProps) {
  const queryClient = useQueryClient();
  const catalog = useTicketCatalog(event.id, true);
  // Once the browser is on its way to the checkout the form stays busy.
  const [leaving, setLeaving] = useState(false);
  const { form, fields, handleSubmit } = useSchemaForm(loadSchema, {
    defaultValues: {
      quantities: Object.fromEntries(
        tickets.map((ticket) => [ticket.id, clampQuantity(Number(handover.values[`quantities.${ticket.id}`] ?? 0))]),
      ),
      customerEmail: handover.values.customerEmail ?? "",
    },
  });

  const submit = handleSubmit(
    async ({ quantities, customerEmail }) => {
      try {
        const offers = (await ensureTicketCatalog(queryClient, event.id)).tickets;
        const items = tickets
          .filter((ticket) => (quantities[ticket.id] ?? 0) > 0)
          .map((ticket) => ({
            priceId: offers.find((offer) => offer.id === ticket.id)?.priceId ?? null,
            quantity: quantities[ticket.id] ?? 0,
          }));
        if (items.some((item) => !item.priceId)) return notify.error(ticketMessages.configuration);
        const page = `${window.location.origin}${window.location.pathname}`;
        const payload: CheckoutRequest = {
          items: items.map((item) => ({ priceId: item.priceId ?? "", quantity: item.quantity })),
          customerEmail,
          eventId: event.id,
          eventName: event.name,
          // Built by hand: URLSearchParams would encode the braces Stripe looks for.
          successUrl: `${page}?success=true&session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
          cancelUrl: `${page}?canceled=true`,
        };
        const url = await createCheckoutSession(payload);
        setLeaving(true);
        window.location.assign(url);
      } catch (error) {
        notify.error({
          title: ticketMessages.checkoutFailedTitle,
          description: error instanceof CheckoutError ? error.message : ticketMessages.checkoutFallback,
        });
      }
    },
    // The panel answers with the spec's toasts, the missing tickets first.
    (errors) => notify.error(errors.quantities ? ticketMessages.noTickets : ticketMessages.email),
  );

  return (
    <FormFields value={{ ...fields, error: () => undefined, submitting: fields.submitting || leaving }}>
      {view({
        quantities: form.watch("quantities"),
        onQuantity: (ticketId, count) => form.setValue(`quantities.${ticketId}`, count),
        mode: catalog.data?.mode,
        onSubmit: submit,
        onFocus: () => void loadSchema(),
      })}
    </FormFields>
  );
}
