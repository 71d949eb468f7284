import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import X from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { formatUsd } from "#domain/english.ts";
import { QueryProvider } from "#app/lib/query-client.tsx";
import { useOrder } from "./get-order.ts";
import type { CheckoutReturn } from "./use-checkout-return.ts";

/** What the buyer sees back from checkout: the order and its receipt, or that nothing was charged. */
export function CheckoutReturnBanner({ value, onDismiss }: { value: CheckoutReturn; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus({ preventScroll: true });
  }, [value.kind]);

  const success = value.kind === "success";
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby="checkout-return-title"
      className={`relative flex gap-4 rounded-2xl border p-5 pr-14 focus:outline-none focus-visible:ring-3 focus-visible:ring-river-500 ${
        success ? "border-river-300 bg-river-50 text-river-900" : "border-sunset-300 bg-sunset-50 text-stone-900"
      }`}
    >
      {success ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-river-700" />
      ) : (
        <CircleX aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-sunset-700" />
      )}
      <div>
        <h3 id="checkout-return-title" className="text-lg font-semibold">
          {success ? "Thank you! Your tickets are booked." : "Checkout canceled"}
        </h3>
        {success ? (
          <OrderDetails sessionId={value.sessionId} />
        ) : (
          <p className="mt-1">Nothing was charged. Your tickets are still available whenever you're ready.</p>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="absolute top-3 right-3 rounded-full p-2 text-stone-700 hover:bg-black/5 focus-visible:outline-3 focus-visible:outline-river-600"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/** The order as the server has it; the banner loads on demand, and the query client with it. */
function OrderDetails({ sessionId }: { sessionId: string | null }) {
  return (
    <QueryProvider>
      <OrderLookup sessionId={sessionId} />
    </QueryProvider>
  );
}

function OrderLookup({ sessionId }: { sessionId: string | null }) {
  const order = useOrder(sessionId);
  if (order.data) {
    return (
      <>
        <p className="mt-1">
          Your order for <strong>{order.data.eventName}</strong>:
        </p>
        <ul className="mt-2 list-disc pl-5">
          {order.data.lines.map((line) => (
            <li key={line.label}>
              {line.quantity} × {line.label} ({formatUsd(line.amountTotalCents)})
            </li>
          ))}
        </ul>
        <p className="mt-2 font-semibold">Total paid: {formatUsd(order.data.amountTotalCents)}</p>
        <p className="mt-2">A receipt is on its way to your email.</p>
        {/* Not a router link: the server draws the ticket page. */}
        <a href={order.data.ticketsPath} className={buttonClass("secondary", "mt-3")}>
          View your tickets
        </a>
      </>
    );
  }
  if (order.isPending && sessionId) return <p className="mt-1">Confirming your order…</p>;
  return <p className="mt-1">Your payment went through. A receipt with your tickets is on its way to your email.</p>;
}
