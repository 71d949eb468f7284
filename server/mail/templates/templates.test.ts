import { describe, expect, it } from "vitest";
import { inquiryForms } from "#domain/inquiry/forms.ts";
import { renderNoTicketsPage, renderTicketPage } from "#server/box-office/ticket-page.ts";
import type { OrderWithTickets } from "#server/box-office/tickets.ts";
import type { TestCheckoutsTable } from "#server/db/schema.ts";
import {
  alreadyConfirmedPage,
  askToConfirmPage,
  confirmedPage,
  expiredConfirmPage,
  invalidConfirmPage,
  notWaitingPage,
} from "#server/newsletter/confirm-page.ts";
import { confirmPage, donePage, invalidPage } from "#server/newsletter/unsubscribe-page.ts";
import { renderTestCheckout } from "#server/payments/test-checkout.ts";
import { contentMessages } from "#domain/staff/content-schemas.ts";
import { contactAckMail, contactStaffMail, type RenderedMail } from "./contact.ts";
import { pageBehindMail } from "./content-render.ts";
import { layout, lines, markup, multiline, raw, type HtmlValue } from "./html.ts";
import { inquiryAckMail, inquiryStaffMail } from "./inquiry.ts";
import { leadReplyMail } from "./lead-reply.ts";
import { newsletterConfirmMail, newsletterWelcomeMail } from "./newsletter.ts";
import { nightCancelledMail, nightMovedMail, refundMail, type NoticeOrder } from "./order-notices.ts";
import { staffOrderMail } from "./order-staff.ts";
import { ticketLinksMail } from "./ticket-links.ts";
import { ticketReceiptMail } from "./ticket-receipt.ts";

/** What a visitor or a staff member could type into `field`: a script, an attribute breakout and an ampersand. */
const attack = (field: string) => `${field} & <script>alert(1)</script> "><img src=x onerror=alert(1)>`;
const escaped = (field: string) =>
  `${field} &amp; &lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=alert(1)&gt;`;

