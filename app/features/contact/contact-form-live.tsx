import { useState, type ReactNode } from "react";
import { handedOver, type Handover } from "#app/components/ui/form-on-demand.tsx";
import { idleStatus, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, showServerFieldErrors, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { notify } from "#app/components/ui/toaster.tsx";
import { acceptedAnswer, errorText, postJson } from "#app/lib/api-client.ts";
import { CONTACT_SUCCESS_TOAST_MS, contactMessages, emptyContact } from "#domain/contact.ts";
import type { ContactFormViewProps } from "./contact-form.tsx";
import { onDemand } from "#app/lib/on-demand.ts";

/** The message's schema, the one the server parses again; it loads with the first check. */
const loadSchemaModule = onDemand(() => import("#domain/contact-schema.ts"));
const loadSchema = () => loadSchemaModule().then((schemas) => schemas.contactSchema);

interface LiveContactFormProps {
  handover: Handover;
  /** The page's own drawing of the form (kept there, so it isn't fetched twice). */
  view: (props: ContactFormViewProps) => ReactNode;
}

export function LiveContactForm({ handover, view }: LiveContactFormProps) {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const { form, fields, handleSubmit } = useSchemaForm(loadSchema, {
    defaultValues: handedOver(emptyContact, handover),
    onEdit: () => setStatus(idleStatus),
  });

  const submit = handleSubmit(async (message) => {
    try {
      await postJson("/api/send-contact-email", message, acceptedAnswer);
      form.reset(emptyContact);
      setStatus({ kind: "success", text: contactMessages.successDescription });
      notify.success({
        title: contactMessages.successTitle,
        description: contactMessages.successDescription,
        durationMs: CONTACT_SUCCESS_TOAST_MS,
      });
    } catch (error) {
      const text = errorText(error, contactMessages.errorFallback);
      showServerFieldErrors(form, error, Object.keys(emptyContact));
      setStatus({ kind: "error", text });
      notify.error({ title: contactMessages.errorTitle, description: text });
    }
  });

  return <FormFields value={fields}>{view({ status, onSubmit: submit, onFocus: () => void loadSchema() })}</FormFields>;
}
