import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** One request the stand-in received, with its form-encoded body flattened to key → value. */
interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

/** A refund as the stand-in holds it, in Stripe's shape (the fields the site reads). */
export interface StandInRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "pending" | "succeeded" | "failed" | "canceled";
  reason: string | null;
  failure_reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** A line of a session as created with `price_data`: Stripe makes a price of its own for it. */
interface StandInLineItem {
  price: string;
  unitAmount: number;
  currency: string;
  name: string;
  quantity: number;
  /** What a promotion code took off the line. */
  discount: number;
}

interface StandInSession {
  id: string;
  lineItems: StandInLineItem[];
  form: Record<string, string>;
}

/** What a line comes to once its discount is taken off. */
const lineTotal = (item: StandInLineItem) => item.unitAmount * item.quantity - item.discount;

export interface StripeStandIn {
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, StandInSession>;
  /** Makes the next session creation fail like Stripe does, or answer without a URL. */
  failNext: "error" | "no-url" | null;
  /** Refunds made, by id, through the API or (`refundInDashboard`) as staff do in Stripe's dashboard. */
  refunds: Map<string, StandInRefund>;
  /** Makes the next refunds refuse (as for a charge already refunded) or fail as an unreachable Stripe does. */
  refundFailures: ("refused" | "down")[];
  /** The state new refunds start in: card refunds succeed at once, some methods stay pending. */
  refundStatus: "pending" | "succeeded";
  /** Sessions expired through the API. */
  expired: Set<string>;
  /** Marks a session paid, as the buyer paying does; answers it as the completion event carries it. */
  pay(sessionId: string): ReturnType<typeof sessionObject>;
  /** A refund made in Stripe's own dashboard: no metadata, no request from the site. */
  refundInDashboard(paymentIntent: string, amount: number): StandInRefund;
  close(): Promise<void>;
}

/** The payment a paid stand-in session took. */
export const paymentIntentOf = (sessionId: string) => `pi_standin_${sessionId.slice(-6)}`;

/**
 * An event as Stripe sends it to the webhook, and its Stripe-Signature header made with the
 * webhook's secret by the SDK's own signing, so the site verifies it as it would Stripe's.
 */
export function signedEvent(secret: string, type: string, object: unknown, at = new Date()) {
  const created = Math.floor(at.getTime() / 1000);
  const body = JSON.stringify({
    id: `evt_${randomId()}`,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created,
    livemode: false,
    data: { object },
  });
  const signature = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp: created,
  });
  return { body, signature };
}

let ids = 0;
const randomId = () => `${Date.now().toString(36)}${(++ids).toString(36).padStart(4, "0")}`;

