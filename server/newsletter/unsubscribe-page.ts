import { markup } from "#server/mail/templates/html.ts";
import { newsletterPage } from "./page.ts";

/** The confirm page carries on the campaign its link came from, so the unsubscribe is counted against it. */
export function confirmPage(email: string, token: string, campaign?: string): string {
  const from =
    campaign && /^\d{1,10}$/.test(campaign) ? markup`<input type="hidden" name="campaign" value="${campaign}">` : "";
  return newsletterPage(
    "Unsubscribe from our newsletter",
    markup`<p>Stop sending the newsletter to <strong>${email}</strong>?</p><form method="post" action="/api/unsubscribe"><input type="hidden" name="token" value="${token}">${from}<button type="submit">Unsubscribe</button></form>`,
  );
}

export function donePage(email: string): string {
  return newsletterPage(
    "You're unsubscribed",
    markup`<p><strong>${email}</strong> will no longer receive our newsletter.</p>`,
  );
}

export function invalidPage(): string {
  return newsletterPage(
    "This link doesn't work",
    markup`<p>This unsubscribe link is invalid. Please use the link from your most recent email.</p>`,
  );
}
