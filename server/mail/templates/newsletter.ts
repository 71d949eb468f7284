import { layout, markup } from "./html.ts";
import type { RenderedMail } from "./contact.ts";

/**
 * RFC 8058 one-click unsubscribe, which large mailbox providers require of bulk senders: the
 * provider POSTs `List-Unsubscribe=One-Click` to the link, and the signed token in it is enough.
 */
function oneClickUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function newsletterWelcomeMail(
  resortName: string,
  unsubscribeUrl: string,
): RenderedMail & { headers: Record<string, string> } {
  return {
    headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
    subject: `Welcome to the ${resortName} newsletter`,
    text: `Welcome aboard!\n\nYou've successfully subscribed to the ${resortName} newsletter. We'll send news about events, seasonal offers and life on the river.\n\nTo unsubscribe at any time, open this link:\n${unsubscribeUrl}\n`,
    html: layout(
      "Welcome aboard!",
      markup`<p>You've successfully subscribed to the ${resortName} newsletter. We'll send news about events, seasonal offers and life on the river.</p><p style="font-size:13px;color:#57534e">Don't want these emails? <a href="${unsubscribeUrl}">Unsubscribe</a>.</p>`,
    ),
  };
}

/**
 * The mail that asks a new subscriber to confirm (double opt-in). The site's signup says "You've
 * successfully subscribed", as the spec has it, so this mail is where the subscriber learns that
 * one step is left; it carries no unsubscribe link, as nothing is sent until they confirm.
 */
export function newsletterConfirmMail(resortName: string, confirmUrl: string, days: number): RenderedMail {
  const ask = `Someone, hopefully you, subscribed this address to the ${resortName} newsletter. To start receiving it, open the link below within ${days} days and press "Confirm subscription".`;
  const ignore = "If it wasn't you, ignore this email: without your confirmation, we won't send you the newsletter.";
  return {
    subject: `Confirm your subscription to the ${resortName} newsletter`,
    text: `One more step\n\n${ask}\n\n${confirmUrl}\n\n${ignore}\n`,
    html: layout(
      "One more step",
      markup`<p>${ask}</p><p><a href="${confirmUrl}">Confirm my subscription</a></p><p style="font-size:13px;color:#57534e">${ignore}</p>`,
    ),
  };
}
