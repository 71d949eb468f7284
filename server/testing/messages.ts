/** Visitor messages for the server tests: payloads the endpoints accept, and who a caught mail went to. */
import type { AddressObject, ParsedMail } from "mailparser";
import type { InquiryFormDefinition } from "#domain/inquiry/definition.ts";
import { buildInquiryPayload, type InquiryPayload } from "#domain/inquiry/payload.ts";

export const validContact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  phone: "(256) 555-0199",
  subject: "Question about RV spots",
  message: "Do you have a pull-through spot for a 40 ft rig next weekend?",
  website: "",
};

/** A value each field of a form accepts. */
export function validValues(form: InquiryFormDefinition): Record<string, string> {
  return Object.fromEntries(
    form.fields.map((field) => {
      if (field.hidden) return [field.id, field.initialValue || "The Bay Lodge"];
      if (field.type === "email") return [field.id, "visitor@example.org"];
      if (field.type === "number") return [field.id, "25"];
      if (field.type === "date") return [field.id, "2026-12-12"];
      if (field.type === "tel") return [field.id, "256-555-0199"];
      if (field.component === "select") return [field.id, field.options?.[0]?.value ?? ""];
      if (field.component === "textarea") return [field.id, `Looking forward to hearing about ${form.contextTitle}.`];
      return [field.id, `${field.label} Sample`];
    }),
  );
}

export function validInquiry(form: InquiryFormDefinition, overrides: Record<string, string> = {}): InquiryPayload {
  return buildInquiryPayload(form, { ...validValues(form), ...overrides }, "http://localhost:3000/venue");
}

export function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? ""));
}

export function mailTo(messages: ParsedMail[], address: string): ParsedMail[] {
  return messages.filter((mail) => addresses(mail.to).includes(address));
}
