import { ClientResponseError } from "pocketbase";
import { describe, expect, it } from "vitest";
import { authMessages } from "#domain/auth.ts";
import { isRefusal, registrationErrorMessage, signInErrorMessage } from "./auth-errors.ts";

const pbError = (status: number, message: string, data: Record<string, { code: string; message: string }> = {}) =>
  new ClientResponseError({ status, response: { status, message, data } });

describe("sign-in banners", () => {
  it("says invalid email or password for any 400", () => {
    expect(signInErrorMessage(pbError(400, "Failed to authenticate."))).toBe("Invalid email or password");
  });
  it("shows the server's message for other answers", () => {
    expect(signInErrorMessage(pbError(429, "Too many attempts."))).toBe("Too many attempts.");
  });
  it("falls back to the generic message when nothing else is known", () => {
    expect(signInErrorMessage(new Error(""))).toBe("Login failed. Please try again.");
    expect(signInErrorMessage(undefined)).toBe(authMessages.loginFailed);
  });
});

describe("registration banners", () => {
  const unique = { code: "validation_not_unique", message: "Value must be unique." };
  it("names a taken email before a taken username", () => {
    expect(
      registrationErrorMessage(pbError(400, "Failed to create record.", { email: unique, username: unique })),
    ).toBe("An account with this email already exists");
    expect(registrationErrorMessage(pbError(400, "Failed to create record.", { username: unique }))).toBe(
      "This username is already taken",
    );
  });
  it("shows the password field's message, else a generic password message", () => {
    expect(
      registrationErrorMessage(
        pbError(400, "x", { password: { code: "validation_min_text_constraint", message: "Too short." } }),
      ),
    ).toBe("Too short.");
    expect(
      registrationErrorMessage(pbError(400, "x", { password: { code: "validation_required", message: "" } })),
    ).toBe("Password validation failed");
  });
  it("shows another field's message, else a generic field message", () => {
    expect(
      registrationErrorMessage(
        pbError(400, "x", { phone_number: { code: "validation_invalid_format", message: "Bad phone." } }),
      ),
    ).toBe("Bad phone.");
    expect(
      registrationErrorMessage(pbError(400, "x", { first_name: { code: "validation_required", message: "" } })),
    ).toBe("Registration failed");
  });
  it("falls back to the generic registration message", () => {
    expect(registrationErrorMessage(pbError(500, "Something went wrong."))).toBe(
      "Registration failed. Please try again.",
    );
    expect(registrationErrorMessage(new Error("offline"))).toBe("Registration failed. Please try again.");
  });
});

describe("session refusals", () => {
  it("treats 4xx answers as a dead session and network failures as unknown", () => {
    expect(isRefusal(pbError(401, "no"))).toBe(true);
    expect(isRefusal(new ClientResponseError({ status: 0 }))).toBe(false);
    expect(isRefusal(pbError(500, "down"))).toBe(false);
  });
});
