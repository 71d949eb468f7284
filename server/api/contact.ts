import { Hono } from "hono";
import { z } from "zod";
import { resort } from "#content/resort.ts";
import { accepted } from "#domain/api.ts";
import { contactMessages } from "#domain/contact.ts";
import { contactSchema, type ContactMessage } from "#domain/contact-schema.ts";
import { isBot } from "#domain/form-fields.ts";
import { inquiryMessages } from "#domain/inquiry/messages.ts";
import {
  checkInquiry,
  inquiryContact,
  inquiryPayloadSchema,
  type CheckedInquiry,
  type InquiryPayload,
} from "#domain/inquiry/payload.ts";
import type { AppDeps } from "../app.ts";
import { ApiError, fieldErrors, readJson } from "../http/errors.ts";
import type { RateLimitRule } from "../http/rate-limit.ts";
import { contactAckMail, contactStaffMail, type RenderedMail } from "../mail/templates/contact.ts";
import { inquiryAckMail, inquiryStaffMail } from "../mail/templates/inquiry.ts";

export const contactRateLimit: RateLimitRule = {
  name: "send-contact-email",
  limit: 5,
  windowMs: 10 * 60_000,
  message: contactMessages.rateLimited,
};

interface Delivery {
  kind: string;
  staffTo: string;
  visitor: { email: string; name: string };
  staff: RenderedMail;
  ack: RenderedMail;
}

/** A display name is quoted and stripped of quotes and brackets, so it can't bend the header. */
function mailbox(name: string, email: string): string {
  const safeName = name.replace(/["<>\\\r\n]/g, "").trim();
  return safeName ? `"${safeName}" <${email}>` : email;
}

/**
 * POST /api/send-contact-email: the contact form's message or any inquiry dialog's generic payload
 * (told apart by `inquiryType`). The record is stored first; mail goes through the outbox, and a
 * failure to queue it never turns a stored submission into an error for the visitor.
 */
export function contactRoutes(deps: AppDeps): Hono {
  const { db, env, clock, outbox, log, limiter } = deps;
  const routes = new Hono();

  async function deliver(delivery: Delivery): Promise<void> {
    try {
      await outbox.enqueue({
        kind: `${delivery.kind}-staff`,
        to: delivery.staffTo,
        replyTo: mailbox(delivery.visitor.name, delivery.visitor.email),
        ...delivery.staff,
      });
      await outbox.enqueue({ kind: `${delivery.kind}-ack`, to: delivery.visitor.email, ...delivery.ack });
    } catch (error) {
      log.error({ err: error, kind: delivery.kind }, "submission stored but its mail could not be queued");
    }
  }

  async function storeContact(message: ContactMessage): Promise<Delivery> {
    await db
      .insertInto("contact_messages")
      .values({
        first_name: message.firstName,
        last_name: message.lastName,
        email: message.email,
        phone: message.phone || null,
        subject: message.subject,
        message: message.message,
        created_at: clock.now().toISOString(),
      })
      .execute();
    return {
      kind: "contact",
      staffTo: env.FRONT_DESK_EMAIL,
      visitor: { email: message.email, name: `${message.firstName} ${message.lastName}` },
      staff: contactStaffMail(message, resort.name),
      ack: contactAckMail(message, resort.name),
    };
  }

  async function storeInquiry(inquiry: CheckedInquiry, pageUrl: string): Promise<Delivery> {
    const visitor = inquiryContact(inquiry.values);
    const fields = inquiry.form.fields.map((field) => ({
      id: field.id,
      label: field.label,
      value: inquiry.values[field.id] ?? "",
    }));
    await db
      .insertInto("inquiries")
      .values({
        inquiry_type: inquiry.form.inquiryType,
        name: visitor.name,
        email: visitor.email,
        fields: JSON.stringify(fields),
        page_url: pageUrl,
        created_at: clock.now().toISOString(),
      })
      .execute();
    return {
      kind: `inquiry-${inquiry.form.inquiryType}`,
      staffTo: inquiry.form.inbox === "front-desk" ? env.FRONT_DESK_EMAIL : env.SALES_EMAIL,
      visitor,
      staff: inquiryStaffMail(inquiry, visitor.name, pageUrl),
      ack: inquiryAckMail(inquiry, visitor.name, resort.name),
    };
  }

  routes.post("/send-contact-email", limiter.middleware(contactRateLimit, env.TRUST_PROXY), async (c) => {
    const body = await readJson(c, z.record(z.string(), z.unknown()));
    if ("inquiryType" in body) {
      const payload: InquiryPayload = parseOrThrow(inquiryPayloadSchema, body);
      if (isBot(payload.website)) return c.json(accepted);
      const checked = checkInquiry(payload);
      if (!checked.ok) throw new ApiError(400, { error: checked.error, fields: checked.fields });
      await deliver(await storeInquiry(checked.inquiry, payload.pageUrl));
    } else {
      const message = parseOrThrow(contactSchema, body);
      if (isBot(message.website)) return c.json(accepted);
      await deliver(await storeContact(message));
    }
    return c.json(accepted);
  });

  return routes;
}

function parseOrThrow<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ApiError(400, { error: inquiryMessages.checkFields, fields: fieldErrors(parsed.error) });
  return parsed.data;
}
