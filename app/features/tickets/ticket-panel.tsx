import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle, Lock, Ticket } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { ResortEvent, TicketType } from "#content/events.ts";
import {
  CHECKOUT_SESSION_PLACEHOLDER,
  formatUsd,
  orderTotalCents,
  salesEnded,
  ticketMessages,
  type CheckoutRequest,
  type Quantities,
} from "#domain/tickets.ts";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { notify } from "#app/components/ui/toaster.tsx";
import { useNow } from "#app/lib/use-now.ts";
import { CheckoutReturnBanner } from "./checkout-return-banner.tsx";
import { CheckoutError, createCheckoutSession } from "./create-checkout-session.ts";
import { ensureTicketCatalog, useTicketCatalog } from "./get-ticket-catalog.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { useCheckoutReturn } from "./use-checkout-return.ts";

/** Ticket sales for an event that sells tickets online; renders nothing for other events. */
export function TicketPanel({ event }: { event: ResortEvent }) {
  const tickets = event.tickets;
  const now = useNow();
  const [checkoutReturn, dismissReturn] = useCheckoutReturn();
  if (!tickets?.length) return null;
  const ended = salesEnded(event, now);

  return (
    <section
      aria-labelledby="tickets-title"
      className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-stone-200 sm:p-8"
    >
      <h2
        id="tickets-title"
        className="flex items-center gap-3 font-display text-2xl font-semibold text-stone-900 sm:text-3xl"
      >
        <Ticket aria-hidden="true" className="size-7 text-sunset-700" />
        Buy Tickets
      </h2>
      {checkoutReturn && (
        <div className="mt-5">
          <CheckoutReturnBanner value={checkoutReturn} onDismiss={dismissReturn} />
        </div>
      )}
      {ended ? (
        <p className="mt-4 rounded-xl bg-stone-100 p-4 text-stone-800">
          This event has ended. Tickets are no longer on sale.
        </p>
      ) : (
        <TicketForm event={event} tickets={tickets} />
      )}
    </section>
  );
}

/** The order's rules (zod) load when the visitor starts on the form, not with the page. */
const loadCheckoutRules = () => import("#domain/tickets-schema.ts");

function TicketForm({ event, tickets }: { event: ResortEvent; tickets: TicketType[] }) {
  const id = useId();
  const queryClient = useQueryClient();
  const catalog = useTicketCatalog(event.id, true);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [email, setEmail] = useState("");
  const [processing, setProcessing] = useState(false);
  const total = orderTotalCents(tickets, quantities);

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (processing) return;
    const chosen = tickets.filter((ticket) => (quantities[ticket.id] ?? 0) > 0);
    if (chosen.length === 0) return notify.error(ticketMessages.noTickets);
    const { isValidTicketEmail, checkoutRequestSchema } = await loadCheckoutRules();
    if (!isValidTicketEmail(email)) return notify.error(ticketMessages.email);

    setProcessing(true);
    try {
      const offers = (await ensureTicketCatalog(queryClient, event.id)).tickets;
      const items = chosen.map((ticket) => ({
        priceId: offers.find((offer) => offer.id === ticket.id)?.priceId ?? null,
        quantity: quantities[ticket.id] ?? 0,
      }));
      if (items.some((item) => !item.priceId)) {
        setProcessing(false);
        return notify.error(ticketMessages.configuration);
      }
      const page = `${window.location.origin}${window.location.pathname}`;
      const payload: CheckoutRequest = {
        items: items.map((item) => ({ priceId: item.priceId ?? "", quantity: item.quantity })),
        customerEmail: email.trim(),
        eventId: event.id,
        eventName: event.name,
        // Built by hand: URLSearchParams would encode the braces Stripe looks for.
        successUrl: `${page}?success=true&session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
        cancelUrl: `${page}?canceled=true`,
      };
      checkoutRequestSchema.parse(payload);
      window.location.assign(await createCheckoutSession(payload));
    } catch (error) {
      setProcessing(false);
      notify.error({
        title: ticketMessages.checkoutFailedTitle,
        description: error instanceof CheckoutError ? error.message : ticketMessages.checkoutFallback,
      });
    }
  }

  return (
    <form noValidate onSubmit={submit} onFocus={() => void loadCheckoutRules()} aria-busy={processing} className="mt-5">
      <fieldset disabled={processing} className="min-w-0">
        <legend className="sr-only">Tickets for {event.name}</legend>
        <ul role="list" className="divide-y divide-stone-200 border-y border-stone-200">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="flex flex-wrap items-center justify-between gap-4 py-4">
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-semibold text-stone-900">
                  {ticket.label} <span className="ml-1 text-river-800">{formatUsd(ticket.priceCents)}</span>
                </p>
                <p className="text-sm text-stone-700">{ticket.description}</p>
              </div>
              <QuantityStepper
                id={`${id}-${ticket.id}`}
                label={ticket.label}
                value={quantities[ticket.id] ?? 0}
                disabled={processing}
                onChange={(value) => setQuantities((current) => ({ ...current, [ticket.id]: value }))}
              />
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-baseline justify-between text-lg" aria-live="polite">
          <span className="font-semibold">Total</span>
          <span className="font-semibold tabular-nums">{formatUsd(total)}</span>
        </p>
        <div className="mt-4">
          <label htmlFor={`${id}-email`} className="block font-semibold text-stone-900">
            Email for your receipt
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(change) => setEmail(change.currentTarget.value)}
            className="mt-1 block h-12 w-full rounded-lg border border-stone-400 bg-white px-3 text-base focus-visible:outline-3 focus-visible:outline-river-600"
          />
        </div>
      </fieldset>
      <button type="submit" disabled={processing} className={buttonClass("primary", "mt-5 w-full")}>
        {processing ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Processing…
          </>
        ) : (
          "Continue to Checkout"
        )}
      </button>
      <p className="mt-3 flex items-start gap-2 text-sm text-stone-700">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {catalog.data?.mode === "test"
          ? "Test mode: the checkout charges nothing."
          : "Secure payment by Stripe. Have a promotion code? Enter it at checkout."}
      </p>
    </form>
  );
}
