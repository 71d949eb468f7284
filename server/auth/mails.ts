import type { OutgoingMail } from "../mail/outbox.ts";
import type { UserRow } from "./record.ts";

interface LinkMail {
  user: Pick<UserRow, "email" | "first_name">;
  origin: string;
  token: string;
  siteName: string;
}

export function passwordResetMail({ user, origin, token, siteName }: LinkMail): OutgoingMail {
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    kind: "password-reset",
    priority: "urgent",
    to: user.email,
    subject: `Reset your ${siteName} password`,
    text: [
      `Hello ${user.first_name},`,
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
      `Hello ${user.first_name},`,
      "",
      "Please confirm the email address of your guest account by opening this link:",
      link,
      "",
      "If you didn't create an account, ignore this message.",
    ].join("\n"),
  };
}
