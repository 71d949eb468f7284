import Send from "lucide-react/icons/send";
import {
  FormFieldset,
  HoneypotField,
  SubmitButton,
  TextareaField,
  TextField,
  type FormSubmitHandler,
} from "#app/components/ui/form-field.tsx";
import { FormOnDemand } from "#app/components/ui/form-on-demand.tsx";
import { idleStatus, StatusLine, type FormStatus } from "#app/components/ui/form-status.tsx";
import { onDemand } from "#app/lib/on-demand.ts";

/**
 * The form sits at the foot of the home page and most visits never use it: the form library,
 * its schema and its sending load as it comes near (docs/forms.md).
 */
const loadLiveForm = onDemand(() => import("./contact-form-live.tsx"));

/**
 * The home page's message form: first and last name, email, subject and message required, phone
 * optional; a failure shows the server's error text, else the fallback; success clears the form.
 */
export function ContactForm() {
  return (
    <FormOnDemand load={loadLiveForm} inert={<ContactFormView status={idleStatus} />}>
      {(live, handover) => (
        <live.LiveContactForm handover={handover} view={(props) => <ContactFormView {...props} />} />
      )}
    </FormOnDemand>
  );
}

export interface ContactFormViewProps {
  status: FormStatus;
  onSubmit?: FormSubmitHandler;
  onFocus?: () => void;
}

function ContactFormView({ status, onSubmit, onFocus }: ContactFormViewProps) {
  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus} aria-labelledby="contact-form-title" className="relative">
      <h3 id="contact-form-title" className="font-display text-2xl font-semibold text-stone-900">
        Send Us a Message
      </h3>
      <FormFieldset className="mt-6 grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Your message</legend>
        <TextField id="contact-firstName" name="firstName" label="First Name" autoComplete="given-name" required />
        <TextField id="contact-lastName" name="lastName" label="Last Name" autoComplete="family-name" required />
        <TextField id="contact-email" name="email" type="email" label="Email" autoComplete="email" required />
        <TextField id="contact-phone" name="phone" type="tel" label="Phone" autoComplete="tel" optional />
        <TextField id="contact-subject" name="subject" label="Subject" required className="sm:col-span-2" />
        <TextareaField
          id="contact-message"
          name="message"
          label="Message"
          rows={5}
          required
          className="sm:col-span-2"
        />
        <HoneypotField />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
          <SubmitButton icon={Send} pendingLabel="Sending...">
            Send Message
          </SubmitButton>
          <StatusLine status={status} />
        </div>
      </FormFieldset>
    </form>
  );
}
