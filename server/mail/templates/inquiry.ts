import type { CheckedInquiry } from "#domain/inquiry/payload.ts";
import { greetingName, layout, markup, rowsHtml, rowsText, type Row } from "./html.ts";
import type { RenderedMail } from "./contact.ts";

/** The form's own labels and option labels, never the ones the browser sent. */
function rows({ form, values }: CheckedInquiry): Row[] {
  return form.fields
    .filter((field) => values[field.id])
    .map((field) => {
      const value = values[field.id] ?? "";
      const option = field.options?.find((candidate) => candidate.value === value);
      return { label: field.label, value: option ? option.label : value };
    });
}

export function inquiryStaffMail(inquiry: CheckedInquiry, name: string, pageUrl: string): RenderedMail {
  const { form } = inquiry;
  const all = [...rows(inquiry), { label: "Sent from", value: pageUrl }];
  return {
    subject: `${form.contextTitle} inquiry from ${name}`,
    text: `A new ${form.contextTitle} inquiry (${form.title}).\n\n${rowsText(all)}\n\nReply to this email to answer ${name}.`,
    html: layout(`${form.contextTitle} inquiry`, markup`<p>${form.title}</p>${rowsHtml(all)}`),
  };
}

/** Like the contact acknowledgement: the form's own words only, none of the visitor's. */
export function inquiryAckMail(inquiry: CheckedInquiry, name: string, resortName: string): RenderedMail {
  const { form } = inquiry;
  const first = greetingName(name);
  const greeting = first ? `Hi ${first},` : "Hello,";
  const body = `Thank you for your ${form.contextTitle} inquiry. ${form.successMessage}`;
  return {
    subject: `We received your inquiry - ${resortName}`,
    text: `${greeting}\n\n${body}\n\n${resortName}`,
    html: layout(greeting, markup`<p>${body}</p>`),
  };
}
