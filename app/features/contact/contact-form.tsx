import { Loader2, Send } from "lucide-react";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { notify } from "#app/components/ui/toaster.tsx";
import { ApiRequestError, errorText, postJson } from "#app/lib/api-client.ts";
import { CONTACT_SUCCESS_TOAST_MS, contactMessages, emptyContact } from "#domain/contact.ts";
import type { ContactInput } from "#domain/contact-schema.ts";
import { controlClass, errorProps, FieldShell, HoneypotInput } from "#app/components/ui/form-field.tsx";
import type { ContactErrors } from "./contact-validation.ts";

/** The server's answer to an accepted submission; its schema loads alongside the request. */
const accepted = () => import("#domain/api-schema.ts").then((schemas) => schemas.acceptedAnswerSchema);

type Status = { kind: "idle" } | { kind: "submitting" } | { kind: "success" } | { kind: "error"; message: string };
type FieldName = keyof ContactInput;

const textFields = [
  { name: "firstName", label: "First Name", autoComplete: "given-name", type: "text", required: true },
  { name: "lastName", label: "Last Name", autoComplete: "family-name", type: "text", required: true },
  { name: "email", label: "Email", autoComplete: "email", type: "email", required: true },
  { name: "phone", label: "Phone", autoComplete: "tel", type: "tel", required: false },
] as const;

/**
 * The schema and its validation library load with the first check (or when the visitor starts on
 * the form), not with the page: the form sits at the foot of the home page and most visits never
 * use it.
 */
const loadValidation = () => import("./contact-validation.ts");
type Validation = Awaited<ReturnType<typeof loadValidation>>;

/** The home page's message form (spec sections 3, 5 and 8). */
export function ContactForm() {
  const [values, setValues] = useState<ContactInput>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // Once a send was tried, every edit re-checks the form, so a fixed field's message goes away.
  const validation = useRef<Validation | null>(null);
  const submitting = status.kind === "submitting";

  function edit(name: FieldName) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      setStatus((current) => (current.kind === "submitting" ? current : { kind: "idle" }));
      if (validation.current) setErrors(validation.current.validateContact(next).errors ?? {});
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    validation.current ??= await loadValidation();
    const checked = validation.current.validateContact(values);
    if (!checked.message) {
      setErrors(checked.errors);
      focusFirstInvalid(form, checked.errors);
      return;
    }
    setErrors({});
    setStatus({ kind: "submitting" });
    try {
      await postJson("/api/send-contact-email", checked.message, accepted);
      setValues(emptyContact);
      validation.current = null;
      setStatus({ kind: "success" });
      notify.success({
        title: contactMessages.successTitle,
        description: contactMessages.successDescription,
        durationMs: CONTACT_SUCCESS_TOAST_MS,
      });
    } catch (error) {
      const text = errorText(error, contactMessages.errorFallback);
      if (error instanceof ApiRequestError && error.status === 400) setErrors(serverFieldErrors(error));
      setStatus({ kind: "error", message: text });
      notify.error({ title: contactMessages.errorTitle, description: text });
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => void loadValidation()}
      aria-labelledby="contact-form-title"
      className="relative"
    >
      <h3 id="contact-form-title" className="font-display text-2xl font-semibold text-stone-900">
        Send Us a Message
      </h3>
      <fieldset disabled={submitting} className="mt-6 grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Your message</legend>
        {textFields.map((field) => {
          const id = `contact-${field.name}`;
          const error = errors[field.name];
          return (
            <FieldShell key={field.name} id={id} label={field.label} required={field.required} error={error}>
              <input
                id={id}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                className={controlClass}
                {...errorProps(id, error)}
                name={field.name}
                value={values[field.name]}
                onChange={edit(field.name)}
              />
            </FieldShell>
          );
        })}
        <FieldShell id="contact-subject" label="Subject" required error={errors.subject} className="sm:col-span-2">
          <input
            id="contact-subject"
            type="text"
            required
            className={controlClass}
            {...errorProps("contact-subject", errors.subject)}
            name="subject"
            value={values.subject}
            onChange={edit("subject")}
          />
        </FieldShell>
        <FieldShell id="contact-message" label="Message" required error={errors.message} className="sm:col-span-2">
          <textarea
            id="contact-message"
            rows={5}
            required
            className={controlClass}
            {...errorProps("contact-message", errors.message)}
            name="message"
            value={values.message}
            onChange={edit("message")}
          />
        </FieldShell>
        <HoneypotInput value={values.website} onChange={edit("website")} />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
          <button
            type="submit"
            className="inline-flex items-center justify-center gap-2 rounded-full bg-river-700 px-6 py-3 font-semibold text-white shadow-md transition-colors hover:bg-river-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-500 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {submitting ? (
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            {submitting ? "Sending..." : "Send Message"}
          </button>
          <p role="status" className={`text-sm ${status.kind === "error" ? "text-red-700" : "text-river-800"}`}>
            {status.kind === "success"
              ? contactMessages.successDescription
              : status.kind === "error"
                ? status.message
                : ""}
          </p>
        </div>
      </fieldset>
    </form>
  );
}

function serverFieldErrors(error: ApiRequestError): ContactErrors {
  return Object.fromEntries(Object.entries(error.fields ?? {}).filter(([name]) => name in emptyContact));
}

function focusFirstInvalid(form: HTMLFormElement, errors: ContactErrors) {
  const first = Object.keys(emptyContact).find((name) => errors[name as FieldName]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
