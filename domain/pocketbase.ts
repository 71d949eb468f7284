/**
 * PocketBase's field error codes and its English messages, part of the REST contract the guest
 * accounts speak (decision 008). The account schemas (auth.ts) use them where a form has no message of its
 * own; the server answers every refused field as one of these `{code, message}` pairs.
 */
export const pbField = {
  required: { code: "validation_required", message: "Cannot be blank." },
  invalidEmail: { code: "validation_is_email", message: "Must be a valid email address." },
  notUnique: { code: "validation_not_unique", message: "Value must be unique." },
  mismatch: { code: "validation_values_mismatch", message: "Values don't match." },
  invalidToken: { code: "validation_invalid_token", message: "Invalid or expired token." },
  invalidFormat: { code: "validation_invalid_format", message: "Invalid value format." },
  invalidType: { code: "validation_invalid_type", message: "Must be a text value." },
  notBoolean: { code: "validation_invalid_type", message: "Must be true or false." },
  unknownField: { code: "validation_unknown_field", message: "Unknown field." },
  oldPassword: { code: "validation_invalid_old_password", message: "Missing or invalid old password." },
  lengthOutOfRange: { code: "validation_length_out_of_range", message: "The length must be between 1 and 1024." },
} satisfies Record<string, PbFieldError>;

export const pbCodes = {
  minText: "validation_min_text_constraint",
  maxText: "validation_max_text_constraint",
} as const;

export interface PbFieldError {
  code: string;
  message: string;
}

/** A text field's upper limit, in PocketBase's words. */
export function maxTextMessage(max: number): string {
  return `Must be no more than ${max} character(s).`;
}
