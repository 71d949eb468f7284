import Mail from "lucide-react/icons/mail";
import { useId } from "react";
import {
  FormFieldset,
  HoneypotField,
  SubmitButton,
  TextField,
  type FormSubmitHandler,
} from "#app/components/ui/form-field.tsx";
import { FormOnDemand } from "#app/components/ui/form-on-demand.tsx";
import { onDemand } from "#app/lib/on-demand.ts";

/**
 * In every page's footer, so within a screen of view as a short page loads: its code waits for the
 * visitor to point at, focus or send it, as the form has nothing to fetch before then (docs/forms.md).
 */
const loadLiveForm = onDemand(() => import("./newsletter-signup-live.tsx"));

/** The footer's signup: an empty address never reaches the server, and a repeat (409) is told apart from a failure. */
export function NewsletterSignup() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-6 lg:grid-cols-2 lg:items-center">
      <div>
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-white sm:text-3xl">
          Stay in the Loop
        </h2>
        <p className="mt-2 text-river-100">
          Seasonal events, holiday lights and riverfront news, straight to your inbox.
        </p>
      </div>
      <FormOnDemand load={loadLiveForm} loadWhenNear={false} inert={<NewsletterForm idPrefix={id} />}>
        {(live, handover) => (
          <live.LiveNewsletterSignup
            handover={handover}
            view={(props) => <NewsletterForm idPrefix={id} {...props} />}
          />
        )}
      </FormOnDemand>
    </section>
  );
}

export interface NewsletterFormProps {
  onSubmit?: FormSubmitHandler;
}

function NewsletterForm({ idPrefix, onSubmit }: NewsletterFormProps & { idPrefix: string }) {
  return (
    <form noValidate onSubmit={onSubmit} className="relative">
      <FormFieldset className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-end">
        <legend className="sr-only">Subscribe to the newsletter</legend>
        <TextField
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          label="Email address"
          autoComplete="email"
          placeholder="you@example.com"
          tone="dark"
          className="flex-1"
        />
        <SubmitButton variant="primary" icon={Mail} pendingLabel="Subscribing...">
          Subscribe
        </SubmitButton>
        <HoneypotField />
      </FormFieldset>
    </form>
  );
}
