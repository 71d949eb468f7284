import { z } from "#domain/zod.ts";
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from "#domain/form-fields.ts";
import { emailAddress, honeypotSchema, longText, singleLineText } from "#domain/form-schemas.ts";
import type { InquiryField, InquiryFormDefinition } from "./definition.ts";
import { findInquiryForm } from "./forms.ts";
import {
  fixedValueMessage,
  inquiryMessages,
  invalidDateMessage,
  invalidNumberMessage,
  invalidOptionMessage,
  requiredMessage,
} from "./messages.ts";

const MAX_COUNT = 100_000;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function fieldSchema(field: InquiryField) {
  const required = field.required ? requiredMessage(field.label) : undefined;
  if (field.hidden && field.initialValue) {
    const fixed = field.initialValue;
    return z.string().refine((value) => value === fixed, fixedValueMessage);
  }
  if (field.type === "email") {
    return field.required ? emailAddress(requiredMessage(field.label)) : z.union([z.literal(""), emailAddress("")]);
  }
  if (field.component === "textarea") return longText(required);
  const text = singleLineText(SHORT_TEXT_MAX, required);
  if (field.component === "select") {
    const allowed = new Set((field.options ?? []).map((option) => option.value));
    return text.refine((value) => value === "" || allowed.has(value), invalidOptionMessage);
  }
  if (field.type === "number") {
    return text.refine(
      (value) => value === "" || (/^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_COUNT),
      invalidNumberMessage,
    );
  }
  if (field.type === "date") return text.refine((value) => value === "" || isCalendarDate(value), invalidDateMessage);
  return text;
}

function buildValuesSchema(form: InquiryFormDefinition) {
  return z.object(Object.fromEntries(form.fields.map((field) => [field.id, fieldSchema(field)])));
}

// Building a zod object is costly next to parsing with it; each form's schema is built once.
const valuesSchemas = new WeakMap<InquiryFormDefinition, ReturnType<typeof buildValuesSchema>>();

/** The values of one inquiry form, keyed by field id: the form's resolver and the server's check. */
export function inquiryValuesSchema(form: InquiryFormDefinition) {
  let schema = valuesSchemas.get(form);
  if (!schema) {
    schema = buildValuesSchema(form);
    valuesSchemas.set(form, schema);
  }
  return schema;
}

export type InquiryValues = Record<string, string>;

/** The generic inquiry payload of POST /api/send-contact-email: type, context, page URL and the fields as filled in. */
export const inquiryPayloadSchema = z.strictObject({
  inquiryType: z.string().min(1).max(50),
  context: z.strictObject({
    title: singleLineText(SHORT_TEXT_MAX),
    description: z.string().max(1000),
  }),
  pageUrl: z
    .string()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/ })),
  fields: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(50),
        label: z.string().max(SHORT_TEXT_MAX),
        value: z.string().max(LONG_TEXT_MAX),
        required: z.boolean(),
      }),
    )
    .max(30),
  website: honeypotSchema,
});

export type InquiryPayload = z.output<typeof inquiryPayloadSchema>;

/** Builds the payload a dialog sends: every field of the form, values trimmed. */
export function buildInquiryPayload(
  form: InquiryFormDefinition,
  values: InquiryValues,
  pageUrl: string,
  honeypot = "",
): InquiryPayload {
  return {
    inquiryType: form.inquiryType,
    context: { title: form.contextTitle, description: form.description },
    pageUrl,
    fields: form.fields.map((field) => ({
      id: field.id,
      label: field.label,
      value: (values[field.id] ?? "").trim(),
      required: field.required === true,
    })),
    website: honeypot,
  };
}

export interface CheckedInquiry {
  form: InquiryFormDefinition;
  values: InquiryValues;
}

export type InquiryCheck =
  { ok: true; inquiry: CheckedInquiry } | { ok: false; error: string; fields?: Record<string, string> };

/**
 * Checks a payload against our own copy of its form: the labels and `required` flags it carries
 * are the sender's word and are ignored; the definition decides what is accepted.
 */
export function checkInquiry(payload: InquiryPayload): InquiryCheck {
  const form = findInquiryForm(payload.inquiryType);
  if (!form)
    return { ok: false, error: inquiryMessages.unknownType, fields: { inquiryType: inquiryMessages.unknownType } };
  const known = new Set(form.fields.map((field) => field.id));
  const sent: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const field of payload.fields) {
    if (!known.has(field.id)) problems[field.id] = inquiryMessages.unknownField;
    else if (Object.hasOwn(sent, field.id)) problems[field.id] = inquiryMessages.duplicateField;
    else sent[field.id] = field.value;
  }
  if (Object.keys(problems).length > 0) return { ok: false, error: inquiryMessages.checkFields, fields: problems };
  const values = Object.fromEntries(form.fields.map((field) => [field.id, sent[field.id] ?? field.initialValue ?? ""]));
  const parsed = inquiryValuesSchema(form).safeParse(values);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
    return { ok: false, error: inquiryMessages.checkFields, fields };
  }
  return { ok: true, inquiry: { form, values: parsed.data } };
}

/** The visitor's address and name, for Reply-To and the acknowledgement. */
export function inquiryContact(values: InquiryValues): { email: string; name: string } {
  return {
    email: values.email ?? "",
    name: values.fullName || values.contactName || values.organization || values.companyName || "",
  };
}
