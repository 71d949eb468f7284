import type { ReactNode } from "react";
import { handedOver, type Handover } from "#app/components/ui/form-on-demand.tsx";
import { FormFields, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { notify } from "#app/components/ui/toaster.tsx";
import { acceptedAnswer, ApiRequestError, errorText, postJson } from "#app/lib/api-client.ts";
import { newsletterMessages } from "#domain/newsletter.ts";
import type { NewsletterFormProps } from "./newsletter-signup.tsx";
import { onDemand } from "#app/lib/on-demand.ts";

/** The address's rule, the one the server parses again (trimmed, lower-cased); it loads with the first check. */
const loadSchemaModule = onDemand(() => import("#domain/newsletter-schema.ts"));
const loadSchema = () => loadSchemaModule().then((schemas) => schemas.newsletterSchema);

const empty = { email: "", website: "" };

interface LiveNewsletterSignupProps {
  handover: Handover;
  /** The page's own drawing of the form. */
  view: (props: NewsletterFormProps) => ReactNode;
}

export function LiveNewsletterSignup({ handover, view }: LiveNewsletterSignupProps) {
  const { form, fields, handleSubmit } = useSchemaForm(loadSchema, { defaultValues: handedOver(empty, handover) });

  const submit = handleSubmit(
    async (signup) => {
      try {
        await postJson("/api/subscribe-newsletter", signup, acceptedAnswer);
        form.reset(empty);
        notify.success({ title: newsletterMessages.successTitle, description: newsletterMessages.successDescription });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) {
          notify.info({
            title: newsletterMessages.duplicateTitle,
            description: newsletterMessages.duplicateDescription,
          });
        } else {
          notify.error({
            title: newsletterMessages.failureTitle,
            description: errorText(error, newsletterMessages.failureFallback),
          });
        }
      }
    },
    (errors) => {
      if (form.getValues("email").trim() === "") {
        notify.error({
          title: newsletterMessages.emailRequiredTitle,
          description: newsletterMessages.emailRequiredDescription,
        });
      } else {
        notify.error({
          title: newsletterMessages.failureTitle,
          description: errors.email?.message ?? newsletterMessages.emailInvalid,
        });
      }
    },
  );

  // The signup answers with toasts, so the address's problem isn't repeated under the field.
  return <FormFields value={{ ...fields, error: () => undefined }}>{view({ onSubmit: submit })}</FormFields>;
}
