import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { notify } from "#app/components/ui/toaster.tsx";
import { ApiRequestError, errorText, postJson } from "#app/lib/api-client.ts";
import { CONTACT_SUCCESS_TOAST_MS, contactMessages, contactSchema, emptyContact, type ContactInput, type ContactMessage } from "#domain/contact.ts";
import { controlClass, errorProps, FieldShell, HoneypotInput } from "#app/components/ui/form-field.tsx";

type Status = { kind: "idle" } | { kind: "submitting" } | { kind: "success" } | { kind: "error"; message: string };

const textFields = [
  { name: "firstName", label: "First Name", autoComplete: "given-name", type: "text", required: true },
  { name: "lastName", label: "Last Name", autoComplete: "family-name", type: "text", required: true },
  { name: "email", label: "Email", autoComplete: "email", type: "email", required: true },
  { name: "phone", label: "Phone", autoComplete: "tel", type: "tel", required: false },
] as const;

/** The home page's message form (spec sections 3, 5 and 8). */
export function ContactForm() {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const form = useForm<ContactInput, unknown, ContactMessage>({ resolver: zodResolver(contactSchema), defaultValues: emptyContact });
  const { errors } = form.formState;
  const submitting = status.kind === "submitting";

  const submit = form.handleSubmit(async (message) => {
    setStatus({ kind: "submitting" });
    try {
      await postJson("/api/send-contact-email", message);
      form.reset(emptyContact);
      setStatus({ kind: "success" });
      notify.success({ title: contactMessages.successTitle, description: contactMessages.successDescription, durationMs: CONTACT_SUCCESS_TOAST_MS });
    } catch (error) {
      const text = errorText(error, contactMessages.errorFallback);
      if (error instanceof ApiRequestError && error.status === 400) showServerFieldErrors(form.setError, error);
      setStatus({ kind: "error", message: text });
      notify.error({ title: contactMessages.errorTitle, description: text });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      onChange={() => setStatus((current) => (current.kind === "submitting" ? current : { kind: "idle" }))}
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
          const error = errors[field.name]?.message;
          return (
            <FieldShell key={field.name} id={id} label={field.label} required={field.required} error={error}>
              <input
                id={id}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                className={controlClass}
                {...errorProps(id, error)}
                {...form.register(field.name)}
              />
            </FieldShell>
          );
        })}
        <FieldShell id="contact-subject" label="Subject" required error={errors.subject?.message} className="sm:col-span-2">
          <input id="contact-subject" type="text" required className={controlClass} {...errorProps("contact-subject", errors.subject?.message)} {...form.register("subject")} />
        </FieldShell>
        <FieldShell id="contact-message" label="Message" required error={errors.message?.message} className="sm:col-span-2">
          <textarea
            id="contact-message"
            rows={5}
            required
            className={controlClass}
            {...errorProps("contact-message", errors.message?.message)}
            {...form.register("message")}
          />
        </FieldShell>
        <HoneypotInput {...form.register("website")} />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
          <button
            type="submit"
            className="inline-flex items-center justify-center gap-2 rounded-full bg-river-700 px-6 py-3 font-semibold text-white shadow-md transition-colors hover:bg-river-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-500 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {submitting ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5" />}
            {submitting ? "Sending..." : "Send Message"}
          </button>
          <p role="status" className={`text-sm ${status.kind === "error" ? "text-red-700" : "text-river-800"}`}>
            {status.kind === "success" ? contactMessages.successDescription : status.kind === "error" ? status.message : ""}
          </p>
        </div>
      </fieldset>
    </form>
  );
}

function showServerFieldErrors(setError: (name: keyof ContactInput, error: { message: string }) => void, error: ApiRequestError) {
  const fields = error.fields ?? {};
  for (const [name, message] of Object.entries(fields)) {
    if (name in emptyContact) setError(name as keyof ContactInput, { message });
  }
}
