import {
  emailRequestSchema,
  passwordAuthSchema,
  passwordResetConfirmSchema,
  registerSchema,
  userUpdateSchema,
  verificationConfirmSchema,
} from "#domain/auth.ts";
import { pbCodes, pbField, type PbFieldError } from "#domain/pocketbase.ts";
import type { z } from "#domain/zod.ts";
import { PbError, pbMessages } from "./pb-error.ts";

/**
 * PocketBase's `{code, message}` for each refused field, from the zod issues of an account schema
 * (domain/auth.ts). A field answers with its first issue, as PocketBase reports one error a field.
 */
function pbFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, PbFieldError> {
  const errors: Record<string, PbFieldError> = {};
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) errors[key] ??= pbField.unknownField;
      continue;
    }
    errors[String(issue.path[0] ?? "")] ??= pbFieldError(issue);
  }
  return errors;
}

function pbFieldError(issue: z.core.$ZodIssue): PbFieldError {
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "boolean" ? pbField.notBoolean : pbField.invalidType;
    case "too_small":
      return { code: issue.minimum === 1 ? pbField.required.code : pbCodes.minText, message: issue.message };
    case "too_big":
      return { code: pbCodes.maxText, message: issue.message };
    case "invalid_format":
      return {
        code: issue.format === "email" ? pbField.invalidEmail.code : pbField.invalidFormat.code,
        message: issue.message,
      };
    case "custom":
      return { code: String(issue.params?.code ?? pbField.invalidFormat.code), message: issue.message };
    default:
      return { code: pbField.invalidFormat.code, message: issue.message };
  }
}

/** The parsed body, or PocketBase's 400 answer naming every refused field. */
function parse<T extends z.ZodType>(schema: T, body: unknown, message: string): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new PbError(400, message, pbFieldErrors(result.error.issues));
  return result.data;
}

export type NewUser = z.output<typeof registerSchema>;

export function validateCreate(body: unknown): NewUser {
  return parse(registerSchema, body, pbMessages.createFailed);
}

export type UserChanges = z.output<typeof userUpdateSchema>;

export function validateUpdate(body: unknown): UserChanges {
  return parse(userUpdateSchema, body, pbMessages.updateFailed);
}

export function validatePasswordAuth(body: unknown): z.output<typeof passwordAuthSchema> {
  return parse(passwordAuthSchema, body, pbMessages.authFailed);
}

/** The normalised address of a reset or verification request. */
export function validateEmailRequest(body: unknown): string {
  return parse(emailRequestSchema, body, pbMessages.validateData).email;
}

export function validateResetConfirm(body: unknown): { token: string; password: string } {
  const { token, password } = parse(passwordResetConfirmSchema, body, pbMessages.validateData);
  return { token, password };
}

export function validateVerificationConfirm(body: unknown): string {
  return parse(verificationConfirmSchema, body, pbMessages.validateData).token;
}
