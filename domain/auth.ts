import { z } from "./zod.ts";

/** Every message the spec quotes for guest accounts (sections 5 and 8), spelled once. */
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
} as const;

export const PASSWORD_MIN = 8;
/** bcrypt reads at most 72 bytes; a longer password would be silently cut. */
export const PASSWORD_MAX_BYTES = 72;
export const PHONE_DIGITS = 10;

/** "(256) 555-0123" → "2565550123". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** The account's username: the part of the email before the @. */
export function usernameFromEmail(email: string): string {
  return email.trim().toLowerCase().split("@")[0] ?? "";
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Compare the two passwords even while other fields still have errors. */
function passwordsPresent(payload: { value: unknown }): boolean {
  const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
  return typeof value?.password === "string" && typeof value.confirmPassword === "string";
}

const byteLength = (value: string) => new TextEncoder().encode(value).length;

const emailField = z
  .string()
  .trim()
  .min(1, authMessages.emailRequired)
  .pipe(z.email(authMessages.emailInvalid).max(254, authMessages.emailInvalid));

const newPasswordField = z
  .string()
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN, authMessages.passwordTooShort)
  .refine((value) => byteLength(value) <= PASSWORD_MAX_BYTES, authMessages.passwordTooLong);

export const signInSchema = z.strictObject({
  email: emailField,
  password: z.string().min(1, authMessages.passwordRequired),
});
export type SignInValues = z.input<typeof signInSchema>;

export const registerSchema = z
  .strictObject({
    firstName: z.string().trim().min(1, authMessages.firstNameRequired).max(100),
    lastName: z.string().trim().min(1, authMessages.lastNameRequired).max(100),
    email: emailField,
    phone: z
      .string()
      .trim()
      .min(1, authMessages.phoneRequired)
      .refine((value) => phoneDigits(value).length === PHONE_DIGITS, authMessages.phoneDigits),
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
    when: passwordsPresent,
  });
export type RegisterValues = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailField });

export const resetPasswordSchema = z
  .strictObject({ password: newPasswordField, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
    when: passwordsPresent,
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/** The record the browser sends to create an account (PocketBase's field names). */
export function userCreateBody(values: z.output<typeof registerSchema>) {
  return {
    email: normaliseEmail(values.email),
    emailVisibility: false,
    password: values.password,
    passwordConfirm: values.confirmPassword,
    phone_number: phoneDigits(values.phone),
    first_name: values.firstName,
    last_name: values.lastName,
    username: usernameFromEmail(values.email),
  };
}

/** What `GET /api/gate-access` answers to a signed-in guest. */
export const gateAccessSchema = z.object({
  open: z.boolean(),
  code: z.string().optional(),
  closesAtHour: z.number().optional(),
  nextOpening: z.object({ weekday: z.number(), hour: z.number(), daysAhead: z.number() }).nullable().optional(),
  message: z.string(),
});
export type GateAccess = z.infer<typeof gateAccessSchema>;
