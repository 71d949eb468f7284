import { EMAIL_MAX, normaliseEmail } from "./form-fields.ts";
import { maxTextMessage, pbCodes, pbField } from "./pocketbase.ts";
import { z } from "./zod.ts";

/** Every message of guest accounts (field rules, sign-in, registration), spelled once for the browser and the server. */
export const authMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  phoneRequired: "Phone number is required",
  phoneDigits: "Phone number must be 10 digits",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 72 characters",
  passwordsDoNotMatch: "Passwords do not match",
  loginInvalid: "Invalid email or password",
  loginFailed: "Login failed. Please try again.",
  loginSuccess: "Successfully logged in! Gate access granted.",
  logoutSuccess: "Successfully logged out.",
  duplicateEmail: "An account with this email already exists",
  duplicateUsername: "This username is already taken",
  passwordFieldFailed: "Password validation failed",
  registrationFieldFailed: "Registration failed",
  registrationFailed: "Registration failed. Please try again.",
  registrationSuccess: "Registration complete! You can now sign in.",
  resetRequested: "If an account exists for that address, we've sent a link to reset the password.",
  resetComplete: "Your password has been reset. You can now sign in.",
  resetTokenInvalid: "This reset link is invalid or has expired. Please request a new one.",
  verificationComplete: "Thank you! Your email address is verified.",
  verificationTokenInvalid: "This verification link is invalid or has expired.",
  gateNeedsVerifiedEmail:
    "Please verify your email address to see the gate code: follow the link in the email we sent when you registered.",
} as const;

const PASSWORD_MIN = 8;
/** bcrypt reads at most 72 bytes; a longer password would be silently cut. */
const PASSWORD_MAX_BYTES = 72;
const PHONE_DIGITS = 10;
const NAME_MAX = 100;
/** PocketBase's limit on the fields of its small forms (sign-in, reset and verification requests). */
const FORM_TEXT_MAX = 1024;
const USERNAME = /^[\w.+-]{1,150}$/;

/** "(256) 555-0123" → "2565550123". */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** The account's username: the part of the email before the @. */
function usernameFromEmail(email: string): string {
  return normaliseEmail(email).split("@")[0] ?? "";
}

/**
 * A check the server answers with PocketBase's `code` (server/auth/validate.ts reads it back);
 * built-in checks map by kind: minimum 1 is "required", other lengths are text constraints.
 */
function pb(code: string, message: string) {
  return { message, params: { code } };
}

const byteLength = (value: string) => new TextEncoder().encode(value).length;
const emailFormat = z.email();
const isEmailAddress = (value: string) => value.length <= EMAIL_MAX && emailFormat.safeParse(value).success;

/** Text as PocketBase reads JSON: an absent or null value is the empty string. */
function text() {
  return z
    .string()
    .nullish()
    .transform((value) => value ?? "");
}

/** Required, a valid address, and sent and stored normalised. */
const emailField = text()
  .pipe(
    z
      .string()
      .trim()
      .min(1, authMessages.emailRequired)
      .refine(isEmailAddress, pb(pbField.invalidEmail.code, authMessages.emailInvalid)),
  )
  .transform(normaliseEmail);

const newPasswordField = text().pipe(
  z
    .string()
    .min(1, authMessages.passwordRequired)
    .min(PASSWORD_MIN, authMessages.passwordTooShort)
    .refine((value) => byteLength(value) <= PASSWORD_MAX_BYTES, pb(pbCodes.maxText, authMessages.passwordTooLong)),
);

/** A new password and its confirmation. */
const newPasswordPair = { password: newPasswordField, passwordConfirm: text() };

/**
 * The confirmation must equal the password, checked also while other fields still have errors (a
 * password that is not text counts as empty, as PocketBase reads it).
 */
const asText = (value: unknown) => (typeof value === "string" ? value : "");
const samePasswords = (values: { password?: unknown; passwordConfirm?: unknown }) =>
  asText(values.password) === asText(values.passwordConfirm);
const passwordsMatch = {
  ...pb(pbField.mismatch.code, authMessages.passwordsDoNotMatch),
  path: ["passwordConfirm"],
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

/** Absent or null: the field stays as it is. */
const unchanged = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined);

