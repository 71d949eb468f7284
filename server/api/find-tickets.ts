import { Hono } from "hono";
import { z } from "#domain/zod.ts";
import { accepted } from "#domain/api.ts";
import { findTicketsMessages } from "#domain/find-tickets.ts";
import { findTicketsSchema } from "#domain/find-tickets-schema.ts";
import { emailInvalidMessage, isBot } from "#domain/form-fields.ts";
import type { AppDeps } from "#server/app.ts";
import { ticketLinkUrl } from "#server/box-office/tickets.ts";
import { ApiError, fieldErrors, readJson } from "#server/http/errors.ts";
import type { RateLimitRule } from "#server/http/rate-limit.ts";
import { ticketLinksMail } from "#server/mail/templates/ticket-links.ts";

const findTicketsRateLimit: RateLimitRule = {
  name: "find-tickets",
  limit: 5,
  windowMs: 10 * 60_000,
  message: findTicketsMessages.rateLimited,
};

/**
 * Mails per address, counted by the address rather than by the client, so no one can flood an
 * inbox from many devices. Past it the endpoint answers as always and sends nothing, so its
 * message is the usual answer's: a refusal would tell that the address has orders.
 */
const mailsPerAddress: RateLimitRule = {
  name: "find-tickets-mails",
  limit: 3,
  windowMs: 60 * 60_000,
  message: findTicketsMessages.sent,
};

/** Orders one mail lists at most. */
const MAX_ORDERS = 20;

/**
 * POST /api/tickets/find mails the buyer at that address a link to each of its orders' ticket
 * pages. It answers the same whether or not the address bought anything, so it tells no one who
 * did; only the owner of the inbox learns it.
 */
export function findTicketsRoutes(deps: AppDeps): Hono {
  const { db, env, outbox, limiter } = deps;
  const routes = new Hono();

  routes.post("/tickets/find", limiter.middleware(findTicketsRateLimit, env.TRUST_PROXY), async (c) => {
    const body = await readJson(c, z.record(z.string(), z.unknown()));
    const parsed = findTicketsSchema.safeParse(body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      throw new ApiError(400, { error: fields.email ?? Object.values(fields)[0] ?? emailInvalidMessage, fields });
    }
    const { email, website } = parsed.data;
    if (isBot(website)) return c.json(accepted);

    // Served newest first by the index on (customer_email, created_at).
    const orders = await db
      .selectFrom("ticket_orders")
      .select((eb) => [
        "reference",
        "event_name",
        "night_date",
        eb
          .selectFrom("tickets")
          .select((count) => count.fn.countAll<number | string>().as("count"))
          .whereRef("tickets.order_id", "=", "ticket_orders.id")
          .as("tickets"),
      ])
      .where("customer_email", "=", email)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(MAX_ORDERS)
      .execute();
    if (orders.length === 0 || !limiter.hit(mailsPerAddress, email).allowed) return c.json(accepted);

    await outbox.enqueue({
      kind: "ticket-links",
      to: email,
      priority: "urgent",
      ...ticketLinksMail(
        deps.published.resort().name,
        orders.map((order) => ({
          reference: order.reference,
          eventName: order.event_name,
          nightDate: order.night_date,
          tickets: Number(order.tickets ?? 0),
          link: ticketLinkUrl(env.PUBLIC_ORIGIN, env.APP_SECRET, order.reference),
        })),
      ),
    });
    return c.json(accepted);
  });

  return routes;
}
