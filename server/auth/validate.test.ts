import { describe, expect, it } from "vitest";
import { authMessages } from "#domain/auth.ts";
import { PbError } from "./pb-error.ts";
import {
  validateCreate,
  validateEmailRequest,
  validatePasswordAuth,
  validateResetConfirm,
  validateUpdate,
  validateVerificationConfirm,
} from "./validate.ts";

/** The PocketBase answer a body is refused with. */
function refusal(validate: () => unknown) {
  try {
    validate();
  } catch (error) {
    if (error instanceof PbError) return { status: error.status, message: error.message, data: error.data };
    throw error;
  }
  throw new Error("the body was accepted");
}

const account = {
  email: "Guest@Example.com",
  password: "river-view-9",
  passwordConfirm: "river-view-9",
  phone_number: "(256) 555-0123",
  first_name: " Ada ",
  last_name: "Lovelace",
};

describe("a new account (the register form's schema, parsed again by the server)", () => {
  it("stores the address normalised, the phone as digits and the username from the address", () => {
    expect(validateCreate(account)).toEqual({
      email: "guest@example.com",
      emailVisibility: false,
      password: "river-view-9",
      passwordConfirm: "river-view-9",
      username: "guest",
      first_name: "Ada",
      last_name: "Lovelace",
      phone_number: "2565550123",
    });
    expect(validateCreate({ ...account, username: " River.Guest ", emailVisibility: true })).toMatchObject({
      username: "river.guest",
      emailVisibility: true,
    });
  });

  it("answers each refused field with PocketBase's code and the form's message", () => {
    expect(refusal(() => validateCreate({}))).toEqual({
      status: 400,
      message: "Failed to create record.",
      data: {
        email: { code: "validation_required", message: authMessages.emailRequired },
        password: { code: "validation_required", message: authMessages.passwordRequired },
        first_name: { code: "validation_required", message: authMessages.firstNameRequired },
        last_name: { code: "validation_required", message: authMessages.lastNameRequired },
        phone_number: { code: "validation_required", message: authMessages.phoneRequired },
      },
    });
    expect(
      refusal(() =>
        validateCreate({
          ...account,
          email: "guest@",
          password: "short",
          passwordConfirm: "shorter",
          phone_number: "555-0123",
          last_name: "L".repeat(101),
          username: "two words",
          emailVisibility: "yes",
          role: "admin",
        }),
      ).data,
    ).toEqual({
      email: { code: "validation_is_email", message: authMessages.emailInvalid },
      password: { code: "validation_min_text_constraint", message: authMessages.passwordTooShort },
      passwordConfirm: { code: "validation_values_mismatch", message: authMessages.passwordsDoNotMatch },
      phone_number: { code: "validation_invalid_format", message: authMessages.phoneDigits },
      last_name: { code: "validation_max_text_constraint", message: "Must be no more than 100 character(s)." },
      username: { code: "validation_invalid_format", message: "Invalid value format." },
      emailVisibility: { code: "validation_invalid_type", message: "Must be true or false." },
      role: { code: "validation_unknown_field", message: "Unknown field." },
    });
  });

  it("refuses a password over bcrypt's 72 bytes, and text fields that are not text", () => {
    const long = "é".repeat(40);
    expect(refusal(() => validateCreate({ ...account, password: long, passwordConfirm: long })).data).toEqual({
      password: { code: "validation_max_text_constraint", message: authMessages.passwordTooLong },
    });
    expect(refusal(() => validateCreate({ ...account, first_name: 7 })).data).toEqual({
      first_name: { code: "validation_invalid_type", message: "Must be a text value." },
    });
  });
});

describe("an account's own changes", () => {
  it("leaves out what is absent and keeps the password without a new one", () => {
    expect(validateUpdate({ first_name: " Ada " })).toEqual({ first_name: "Ada" });
    expect(validateUpdate({ password: "", passwordConfirm: "", last_name: null })).toEqual({});
  });

  it("needs the old password and a matching confirmation for a new one", () => {
    expect(refusal(() => validateUpdate({ password: "new-password-1" }))).toEqual({
      status: 400,
      message: "Failed to update record.",
      data: {
        passwordConfirm: { code: "validation_values_mismatch", message: authMessages.passwordsDoNotMatch },
        oldPassword: { code: "validation_invalid_old_password", message: "Missing or invalid old password." },
      },
    });
    expect(refusal(() => validateUpdate({ passwordConfirm: "new-password-1", oldPassword: "x" })).data).toEqual({
      password: { code: "validation_required", message: authMessages.passwordRequired },
      passwordConfirm: { code: "validation_values_mismatch", message: authMessages.passwordsDoNotMatch },
    });
    expect(
      validateUpdate({ password: "new-password-1", passwordConfirm: "new-password-1", oldPassword: "river-view-9" }),
    ).toEqual({ password: "new-password-1", passwordConfirm: "new-password-1", oldPassword: "river-view-9" });
  });

  it("refuses a blank name", () => {
    expect(refusal(() => validateUpdate({ first_name: "  " })).data).toEqual({
      first_name: { code: "validation_required", message: authMessages.firstNameRequired },
    });
  });
});

describe("PocketBase's small forms, answered in its own words", () => {
  it("sign-in: identity and password are not blank and at most 1024 characters", () => {
    expect(validatePasswordAuth({ identity: " Guest@Example.com ", password: " pass " })).toEqual({
      identity: " Guest@Example.com ",
      password: " pass ",
    });
    expect(refusal(() => validatePasswordAuth({ identity: " ", password: "x".repeat(1025) }))).toEqual({
      status: 400,
      message: "Failed to authenticate.",
      data: {
        identity: { code: "validation_required", message: "Cannot be blank." },
        password: { code: "validation_length_out_of_range", message: "The length must be between 1 and 1024." },
      },
    });
  });

  it("reset and verification requests: a valid address, normalised", () => {
    expect(validateEmailRequest({ email: " Guest@Example.com " })).toBe("guest@example.com");
    expect(refusal(() => validateEmailRequest({ email: "guest" }))).toEqual({
      status: 400,
      message: "An error occurred while validating the submitted data.",
      data: { email: { code: "validation_is_email", message: "Must be a valid email address." } },
    });
    expect(refusal(() => validateEmailRequest({})).data).toEqual({
      email: { code: "validation_required", message: "Cannot be blank." },
    });
  });

  it("password reset: a token and the new password twice", () => {
    expect(validateResetConfirm({ token: "t", password: "brand-new-pass", passwordConfirm: "brand-new-pass" })).toEqual(
      { token: "t", password: "brand-new-pass" },
    );
    expect(refusal(() => validateResetConfirm({ password: "brand-new", passwordConfirm: "brand-old" })).data).toEqual({
      token: { code: "validation_required", message: "Cannot be blank." },
      passwordConfirm: { code: "validation_values_mismatch", message: authMessages.passwordsDoNotMatch },
    });
  });

  it("verification: a token", () => {
    expect(validateVerificationConfirm({ token: "abc" })).toBe("abc");
    expect(refusal(() => validateVerificationConfirm({ token: "", extra: 1 })).data).toEqual({
      token: { code: "validation_required", message: "Cannot be blank." },
      extra: { code: "validation_unknown_field", message: "Unknown field." },
    });
  });
});
