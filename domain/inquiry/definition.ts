/** The shape of an inquiry form and its fields, from which the dialog renders and the server validates. */

type InquiryFieldType = "text" | "email" | "tel" | "number" | "date";

export interface InquiryOption {
  label: string;
  value: string;
}

export interface InquiryField {
  id: string;
  label: string;
  type?: InquiryFieldType;
  component?: "select" | "textarea";
  placeholder?: string;
  required?: boolean;
  options?: readonly InquiryOption[];
  hidden?: boolean;
  initialValue?: string;
  rows?: number;
  fullWidth?: boolean;
}

/** Which staff inbox receives the inquiry, the front desk or sales; each form names its own. */
type StaffInbox = "front-desk" | "sales";

export interface InquiryFormDefinition {
  inquiryType: string;
  triggerLabel: string;
  title: string;
  description: string;
  fields: readonly InquiryField[];
  contextTitle: string;
  submitLabel: string;
  successMessage: string;
  inbox: StaffInbox;
}

export function initialValues(
  form: InquiryFormDefinition,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return Object.fromEntries(form.fields.map((field) => [field.id, overrides[field.id] ?? field.initialValue ?? ""]));
}
