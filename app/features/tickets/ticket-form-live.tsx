import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { ResortEvent, TicketType } from "#content/events.ts";
import type { CheckoutRequest } from "#domain/tickets-schema.ts";
import { CHECKOUT_SESSION_PLACEHOLDER, clampQuantity, ticketMessages } from "#domain/tickets.ts";
import type { Handover } from "#app/components/ui/form-on-demand.tsx";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { FormFields, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { notify } from "#app/components/ui/toaster.tsx";
import { BoxOfficeRefusal, CheckoutError, createCheckoutSession } from "./create-checkout-session.ts";
import { useEventNights } from "./get-event-nights.ts";
import { ensureTicketCatalog, useTicketCatalog } from "./get-ticket-catalog.ts";
import { NightPicker, onSale } from "./night-picker.tsx";
import type { NightPickerIds, TicketFormViewProps } from "./ticket-panel.tsx";
import { onDemand } from "#app/lib/on-demand.ts";
import { QueryProvider } from "#app/lib/query-client.tsx";

/** The order's rules (the address checked as the server checks it); they load with the first check. */
const loadSchemaModule = onDemand(() => import("#domain/tickets-schema.ts"));

interface LiveTicketFormProps {
  event: ResortEvent;
  tickets: TicketType[];
  /** The ticket types admitting one person on the chosen night; the others are passes for the run. */
  perNightTickets: readonly string[];
  /** The event's terms, when some of its tickets need them accepted. */
  terms: { name: string; tickets: readonly string[] } | undefined;
  handover: Handover;
  /** The page's own drawing of the form. */
  view: (props: TicketFormViewProps) => ReactNode;
}

/** The panel's live form; it brings the query client with it, so the page itself loads none. */
export function LiveTicketForm(props: LiveTicketFormProps) {
  return (
    <QueryProvider>
      <TicketFormWithData {...props} />
    </QueryProvider>
  );
}

function TicketFormWithData({
  event,
  tickets,
  perNightTickets: perNightIds,
  terms,
  handover,
  view,
}: LiveTicketFormProps) {
  const queryClient = useQueryClient();
  const catalog = useTicketCatalog(event.id, true);
  const sellsNights = perNightIds.length > 0;
  const nights = useEventNights(event.id, sellsNights);
  // Once the browser is on its way to the checkout the form stays busy.
  const [leaving, setLeaving] = useState(false);
  const { form, fields, handleSubmit } = useSchemaForm(
    () => loadSchemaModule().then((schemas) => schemas.ticketOrderSchemaFor(perNightIds, terms)),
    {
      defaultValues: {
        quantities: Object.fromEntries(
          tickets.map((ticket) => [ticket.id, clampQuantity(Number(handover.values[`quantities.${ticket.id}`] ?? 0))]),
        ),
        customerEmail: handover.values.customerEmail ?? "",
        nightDate: "",
        acceptTerms: handover.values.acceptTerms === "on",
      },
    },
  );
  // Registered here, ahead of the email field, as the picker's radios come only with the nights:
  // the first field in error takes the focus, and the picker is the form's first field.
  form.register("nightDate");

  /** The nights as they are now; a chosen night that can no longer be had is chosen no more. */
  async function refreshNights() {
    const { data } = await nights.refetch();
    const chosen = form.getValues("nightDate");
    if (data && !data.nights.some((night) => night.date === chosen && onSale(night.state)))
      form.setValue("nightDate", "");
  }

  /** The picker once the nights are here; until then the panel's frame says they are loading. */
  function nightPicker(ids: NightPickerIds): ReactNode {
    if (nights.data) return <NightPicker {...ids} nights={nights.data.nights} chosen={form.watch("nightDate")} />;
    if (!nights.isError) return null;
    return (
      <div className="mt-3">
        <LoadFailed
          message="The nights could not load. Check your connection and try again."
          onRetry={() => void nights.refetch()}
        />
      </div>
    );
  }

  const submit = handleSubmit(
    async ({ quantities, customerEmail, nightDate, acceptTerms }) => {
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
          // Passes are for no night in particular.
          ...(perNightIds.some((id) => (quantities[id] ?? 0) > 0) ? { nightDate } : {}),
          ...(acceptTerms ? { acceptTerms: true } : {}),
        };
        const url = await createCheckoutSession(payload);
        setLeaving(true);
        window.location.assign(url);
      } catch (error) {
        // The nights as they are now, whether the night or the buyer's own holds stood in the way.
        if (error instanceof BoxOfficeRefusal) void refreshNights();
        notify.error({
          title: ticketMessages.checkoutFailedTitle,
          description: error instanceof CheckoutError ? error.message : ticketMessages.checkoutFallback,
        });
      }
    },
    // The panel answers with its toasts, the missing tickets first; a missing night is told
    // on the picker and unaccepted terms at their checkbox.
    (errors) => {
      if (errors.quantities) notify.error(ticketMessages.noTickets);
      else if (errors.customerEmail) notify.error(ticketMessages.email);
    },
  );

  return (
    <FormFields
      value={{
        ...fields,
        error: (name) => (name === "nightDate" || name === "acceptTerms" ? fields.error(name) : undefined),
        submitting: fields.submitting || leaving,
      }}
    >
      {view({
        quantities: form.watch("quantities"),
        onQuantity: (ticketId, count) => form.setValue(`quantities.${ticketId}`, count),
        mode: catalog.data?.mode,
        onSubmit: submit,
        onFocus: () => void loadSchemaModule(),
        nightPicker: sellsNights ? nightPicker : undefined,
      })}
    </FormFields>
  );
}
