import Lock from "lucide-react/icons/lock";
import Ticket from "lucide-react/icons/ticket";
import { useEffect, useId, useState, type ReactNode } from "react";
import type { BoxOffice, ResortEvent, TicketType } from "#domain/content/schemas.ts";
import { englishList, formatUsd } from "#domain/english.ts";
import { orderTotalCents, salesEnded, type Quantities } from "#domain/tickets.ts";
import type { TicketCatalog } from "#domain/tickets-schema.ts";
import { eventRun, resortDay } from "#domain/event-dates.ts";
import {
  FormFieldset,
  SubmitButton,
  TextField,
  useFormSubmitting,
  type FormSubmitHandler,
} from "#app/components/ui/form-field.tsx";
import { FormOnDemand } from "#app/components/ui/form-on-demand.tsx";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { useModuleOnDemand } from "#app/lib/use-module-on-demand.ts";
import { useClock } from "#app/lib/use-now.ts";
import { FindTicketsButton } from "./find-tickets-button.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { TermsCheckbox, TermsSection } from "./terms-checkbox.tsx";
import { useCheckoutReturn, type CheckoutReturn } from "./use-checkout-return.ts";
import { onDemand } from "#app/lib/on-demand.ts";

/**
 * Ticket sales for an event that sells tickets online; renders nothing for other events. `boxOffice`
 * is the event's nights, for an event sold by the night.
 */
export function TicketPanel({ event, boxOffice }: { event: ResortEvent; boxOffice: BoxOffice | null }) {
  const tickets = event.tickets;
  const ended = useClock((now) => salesEnded(event, now));
  const weeks = useClock((now) => runWeeks(event, now));
  const [checkoutReturn, dismissReturn] = useCheckoutReturn();
  if (!tickets?.length) return null;
  const terms = boxOffice?.terms;

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
          <ReturnBanner value={checkoutReturn} onDismiss={dismissReturn} />
        </div>
      )}
      {ended ? (
        <p className="mt-4 rounded-xl bg-stone-100 p-4 text-stone-800">
          This event has ended. Tickets are no longer on sale.
        </p>
      ) : (
        <TicketForm event={event} boxOffice={boxOffice} tickets={tickets} weeks={weeks} />
      )}
      {terms && !ended ? <TermsSection id={termsIdOf(event.id)} terms={terms} /> : null}
      <FindTicketsButton />
    </section>
  );
}

const termsIdOf = (eventId: string) => `${eventId}-terms`;

/** Only a buyer back from the checkout sees the banner, so it and the order lookup load for them alone. */
const loadBanner = onDemand(() => import("./checkout-return-banner.tsx"));

function ReturnBanner({ value, onDismiss }: { value: CheckoutReturn; onDismiss: () => void }) {
  const [banner, requestBanner] = useModuleOnDemand(loadBanner);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!banner && !failed) requestBanner().catch(() => setFailed(true));
  }, [banner, failed, requestBanner]);
  if (banner) return <banner.CheckoutReturnBanner value={value} onDismiss={onDismiss} />;
  return failed ? (
    <LoadFailed
      message="Your order's details could not load. Check your connection and try again."
      onRetry={() => setFailed(false)}
    />
  ) : null;
}

/** The form library, the catalog and the checkout load right after the page (docs/forms.md). */
const loadLiveForm = onDemand(() => import("./ticket-form-live.tsx"));

function TicketForm({ event, boxOffice, tickets, weeks }: FormFrame) {
  // Until the live form is here the steppers count on their own; their inputs hand the counts over.
  const [quantities, setQuantities] = useState<Quantities>({});
  return (
    <FormOnDemand
      load={loadLiveForm}
      inert={
        <TicketFormView
          event={event}
          boxOffice={boxOffice}
          tickets={tickets}
          weeks={weeks}
          quantities={quantities}
          onQuantity={(id, count) => setQuantities((current) => ({ ...current, [id]: count }))}
        />
      }
    >
      {(live, handover) => (
        <live.LiveTicketForm
          event={event}
          tickets={tickets}
          perNightTickets={boxOffice?.perNightTickets ?? []}
          terms={boxOffice?.terms}
          handover={handover}
          view={(props) => (
            <TicketFormView event={event} boxOffice={boxOffice} tickets={tickets} weeks={weeks} {...props} />
          )}
        />
      )}
    </FormOnDemand>
  );
}

