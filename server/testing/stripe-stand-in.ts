import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the stand-in received, with its form-encoded body flattened to key → value. */
interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

interface StandInSession {
  id: string;
  lineItems: { price: string; quantity: number }[];
  form: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, StandInSession>;
  /** Unit amounts Stripe would hold for each price id. */
  prices: Record<string, number>;
  /** Makes the next session creation fail like Stripe does, or answer without a URL. */
  failNext: "error" | "no-url" | null;
  close(): Promise<void>;
}

/**
 * A local HTTP stand-in for the parts of Stripe's API the site calls, so tests run the real
 * SDK end to end: it records what the SDK sends and answers in Stripe's shapes.
 */
export async function startStripeStandIn(prices: Record<string, number> = {}): Promise<StripeStandIn> {
  let counter = 0;
  const standIn: StripeStandIn = {
    url: "",
    requests: [],
    sessions: new Map(),
    prices,
    failNext: null,
    close: () => new Promise((done) => server.close(() => done())),
  };

  const server: Server = createServer((req, res) => void respond(req, res));
  async function respond(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const form = Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : body));
    standIn.requests.push({
      method: req.method ?? "",
      path: url.pathname,
      authorization: req.headers.authorization,
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
      const lineItems: StandInSession["lineItems"] = [];
      for (let i = 0; form[`line_items[${i}][price]`] !== undefined; i++) {
        lineItems.push({
          price: form[`line_items[${i}][price]`] ?? "",
          quantity: Number(form[`line_items[${i}][quantity]`] ?? 1),
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
        data: session.lineItems.map((item, index) => {
          const unit = standIn.prices[item.price] ?? 0;
          return {
            id: `li_${index + 1}`,
            object: "item",
            amount_subtotal: unit * item.quantity,
            amount_total: unit * item.quantity,
            currency: "usd",
            description: `Stripe product for ${item.price}`,
            quantity: item.quantity,
            price: { id: item.price, object: "price", unit_amount: unit, currency: "usd" },
          };
        }),
      });
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && sessionMatch) {
      const id = decodeURIComponent(sessionMatch[1] ?? "");
      if (!standIn.sessions.has(id))
        return send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      return send(200, sessionObject(standIn, id, `https://checkout.stripe.com/c/pay/${id}`));
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
  const amountTotal = (session?.lineItems ?? []).reduce(
    (sum, item) => sum + (standIn.prices[item.price] ?? 0) * item.quantity,
    0,
  );
  return {
    id,
    object: "checkout.session",
    mode: form.mode ?? "payment",
    url,
    status: paymentStatus === "paid" ? "complete" : "open",
    payment_status: paymentStatus,
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