/**
 * A local HTTP stand-in for the parts of Stripe's API the site calls, so tests run the real
 * SDK end to end: it records what the SDK sends and answers in Stripe's shapes.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  let counter = 0;
  const standIn: StripeStandIn = {
    url: "",
    requests: [],
    sessions: new Map(),
    failNext: null,
    refunds: new Map(),
    refundFailures: [],
    refundStatus: "succeeded",
    expired: new Set(),
    pay: (sessionId) => {
      paid.add(sessionId);
      return sessionObject(standIn, sessionId, null, "paid");
    },
    refundInDashboard: (paymentIntent, amount) => makeRefund({ payment_intent: paymentIntent, amount: String(amount) }),
    close: () => new Promise((done) => server.close(() => done())),
  };
  const idempotent = new Map<string, StandInRefund>();
  const paid = new Set<string>();
  function makeRefund(form: Record<string, string>): StandInRefund {
    const refund: StandInRefund = {
      id: `re_standin_${randomId()}`,
      object: "refund",
      amount: Number(form.amount),
      currency: "usd",
      payment_intent: form.payment_intent ?? "",
      status: standIn.refundStatus,
      reason: form.reason ?? null,
      failure_reason: null,
      metadata: Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith("metadata["))
          .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
      ),
      created: Math.floor(Date.now() / 1000),
    };
    standIn.refunds.set(refund.id, refund);
    return refund;
  }

  const server: Server = createServer((req, res) => void respond(req, res));
  async function respond(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const form = Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : body));
    standIn.requests.push({
      method: req.method ?? "",
      path: url.pathname,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      form,
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${++counter}` });
      res.end(JSON.stringify(payload));
    };

    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const failure = standIn.failNext;
      standIn.failNext = null;
      if (failure === "error") {
        return send(400, {
          error: {
            type: "invalid_request_error",
            message: "No such price: 'price_gone'",
            param: "line_items[0][price]",
          },
        });
      }
      const lineItems: StandInLineItem[] = [];
      for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i++) {
        const price = `line_items[${i}][price_data]`;
        lineItems.push({
          price: `price_standin_${randomId()}`,
          unitAmount: Number(form[`${price}[unit_amount]`]),
          currency: form[`${price}[currency]`] ?? "",
          name: form[`${price}[product_data][name]`] ?? "",
          quantity: Number(form[`line_items[${i}][quantity]`]),
          discount: 0,
        });
      }
      const id = `cs_test_standin${String(++counter).padStart(6, "0")}`;
      standIn.sessions.set(id, { id, lineItems, form });
      return send(
        200,
        sessionObject(standIn, id, failure === "no-url" ? null : `https://checkout.stripe.com/c/pay/${id}`),
      );
    }
    const lineItemsMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(url.pathname);
    if (req.method === "GET" && lineItemsMatch) {
      const session = standIn.sessions.get(decodeURIComponent(lineItemsMatch[1] ?? ""));
      if (!session) return send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      return send(200, {
        object: "list",
        url: url.pathname,
        has_more: false,
        data: session.lineItems.map((item, index) => ({
          id: `li_${index + 1}`,
          object: "item",
          amount_subtotal: item.unitAmount * item.quantity,
          amount_discount: item.discount,
          amount_total: lineTotal(item),
          currency: item.currency,
          description: item.name,
          quantity: item.quantity,
          price: { id: item.price, object: "price", unit_amount: item.unitAmount, currency: item.currency },
        })),
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const key = req.headers["idempotency-key"] as string | undefined;
      const earlier = key ? idempotent.get(key) : undefined;
      if (earlier) return send(200, earlier);
      const failure = standIn.refundFailures.shift();
      if (failure === "down")
        return send(500, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
      if (failure === "refused")
        return send(400, {
          error: {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: "Charge has already been refunded.",
          },
        });
      const refund = makeRefund(form);
      if (key) idempotent.set(key, refund);
      return send(200, refund);
    }
    if (req.method === "GET" && url.pathname === "/v1/refunds") {
      const data = [...standIn.refunds.values()].filter((refund) => refund.payment_intent === form.payment_intent);
      return send(200, { object: "list", url: url.pathname, has_more: false, data });
    }
    if (req.method === "GET" && url.pathname === "/v1/checkout/sessions") {
      const data = [...standIn.sessions.keys()]
        .filter((id) => paymentIntentOf(id) === form.payment_intent)
        .map((id) => sessionObject(standIn, id, null, "paid"));
      return send(200, { object: "list", url: url.pathname, has_more: false, data });
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === "POST" && expireMatch) {
      const id = decodeURIComponent(expireMatch[1] ?? "");
      if (!standIn.sessions.has(id))
        return send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      // As Stripe: a session already paid is complete, and only an open one expires.
      if (paid.has(id))
        return send(400, {
          error: {
            type: "invalid_request_error",
            message: "Only Checkout Sessions with a status of `open` can be expired.",
          },
        });
      standIn.expired.add(id);
      return send(200, { ...sessionObject(standIn, id, null), status: "expired" });
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && sessionMatch) {
      const id = decodeURIComponent(sessionMatch[1] ?? "");
      if (!standIn.sessions.has(id))
        return send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      return send(
        200,
        sessionObject(standIn, id, `https://checkout.stripe.com/c/pay/${id}`, paid.has(id) ? "paid" : "unpaid"),
      );
    }
    send(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  }
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

/** A Checkout Session object as Stripe returns it (the fields the site reads). */
export function sessionObject(
  standIn: StripeStandIn,
  id: string,
  url: string | null,
  paymentStatus: "paid" | "unpaid" = "unpaid",
) {
  const session = standIn.sessions.get(id);
  const form = session?.form ?? {};
  const amountTotal = (session?.lineItems ?? []).reduce((sum, item) => sum + lineTotal(item), 0);
  return {
    id,
    object: "checkout.session",
    mode: form.mode ?? "payment",
    url,
    status: paymentStatus === "paid" ? "complete" : "open",
    payment_status: paymentStatus,
    payment_intent: paymentStatus === "paid" ? paymentIntentOf(id) : null,
    amount_total: amountTotal,
    currency: "usd",
    customer_email: form.customer_email ?? null,
    customer_details: paymentStatus === "paid" ? { email: form.customer_email ?? null } : null,
    metadata: Object.fromEntries(
      Object.entries(form)
        .filter(([key]) => key.startsWith("metadata["))
        .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
    ),
    success_url: form.success_url ?? null,
    cancel_url: form.cancel_url ?? null,
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