/** A finished page or mail: each field in its escaped form, no tag of the attack, and no bare `&`. */
function expectEscaped(output: unknown, fields: readonly string[]): void {
  expect(typeof output, "a primitive string, as the outbox stores it and Hono sends it").toBe("string");
  const html = output as string;
  for (const field of fields) expect(html, field).toContain(escaped(field));
  expect(html).not.toContain("<script>alert");
  expect(html).not.toContain("<img src=x");
  expect(html.match(/&(?!(?:amp|lt|gt|quot|#39);)/g), "an ampersand that starts no character reference").toBeNull();
}

/** A finished mail's HTML like `expectEscaped`, and its plain text with the visitor's words as typed. */
function expectMail(mail: RenderedMail, { html, text }: { html: readonly string[]; text: readonly string[] }): void {
  expectEscaped(mail.html, html);
  for (const field of text) expect(mail.text, field).toContain(attack(field));
  expect(mail.text).not.toContain("&amp;");
  expect(mail.text).not.toContain("&lt;");
}

/** A mail that repeats none of the visitor's words: nothing of the attack is in it, escaped or not. */
function expectNoAttack(html: string): void {
  expect(html).not.toContain("alert(1)");
  expect(html).not.toContain("&amp;");
}

const order: OrderWithTickets = {
  id: 7,
  reference: "ABCD2345",
  sessionId: "cs_test_1",
  mode: "test",
  eventId: attack("eventId"),
  eventName: attack("eventName"),
  customerEmail: attack("customerEmail"),
  nightDate: "2026-12-12",
  createdAt: "2026-12-01T18:00:00.000Z",
  amountTotalCents: 4000,
  currency: "usd",
  lines: [{ label: attack("lineLabel"), quantity: 2, amountTotalCents: 4000 }],
  tickets: [
    { code: "ABCDEFGH", label: attack("ticketLabel"), nightDate: "2026-12-12", status: "valid" },
    { code: "BCDEFGHJ", label: attack("voidLabel"), nightDate: null, status: "void" },
  ],
};

describe("the html helpers", () => {
  it("escape every string placed in a template, in nested lists too, and keep only what raw() marks", () => {
    const cells: HtmlValue[] = [["<b>", raw("<br>")], 2, null, undefined, false, markup`<i>${"&"}</i>`];
    expect(String(markup`<p title="${'"'}">${cells}</p>`)).toBe('<p title="&quot;">&lt;b&gt;<br>2<i>&amp;</i></p>');
    expect(String(lines(["a<", "b&"]))).toBe("a&lt;<br>b&amp;");
    expect(String(multiline("one\r\ntwo\n<three>"))).toBe("one<br>two<br>&lt;three&gt;");
  });

  it("lay a mail out around an escaped heading and a fragment, as one plain string", () => {
    const mail = layout("Tom & <Jerry>", markup`<table><tr><td style="color:#000">${"<x>"}</td></tr></table>`);
    expect(mail).toBe(
      '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5"><h1 style="font-size:20px">Tom &amp; &lt;Jerry&gt;</h1><table><tr><td style="color:#000">&lt;x&gt;</td></tr></table></body></html>',
    );
  });
});

describe("the mails escape what visitors and staff wrote, and keep it as typed in the plain text", () => {
  const contact = {
    firstName: attack("firstName"),
    lastName: attack("lastName"),
    email: attack("email"),
    phone: attack("phone"),
    subject: attack("subject"),
    message: `${attack("message")}\n${attack("second line")}`,
  };
  const contactFields = ["firstName", "lastName", "email", "phone", "subject", "message", "second line"];

  it("the contact form's mail to the front desk", () => {
    const mail = contactStaffMail(contact, attack("resortName"));
    expectMail(mail, { html: [...contactFields, "resortName"], text: contactFields });
    expect(mail.html).toContain(`${escaped("message")}<br>${escaped("second line")}`);
  });

  it("the contact form's acknowledgement, which greets by a first name alone", () => {
    const mail = contactAckMail(contact, "Riverside");
    expectNoAttack(mail.html);
    const named = contactAckMail({ ...contact, firstName: "O'Brien" }, "Riverside");
    expect(named.html).toContain("Thank you, O&#39;Brien");
    expect(named.text).toContain("Hi O'Brien,");
  });

  const wedding = inquiryForms.wedding;
  const inquiry = {
    form: wedding,
    values: Object.fromEntries(wedding.fields.map((field) => [field.id, attack(field.id)])),
  };
  const inquiryFields = wedding.fields.map((field) => field.id);

  it("an inquiry's mail to staff, every field of the form and the page it came from", () => {
    const mail = inquiryStaffMail(inquiry, attack("name"), attack("pageUrl"));
    expectMail(mail, { html: [...inquiryFields, "pageUrl"], text: [...inquiryFields, "pageUrl", "name"] });
  });

  it("an inquiry's acknowledgement", () => {
    const mail = inquiryAckMail(inquiry, attack("name"), attack("resortName"));
    expectNoAttack(mail.html);
    expect(mail.text).toContain(attack("resortName"));
  });

  it("a staff member's reply to a lead, paragraph by paragraph, with their name and the resort's", () => {
    const mail = leadReplyMail(
      { subject: attack("subject"), body: `${attack("body")}\n${attack("line")}\n\n  ${attack("paragraph")}  ` },
      { staffName: attack("staffName"), resortName: attack("resortName"), resortPhone: attack("resortPhone") },
    );
    expectMail(mail, {
      html: ["body", "line", "paragraph", "staffName", "resortName", "resortPhone"],
      text: ["body", "line", "paragraph", "staffName", "resortName", "resortPhone"],
    });
    expect(mail.html).toContain(`<p>${escaped("body")}<br>${escaped("line")}</p><p>${escaped("paragraph")}</p>`);
    expect(mail.subject).toBe(attack("subject"));
  });

  it("the newsletter's welcome, its unsubscribe link in an attribute", () => {
    const mail = newsletterWelcomeMail(attack("resortName"), `https://example.org/?token=${attack("token")}`);
    expectMail(mail, { html: ["resortName", "token"], text: ["resortName", "token"] });
    expect(mail.html).toContain(`<a href="https://example.org/?token=${escaped("token")}">`);
  });

  it("the newsletter's request to confirm, its link in an attribute", () => {
    const mail = newsletterConfirmMail(attack("resortName"), `https://example.org/?token=${attack("token")}`, 7);
    expectMail(mail, { html: ["resortName", "token"], text: ["resortName", "token"] });
    expect(mail.html).toContain(`<a href="https://example.org/?token=${escaped("token")}">`);
  });

  const noticeOrder: NoticeOrder = {
    reference: "ABCD2345",
    eventName: attack("eventName"),
    mode: "test",
    link: `https://example.org/tickets/${attack("link")}`,
  };

  it("a refund's notice", () => {
    const mail = refundMail(noticeOrder, { amountCents: 1234, voidedCodes: ["ABCDEFGH"], everyTicket: false });
    expectMail(mail, { html: ["eventName", "link"], text: ["eventName", "link"] });
  });

  it("a cancelled night's notice, with the reason staff gave", () => {
    const mail = nightCancelledMail(noticeOrder, { nightDate: "2026-12-12", amountCents: 500, note: attack("note") });
    expectMail(mail, { html: ["eventName", "link", "note"], text: ["eventName", "link", "note"] });
  });

  it("a moved night's notice, with the reason staff gave", () => {
    const mail = nightMovedMail(noticeOrder, { from: "2026-12-12", to: "2026-12-13", note: attack("note") });
    expectMail(mail, { html: ["eventName", "link", "note"], text: ["eventName", "link", "note"] });
  });

  it("the links of a buyer's orders", () => {
    const mail = ticketLinksMail(attack("resortName"), [
      {
        reference: "ABCD2345",
        eventName: attack("eventName"),
        nightDate: "2026-12-12",
        tickets: 2,
        link: `https://example.org/tickets/${attack("link")}`,
      },
    ]);
    expectMail(mail, { html: ["resortName", "eventName", "link"], text: ["resortName", "eventName", "link"] });
  });

  it("the buyer's receipt", () => {
    const mail = ticketReceiptMail(order, {
      link: `https://example.org/tickets/${attack("link")}`,
      qrPngs: new Map([["ABCDEFGH", Buffer.from("png")]]),
    });
    expectMail(mail, {
      html: ["eventName", "lineLabel", "ticketLabel", "voidLabel", "link"],
      text: ["eventName", "lineLabel", "ticketLabel", "voidLabel", "link"],
    });
  });

  it("the front desk's order notice, which is plain text alone", () => {
    const mail = staffOrderMail("https://example.org", order);
    expect(mail).not.toHaveProperty("html");
    for (const field of ["eventName", "customerEmail", "lineLabel"]) expect(mail.text, field).toContain(attack(field));
    expect(mail.text).not.toContain("&amp;");
  });

  it("a page that could not show a published version, with the render's error as it came", () => {
    const mail = pageBehindMail("https://example.org", {
      page: "/venue",
      key: "venue",
      version: 4,
      error: attack("error"),
    });
    expectMail(mail, { html: ["error"], text: ["error"] });
    expect(mail.text).toContain(contentMessages.pageBehind("/venue", 4));
    expect(mail.html).toContain('href="https://example.org/staff/content?doc=venue"');
  });
});

describe("the pages the server writes itself escape what visitors and staff wrote", () => {
  const qr = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>';

  it("the ticket page", () => {
    const page = renderTicketPage(order, new Map([["ABCDEFGH", qr]]));
    expectEscaped(page, ["eventName", "lineLabel", "ticketLabel", "voidLabel"]);
    expect(page).toContain(`<title>Your tickets: ${escaped("eventName")}</title>`);
    expect(page).toContain(`<a href="/events/${encodeURIComponent(attack("eventId")).replaceAll("'", "&#39;")}">`);
    expect(page).toContain('<svg role="img" aria-label="QR code of ticket ABCD-EFGH" xmlns=');
    expect(page).toContain('<path d="M0 0h1v1H0z"/>');
    expect(page).not.toContain("customerEmail");
  });

  it("the page of a ticket link that opens nothing", () => {
    expectEscaped(renderNoTicketsPage(), []);
  });

  const checkout = (status: TestCheckoutsTable["status"]): TestCheckoutsTable => ({
    id: attack("id"),
    event_id: attack("eventId"),
    customer_email: attack("customerEmail"),
    lines: JSON.stringify([
      {
        priceId: "test_price_adult",
        ticketId: "adult",
        label: attack("lineLabel"),
        quantity: 2,
        unitAmountCents: 2000,
        amountTotalCents: 4000,
      },
    ]),
    success_url: `https://example.org/events?session_id={CHECKOUT_SESSION_ID}&back=${attack("successUrl")}`,
    cancel_url: `https://example.org/events?back=${attack("cancelUrl")}`,
    status,
    created_at: "2026-12-01T18:00:00.000Z",
    expires_at: "2026-12-01T18:30:00.000Z",
    night_date: null,
    terms_accepted_at: null,
    campaign_id: null,
  });
  const now = new Date("2026-12-01T18:05:00.000Z");

  it("the test checkout, open, complete and canceled", () => {
    const open = renderTestCheckout(checkout("open"), attack("eventName"), now);
    expectEscaped(open, ["eventName", "customerEmail", "lineLabel"]);
    expect(open).toContain(`action="/api/test-checkout/${encodeURIComponent(attack("id"))}/complete"`);
    expectEscaped(renderTestCheckout(checkout("canceled"), attack("eventName"), now), ["eventName", "cancelUrl"]);
    expectEscaped(renderTestCheckout(checkout("complete"), attack("eventName"), now), ["eventName", "successUrl"]);
  });

  it("the unsubscribe pages", () => {
    const confirm = confirmPage(attack("email"), attack("token"));
    expectEscaped(confirm, ["email", "token"]);
    expect(confirm).toContain(`<input type="hidden" name="token" value="${escaped("token")}">`);
    expectEscaped(donePage(attack("email")), ["email"]);
    expectEscaped(invalidPage(), []);
  });

  it("the newsletter's confirmation pages", () => {
    const ask = askToConfirmPage(attack("email"), attack("token"));
    expectEscaped(ask, ["email", "token"]);
    expect(ask).toContain(`<input type="hidden" name="token" value="${escaped("token")}">`);
    for (const page of [confirmedPage, alreadyConfirmedPage, notWaitingPage])
      expectEscaped(page(attack("email")), ["email"]);
    expectEscaped(expiredConfirmPage(), []);
    expectEscaped(invalidConfirmPage(), []);
  });
});
