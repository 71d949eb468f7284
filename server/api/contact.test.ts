import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "#domain/contact.ts";
import { inquiryForms } from "#domain/inquiry/forms.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { addresses, validContact, validInquiry, validValues } from "#server/testing/messages.ts";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

const FRONT_DESK = "frontdesk@resort.test";
const SALES = "sales@resort.test";

let smtp: TestSmtp;
let server: TestServer;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, FRONT_DESK_EMAIL: FRONT_DESK, SALES_EMAIL: SALES });
});
afterAll(async () => {
  await server.close();
  await smtp.stop();
});

const post = (body: unknown, ip = nextClientAddress()) => server.postJson("/api/send-contact-email", body, { ip });

async function counts() {
  const db = server.deps.db;
  const one = async (table: "contact_messages" | "inquiries" | "outbox") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { contact: await one("contact_messages"), inquiries: await one("inquiries"), outbox: await one("outbox") };
}

/** Delivers what is queued and waits for the staff mail (Reply-To the visitor) and the acknowledgement. */
async function mailFor(visitor: string) {
  await server.deps.outbox.drain();
  const staff = await smtp.waitForMail((mail) => addresses(mail.replyTo).includes(visitor));
  const ack = await smtp.waitForMail((mail) => addresses(mail.to).includes(visitor));
  return { staff, ack };
}

