import {
  authMessages,
  normaliseEmail,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN,
  PHONE_DIGITS,
  phoneDigits,
  usernameFromEmail,
} from "#domain/auth.ts";
import { z } from "#domain/zod.ts";
import { PbError, pbField, pbMessages, type PbFieldError } from "./pb-error.ts";

type Body = Record<string, unknown>;
type Errors = Record<string, PbFieldError>;

const isEmail = (value: string) => z.email().max(254).safeParse(value).success;
const USERNAME = /^[\w.+-]{1,150}$/;

function text(body: Body, key: string, errors: Errors): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") {
    errors[key] = pbField.invalidType;
    return undefined;
  }
  return value;
}

function unknownFields(body: Body, allowed: readonly string[], errors: Errors): void {
  for (const key of Object.keys(body)) if (!allowed.includes(key)) errors[key] = pbField.unknownField;
}

function newPassword(body: Body, errors: Errors, { required }: { required: boolean }): string | undefined {
  const password = text(body, "password", errors) ?? "";
  const confirm = text(body, "passwordConfirm", errors) ?? "";
  if (!password && !confirm && !required) return undefined;
  if (!password) errors.password ??= { code: pbField.required.code, message: authMessages.passwordRequired };
  else if (password.length < PASSWORD_MIN)
    errors.password = { code: "validation_min_text_constraint", message: authMessages.passwordTooShort };
  else if (Buffer.byteLength(password) > PASSWORD_MAX_BYTES)
    errors.password = { code: "validation_max_text_constraint", message: authMessages.passwordTooLong };
  if (confirm !== password)
    errors.passwordConfirm ??= { code: pbField.mismatch.code, message: authMessages.passwordsDoNotMatch };
  return password;
}

function name(
  body: Body,
  key: "first_name" | "last_name",
  message: string,
  errors: Errors,
  required: boolean,
): string | undefined {
  const value = text(body, key, errors)?.trim();
  if (value === undefined && !required) return undefined;
  if (!value) errors[key] ??= { code: pbField.required.code, message };
  else if (value.length > 100)
    errors[key] = { code: "validation_max_text_constraint", message: "Must be no more than 100 character(s)." };
  return value;
}

function phone(body: Body, errors: Errors, required: boolean): string | undefined {
  const raw = text(body, "phone_number", errors);
  if (raw === undefined && !required) return undefined;
  const digits = phoneDigits(raw ?? "");
  if (!raw?.trim()) errors.phone_number ??= { code: pbField.required.code, message: authMessages.phoneRequired };
  else if (digits.length !== PHONE_DIGITS)
    errors.phone_number = { code: pbField.invalidFormat.code, message: authMessages.phoneDigits };
  return digits;
}

function username(body: Body, errors: Errors): string | undefined {
  const value = text(body, "username", errors)?.trim().toLowerCase();
  if (value === undefined) return undefined;
  if (!USERNAME.test(value)) errors.username = pbField.invalidFormat;
  return value;
}

function flag(body: Body, key: string, errors: Errors): boolean | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== "boolean") errors[key] = { code: "validation_invalid_type", message: "Must be true or false." };
  return value === true;
}

function fail(errors: Errors, message: string): void {
  if (Object.keys(errors).length > 0) throw new PbError(400, message, errors);
}

export interface NewUser {
  email: string;
  emailVisibility: boolean;
  password: string;
  username: string;
  first_name: string;
  last_name: string;
  phone_number: string;
}

const CREATE_FIELDS = [
  "email",
  "emailVisibility",
  "password",
  "passwordConfirm",
  "phone_number",
  "first_name",
  "last_name",
  "username",
] as const;

/** The server's own check of a new account; the browser's form applies the same rules and messages. */
export function validateCreate(body: Body): NewUser {
  const errors: Errors = {};
  unknownFields(body, CREATE_FIELDS, errors);
  const rawEmail = text(body, "email", errors)?.trim() ?? "";
  if (!rawEmail) errors.email ??= { code: pbField.required.code, message: authMessages.emailRequired };
  else if (!isEmail(rawEmail)) errors.email = { code: pbField.invalidEmail.code, message: authMessages.emailInvalid };
  const email = normaliseEmail(rawEmail);
  const password = newPassword(body, errors, { required: true }) ?? "";
  const user: NewUser = {
    email,
    emailVisibility: flag(body, "emailVisibility", errors) ?? false,
    password,
    username: username(body, errors) ?? usernameFromEmail(email),
    first_name: name(body, "first_name", authMessages.firstNameRequired, errors, true) ?? "",
    last_name: name(body, "last_name", authMessages.lastNameRequired, errors, true) ?? "",
    phone_number: phone(body, errors, true) ?? "",
  };
  fail(errors, pbMessages.createFailed);
  return user;
}

export interface UserChanges {
  emailVisibility?: boolean;
  username?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  password?: string;
  oldPassword?: string;
}

const UPDATE_FIELDS = [
  "emailVisibility",
  "username",
  "first_name",
  "last_name",
  "phone_number",
  "oldPassword",
  "password",
  "passwordConfirm",
] as const;

export function validateUpdate(body: Body): UserChanges {
  const errors: Errors = {};
  unknownFields(body, UPDATE_FIELDS, errors);
  const changes: UserChanges = {
    emailVisibility: flag(body, "emailVisibility", errors),
    username: username(body, errors),
    first_name: name(body, "first_name", authMessages.firstNameRequired, errors, false),
    last_name: name(body, "last_name", authMessages.lastNameRequired, errors, false),
    phone_number: phone(body, errors, false),
    password: newPassword(body, errors, { required: false }),
    oldPassword: text(body, "oldPassword", errors),
  };
  if (changes.password !== undefined && !changes.oldPassword) errors.oldPassword ??= pbField.oldPassword;
  fail(errors, pbMessages.updateFailed);
  return changes;
}

/** A body of plain string fields, as PocketBase's small forms take ({identity, password}, {email}, {token}). */
export function validateForm<K extends string>(body: Body, keys: readonly K[], message: string): Record<K, string> {
  const errors: Errors = {};
  unknownFields(body, keys, errors);
  const values = {} as Record<K, string>;
  for (const key of keys) {
    const value = text(body, key, errors) ?? "";
    if (!value.trim()) errors[key] ??= pbField.required;
    else if (value.length > 1024)
      errors[key] = { code: "validation_length_out_of_range", message: "The length must be between 1 and 1024." };
    values[key] = value;
  }
  fail(errors, message);
  return values;
}

export function validateResetConfirm(body: Body): { token: string; password: string } {
  const errors: Errors = {};
  unknownFields(body, ["token", "password", "passwordConfirm"], errors);
  const token = text(body, "token", errors) ?? "";
  if (!token) errors.token = pbField.required;
  const password = newPassword(body, errors, { required: true }) ?? "";
  fail(errors, pbMessages.validateData);
  return { token, password };
}

export function validateEmailForm(body: Body): string {
  const { email } = validateForm(body, ["email"], pbMessages.validateData);
  if (!isEmail(email.trim())) throw new PbError(400, pbMessages.validateData, { email: pbField.invalidEmail });
  return normaliseEmail(email);
}
