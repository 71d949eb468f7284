import { contactSchema, type ContactInput, type ContactMessage } from "#domain/contact-schema.ts";

export type ContactErrors = Partial<Record<keyof ContactInput, string>>;

/** The form's rules: the very schema the server applies, first problem per field. */
export function validateContact(
  values: ContactInput,
): { message: ContactMessage; errors: null } | { message: null; errors: ContactErrors } {
  const parsed = contactSchema.safeParse(values);
  if (parsed.success) return { message: parsed.data, errors: null };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ContactInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { message: null, errors };
}
