import { Hono } from "hono";
import type { Transaction } from "kysely";
import { z } from "#domain/zod.ts";
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
import type { AppDeps } from "#server/app.ts";
import type { Database } from "#server/db/schema.ts";
import { ApiError, fieldErrors, readJson } from "#server/http/errors.ts";
import { recordLead } from "#server/inbox/leads.ts";
import type { RateLimitRule } from "#server/http/rate-limit.ts";
import { contactAckMail, contactStaffMail, type RenderedMail } from "#server/mail/templates/contact.ts";
import { inquiryAckMail, inquiryStaffMail } from "#server/mail/templates/inquiry.ts";

const contactRateLimit: RateLimitRule = {
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
 * (told apart by `inquiryType`). The record and its two mails are written in one transaction, so
 * a stored submission always has its mail queued; if that fails, nothing is stored and the
 * visitor is asked to try again.
 */
export function contactRoutes(deps: AppDeps): Hono {
  const { env, clock, outbox, limiter } = deps;
  const routes = new Hono();

  async function queue(trx: Transaction<Database>, delivery: Delivery): Promise<void> {
    await outbox.enqueue(
      {
        kind: `${delivery.kind}-staff`,
        to: delivery.staffTo,
        replyTo: mailbox(delivery.visitor.name, delivery.visitor.email),
        ...delivery.staff,
      },
      trx,
    );
    await outbox.enqueue({ kind: `${delivery.kind}-ack`, to: delivery.visitor.email, ...delivery.ack }, trx);
  }

  async function storeContact(trx: Transaction<Database>, message: ContactMessage): Promise<Delivery> {
    const now = clock.now();
    const stored = await trx
      .insertInto("contact_messages")
      .values({
        first_name: message.firstName,
        last_name: message.lastName,
        email: message.email,
        phone: message.phone || null,
        subject: message.subject,
        message: message.message,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const name = `${message.firstName} ${message.lastName}`;
    await recordLead(
      trx,
      {
        source: "contact",
        sourceId: stored.id,
        kind: "contact",
        name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        searchable: [message.phone ?? "", message.subject, message.message],
      },
      now,
    );
    return {
      kind: "contact",
      staffTo: env.FRONT_DESK_EMAIL,
      visitor: { email: message.email, name },
      staff: contactStaffMail(message, resort.name),
      ack: contactAckMail(message, resort.name),
    };
  }

  async function storeInquiry(trx: Transaction<Database>, inquiry: CheckedInquiry, pageUrl: string): Promise<Delivery> {
    const visitor = inquiryContact(inquiry.values);
    const fields = inquiry.form.fields.map((field) => ({
      id: field.id,
      label: field.label,
      value: inquiry.values[field.id] ?? "",
    }));
    const now = clock.now();
    const stored = await trx
      .insertInto("inquiries")
      .values({
        inquiry_type: inquiry.form.inquiryType,
        name: visitor.name,
        email: visitor.email,
        fields: JSON.stringify(fields),
        page_url: pageUrl,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordLead(
      trx,
      {
        source: "inquiry",
        sourceId: stored.id,
        kind: inquiry.form.inquiryType,
        name: visitor.name,
        email: visitor.email,
        subject: null,
        message: inquiry.values.message ?? "",
        searchable: fields.map((field) => field.value),
      },
      now,
    );
    // A person's name to greet by; an organization's name is no first name.
    const personName = inquiry.values.fullName || inquiry.values.contactName || "";
    return {
      kind: `inquiry-${inquiry.form.inquiryType}`,
      staffTo: inquiry.form.inbox === "front-desk" ? env.FRONT_DESK_EMAIL : env.SALES_EMAIL,
      visitor,
      staff: inquiryStaffMail(inquiry, visitor.name, pageUrl),
      ack: inquiryAckMail(inquiry, personName, resort.name),
    };
  }

  routes.post("/send-contact-email", limiter.middleware(contactRateLimit, env.TRUST_PROXY), async (c) => {
    const body = await readJson(c, z.record(z.string(), z.unknown()));
    if ("inquiryType" in body) {
      const payload: InquiryPayload = parseOrThrow(inquiryPayloadSchema, body);
      if (isBot(payload.website)) return c.json(accepted);
      const checked = checkInquiry(payload);
      if (!checked.ok) throw new ApiError(400, { error: checked.error, fields: checked.fields });
      const { inquiry } = checked;
      await outbox.transaction(async (trx) => queue(trx, await storeInquiry(trx, inquiry, payload.pageUrl)));
    } else {
      const message = parseOrThrow(contactSchema, body);
      if (isBot(message.website)) return c.json(accepted);
      await outbox.transaction(async (trx) => queue(trx, await storeContact(trx, message)));
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
