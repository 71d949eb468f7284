import { describe, expect, it } from "vitest";
import { initialValues } from "./definition.ts";
import { inquiryForms, type InquiryFormId } from "./forms.ts";
import { buildInquiryPayload, checkInquiry, inquiryValuesSchema } from "./payload.ts";

/** Each field's first message for a form's values, as the dialog shows them. */
function messages(formId: InquiryFormId, overrides: Record<string, string> = {}): Record<string, string> {
  const form = inquiryForms[formId];
  const result = inquiryValuesSchema(form).safeParse(initialValues(form, overrides));
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

const group = {
  organization: "Gadsden Middle School",
  contactName: "Grace Hopper",
  email: "grace@example.org",
  groupSize: "40",
  visitDate: "2026-12-12",
  message: "Two buses of students.",
};

describe("the Christmas lights group inquiry", () => {
  it("requires organization, contact name, email, group size, visit date and message, by label", () => {
    expect(messages("christmas-group")).toEqual({
      organization: "Organization is required",
      contactName: "Contact Name is required",
      email: "Email is required",
      groupSize: "Group Size is required",
      visitDate: "Preferred Visit Date is required",
      message: "Message is required",
    });
    expect(messages("christmas-group", group)).toEqual({});
  });

  it("leaves arrival window and transportation optional, and only their listed options", () => {
    expect(messages("christmas-group", { ...group, arrivalWindow: "6-7", transportation: "school-bus" })).toEqual({});
    expect(messages("christmas-group", { ...group, arrivalWindow: "9-10", transportation: "boat" })).toEqual({
      arrivalWindow: "Please choose one of the listed options.",
      transportation: "Please choose one of the listed options.",
    });
  });

  it("takes a whole group size, a real date, a valid email and the fixed focus", () => {
    expect(
      messages("christmas-group", {
        ...group,
        groupSize: "4.5",
        visitDate: "2026-02-30",
        email: "grace@",
        inquiryFocus: "Something else",
      }),
    ).toEqual({
      groupSize: "Please enter a whole number.",
      visitDate: "Please enter a valid date.",
      email: "Please enter a valid email address.",
      inquiryFocus: "This value can't be changed.",
    });
    expect(messages("christmas-group", { ...group, groupSize: "0" })).toEqual({
      groupSize: "Please enter a whole number.",
    });
  });

  it("sends every value trimmed", () => {
    const form = inquiryForms["christmas-group"];
    const payload = buildInquiryPayload(
      form,
      { ...initialValues(form), ...group, organization: "  Gadsden Middle School ", message: " Hi \n" },
      "https://www.example.com/christmas-lights",
    );
    const value = (id: string) => payload.fields.find((field) => field.id === id)?.value;
    expect(value("organization")).toBe("Gadsden Middle School");
    expect(value("message")).toBe("Hi");
    expect(checkInquiry(payload)).toMatchObject({ ok: true });
  });
});

describe("the other inquiry forms", () => {
  it("require the name, company or contact field, email, the date field, message, and the event type for events", () => {
    expect(messages("private-events")).toEqual({
      fullName: "Full Name is required",
      email: "Email is required",
      eventType: "Event Type is required",
      eventDate: "Event Date is required",
      message: "Message is required",
    });
    expect(messages("venue")).toEqual({
      fullName: "Full Name is required",
      email: "Email is required",
      eventType: "Event Type is required",
      preferredDate: "Preferred Date is required",
      message: "Message is required",
    });
    expect(messages("wedding")).toEqual({
      fullName: "Full Name is required",
      email: "Email is required",
      weddingDate: "Wedding Date is required",
      message: "Message is required",
    });
    expect(messages("tour")).toEqual({
      fullName: "Full Name is required",
      email: "Email is required",
      preferredTourDate: "Preferred Tour Date is required",
      message: "Message is required",
    });
    expect(messages("create-center")).toEqual({
      companyName: "Company Name is required",
      contactName: "Contact Name is required",
      email: "Email is required",
      message: "Message is required",
    });
  });

  it("accept the listed event types and nothing else", () => {
    const filled = {
      fullName: "Ada Lovelace",
      email: "ada@example.org",
      eventDate: "2026-06-20",
      message: "A birthday dinner.",
    };
    for (const eventType of ["wedding", "corporate", "birthday", "family-reunion", "other"])
      expect(messages("private-events", { ...filled, eventType })).toEqual({});
    expect(messages("private-events", { ...filled, eventType: "retreat" })).toEqual({
      eventType: "Please choose one of the listed options.",
    });
  });
});