/** What the panel's form is drawn from, before its code is here and after. */
interface FormFrame {
  event: ResortEvent;
  boxOffice: BoxOffice | null;
  tickets: TicketType[];
  /** The weeks the run spans: the night picker's rows. */
  weeks: number;
}

/** The ids the night picker's radio group takes its name and description from. */
export interface NightPickerIds {
  labelledBy: string;
  describedBy: string;
}

export interface TicketFormViewProps {
  quantities: Quantities;
  onQuantity: (ticketId: string, count: number) => void;
  mode?: TicketCatalog["mode"];
  onSubmit?: FormSubmitHandler;
  onFocus?: () => void;
  /** The live night picker; null while the nights load. */
  nightPicker?: (ids: NightPickerIds) => ReactNode;
}

function TicketFormView({
  event,
  boxOffice,
  tickets,
  quantities,
  onQuantity,
  mode,
  onSubmit,
  onFocus,
  nightPicker,
  weeks,
}: TicketFormViewProps & FormFrame) {
  const id = useId();
  const submitting = useFormSubmitting();
  const ids: NightPickerIds = { labelledBy: `${id}-night`, describedBy: `${id}-night-hint` };
  const perNightTickets = boxOffice?.perNightTickets ?? [];
  const terms = boxOffice?.terms;
  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus} aria-busy={submitting} className="mt-5">
      <FormFieldset className="min-w-0">
        <legend className="sr-only">Tickets for {event.name}</legend>
        {perNightTickets.length > 0 ? (
          <div className="mb-6">
            <h3 id={ids.labelledBy} className="text-lg font-semibold text-stone-900">
              Choose a night
            </h3>
            <p id={ids.describedBy} className="mt-1 text-sm text-stone-700">
              {nightsNote(tickets, perNightTickets)}
            </p>
            {nightPicker?.(ids) ?? (
              // As tall as the picker will be (its rows of 3.75rem, the weekdays and the key), so
              // nothing below moves when the nights arrive.
              <p
                style={{ minHeight: `${weeks * 3.75 + 2.75}rem` }}
                className="mt-3 grid place-items-center rounded-xl bg-stone-100 text-stone-700"
              >
                Loading nights…
              </p>
            )}
          </div>
        ) : null}
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
                name={`quantities.${ticket.id}`}
                label={ticket.label}
                value={quantities[ticket.id] ?? 0}
                disabled={submitting}
                onChange={(count) => onQuantity(ticket.id, count)}
              />
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-baseline justify-between text-lg" aria-live="polite">
          <span className="font-semibold">Total</span>
          <span className="font-semibold tabular-nums">{formatUsd(orderTotalCents(tickets, quantities))}</span>
        </p>
        <TextField
          id={`${id}-email`}
          name="customerEmail"
          type="email"
          label="Email for your receipt"
          autoComplete="email"
          inputMode="email"
          className="mt-4"
        />
        {terms ? <TermsCheckbox id={`${id}-terms`} terms={terms} termsId={termsIdOf(event.id)} /> : null}
      </FormFieldset>
      <SubmitButton variant="primary" pendingLabel="Processing…" className="mt-5 w-full">
        Continue to Checkout
      </SubmitButton>
      <p className="mt-3 flex items-start gap-2 text-sm text-stone-700">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {mode === "test"
          ? "Test mode: the checkout charges nothing."
          : "Secure payment by Stripe. Have a promotion code? Enter it at checkout."}
      </p>
    </form>
  );
}

/** "Each Adult and Child ticket is for one night. The Season Pass needs none." */
function nightsNote(tickets: readonly TicketType[], perNightTickets: readonly string[]): string {
  const labels = (perNight: boolean) =>
    tickets.filter((ticket) => perNightTickets.includes(ticket.id) === perNight).map((ticket) => ticket.label);
  const passes = labels(false);
  const perNight = `Each ${englishList(labels(true))} ticket is for one night.`;
  return passes.length
    ? `${perNight} The ${englishList(passes)} ${passes.length === 1 ? "needs" : "need"} none.`
    : perNight;
}

/** The weeks, Sunday to Saturday, that the event's current or next run spans. */
function runWeeks(event: ResortEvent, now: Date): number {
  const { start, end } = eventRun(event.dates, resortDay(now));
  const first = Date.UTC(start.year, start.month - 1, start.day);
  const days = (Date.UTC(end.year, end.month - 1, end.day) - first) / 86_400_000 + 1;
  return Math.ceil((new Date(first).getUTCDay() + days) / 7);
}
