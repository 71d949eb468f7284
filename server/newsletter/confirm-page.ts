import { markup } from "#server/mail/templates/html.ts";
import { CONFIRM_LINK_DAYS } from "./confirm-token.ts";
import { newsletterPage } from "./page.ts";

/** What a confirmation link opens: a question and a button, as a mail scanner following the link must confirm nothing. */
export function askToConfirmPage(email: string, token: string): string {
  return newsletterPage(
    "Confirm your subscription",
    markup`<p>Send our newsletter to <strong>${email}</strong>?</p><form method="post" action="/api/newsletter/confirm"><input type="hidden" name="token" value="${token}"><button type="submit">Confirm subscription</button></form>`,
  );
}

export function confirmedPage(email: string): string {
  return newsletterPage(
    "You're subscribed",
    markup`<p>Thank you: <strong>${email}</strong> will receive our newsletter. A welcome email is on its way.</p>`,
  );
}

export function alreadyConfirmedPage(email: string): string {
  return newsletterPage(
    "You're subscribed",
    markup`<p><strong>${email}</strong> is already confirmed and receives our newsletter.</p>`,
  );
}

export function notWaitingPage(email: string): string {
  return newsletterPage(
    "Nothing to confirm",
    markup`<p><strong>${email}</strong> is no longer on our list. To receive the newsletter, subscribe again on our website.</p>`,
  );
}

export function expiredConfirmPage(): string {
  return newsletterPage(
    "This link has expired",
    markup`<p>A link to confirm a subscription works for ${CONFIRM_LINK_DAYS} days. Subscribe again on our website and we'll email you a new one.</p>`,
  );
}

export function invalidConfirmPage(): string {
  return newsletterPage(
    "This link doesn't work",
    markup`<p>This confirmation link is invalid. Please use the link from the most recent email we sent you, or subscribe again on our website.</p>`,
  );
}
