import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import {
  controlClass,
  errorProps,
  FieldShellLegacy as FieldShell,
  HoneypotInput,
} from "#app/components/ui/form-field.tsx";
import { notify } from "#app/components/ui/toaster.tsx";
import { ApiRequestError, errorText, postJson } from "#app/lib/api-client.ts";
import { initialValues, type InquiryField, type InquiryFormDefinition } from "#domain/inquiry/definition.ts";
import { acceptedAnswerSchema } from "#domain/api-schema.ts";
import { inquiryMessages } from "#domain/inquiry/messages.ts";
import { buildInquiryPayload, inquiryValuesSchema, type InquiryValues } from "#domain/inquiry/payload.ts";

type Status = { kind: "idle" } | { kind: "submitting" } | { kind: "success" } | { kind: "error"; message: string };

interface InquiryFormProps {
  definition: InquiryFormDefinition;
  /** Values of hidden fields the page decides, e.g. the venue space. */
  fixedValues?: Record<string, string>;
  onSuccess: () => void;
}

const autoCompletes: Record<string, string> = {
  fullName: "name",
  contactName: "name",
  email: "email",
  phone: "tel",
  organization: "organization",
  companyName: "organization",
};

/** Any inquiry form, rendered from its definition (spec section 3) and sent as the generic payload. */
export function InquiryForm({ definition, fixedValues, onSuccess }: InquiryFormProps) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [honeypot, setHoneypot] = useState("");
  const schema = useMemo(() => inquiryValuesSchema(definition), [definition]);
  const defaults = useMemo(() => initialValues(definition, fixedValues), [definition, fixedValues]);
  const form = useForm<InquiryValues>({ resolver: zodResolver(schema) as never, defaultValues: defaults });
  const { errors } = form.formState;
  const submitting = status.kind === "submitting";
  const idPrefix = `inquiry-${definition.inquiryType}`;

  const submit = form.handleSubmit(async (values) => {
    setStatus({ kind: "submitting" });
    try {
      await postJson(
        "/api/send-contact-email",
        buildInquiryPayload(definition, values, window.location.href, honeypot),
        acceptedAnswerSchema,
      );
      setStatus({ kind: "success" });
      notify.success({ title: inquiryMessages.successTitle, description: definition.successMessage });
      onSuccess();
    } catch (error) {
      const text = errorText(error, inquiryMessages.errorFallback);
      if (error instanceof ApiRequestError) {
        for (const [name, message] of Object.entries(error.fields ?? {}))
          if (name in defaults) form.setError(name, { message });
      }
      setStatus({ kind: "error", message: text });
      notify.error({ title: inquiryMessages.errorTitle, description: text });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      onChange={() => setStatus((current) => (current.kind === "submitting" ? current : { kind: "idle" }))}
      className="relative"
    >
      <fieldset disabled={submitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{definition.title}</legend>
        {definition.fields.map((field) =>
          field.hidden ? (
            <input key={field.id} type="hidden" {...form.register(field.id)} />
          ) : (
            <FieldShell
              key={field.id}
              id={`${idPrefix}-${field.id}`}
              label={field.label}
              required={field.required}
              error={errors[field.id]?.message}
              className={field.fullWidth ? "sm:col-span-2" : ""}
            >
              <FieldControl
                field={field}
                id={`${idPrefix}-${field.id}`}
                error={errors[field.id]?.message}
                registration={form.register(field.id)}
              />
            </FieldShell>
          ),
        )}
        <HoneypotInput value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <button
            type="submit"
            className="inline-flex items-center justify-center gap-2 rounded-full bg-river-700 px-6 py-3 font-semibold text-white shadow-md transition-colors hover:bg-river-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-500 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {submitting ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
            {submitting ? "Sending..." : definition.submitLabel}
          </button>
          <p role="status" className={`text-sm ${status.kind === "error" ? "text-red-700" : "text-river-800"}`}>
            {status.kind === "success" ? definition.successMessage : status.kind === "error" ? status.message : ""}
          </p>
        </div>
      </fieldset>
    </form>
  );
}

function FieldControl({
  field,
  id,
  error,
  registration,
}: {
  field: InquiryField;
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const common = { id, required: field.required, className: controlClass, ...errorProps(id, error), ...registration };
  if (field.component === "textarea")
    return <textarea rows={field.rows ?? 4} placeholder={field.placeholder} {...common} />;
  if (field.component === "select") {
    return (
      <select {...common}>
        <option value="">{field.placeholder ?? "Select an option"}</option>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      type={field.type ?? "text"}
      placeholder={field.placeholder}
      autoComplete={autoCompletes[field.id]}
      inputMode={field.type === "number" ? "numeric" : undefined}
      min={field.type === "number" ? 1 : undefined}
      {...common}
    />
  );
}
