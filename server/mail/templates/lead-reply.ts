import { layout, lines, markup, multiline } from "./html.ts";
import type { RenderedMail } from "./contact.ts";

/**
 * A staff member's answer to a lead, written in the console. The text is theirs; the mail adds
 * their name and the resort's, so the guest knows who wrote and where an answer goes.
 */
export function leadReplyMail(
  reply: { subject: string; body: string },
  from: { staffName: string; resortName: string; resortPhone: string },
): RenderedMail {
  const signature = [from.staffName, from.resortName, from.resortPhone];
  const paragraphs = reply.body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => markup`<p>${multiline(paragraph.trim())}</p>`);
  return {
    subject: reply.subject,
    text: `${reply.body}\n\n${signature.join("\n")}`,
    html: layout(from.resortName, markup`${paragraphs}<p>${lines(signature)}</p>`),
  };
}
