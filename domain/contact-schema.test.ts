import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact-schema.ts";
import { emptyContact } from "./contact.ts";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  phone: "",
  subject: "RV spots",
  message: "Do you have a pull-through spot?",
  website: "",
};

function messages(values: unknown): Record<string, string> {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe("the contact form", () => {
  it("requires first and last name, email, subject and message; phone is optional", () => {
    expect(messages(emptyContact)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
    expect(messages({ ...valid, firstName: "  ", message: "\n \n" })).toEqual({
      firstName: "First name is required",
      message: "Message is required",
    });
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, phone: "(256) 555-0199" })).toEqual({});
  });

  it("needs an email that looks like an address", () => {
    for (const email of ["ada", "ada@", "ada@example", "a".repeat(250) + "@example.org"])
      expect(messages({ ...valid, email })).toEqual({ email: "Please enter a valid email address." });
  });

  it("keeps single-line fields on one line and every field within its length", () => {
    expect(messages({ ...valid, subject: "Hello\nBcc: someone@example.org" })).toEqual({
      subject: "Line breaks are not allowed here.",
    });
    expect(messages({ ...valid, lastName: "L".repeat(101) })).toEqual({
      lastName: "Please keep this under 100 characters.",
    });
    expect(messages({ ...valid, message: "m".repeat(5001) })).toEqual({
      message: "Please keep this under 5000 characters.",
    });
  });

  it("sends the values trimmed", () => {
    expect(contactSchema.parse({ ...valid, firstName: " Ada ", email: " ada@example.org " })).toMatchObject({
      firstName: "Ada",
      email: "ada@example.org",
    });
  });
});
