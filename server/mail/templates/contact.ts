import type { ContactMessage } from "#domain/contact-schema.ts";
import { greetingName, layout, markup, rowsHtml, rowsText, type Row } from "./html.ts";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function rows(message: ContactMessage): Row[] {
  return [
    { label: "Name", value: `${message.firstName} ${message.lastName}` },
    { label: "Email", value: message.email },
    { label: "Phone", value: message.phone || "(not given)" },
    { label: "Subject", value: message.subject },
    { label: "Message", value: message.message },
  ];
}

/** To the front desk, Reply-To the visitor. */
export function contactStaffMail(message: ContactMessage, resortName: string): RenderedMail {
  const intro = `A new message from the contact form of the ${resortName} website.`;
  return {
    subject: `Contact form: ${message.subject}`,
    text: `${intro}\n\n${rowsText(rows(message))}\n\nReply to this email to answer ${message.firstName}.`,
    html: layout("New contact message", markup`<p>${intro}</p>${rowsHtml(rows(message))}`),
  };
}

/**
 * A short acknowledgement to the visitor. Its address is not verified, so it repeats nothing the
 * visitor wrote but a first name that looks like one.
 */
export function contactAckMail(message: ContactMessage, resortName: string): RenderedMail {
  const name = greetingName(message.firstName);
  const greeting = name ? `Hi ${name},` : "Hello,";
  const body = `Thank you for contacting ${resortName}. We received your message and will get back to you soon.`;
  return {
    subject: `We received your message - ${resortName}`,
    text: `${greeting}\n\n${body}\n\n${resortName}`,
    html: layout(name ? `Thank you, ${name}` : "Thank you", markup`<p>${body}</p>`),
  };
}
