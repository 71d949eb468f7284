import type { OutgoingMail } from "#server/mail/outbox.ts";
import { greetingName } from "#server/mail/templates/html.ts";
import type { UserRow } from "./record.ts";

interface LinkMail {
  user: Pick<UserRow, "email" | "first_name">;
  origin: string;
  token: string;
  siteName: string;
}

/**
 * Nobody has verified the address these go to, so they greet as the acknowledgements do: by a
 * first name only when it looks like one, never by whatever text was typed in its place.
 */
function greeting(user: Pick<UserRow, "first_name">): string {
  const name = greetingName(user.first_name);
  return name ? `Hello ${name},` : "Hello,";
}

export function passwordResetMail({ user, origin, token, siteName }: LinkMail): OutgoingMail {
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    kind: "password-reset",
    priority: "urgent",
    to: user.email,
    subject: `Reset your ${siteName} password`,
    text: [
      greeting(user),
      "",
      "Someone asked to reset the password of your guest account. To choose a new password, open this link within 30 minutes:",
      link,
      "",
      "If it wasn't you, ignore this message: your password stays as it is.",
    ].join("\n"),
  };
}

export function verificationMail({ user, origin, token, siteName }: LinkMail): OutgoingMail {
  const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    kind: "email-verification",
    priority: "urgent",
    to: user.email,
    subject: `Verify your ${siteName} email address`,
    text: [
      greeting(user),
      "",
      "Please confirm the email address of your guest account by opening this link:",
      link,
      "",
      "If you didn't create an account, ignore this message.",
    ].join("\n"),
  };
}
