import { escapeHtml, layout } from "./html.ts";
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
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
  return {
    subject: reply.subject,
    text: `${reply.body}\n\n${signature.join("\n")}`,
    html: layout(escapeHtml(from.resortName), `${paragraphs}<p>${signature.map(escapeHtml).join("<br>")}</p>`),
  };
}
