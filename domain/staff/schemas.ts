/**
 * The staff API's payloads and answers, parsed by the server on the way in and by the console on
 * the way back. Errors use the rest of the API's shape: `{ error, fields? }`.
 */
import { EMAIL_MAX, emailInvalidMessage, normaliseEmail, SHORT_TEXT_MAX } from "#domain/form-fields.ts";
import { z } from "#domain/zod.ts";
import { staffRoles } from "./permissions.ts";

export const STAFF_PASSWORD_MIN = 12;
const STAFF_PASSWORD_MAX = 128;

/** An address as staff type it: trimmed, checked, lower-cased. */
export const email = z
  .string()
  .trim()
  .max(EMAIL_MAX, emailInvalidMessage)
  .pipe(z.email(emailInvalidMessage))
  .transform(normaliseEmail);
const name = z.string().trim().min(1, "Please enter a name.").max(SHORT_TEXT_MAX);
const role = z.enum(staffRoles, "Please choose a role.");
/** A moment as the staff API answers it: ISO 8601 with its offset. */
export const instant = z.iso.datetime({ offset: true });

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.");
/** Ten groups of letters and digits with a dash, as shown once at enrolment: `abcde-12345`. */
const recoveryCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, "Enter a recovery code as it was shown, like abcde-12345.");

export const signInRequest = z.strictObject({
  email,
  password: z.string().min(1, "Please enter your password.").max(STAFF_PASSWORD_MAX),
});

/**
 * After the password: a second factor, or, for an account that has none yet, the word that only its
 * one-time enrolment link sets one up. A password alone never enrols: whoever learnt it could
 * otherwise put their own phone on an account whose second factor was just reset.
 */
export const signInAnswer = z.discriminatedUnion("next", [
  z.object({ next: z.literal("code"), challenge: z.string() }),
  z.object({ next: z.literal("enrolment-link") }),
]);

export const NEEDS_ENROLMENT_LINK =
  "Two-step sign-in is not set up for this account yet. Open the enrolment link an owner gave you, or ask an owner for a new one.";

export const secondFactorRequest = z.union([
  z.strictObject({ challenge: z.string().min(1).max(500), code: totpCode }),
  z.strictObject({ challenge: z.string().min(1).max(500), recoveryCode }),
]);

export const enrolmentStartRequest = z.strictObject({ token: z.string().min(1).max(200) });

export const enrolmentStartAnswer = z.object({
  email: z.string(),
  name: z.string(),
  /** Whether the account still needs a password (a new account) or keeps its own (a reset second factor). */
  needsPassword: z.boolean(),
  otpauthUri: z.string(),
  secret: z.string(),
  qrSvg: z.string(),
});

/** A reset second factor's link opens a session only with the account's password too: a link is only as safe as the channel it went through. */
export const enrolmentPasswordMessages = {
  missing: "Enter the password you sign in with.",
  wrong: "That password is not right. Enter the password you sign in with.",
};

export const enrolmentConfirmRequest = z.strictObject({
  token: z.string().min(1).max(200),
  /** The password a new account chooses, or the one an account whose second factor was reset already has. */
  password: z
    .string()
    .min(STAFF_PASSWORD_MIN, `Use at least ${STAFF_PASSWORD_MIN} characters.`)
    .max(STAFF_PASSWORD_MAX, `Use at most ${STAFF_PASSWORD_MAX} characters.`)
    .optional(),
  code: totpCode,
});

export const enrolmentConfirmAnswer = z.object({ recoveryCodes: z.array(z.string()) });

const staffMember = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role,
});

export const meAnswer = z.object({ staff: staffMember, sessionId: z.number() });

const sessionEntry = z.object({
  id: z.number(),
  staff: staffMember,
  createdAt: instant,
  lastSeenAt: instant,
  expiresAt: instant,
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export const sessionsAnswer = z.object({ sessions: z.array(sessionEntry) });

/** Failed sign-ins on the member's own account: how many since the sign-in before this session, and the latest. */
export const signInFailuresAnswer = z.object({
  lastSignInAt: instant.nullable(),
  sinceLastSignIn: z.number(),
  recent: z.array(z.object({ at: instant, address: z.string(), step: z.enum(["password", "code"]) })),
});

export const failedSignInSteps = { password: "Password not accepted", code: "Code not accepted" } as const;

export function failedSignInsSummary(count: number): string {
  if (count === 0) return "No failed sign-in on your account since your last sign-in.";
  return `${count} failed sign-in ${count === 1 ? "attempt" : "attempts"} on your account since your last sign-in. If they were not yours, tell an owner.`;
}

const staffAccount = staffMember.extend({
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: instant,
});
export const accountsAnswer = z.object({ accounts: z.array(staffAccount) });

export const addAccountRequest = z.strictObject({ email, name, role });
export const addAccountAnswer = z.object({ account: staffAccount, enrolmentLink: z.string() });
export const changeRoleRequest = z.strictObject({ role });
export const accountAnswer = z.object({ account: staffAccount });

export const auditQuery = z.strictObject({
  action: z.string().trim().max(100).optional(),
  actor: z.string().trim().max(EMAIL_MAX).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** The id of the last entry of the previous page: entries come newest first. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const auditEntry = z.object({
  id: z.number(),
  at: instant,
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string().nullable(),
});
export const auditAnswer = z.object({ entries: z.array(auditEntry), nextBefore: z.number().nullable() });

export type StaffMember = z.infer<typeof staffMember>;
export type StaffAccount = z.infer<typeof staffAccount>;
export type SessionEntry = z.infer<typeof sessionEntry>;
export type AuditEntry = z.infer<typeof auditEntry>;
