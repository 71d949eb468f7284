import { useMemo, useState } from "react";
import {
  FormFieldset,
  HoneypotField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from "#app/components/ui/form-field.tsx";
import { idleStatus, StatusLine, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, showServerFieldErrors, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { notify } from "#app/components/ui/toaster.tsx";
import { acceptedAnswer, errorText, postJson } from "#app/lib/api-client.ts";
import { HONEYPOT_FIELD } from "#domain/form-fields.ts";
import { initialValues, type InquiryField, type InquiryFormDefinition } from "#domain/inquiry/definition.ts";
import { inquiryMessages } from "#domain/inquiry/messages.ts";
import { onDemand } from "#app/lib/on-demand.ts";

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

/** The form's rules and its payload builder, the server's own check; they load with the first check. */
const loadPayload = onDemand(() => import("#domain/inquiry/payload.ts"));

/** Any inquiry form, rendered from its definition and sent as the generic inquiry payload. */
export function InquiryForm({ definition, fixedValues, onSuccess }: InquiryFormProps) {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const defaults = useMemo(
    () => ({ ...initialValues(definition, fixedValues), [HONEYPOT_FIELD]: "" }),
    [definition, fixedValues],
  );
  // Hidden fields need no control: their values are part of the form's values from the start.
  const { form, fields, handleSubmit } = useSchemaForm(
    () => loadPayload().then((payload) => payload.inquiryValuesSchema(definition)),
    {
      defaultValues: defaults,
      onEdit: () => setStatus(idleStatus),
    },
  );
  const idPrefix = `inquiry-${definition.inquiryType}`;

  const submit = handleSubmit(async (values) => {
    try {
      const { buildInquiryPayload } = await loadPayload();
      const payload = buildInquiryPayload(definition, values, window.location.href, form.getValues(HONEYPOT_FIELD));
      await postJson("/api/send-contact-email", payload, acceptedAnswer);
      setStatus({ kind: "success", text: definition.successMessage });
      notify.success({ title: inquiryMessages.successTitle, description: definition.successMessage });
      onSuccess();
    } catch (error) {
      const text = errorText(error, inquiryMessages.errorFallback);
      showServerFieldErrors(form, error, Object.keys(defaults));
      setStatus({ kind: "error", text });
      notify.error({ title: inquiryMessages.errorTitle, description: text });
    }
  });

  return (
    <FormFields value={fields}>
      <form noValidate onSubmit={submit} className="relative">
        <FormFieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{definition.title}</legend>
          {definition.fields.map((field) =>
            field.hidden ? null : <InquiryControl key={field.id} field={field} id={`${idPrefix}-${field.id}`} />,
          )}
          <HoneypotField />
          <div className="flex flex-col gap-3 sm:col-span-2">
            <SubmitButton pendingLabel="Sending...">{definition.submitLabel}</SubmitButton>
            <StatusLine status={status} />
          </div>
        </FormFieldset>
      </form>
    </FormFields>
  );
}

function InquiryControl({ field, id }: { field: InquiryField; id: string }) {
  const common = {
    id,
    name: field.id,
    label: field.label,
    required: field.required,
    optional: !field.required,
    placeholder: field.placeholder,
    className: field.fullWidth ? "sm:col-span-2" : undefined,
  };
  if (field.component === "textarea") return <TextareaField {...common} rows={field.rows ?? 4} />;
  if (field.component === "select") {
    return (
      <SelectField {...common} placeholder={field.placeholder ?? "Select an option"} options={field.options ?? []} />
    );
  }
  return (
    <TextField
      {...common}
      type={field.type ?? "text"}
      autoComplete={autoCompletes[field.id]}
      inputMode={field.type === "number" ? "numeric" : undefined}
      min={field.type === "number" ? 1 : undefined}
    />
  );
}