const nameField = (requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(NAME_MAX, maxTextMessage(NAME_MAX));

const phoneField = z
  .string()
  .trim()
  .min(1, authMessages.phoneRequired)
  .refine(
    (value) => phoneDigits(value).length === PHONE_DIGITS,
    pb(pbField.invalidFormat.code, authMessages.phoneDigits),
  )
  .transform(phoneDigits);

const usernameField = z.string().trim().toLowerCase().regex(USERNAME, pbField.invalidFormat.message);

/** A field of PocketBase's small forms: not blank, at most 1024 characters, kept as sent. */
const formText = () =>
  text().pipe(
    z
      .string()
      .refine((value) => value.trim() !== "", pb(pbField.required.code, pbField.required.message))
      .refine(
        (value) => value.length <= FORM_TEXT_MAX,
        pb(pbField.lengthOutOfRange.code, pbField.lengthOutOfRange.message),
      ),
  );

/** The sign-in form. The SDK sends it to the server as `{identity, password}` (passwordAuthSchema). */
export const signInSchema = z.strictObject({
  email: emailField,
  password: z.string().min(1, authMessages.passwordRequired),
});

/**
 * A new account, as the register form fills it and as the server receives it (PocketBase's field
 * names, so the guest SDK's calls work unchanged): the form's checks are the server's. The output is the record to send and
 * to store: the email normalised, the phone as digits, the username from the email unless given.
 */
export const registerSchema = z
  .strictObject({
    email: emailField,
    ...newPasswordPair,
    emailVisibility: z.boolean().optional(),
    username: usernameField.nullish(),
    first_name: text().pipe(nameField(authMessages.firstNameRequired)),
    last_name: text().pipe(nameField(authMessages.lastNameRequired)),
    phone_number: text().pipe(phoneField),
  })
  .refine(samePasswords, passwordsMatch)
  .transform(({ username, emailVisibility, ...values }) => ({
    ...values,
    emailVisibility: emailVisibility ?? false,
    username: username ?? usernameFromEmail(values.email),
  }));
export type RegisterValues = z.input<typeof registerSchema>;

/**
 * The changes an account makes to itself (PocketBase's update; no page of the site sends one).
 * Without a new password the password stays; a new one needs the old one.
 */
export const userUpdateSchema = z.preprocess(
  withoutEmptyPasswords,
  z
    .strictObject({
      emailVisibility: z.boolean().optional(),
      username: unchanged(usernameField),
      first_name: unchanged(nameField(authMessages.firstNameRequired)),
      last_name: unchanged(nameField(authMessages.lastNameRequired)),
      phone_number: unchanged(phoneField),
      oldPassword: unchanged(z.string()),
      password: newPasswordField.optional(),
      passwordConfirm: text().optional(),
    })
    .refine((values) => !changesPassword(values) || samePasswords(values), passwordsMatch)
    .refine((values) => !changesPassword(values) || Boolean(values.oldPassword), {
      ...pb(pbField.oldPassword.code, pbField.oldPassword.message),
      path: ["oldPassword"],
      when: passwordsMatch.when,
    }),
);

const changesPassword = (values: { password?: unknown; passwordConfirm?: unknown }) =>
  asText(values.password) !== "" || asText(values.passwordConfirm) !== "";

/**
 * With a new password (or only its confirmation), a missing password is an empty one. Without,
 * empty passwords are left out; a value that is not text stays, to be refused.
 */
function withoutEmptyPasswords(body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  const values = { ...(body as Record<string, unknown>) };
  if (changesPassword(values)) return { ...values, password: values.password ?? "" };
  for (const key of ["password", "passwordConfirm"])
    if (values[key] === undefined || values[key] === null || values[key] === "") delete values[key];
  return values;
}

/** The sign-in request, `{identity, password}`: an email or a username, and the password as typed. */
export const passwordAuthSchema = z.strictObject({ identity: formText(), password: formText() });

export const forgotPasswordSchema = z.strictObject({ email: emailField });

/** A request for a reset or verification mail, `{email}`, answered in PocketBase's words. */
export const emailRequestSchema = z.strictObject({
  email: formText()
    .refine((value) => isEmailAddress(value.trim()), pb(pbField.invalidEmail.code, pbField.invalidEmail.message))
    .transform(normaliseEmail),
});

/** The reset-password form: the new password twice. */
export const resetPasswordSchema = z.strictObject(newPasswordPair).refine(samePasswords, passwordsMatch);

/** The reset request: the form's passwords and the token from the mailed link. */
export const passwordResetConfirmSchema = z
  .strictObject({
    token: text().pipe(z.string().min(1, pbField.required.message)),
    ...newPasswordPair,
  })
  .refine(samePasswords, passwordsMatch);

export const verificationConfirmSchema = z.strictObject({ token: formText() });

/** What `GET /api/gate-access` answers to a signed-in guest. */
export const gateAccessSchema = z.object({
  open: z.boolean(),
  code: z.string().optional(),
  closesAtHour: z.number().optional(),
  nextOpening: z.object({ weekday: z.number(), hour: z.number(), daysAhead: z.number() }).nullable().optional(),
  message: z.string(),
});
export type GateAccess = z.infer<typeof gateAccessSchema>;
