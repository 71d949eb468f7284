import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, registerSchema, resetPasswordSchema, signInSchema } from "./auth.ts";
import type { z } from "./zod.ts";

/** Each field's first message, word for word as the forms show it. */
function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe("sign in", () => {
  const valid = { email: "guest@example.com", password: "x" };

  it("requires an email that looks like an address, and a password", () => {
    expect(messages(signInSchema, { email: "", password: "" })).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(messages(signInSchema, { email: "   ", password: "x" })).toEqual({ email: "Email is required" });
    for (const email of ["guest", "guest@", "@example.com", "guest@example", "gu est@example.com"])
      expect(messages(signInSchema, { ...valid, email })).toEqual({ email: "Please enter a valid email address" });
    expect(messages(signInSchema, valid)).toEqual({});
  });

  it("signs in with the address trimmed and lower-cased", () => {
    expect(signInSchema.parse({ email: "  Guest@Example.COM ", password: " p " })).toEqual({
      email: "guest@example.com",
      password: " p ",
    });
  });
});

describe("register", () => {
  const valid = {
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.com",
    phone_number: "(256) 555-0123",
    password: "river-view-9",
    passwordConfirm: "river-view-9",
  };

  it("requires every field, each with its own message", () => {
    expect(
      messages(registerSchema, {
        first_name: "",
        last_name: " ",
        email: "",
        phone_number: "",
        password: "",
        passwordConfirm: "",
      }),
    ).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
      phone_number: "Phone number is required",
      password: "Password is required",
    });
  });

  it("needs a valid email", () => {
    expect(messages(registerSchema, { ...valid, email: "ada@" })).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("needs exactly 10 digits once everything else is removed from the phone number", () => {
    for (const phone_number of ["256555012", "25655501234", "+1 (256) 555-0123", "phone"])
      expect(messages(registerSchema, { ...valid, phone_number })).toEqual({
        phone_number: "Phone number must be 10 digits",
      });
    for (const phone_number of ["2565550123", "256.555.0123", " (256) 555 0123 "])
      expect(messages(registerSchema, { ...valid, phone_number })).toEqual({});
  });

  it("needs a password of at least 8 characters, and at most bcrypt's 72 bytes", () => {
    expect(messages(registerSchema, { ...valid, password: "1234567", passwordConfirm: "1234567" })).toEqual({
      password: "Password must be at least 8 characters",
    });
    expect(messages(registerSchema, { ...valid, password: "12345678", passwordConfirm: "12345678" })).toEqual({});
    const long = "é".repeat(37);
    expect(messages(registerSchema, { ...valid, password: long, passwordConfirm: long })).toEqual({
      password: "Password must be at most 72 characters",
    });
  });

  it("needs the confirmation to equal the password, shown even while other fields are wrong", () => {
    expect(messages(registerSchema, { ...valid, passwordConfirm: "river-view-8" })).toEqual({
      passwordConfirm: "Passwords do not match",
    });
    expect(messages(registerSchema, { ...valid, first_name: "", password: "short", passwordConfirm: "" })).toEqual({
      first_name: "First name is required",
      password: "Password must be at least 8 characters",
      passwordConfirm: "Passwords do not match",
    });
  });

  it("sends the record PocketBase's create takes: address normalised, phone digits, username from the address", () => {
    expect(registerSchema.parse({ ...valid, first_name: " Ada ", email: " Ada@Example.com " })).toEqual({
      email: "ada@example.com",
      emailVisibility: false,
      password: "river-view-9",
      passwordConfirm: "river-view-9",
      phone_number: "2565550123",
      first_name: "Ada",
      last_name: "Lovelace",
      username: "ada",
    });
  });
});

describe("forgot password", () => {
  it("requires a valid email and sends it normalised", () => {
    expect(messages(forgotPasswordSchema, { email: "" })).toEqual({ email: "Email is required" });
    expect(messages(forgotPasswordSchema, { email: "ada" })).toEqual({ email: "Please enter a valid email address" });
    expect(forgotPasswordSchema.parse({ email: " Ada@Example.com" })).toEqual({ email: "ada@example.com" });
  });
});

describe("reset password", () => {
  it("applies the register form's password rules", () => {
    expect(messages(resetPasswordSchema, { password: "", passwordConfirm: "" })).toEqual({
      password: "Password is required",
    });
    expect(messages(resetPasswordSchema, { password: "short", passwordConfirm: "short" })).toEqual({
      password: "Password must be at least 8 characters",
    });
    expect(messages(resetPasswordSchema, { password: "brand-new-pass", passwordConfirm: "brand-new-pas" })).toEqual({
      passwordConfirm: "Passwords do not match",
    });
    expect(messages(resetPasswordSchema, { password: "brand-new-pass", passwordConfirm: "brand-new-pass" })).toEqual(
      {},
    );
  });
});