describe("POST /api/send-contact-email: the contact form", () => {
  it("stores the message, mails the front desk with Reply-To the visitor, and acknowledges the visitor", async () => {
    const response = await post(validContact);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const row = await server.deps.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("email", "=", validContact.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: "Ada",
      last_name: "Lovelace",
      subject: validContact.subject,
      message: validContact.message,
      phone: "(256) 555-0199",
    });

    const {
      staff: [staff, ...more],
      ack: [ack],
    } = await mailFor(validContact.email);
    expect(more).toEqual([]);
    expect(addresses(staff?.to)).toEqual([FRONT_DESK]);
    expect(staff?.subject).toBe("Contact form: Question about RV spots");
    expect(addresses(staff?.replyTo)).toEqual([validContact.email]);
    expect(staff?.replyTo?.text).toContain("Ada Lovelace");
    for (const value of [
      "Ada Lovelace",
      validContact.email,
      "(256) 555-0199",
      validContact.subject,
      validContact.message,
    ]) {
      expect(staff?.text).toContain(value);
      expect(staff?.html).toContain(value.replace(/'/g, "&#39;"));
    }
    expect(ack?.subject).toContain("We received your message");
    expect(ack?.text).toContain("Hi Ada");
  });

  it("acknowledges the visitor without repeating what they wrote; the front desk gets all of it", async () => {
    const message = {
      ...validContact,
      email: "ack-contact@example.org",
      lastName: "Lovelace Byron",
      subject: "Cheap pills at http://spam.example",
      message: "Claim your prize at http://spam.example/prize",
    };
    expect((await post(message)).status).toBe(200);
    const {
      staff: [staff],
      ack: [ack],
    } = await mailFor(message.email);
    for (const text of [ack?.text ?? "", ack?.html || ""]) {
      expect(text).toContain("Ada");
      for (const echoed of ["Lovelace", "Byron", "spam.example", "Cheap pills", "prize", "555-0199"])
        expect(text).not.toContain(echoed);
    }
    for (const kept of ["Ada Lovelace Byron", message.subject, message.message, "(256) 555-0199"])
      expect(staff?.text).toContain(kept);
  });

  it("greets by first name only when it looks like one", async () => {
    const message = { ...validContact, email: "ack-link@example.org", firstName: "www.spam.example/win" };
    expect((await post(message)).status).toBe(200);
    const {
      ack: [ack],
    } = await mailFor(message.email);
    expect(ack?.text).toMatch(/^Hello,/);
    expect(ack?.text).not.toContain("spam");
    expect(ack?.html).not.toContain("spam");
  });

  it("accepts a message without the optional phone", async () => {
    const { phone: _phone, ...withoutPhone } = validContact;
    const response = await post({ ...withoutPhone, email: "no-phone@example.org" });
    expect(response.status).toBe(200);
    const row = await server.deps.db
      .selectFrom("contact_messages")
      .select("phone")
      .where("email", "=", "no-phone@example.org")
      .executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
  });

  it("escapes HTML and script from the visitor in the HTML mail and keeps the text as written", async () => {
    const hostile = {
      ...validContact,
      email: "xss@example.org",
      subject: "<b>Hi</b>",
      message: `<script>alert("x")</script><img src=x onerror=alert(1)>`,
    };
    expect((await post(hostile)).status).toBe(200);
    const {
      staff: [staff],
    } = await mailFor(hostile.email);
    expect(staff?.html).not.toContain("<script");
    expect(staff?.html).not.toContain("<img");
    expect(staff?.html).not.toContain("<b>Hi</b>");
    expect(staff?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(staff?.text).toContain(hostile.message);
    const row = await server.deps.db
      .selectFrom("contact_messages")
      .select("message")
      .where("email", "=", "xss@example.org")
      .executeTakeFirstOrThrow();
    expect(row.message).toBe(hostile.message);
  });

  it("refuses CR/LF in anything that reaches a mail header", async () => {
    const before = await counts();
    for (const field of ["subject", "firstName", "lastName"] as const) {
      const response = await post({ ...validContact, [field]: "Hello\r\nBcc: victim@example.org" });
      expect(response.status).toBe(400);
      expect((await response.json()).fields[field]).toBe("Line breaks are not allowed here.");
    }
    const email = await post({ ...validContact, email: "ada@example.org\r\nBcc: victim@example.org" });
    expect(email.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("answers each kind of bad input with a clear JSON 4xx and stores nothing", async () => {
    const before = await counts();
    const cases: Array<[string, () => Promise<Response>, number, Record<string, unknown>]> = [
      [
        "malformed JSON",
        () => server.postJson("/api/send-contact-email", "{not json", { ip: nextClientAddress() }),
        400,
        { error: "The request body is not valid JSON." },
      ],
      [
        "wrong content type",
        () =>
          server.request("/api/send-contact-email", {
            method: "POST",
            body: "firstName=Ada",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            ip: nextClientAddress(),
          }),
        415,
        { error: "Send the request as application/json." },
      ],
      ["a JSON array", () => post([validContact]), 400, { error: "Please check the highlighted fields." }],
      [
        "wrong types",
        () => post({ ...validContact, firstName: 5, message: ["x"] }),
        400,
        { fields: { firstName: expect.any(String), message: expect.any(String) } },
      ],
      [
        "missing required fields",
        () => post({ firstName: "Ada" }),
        400,
        {
          fields: expect.objectContaining({
            lastName: expect.any(String),
            email: expect.any(String),
            subject: expect.any(String),
            message: expect.any(String),
          }),
        },
      ],
      [
        "blank required fields",
        () => post({ ...validContact, lastName: "   ", subject: "" }),
        400,
        { fields: { lastName: contactMessages.lastNameRequired, subject: contactMessages.subjectRequired } },
      ],
      [
        "a malformed email",
        () => post({ ...validContact, email: "not-an-address" }),
        400,
        { fields: { email: "Please enter a valid email address." } },
      ],
      ["an unknown field", () => post({ ...validContact, admin: true }), 400, { fields: { admin: "Unknown field." } }],
      [
        "an overlong message",
        () => post({ ...validContact, message: "x".repeat(5001) }),
        400,
        { fields: { message: expect.stringContaining("5000") } },
      ],
      [
        "an oversize body",
        () => post({ ...validContact, message: "x".repeat(17_000) }),
        413,
        { error: "The request is too large." },
      ],
    ];
    for (const [name, send, status, body] of cases) {
      const response = await send();
      expect(response.status, name).toBe(status);
      expect(response.headers.get("content-type"), name).toContain("application/json");
      expect(await response.json(), name).toMatchObject(body);
    }
    expect(await counts()).toEqual(before);
  });

  it("silently drops a submission whose honeypot is filled", async () => {
    const before = await counts();
    const response = await post({ ...validContact, website: "http://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const inquiry = await post({ ...validInquiry(inquiryForms.tour), website: "http://spam.example" });
    expect(inquiry.status).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it("limits each client to 5 submissions per 10 minutes with a clear 429", async () => {
    const ip = nextClientAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await post({ ...validContact, email: `limit${i}@example.org` }, ip)).status).toBe(200);
    const limited = await post(validContact, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({ error: contactMessages.rateLimited });
    expect((await post({ ...validContact, email: "other-client@example.org" })).status).toBe(200);
  });
});

describe("POST /api/send-contact-email: inquiry dialogs", () => {
  const inboxes = {
    "christmas-group": FRONT_DESK,
    "private-events": SALES,
    venue: SALES,
    wedding: SALES,
    tour: SALES,
    "create-center": SALES,
  } as const;

  for (const [id, form] of Object.entries(inquiryForms)) {
    it(`${id}: stores the inquiry and mails ${inboxes[id as keyof typeof inboxes]} with Reply-To the visitor`, async () => {
      const email = `${id}@example.org`;
      const response = await post(validInquiry(form, { email }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });

      const row = await server.deps.db
        .selectFrom("inquiries")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      expect(row.inquiry_type).toBe(form.inquiryType);
      expect(row.page_url).toBe("http://localhost:3000/venue");
      const stored = JSON.parse(row.fields) as Array<{ id: string; value: string }>;
      expect(stored.map((field) => field.id)).toEqual(form.fields.map((field) => field.id));

      const {
        staff: [staff],
        ack: [ack],
      } = await mailFor(email);
      expect(addresses(staff?.to)).toEqual([inboxes[id as keyof typeof inboxes]]);
      expect(staff?.subject).toContain(form.contextTitle);
      expect(addresses(staff?.replyTo)).toEqual([email]);
      const values = validValues(form);
      for (const field of form.fields) {
        const option = field.options?.find((candidate) => candidate.value === values[field.id]);
        expect(staff?.text).toContain(
          `${field.label}: ${option?.label ?? (field.id === "email" ? email : values[field.id])}`,
        );
      }
      expect(ack?.text).toContain(form.successMessage);
    });
  }

  it("acknowledges an inquiry with the form's own words only; the inbox gets every field", async () => {
    const email = "ack-inquiry@example.org";
    const inquiry = validInquiry(inquiryForms.wedding, {
      email,
      fullName: "Grace Brewster Hopper",
      phone: "256-555-0142",
      weddingDate: "2027-05-22",
      guestCount: "137",
      message: "Win a cruise at http://spam.example/cruise",
    });
    expect((await post(inquiry)).status).toBe(200);
    const {
      staff: [staff],
      ack: [ack],
    } = await mailFor(email);
    for (const text of [ack?.text ?? "", ack?.html || ""]) {
      expect(text).toContain("Hi Grace,");
      expect(text).toContain(inquiryForms.wedding.successMessage);
      for (const echoed of ["Brewster", "Hopper", "555-0142", "2027-05-22", "137", "spam.example", "cruise"])
        expect(text).not.toContain(echoed);
    }
    for (const kept of ["Grace Brewster Hopper", "256-555-0142", "2027-05-22", "137", "http://spam.example/cruise"])
      expect(staff?.text).toContain(kept);
  });

  it("christmas-group: trims values and accepts the optional selects left empty", async () => {
    const form = inquiryForms["christmas-group"];
    const payload = validInquiry(form, { email: "trim@example.org", arrivalWindow: "", transportation: "", phone: "" });
    for (const field of payload.fields) if (field.id === "organization") field.value = "  Gadsden High Band  ";
    expect((await post(payload)).status).toBe(200);
    const row = await server.deps.db
      .selectFrom("inquiries")
      .select("fields")
      .where("email", "=", "trim@example.org")
      .executeTakeFirstOrThrow();
    const stored = Object.fromEntries(
      (JSON.parse(row.fields) as Array<{ id: string; value: string }>).map((field) => [field.id, field.value]),
    );
    expect(stored).toMatchObject({
      organization: "Gadsden High Band",
      arrivalWindow: "",
      transportation: "",
      inquiryFocus: "Christmas Lights Group Rates",
    });
  });

  it("checks an inquiry against the server's own form definition", async () => {
    const before = await counts();
    const group = inquiryForms["christmas-group"];
    const without = (id: string) => {
      const payload = validInquiry(group);
      return { ...payload, fields: payload.fields.filter((field) => field.id !== id) };
    };
    const cases: Array<[string, unknown, Record<string, unknown>]> = [
      [
        "unknown inquiryType",
        { ...validInquiry(group), inquiryType: "spa-booking" },
        { error: "This inquiry form is not known.", fields: { inquiryType: "This inquiry form is not known." } },
      ],
      ["a required field missing", without("message"), { fields: { message: "Message is required" } }],
      [
        "a required field blank",
        validInquiry(group, { organization: "  " }),
        { fields: { organization: "Organization is required" } },
      ],
      [
        "an unknown field id",
        {
          ...validInquiry(group),
          fields: [
            ...validInquiry(group).fields,
            { id: "discountCode", label: "Discount", value: "FREE", required: false },
          ],
        },
        { fields: { discountCode: "Unknown field." } },
      ],
      [
        "a field sent twice",
        {
          ...validInquiry(group),
          fields: [
            ...validInquiry(group).fields,
            { id: "email", label: "Email", value: "b@example.org", required: true },
          ],
        },
        { fields: { email: "This field was sent twice." } },
      ],
      [
        "a select value outside its options",
        validInquiry(group, { arrivalWindow: "9-10" }),
        { fields: { arrivalWindow: "Please choose one of the listed options." } },
      ],
      [
        "a transportation value outside its options",
        validInquiry(group, { transportation: "helicopter" }),
        { fields: { transportation: "Please choose one of the listed options." } },
      ],
      [
        "a required select left empty",
        validInquiry(inquiryForms.venue, { eventType: "" }),
        { fields: { eventType: "Event Type is required" } },
      ],
      [
        "a malformed number",
        validInquiry(group, { groupSize: "twelve" }),
        { fields: { groupSize: "Please enter a whole number." } },
      ],
      [
        "a negative number",
        validInquiry(group, { groupSize: "-3" }),
        { fields: { groupSize: "Please enter a whole number." } },
      ],
      [
        "an impossible date",
        validInquiry(group, { visitDate: "2026-02-30" }),
        { fields: { visitDate: "Please enter a valid date." } },
      ],
      [
        "a malformed date",
        validInquiry(group, { visitDate: "next friday" }),
        { fields: { visitDate: "Please enter a valid date." } },
      ],
      [
        "a malformed email",
        validInquiry(group, { email: "nobody" }),
        { fields: { email: "Please enter a valid email address." } },
      ],
      [
        "a changed fixed hidden value",
        validInquiry(group, { inquiryFocus: "Free tickets" }),
        { fields: { inquiryFocus: "This value can't be changed." } },
      ],
      [
        "CR/LF in a name that reaches the subject",
        validInquiry(group, { contactName: "Eve\r\nBcc: x@example.org" }),
        { fields: { contactName: "Line breaks are not allowed here." } },
      ],
      [
        "an overlong value",
        validInquiry(group, { organization: "x".repeat(201) }),
        { fields: { organization: expect.stringContaining("200") } },
      ],
      [
        "a wrong value type",
        { ...validInquiry(group), fields: [{ id: "groupSize", label: "Group Size", value: 12, required: true }] },
        { fields: { "fields.0.value": expect.any(String) } },
      ],
      [
        "a missing context",
        (({ context: _context, ...rest }) => rest)(validInquiry(group)),
        { fields: { context: expect.any(String) } },
      ],
      [
        "a non-http page URL",
        { ...validInquiry(group), pageUrl: "javascript:alert(1)" },
        { fields: { pageUrl: expect.any(String) } },
      ],
      [
        "an unknown top-level field",
        { ...validInquiry(group), priority: "urgent" },
        { fields: { priority: "Unknown field." } },
      ],
    ];
    for (const [name, body, expected] of cases) {
      const response = await post(body);
      expect(response.status, name).toBe(400);
      expect(await response.json(), name).toMatchObject({ error: "Please check the highlighted fields.", ...expected });
    }
    expect(await counts()).toEqual(before);
  });

  it("takes labels and the required flags from its own definition, not the browser's", async () => {
    const payload = validInquiry(inquiryForms.tour, { email: "labels@example.org" });
    for (const field of payload.fields) {
      field.label = "<i>forged</i>";
      field.required = false;
    }
    expect((await post(payload)).status).toBe(200);
    const {
      staff: [staff],
    } = await mailFor("labels@example.org");
    expect(staff?.text).not.toContain("forged");
    expect(staff?.text).toContain("Preferred Tour Date: 2026-12-12");
    const missing = validInquiry(inquiryForms.tour);
    missing.fields = missing.fields.filter((field) => field.id !== "preferredTourDate");
    expect((await post(missing)).status).toBe(400);
  });
});
